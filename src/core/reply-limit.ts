/**
 * The interviewer's word limit (MAX_REPLY_WORDS, interview-rules.ts), enforced on what either
 * provider says (docs/decisions/0032). Pure. A reply within the limit is left exactly as it is.
 * A longer one is cut at sentence boundaries, never inside a sentence:
 *   - the plan's own texts in it (the question, the employer's intro) are never cut or dropped;
 *     without any, the reply's last question (a sentence ending in "?") is kept whole instead, so
 *     a reply never loses the question it was for;
 *   - the other sentences are kept in order while they fit in what the kept texts leave; from the
 *     first one that does not fit, they are dropped;
 *   - when nothing else fits, the first sentence is said whole (over the limit, but never cut).
 */

export type ReplyLimit = {
  maxWords: number;
  /** Texts of the plan that are said in full whenever they appear in the reply (question, intro). */
  keep?: readonly (string | null | undefined)[];
};

type Unit = { text: string; kept: boolean };

const countWords = (text: string) => text.split(/\s+/).filter((w) => w !== '').length;

/** Sentences: up to and including their closing punctuation (and a closing quote or bracket). */
const sentencesOf = (text: string) =>
  (text.match(/[^.!?…]+(?:[.!?…]+["'’”)\]]*|$)/g) ?? []).map((s) => s.trim()).filter((s) => s !== '');

/** The reply as units: each occurrence of a kept text whole, the rest as sentences. */
function unitsOf(reply: string, keep: string[]): Unit[] {
  for (const text of keep) {
    const at = reply.indexOf(text);
    if (at < 0) continue;
    const rest = keep.filter((k) => k !== text);
    return [
      ...unitsOf(reply.slice(0, at), rest),
      { text, kept: true },
      ...unitsOf(reply.slice(at + text.length), keep),
    ];
  }
  return sentencesOf(reply).map((text) => ({ text, kept: false }));
}

export function limitReply(reply: string, { maxWords, keep = [] }: ReplyLimit): string {
  if (countWords(reply) <= maxWords) return reply;
  const texts = keep.map((k) => k?.trim() ?? '').filter((k) => k !== '');
  const units = unitsOf(reply, texts);
  if (!units.some((u) => u.kept)) {
    const lastQuestion = units.findLastIndex((u) => /\?["'’”)\]]*$/.test(u.text));
    if (lastQuestion >= 0) units[lastQuestion]!.kept = true;
  }
  let room = maxWords - units.filter((u) => u.kept).reduce((n, u) => n + countWords(u.text), 0);
  let stopped = false;
  const said = units.filter((u) => {
    if (u.kept) return true;
    if (stopped) return false;
    const words = countWords(u.text);
    if (words > room) {
      stopped = true;
      return false;
    }
    room -= words;
    return true;
  });
  return (said.length > 0 ? said : units.slice(0, 1)).map((u) => u.text).join(' ');
}

/** One sentence at the start of `text` (after leading space), complete only once the next word has begun. */
const COMPLETE_SENTENCE = /^\s*(?:[^.!?…]|[.!?…](?=[^\s.!?…]))+[.!?…]+["'’”)\]]*(?=\s+\S)/;

/**
 * `limitReply` for a reply that arrives in pieces, without holding back the start: whole sentences
 * are passed on as soon as they are complete, while they fit beside the words the plan's texts may
 * still need (the limit minus every kept text's words). From the first sentence that may not fit,
 * the rest waits for the end of the reply, where `limitReply` decides; what it keeps after the
 * sentences already said follows. Without any plan text `limitReply` keeps the reply's last
 * question, whose length is known only at the end: half the limit is set aside for it. A reply
 * within the limit comes out exactly as `limitReply` gives it; a longer one too, unless the
 * question it keeps is longer than what was set aside (a paraphrased plan question, or a question
 * over half the limit): then what was said stays and that question follows. Pure; `push` and
 * `end` return what may be said now.
 */
export function replyLimiter({ maxWords, keep = [] }: ReplyLimit) {
  const texts = keep.map((k) => k?.trim() ?? '').filter((k) => k !== '');
  const reserve = texts.length > 0 ? texts.reduce((n, t) => n + countWords(t), 0) : Math.floor(maxWords / 2);
  let reply = '';
  let saidUpTo = 0;
  let saidWords = 0;
  let holding = false;
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
  return {
    push(delta: string): string[] {
      reply += delta;
      const out: string[] = [];
      while (!holding) {
        const sentence = reply.slice(saidUpTo).match(COMPLETE_SENTENCE)?.[0];
        if (sentence === undefined) break;
        const words = countWords(sentence);
        if (saidWords + words + reserve > maxWords) holding = true;
        else {
          out.push(sentence);
          saidUpTo += sentence.length;
          saidWords += words;
        }
      }
      return out;
    },
    end(): string[] {
      const said = normal(reply.slice(0, saidUpTo));
      const limited = limitReply(reply.trim(), { maxWords, keep });
      if (said === '') return limited === '' ? [] : [limited];
      if (countWords(reply) <= maxWords)
        return reply.slice(saidUpTo).trim() === '' ? [] : [reply.slice(saidUpTo).trimEnd()];
      const rest = normal(limited);
      // What limitReply keeps starts with what was said (the sentences fitted beside every kept text);
      // a model that paraphrased the plan's question is the exception: its last question follows.
      const after = rest.startsWith(said)
        ? rest.slice(said.length)
        : ' ' + limitReply(normal(reply.slice(saidUpTo)), { maxWords: 0, keep });
      return after.trim() === '' ? [] : [after.startsWith(' ') ? after : ' ' + after];
    },
  };
}
