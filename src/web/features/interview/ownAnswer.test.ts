import { describe, expect, test } from 'vitest';
import { ownAnswerText, pendingText } from './ownAnswer';

describe('what the candidate sees of their own answer', () => {
  test('a confident transcript is shown; an unsure one never is — "Answer recorded · 0:31" instead', () => {
    expect(ownAnswerText({ text: 'I build web apps.', lowConfidence: false }, 31_000)).toBe('I build web apps.');
    expect(ownAnswerText({ text: 'Answer recorded', lowConfidence: true }, 31_400)).toBe('Answer recorded · 0:31');
    expect(ownAnswerText({ text: 'Answer recorded', lowConfidence: true }, 75_000)).toBe('Answer recorded · 1:15');
    // After a reload the duration is not known: the server's own text stands.
    expect(ownAnswerText({ text: 'Answer recorded', lowConfidence: true })).toBe('Answer recorded');
  });

  test('an answer on its way: typed text, the spoken length, or a plain label', () => {
    expect(pendingText({ text: ' Hello ' })).toBe('Hello');
    expect(pendingText({ spoken: true, durationMs: 9_000 })).toBe('Answer recorded · 0:09');
    expect(pendingText({ recording: new Blob(['x']) })).toBe('Your recorded answer');
  });
});
