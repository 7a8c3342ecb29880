import type { TurnEvent } from '../../src/core/api/candidate.ts';

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A WebM (EBML) header followed by filler: enough for our content check, not a playable video. */
export const tinyWebm = (size = 2048) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(size, 1)]);

export const parseEvents = (text: string): TurnEvent[] =>
  text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as TurnEvent);

/** Talks to the public candidate API the way the candidate page does. */
export class CandidateClient {
  token = '';
  interviewId = '';

  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async intake(
    postingId: string,
    fields: {
      fullName?: string;
      email?: string;
      consent?: string;
      /** The separate AI-assessment consent: ticked with `consent` unless given (undefined: left out). */
      aiConsent?: string;
      knockoutAnswer?: string;
      invitation?: string;
    },
    cv?: { bytes: Buffer; name: string },
  ) {
    const form = new FormData();
    // A candidate who ticks the instructions box ticks the AI-assessment box too, as the page
    // requires both; a test that wants it unticked passes `aiConsent: undefined`.
    const all = 'aiConsent' in fields ? fields : { ...fields, aiConsent: fields.consent };
    for (const [key, value] of Object.entries(all)) if (value !== undefined) form.append(key, value);
    if (cv) form.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: 'application/pdf' }), cv.name);
    const response = await fetch(new URL(`/api/public/postings/${postingId}/interviews`, this.baseUrl), {
      method: 'POST',
      body: form,
      headers: this.headers,
    });
    const json = (await response.json()) as any;
    if (response.status === 201) {
      this.token = json.token;
      this.interviewId = json.interviewId;
    }
    return { status: response.status, json };
  }

  private async call(path: string, init: RequestInit = {}) {
    const response = await fetch(new URL(`/api/public/interviews/${this.interviewId}${path}`, this.baseUrl), {
      ...init,
      headers: { 'x-candidate-token': this.token, ...this.headers, ...(init.headers as Record<string, string>) },
    });
    const text = await response.text();
    return { status: response.status, text, headers: response.headers };
  }

  async state() {
    const response = await this.call('');
    return { status: response.status, json: response.text ? JSON.parse(response.text) : undefined };
  }

  async next() {
    const response = await this.call('/next', { method: 'POST' });
    return {
      status: response.status,
      events: response.status === 200 ? parseEvents(response.text) : [],
      text: response.text,
    };
  }

  async answer(seq: number, answer: { text?: string; recording?: Buffer }) {
    const form = new FormData();
    form.append('seq', String(seq));
    if (answer.text !== undefined) form.append('text', answer.text);
    if (answer.recording)
      form.append('recording', new Blob([new Uint8Array(answer.recording)], { type: 'video/webm' }), 'answer.webm');
    const response = await this.call('/answers', { method: 'POST', body: form });
    return {
      status: response.status,
      events: response.status === 200 ? parseEvents(response.text) : [],
      text: response.text,
      headers: response.headers,
    };
  }

  /** One speech segment (16 kHz mono 16-bit LE PCM) of the answer `seq` (docs/decisions/0030). */
  async segment(seq: number, index: number, pcm: Buffer, startMs?: number) {
    const query = startMs === undefined ? '' : `?startMs=${startMs}`;
    const response = await this.call(`/answers/${seq}/segments/${index}${query}`, {
      method: 'PUT',
      body: new Uint8Array(pcm),
      headers: { 'content-type': 'application/octet-stream' },
    });
    return { status: response.status, json: response.text ? JSON.parse(response.text) : undefined };
  }

  async segments(seq: number) {
    const response = await this.call(`/answers/${seq}/segments`);
    return { status: response.status, json: response.text ? JSON.parse(response.text) : undefined };
  }

  /** End of turn for an answer sent as `count` segments (a recording, if given, is only stored). */
  async endTurn(seq: number, count: number, recording?: Buffer, generation?: number) {
    const form = new FormData();
    form.append('seq', String(seq));
    form.append('segments', String(count));
    if (generation !== undefined) form.append('generation', String(generation));
    if (recording)
      form.append('recording', new Blob([new Uint8Array(recording)], { type: 'video/webm' }), 'answer.webm');
    const response = await this.call('/answers', { method: 'POST', body: form });
    return {
      status: response.status,
      events: response.status === 200 ? parseEvents(response.text) : [],
      json: response.status === 200 ? undefined : (JSON.parse(response.text) as any),
      text: response.text,
    };
  }

  async continueAnswer(seq: number) {
    const response = await this.call(`/answers/${seq}/continue`, { method: 'POST' });
    return { status: response.status, json: response.text ? JSON.parse(response.text) : undefined };
  }

  async attachRecording(seq: number, recording: Buffer) {
    const response = await this.call(`/answers/${seq}/recording`, {
      method: 'PUT',
      body: new Uint8Array(recording),
      headers: { 'content-type': 'video/webm' },
    });
    return { status: response.status, json: response.text ? JSON.parse(response.text) : undefined };
  }

  async submit(keepInTouch = false) {
    const response = await this.call('/submit', {
      method: 'POST',
      body: JSON.stringify({ keepInTouch }),
      headers: { 'content-type': 'application/json' },
    });
    return { status: response.status, json: response.text ? JSON.parse(response.text) : undefined };
  }
}

export const botTurnOf = (events: TurnEvent[]) => {
  const bot = events.find((e) => e.type === 'bot');
  if (!bot || bot.type !== 'bot') throw new Error(`no bot turn in ${JSON.stringify(events)}`);
  return bot;
};
