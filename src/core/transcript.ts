export type Speaker = 'user' | 'bot';

export type TranscriptEntry = {
  speaker: Speaker;
  text: string;
  /** Elapsed time since the interview started, 'HH:MM:SS' (hours may exceed 24). */
  at?: string;
};

const PREFIX_BY_SPEAKER: Record<Speaker, string> = { user: 'USER:', bot: 'BOT:' };

// Prefixes are upper case only (spec §3); a lower-case "user:" is ordinary text.
const ENTRY_LINE = /^\s*(USER|BOT):[ \t]*(?:\[(\d+:[0-5]\d:[0-5]\d)\][ \t]*)?(.*)$/;
const TIMESTAMP = /^(\d+):([0-5]\d):([0-5]\d)$/;

/** Collapses line breaks (and whitespace around them) so one entry stays on one line. */
function singleLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

export function formatTranscript(entries: TranscriptEntry[]): string {
  return entries
    .map(({ speaker, text, at }) => {
      const parts = [PREFIX_BY_SPEAKER[speaker]];
      if (at !== undefined) parts.push(`[${at}]`);
      const body = singleLine(text);
      if (body !== '') parts.push(body);
      return parts.join(' ');
    })
    .join('\n');
}

export function formatElapsed(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}

/** Seconds represented by an 'HH:MM:SS' timestamp, or null when it is not one. */
export function timestampToSeconds(at: string): number | null {
  const match = TIMESTAMP.exec(at);
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

export function parseTranscript(text: string): TranscriptEntry[] {
  const entries: TranscriptEntry[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const match = ENTRY_LINE.exec(line);
    if (match) {
      const [, prefix, at, body = ''] = match;
      const entry: TranscriptEntry = { speaker: prefix === 'USER' ? 'user' : 'bot', text: body.trim() };
      if (at !== undefined) entry.at = at;
      entries.push(entry);
      continue;
    }
    const continuation = line.trim();
    const previous = entries[entries.length - 1];
    // A line without a prefix is a wrapped continuation; with no entry before it there is nothing to attach it to.
    if (continuation === '' || previous === undefined) continue;
    previous.text = previous.text === '' ? continuation : `${previous.text} ${continuation}`;
  }
  return entries;
}
