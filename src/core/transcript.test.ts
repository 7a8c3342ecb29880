import { describe, it, expect } from 'vitest';
import {
  formatElapsed,
  formatTranscript,
  parseTranscript,
  timestampToSeconds,
  type TranscriptEntry,
} from './transcript.ts';

describe('formatTranscript', () => {
  it('writes one upper-case prefixed line per entry', () => {
    const entries: TranscriptEntry[] = [
      { speaker: 'bot', text: 'Hello, tell me about yourself.' },
      { speaker: 'user', text: 'I am a developer.' },
    ];
    expect(formatTranscript(entries)).toBe('BOT: Hello, tell me about yourself.\nUSER: I am a developer.');
  });

  it('includes the timestamp when present', () => {
    expect(formatTranscript([{ speaker: 'bot', text: 'Hello, tell me about yourself.', at: '00:00:05' }])).toBe(
      'BOT: [00:00:05] Hello, tell me about yourself.',
    );
  });

  it('collapses newlines inside text to single spaces', () => {
    expect(formatTranscript([{ speaker: 'user', text: 'first line\nsecond\r\n\r\nthird \n  fourth' }])).toBe(
      'USER: first line second third fourth',
    );
  });

  it('returns an empty string for no entries', () => {
    expect(formatTranscript([])).toBe('');
  });

  it('writes just the prefix (and timestamp) for empty text', () => {
    expect(formatTranscript([{ speaker: 'user', text: '' }])).toBe('USER:');
    expect(formatTranscript([{ speaker: 'user', text: '  \n ', at: '00:01:00' }])).toBe('USER: [00:01:00]');
  });
});

describe('formatElapsed', () => {
  it('formats zero', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
  });

  it('truncates to whole seconds', () => {
    expect(formatElapsed(5_999)).toBe('00:00:05');
  });

  it('rolls seconds into minutes and minutes into hours', () => {
    expect(formatElapsed(59_000)).toBe('00:00:59');
    expect(formatElapsed(60_000)).toBe('00:01:00');
    expect(formatElapsed(3_599_000)).toBe('00:59:59');
    expect(formatElapsed(3_600_000)).toBe('01:00:00');
    expect(formatElapsed((12 * 3600 + 34 * 60 + 56) * 1000)).toBe('12:34:56');
  });

  it('lets hours exceed 24 and two digits', () => {
    expect(formatElapsed(25 * 3_600_000)).toBe('25:00:00');
    expect(formatElapsed(100 * 3_600_000)).toBe('100:00:00');
  });

  it('treats negative and non-finite input as zero', () => {
    expect(formatElapsed(-1_000)).toBe('00:00:00');
    expect(formatElapsed(Number.NaN)).toBe('00:00:00');
    expect(formatElapsed(Number.POSITIVE_INFINITY)).toBe('00:00:00');
  });
});

describe('timestampToSeconds', () => {
  it('converts HH:MM:SS to seconds', () => {
    expect(timestampToSeconds('00:00:00')).toBe(0);
    expect(timestampToSeconds('00:00:05')).toBe(5);
    expect(timestampToSeconds('01:02:03')).toBe(3723);
    expect(timestampToSeconds('100:00:00')).toBe(360_000);
  });

  it('rejects malformed timestamps', () => {
    expect(timestampToSeconds('')).toBeNull();
    expect(timestampToSeconds('00:60:00')).toBeNull();
    expect(timestampToSeconds('00:00:60')).toBeNull();
    expect(timestampToSeconds('0:5')).toBeNull();
    expect(timestampToSeconds('aa:bb:cc')).toBeNull();
  });
});

