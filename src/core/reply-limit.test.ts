import { describe, expect, it } from 'vitest';
import { MAX_REPLY_WORDS } from './interview-rules.ts';
import { limitReply, replyLimiter } from './reply-limit.ts';

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

describe('replyLimiter: the same limit on a reply that arrives in pieces', () => {
  const said = (reply: string, keep: string[], maxWords = MAX_REPLY_WORDS, pieceSize = 3) => {
    const limiter = replyLimiter({ maxWords, keep });
    const early: string[] = [];
    const out: string[] = [];
    for (let at = 0; at < reply.length; at += pieceSize) {
      const pieces = limiter.push(reply.slice(at, at + pieceSize));
      out.push(...pieces);
      if (at + pieceSize < reply.length) early.push(...pieces);
    }
    out.push(...limiter.end());
    return { text: out.join(''), early: early.join('') };
  };
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

  it('passes a short reply on sentence by sentence, before it has ended, and says exactly the reply', () => {
    const reply = `Thank you, that is clear. ${QUESTION}`;
    const { text, early } = said(reply, [QUESTION]);
    expect(text).toBe(reply);
    expect(early).toContain('Thank you, that is clear.');
  });

  it('says what limitReply says, for lead-ins and tails of every length around the planned question', () => {
    for (let before = 0; before <= 8; before++) {
      for (let after = 0; after <= 4; after++) {
        const reply = [chatter(before), QUESTION, chatter(after)].filter(Boolean).join(' ');
        for (const size of [1, 4, 17]) {
          expect(normal(said(reply, [QUESTION], MAX_REPLY_WORDS, size).text)).toBe(
            normal(limitReply(reply, { maxWords: MAX_REPLY_WORDS, keep: [QUESTION] })),
          );
        }
      }
    }
  });

  it('keeps figures such as 3.5 inside their sentence', () => {
    const reply = `It took 3.5 hours, thank you. ${QUESTION}`;
    expect(said(reply, [QUESTION]).text).toBe(reply);
  });

  it('without a planned text, passes a short lead-in on early and still says what limitReply says', () => {
    const question = 'What did you do next, and how did the customer take it?';
    const reply = `Thanks, that is clear. ${question}`;
    const { text, early } = said(reply, []);
    expect(early).toBe('Thanks, that is clear.');
    expect(text).toBe(reply);
    for (let before = 0; before <= 8; before++) {
      const long = [chatter(before), question].filter(Boolean).join(' ');
      expect(normal(said(long, []).text)).toBe(normal(limitReply(long, { maxWords: MAX_REPLY_WORDS })));
    }
  });

  it('when the model paraphrased the planned question, keeps what was said and then its last question', () => {
    const paraphrase = 'So, could you walk me through a time you calmed an upset customer and how that ended?';
    const reply = `Thanks. ${chatter(6)} ${paraphrase}`;
    const { text } = said(reply, [QUESTION]);
    expect(normal(text).endsWith(paraphrase)).toBe(true);
    expect(normal(text).startsWith('Thanks.')).toBe(true);
  });
});
