/**
 * What the server says about spoken answers (issue #23, item 1): on or off, which engine
 * transcribes, and the exact commands that turn them on. One home for these words: the start log,
 * `/api/config` (`speech`), the employer's dashboard and posting notice all read them from here.
 * Everything npm can bring comes with `npm install`; pocketsphinx, its English model and ffmpeg
 * cannot (no npm package ships them without downloading from elsewhere at install time).
 */
export type SpeechComponent = 'pocketsphinx' | 'pocketsphinx-en-us' | 'ffmpeg';

export type SpeechStatusInput = {
  engine: 'pocketsphinx' | 'openai-compatible';
  model: string | null;
  missing: readonly SpeechComponent[];
};

export type SpeechSetup = {
  spokenAnswers: boolean;
  /** Who transcribes when spoken answers are on; null when they are off. */
  engine: 'pocketsphinx' | 'openai-compatible' | null;
  /** One sentence for people: on/off, by what, and what candidates do instead. */
  summary: string;
  /** Debian package names of what is missing (empty when on). */
  missing: SpeechComponent[];
  /** Commands that turn spoken answers on (null when they are on). */
  turnOn: { debian: string; macos: string; openai: string } | null;
};

export const SPEECH_PACKAGES_DEBIAN = 'sudo apt-get install pocketsphinx pocketsphinx-en-us ffmpeg';
/**
 * Homebrew's `cmu-pocketsphinx` is pocketsphinx 5, whose command-line tool (`pocketsphinx`) is not
 * the `pocketsphinx_continuous` the builtin engine drives: on macOS the honest advice is the
 * OpenAI-compatible provider (or the container image / a Debian or Ubuntu machine).
 */
export const SPEECH_MACOS_ADVICE =
  'Homebrew has no package with pocketsphinx_continuous (brew install cmu-pocketsphinx ffmpeg gives pocketsphinx 5, ' +
  'which the builtin engine does not drive): set AI_API_KEY for an OpenAI-compatible speech-to-text, or run the container image.';
export const SPEECH_OPENAI_ADVICE =
  'Or set AI_API_KEY (and AI_BASE_URL for a self-hosted OpenAI-compatible server) to transcribe with its AI_STT_MODEL.';

const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const componentName: Record<SpeechComponent, string> = {
  pocketsphinx: 'pocketsphinx',
  'pocketsphinx-en-us': "pocketsphinx's English model (pocketsphinx-en-us)",
  ffmpeg: 'ffmpeg',
};

export function describeSpeechSetup(status: SpeechStatusInput): SpeechSetup {
  if (status.engine === 'openai-compatible') {
    return {
      spokenAnswers: true,
      engine: 'openai-compatible',
      summary: `Spoken answers are on: transcribed by the OpenAI-compatible provider (${status.model ?? 'default model'}).`,
      missing: [],
      turnOn: null,
    };
  }
  if (status.missing.length === 0) {
    return {
      spokenAnswers: true,
      engine: 'pocketsphinx',
      summary: 'Spoken answers are on: transcribed on this server by pocketsphinx (builtin, offline).',
      missing: [],
      turnOn: null,
    };
  }
  const missing = [...status.missing];
  return {
    spokenAnswers: false,
    engine: null,
    summary:
      `Spoken answers are off: ${listOf(missing.map((m) => componentName[m]))} ` +
      `${missing.length === 1 ? 'is' : 'are'} not installed on the server, so candidates type their answers.`,
    missing,
    turnOn: { debian: SPEECH_PACKAGES_DEBIAN, macos: SPEECH_MACOS_ADVICE, openai: SPEECH_OPENAI_ADVICE },
  };
}

/** The start log's lines: the summary, then (when off) how to turn spoken answers on. */
export function speechSetupLogLines(setup: SpeechSetup): string[] {
  if (!setup.turnOn) return [setup.summary];
  return [
    setup.summary,
    `To turn them on (Debian/Ubuntu): ${setup.turnOn.debian}, then restart.`,
    `macOS: ${setup.turnOn.macos}`,
    setup.turnOn.openai,
  ];
}
