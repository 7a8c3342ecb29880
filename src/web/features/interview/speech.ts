/** A sentence of server speech: its audio chunks, complete once the `last` chunk arrived. */
type Sentence = { parts: Uint8Array<ArrayBuffer>[]; mime: string; complete: boolean };

export type AudioChunk = { index: number; mime: string; data: string; last: boolean };

function decodeBase64(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const browserCanSpeak = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** idle: silent; pending: a reply is coming and will be spoken; playing: speaking now. */
export type VoiceState = 'idle' | 'pending' | 'playing';

/** A browser utterance that has not started by then never will (no speech engine): the voice is done. */
const BROWSER_START_TIMEOUT_MS = 1500;
/** The longest a browser reading may take per character before the voice counts as done anyway. */
const BROWSER_MS_PER_CHAR = 90;

/**
 * Speaks the interviewer's replies. Server speech arrives sentence by sentence and is played in
 * order as each sentence completes (so the first sentence plays while later ones are still being
 * made); without server audio the browser's speechSynthesis reads the final text.
 */
export class InterviewerVoice {
  private sentences = new Map<number, Sentence>();
  private next = 0;
  private audio: HTMLAudioElement | null = null;
  private url: string | null = null;
  private streamDone = false;
  private heardServer = false;
  private playedAny = false;
  private silenced = false;
  private failed = false;
  private text = '';
  private state: VoiceState = 'idle';
  private browserTimers: number[] = [];

  /** `onState` hears when the interviewer starts and stops speaking (hands-free turns wait for it). */
  constructor(private readonly onState?: (state: VoiceState) => void) {}

  private set(state: VoiceState) {
    if (this.state === state) return;
    this.state = state;
    this.onState?.(state);
  }

  /** A new reply begins: forget anything still queued from the previous one. */
  begin() {
    this.stop();
    this.set('pending');
    this.sentences.clear();
    this.next = 0;
    this.streamDone = false;
    this.heardServer = false;
    this.playedAny = false;
    this.silenced = false;
    this.failed = false;
    this.text = '';
  }

  /** One `audio` event of the turn stream. */
  addAudio(chunk: AudioChunk) {
    if (this.silenced || this.failed) return;
    this.heardServer = true;
    let sentence = this.sentences.get(chunk.index);
    if (!sentence) {
      sentence = { parts: [], mime: chunk.mime, complete: false };
      this.sentences.set(chunk.index, sentence);
    }
    if (chunk.data) sentence.parts.push(decodeBase64(chunk.data));
    if (chunk.last) sentence.complete = true;
    this.pump();
  }

  /** The stream ended: speak `text` in the browser when the server sent no audio for it. */
  finish(text: string) {
    this.text = text;
    this.streamDone = true;
    if (this.silenced) return;
    if (this.heardServer && !this.failed) this.pump();
    else if (!this.playedAny) this.speakInBrowser(text);
    else this.set('idle');
  }

  /** Reads a text aloud with the browser (e.g. the current question after a reload). */
  speakInBrowser(text: string) {
    this.clearBrowserTimers();
    if (!browserCanSpeak() || !text.trim()) {
      this.set('idle');
      return;
    }
    const synth = window.speechSynthesis;
    synth.cancel();
    this.silenced = false;
    this.set('playing');
    const done = () => {
      this.clearBrowserTimers();
      if (!this.audio) this.set('idle');
    };
    let started = false;
    // Chrome cuts long utterances short: queue one utterance per sentence.
    const sentences = (text.match(/[^.!?]+[.!?]*/g) ?? [text]).map((s) => s.trim()).filter(Boolean);
    sentences.forEach((sentence, i) => {
      const utterance = new SpeechSynthesisUtterance(sentence);
      utterance.lang = 'en-US';
      utterance.onstart = () => {
        started = true;
      };
      if (i === sentences.length - 1) {
        utterance.onend = done;
        utterance.onerror = done;
      }
      synth.speak(utterance);
    });
    // Without a speech engine (or voices) nothing starts and no event ever comes.
    this.browserTimers.push(
      window.setTimeout(() => {
        if (!started && !synth.speaking) done();
      }, BROWSER_START_TIMEOUT_MS),
      window.setTimeout(done, BROWSER_START_TIMEOUT_MS + text.length * BROWSER_MS_PER_CHAR),
    );
  }

  /** The candidate started answering (or left): stop speaking this reply. */
  silence() {
    this.silenced = true;
    this.stop();
    this.set('idle');
  }

  private clearBrowserTimers() {
    this.browserTimers.forEach((timer) => window.clearTimeout(timer));
    this.browserTimers = [];
  }

  private stop() {
    this.clearBrowserTimers();
    if (this.audio) {
      this.audio.onended = null;
      this.audio.onerror = null;
      this.audio.pause();
      this.audio = null;
    }
    if (this.url) URL.revokeObjectURL(this.url);
    this.url = null;
    if (browserCanSpeak()) window.speechSynthesis.cancel();
  }

  private pump() {
    if (this.audio || this.silenced || this.failed) return;
    let sentence = this.sentences.get(this.next);
    // A sentence whose synthesis failed never completes: skip it once the stream has ended.
    while (!sentence && this.streamDone && [...this.sentences.keys()].some((i) => i > this.next)) {
      sentence = this.sentences.get(++this.next);
    }
    if (!sentence?.complete) {
      // Everything that will come has been played.
      if (this.streamDone && this.sentences.size === 0) this.set('idle');
      return;
    }
    this.sentences.delete(this.next);
    this.next++;
    this.url = URL.createObjectURL(new Blob(sentence.parts, { type: sentence.mime }));
    const audio = new Audio(this.url);
    this.audio = audio;
    const advance = () => {
      if (this.audio !== audio) return;
      this.audio = null;
      if (this.url) URL.revokeObjectURL(this.url);
      this.url = null;
      this.pump();
    };
    audio.onended = advance;
    audio.onerror = advance;
    audio.play().then(
      () => {
        this.playedAny = true;
        this.set('playing');
      },
      () => {
        // Autoplay refused or the format is unsupported: let the browser read the text instead.
        if (this.audio !== audio) return;
        this.failed = true;
        this.stop();
        if (!this.playedAny && this.streamDone) this.speakInBrowser(this.text);
        else if (this.streamDone) this.set('idle');
      },
    );
  }
}