describe('parseTranscript', () => {
  it('parses prefixed lines with and without timestamps', () => {
    const text = 'BOT: [00:00:05] Hello, tell me about yourself.\nUSER: I build things.';
    expect(parseTranscript(text)).toEqual([
      { speaker: 'bot', text: 'Hello, tell me about yourself.', at: '00:00:05' },
      { speaker: 'user', text: 'I build things.' },
    ]);
  });

  it('omits `at` entirely when there is no timestamp', () => {
    const [entry] = parseTranscript('USER: hi');
    expect(entry).toBeDefined();
    expect(Object.hasOwn(entry ?? {}, 'at')).toBe(false);
  });

  it('returns no entries for empty or blank text', () => {
    expect(parseTranscript('')).toEqual([]);
    expect(parseTranscript('\n  \n\t\n')).toEqual([]);
  });

  it('tolerates leading whitespace and a missing space after the colon', () => {
    expect(parseTranscript('   BOT:Question?\n\tUSER:[00:00:09]Answer.')).toEqual([
      { speaker: 'bot', text: 'Question?' },
      { speaker: 'user', text: 'Answer.', at: '00:00:09' },
    ]);
  });

  it('accepts CRLF and CR line endings', () => {
    expect(parseTranscript('BOT: a\r\nUSER: b\rBOT: c')).toEqual([
      { speaker: 'bot', text: 'a' },
      { speaker: 'user', text: 'b' },
      { speaker: 'bot', text: 'c' },
    ]);
  });

  it('appends unprefixed lines to the previous entry with a space', () => {
    expect(parseTranscript('USER: I worked on\n  payments and\nsearch.\nBOT: Thanks.')).toEqual([
      { speaker: 'user', text: 'I worked on payments and search.' },
      { speaker: 'bot', text: 'Thanks.' },
    ]);
  });

  it('ignores unprefixed lines before the first entry', () => {
    expect(parseTranscript('Interview transcript\n\nBOT: Hello.')).toEqual([{ speaker: 'bot', text: 'Hello.' }]);
  });

  it('treats lower- and mixed-case prefixes as plain text, per the upper-case format', () => {
    expect(parseTranscript('BOT: Hi.\nuser: hello\nBot: again')).toEqual([
      { speaker: 'bot', text: 'Hi. user: hello Bot: again' },
    ]);
  });

  it('keeps entries whose text is empty and fills them from continuation lines', () => {
    expect(parseTranscript('USER: [00:00:10]\nUSER:\nwrapped answer')).toEqual([
      { speaker: 'user', text: '', at: '00:00:10' },
      { speaker: 'user', text: 'wrapped answer' },
    ]);
  });

  it('accepts hours beyond two digits', () => {
    expect(parseTranscript('BOT: [100:00:00] Still here?')).toEqual([
      { speaker: 'bot', text: 'Still here?', at: '100:00:00' },
    ]);
  });

  it('leaves an invalid timestamp in the text', () => {
    expect(parseTranscript('BOT: [00:99:00] Hello')).toEqual([{ speaker: 'bot', text: '[00:99:00] Hello' }]);
  });

  it('only reads a timestamp right after the prefix', () => {
    expect(parseTranscript('USER: at [00:00:05] I said')).toEqual([{ speaker: 'user', text: 'at [00:00:05] I said' }]);
  });

  it('trims trailing whitespace from text', () => {
    expect(parseTranscript('USER: answer   \t')).toEqual([{ speaker: 'user', text: 'answer' }]);
  });
});

describe('round trip', () => {
  const entries: TranscriptEntry[] = [
    { speaker: 'bot', text: 'Hello, tell me about yourself.', at: '00:00:05' },
    { speaker: 'user', text: 'I have five years of TypeScript: mostly APIs.', at: '00:00:20' },
    { speaker: 'bot', text: 'BOT: is not a prefix mid-line.' },
    { speaker: 'user', text: '' },
    { speaker: 'user', text: 'Late answer.', at: '125:59:59' },
  ];

  it('parse(format(entries)) returns the entries', () => {
    expect(parseTranscript(formatTranscript(entries))).toEqual(entries);
  });

  it('format(parse(text)) returns canonical text unchanged', () => {
    const text = formatTranscript(entries);
    expect(formatTranscript(parseTranscript(text))).toBe(text);
  });

  it('normalises multi-line text to its single-line form', () => {
    const parsed = parseTranscript(formatTranscript([{ speaker: 'user', text: 'one\ntwo', at: '00:00:01' }]));
    expect(parsed).toEqual([{ speaker: 'user', text: 'one two', at: '00:00:01' }]);
  });

  it('round-trips timestamps produced by formatElapsed', () => {
    const at = formatElapsed(3_723_000);
    expect(parseTranscript(formatTranscript([{ speaker: 'bot', text: 'x', at }]))[0]?.at).toBe('01:02:03');
    expect(timestampToSeconds(at)).toBe(3723);
  });
});
