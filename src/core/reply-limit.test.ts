import { describe, expect, it } from 'vitest';
import { MAX_REPLY_WORDS } from './interview-rules.ts';
import { limitReply } from './reply-limit.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const QUESTION = 'Tell me about a time you had to calm down an upset customer. What did you do, and how did it end?';
const chatter = (n: number) =>
  Array.from({ length: n }, (_, i) => `This is filler sentence number ${i + 1} said before the question.`).join(' ');

describe('limitReply: the word limit, the same for every provider', () => {
  it('leaves a reply within the limit exactly as it is', () => {
    const reply = `Thanks.  ${QUESTION}`;
    expect(limitReply(reply, { maxWords: MAX_REPLY_WORDS, keep: [QUESTION] })).toBe(reply);
  });

  it('cuts a long reply at a sentence boundary and keeps the planned question whole, even with several sentences', () => {
    const reply = `${chatter(8)} ${QUESTION}`;
    const limited = limitReply(reply, { maxWords: MAX_REPLY_WORDS, keep: [QUESTION] });
    expect(limited.endsWith(QUESTION)).toBe(true);
    expect(words(limited)).toBeLessThanOrEqual(MAX_REPLY_WORDS);
    // Only whole sentences of the lead-in are left, from the start.
    expect(limited).toBe(`${chatter(2)} ${QUESTION}`);
  });

  it('drops what follows the planned question when it does not fit', () => {
    const reply = `Thank you. ${QUESTION} ${chatter(6)}`;
    expect(limitReply(reply, { maxWords: MAX_REPLY_WORDS, keep: [QUESTION] })).toBe(
      `Thank you. ${QUESTION} ${chatter(2)}`,
    );
  });

  it('never cuts the planned question or intro, even when they alone are over the limit', () => {
    const longQuestion = `${'Describe in detail '.repeat(20)}what you did?`;
    const intro = 'Welcome to the interview for the warehouse role.';
    const reply = `Hello there, it is good to meet you today. ${intro} ${longQuestion}`;
    expect(limitReply(reply, { maxWords: 50, keep: [longQuestion, intro] })).toBe(`${intro} ${longQuestion}`);
  });

  it('without a planned text, keeps the reply’s last question whole, never a question cut in the middle', () => {
    const follow = 'Could you tell me what you yourself did when the delivery arrived late that morning?';
    const reply = `${chatter(7)} ${follow}`;
    const limited = limitReply(reply, { maxWords: 50 });
    expect(limited.endsWith(follow)).toBe(true);
    expect(words(limited)).toBeLessThanOrEqual(50);
  });

  it('says a first sentence that is alone over the limit whole, rather than cut it', () => {
    const one = `I understand ${'and I am listening '.repeat(15)}carefully.`;
    expect(limitReply(`${one} Another sentence.`, { maxWords: 20 })).toBe(one);
  });

  it('ignores planned texts that are not in the reply, and empty ones', () => {
    const reply = chatter(10);
    const limited = limitReply(reply, { maxWords: 30, keep: ['Not said at all.', null, '', undefined] });
    expect(limited).toBe(chatter(3));
  });
});
