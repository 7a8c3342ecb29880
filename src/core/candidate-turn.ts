import {
  AI_INJECTION,
  AI_QUESTION,
  AI_VOCATIVE,
  ASKS_FOR_EVENT,
  CLARIFY,
  CONDUCT,
  FILLERS,
  DID_NOT_HEAR_WORDS,
  GENERAL,
  HABIT,
  NEVER_DONE,
  NOT_UNDERSTOOD,
  OPENING_FILLERS,
  normalizeTurn,
  OUTSIDE_WORK,
  OWN_ACTION,
  QUESTION_BACK,
  REPEAT,
  RESULT,
  ROLE_LABEL,
  SKIP,
  SITUATION,
  STOP_WORDS,
  TIME_OR_NERVES,
  WHAT_IS,
  WORKPLACE,
} from './candidate-turn-language.ts';

/**
 * What the candidate just did, read before the interviewer replies (docs/decisions/0032): one of
 * nine kinds, from the turn's own words and what the question is about (its text, its
 * competency's description and the posting). Pure and deterministic; general conversational
 * English only, no word list of any field (candidate-turn-language.ts).
 */
export const TURN_KINDS = [
  'answered',
  'repeat',
  'clarify',
  'time_or_nerves',
  'never_done',
  'vague',
  'off_topic',
  'addressed_ai',
  'nothing_usable',
] as const;
export type TurnKind = (typeof TURN_KINDS)[number];

/** The part a story lacks, for a probe: where and when, what the candidate did, what came of it. */
export type MissingPart = 'situation' | 'action' | 'result';

export type TurnReading = {
  kind: TurnKind;
  /** For an answer to a question about a past event: the first part it lacks (null when none or not such a question). */
  missing: MissingPart | null;
};

/** What the turn is read against: the plan question, its competency and the posting. */
export type TurnContext = {
  question: string;
  competency?: { name: string; description: string } | null;
  posting?: { title: string; description: string } | null;
  /** What the candidate already said in answer to this question (before a follow-up): a reply goes on from it. */
  earlier?: string;
};

/** The thresholds of the rule, in words. */
export const TURN_RULES = {
  /** A request (repeat, clarify, time, a question to the AI) stays one when no more than this many other content words come with it. */
  requestMaxOtherWords: 6,
  /** "I've never…" with up to this many words, or without a story of their own, is a never-done answer. */
  neverDoneMaxWords: 30,
  /** An answer with fewer content words than this has no substance (vague when on topic). */
  minContentWords: 4,
  /** An on-topic answer to a non-event question with fewer content words than this is vague. */
  minSubstanceWords: 7,
  /** A turn that shares no word with the question and its competency is on topic only with this many of the posting's. */
  minPostingWords: 2,
  /** A turn in other words than the question's is general (vague) rather than elsewhere only up to this many content words. */
  generalMaxWords: 12,
  /** A turn of at most this many words that is none of the above and has no sentence subject is unusable. */
  garbleMaxWords: 12,
} as const;

const SUBJECTS = /\b(i|we|my|me|our|you|he|she|they|it|there|this|that|his|her|their)\b/;

const wordsOf = (normalized: string) => normalized.split(' ').filter((w) => w !== '' && w !== '?');
/** A light English stemmer: plural, -ing, -ed, -ment, -ness, -ation and a final e go, then the first seven letters. */
export function stemOf(word: string): string {
  let w = word;
  const cut = (suffix: RegExp, replacement = '') => {
    const next = w.replace(suffix, replacement);
    if (next !== w && next.length >= 3) w = next;
  };
  cut(/ies$/, 'y');
  cut(/(ss|x|ch|sh)es$/, '$1');
  if (!w.endsWith('ss')) cut(/s$/);
  cut(/(ations?|ments?|ness|ing|ed)$/);
  cut(/e$/);
  return w.slice(0, 7);
}
const contentWords = (normalized: string) =>
  wordsOf(normalized).filter((w) => w.length >= 3 && !STOP_WORDS.has(w) && !FILLERS.has(w) && !/^\d+$/.test(w));
const stemsOf = (text: string) => new Set(contentWords(normalizeTurn(text)).map(stemOf));

/** How many of the turn's content words the topic shares. */
const overlap = (words: string[], topic: Set<string>) => words.filter((w) => topic.has(stemOf(w))).length;

/** The content words left once a request phrase is taken out. */
const otherWords = (normalized: string, pattern: RegExp) =>
  contentWords(normalized.replace(new RegExp(pattern.source, 'g'), ' '));

function readStory(normalized: string): { situation: boolean; action: boolean; result: boolean; general: boolean } {
  return {
    situation: SITUATION.test(normalized),
    action: OWN_ACTION.test(normalized),
    result: RESULT.test(normalized),
    general: GENERAL.test(normalized),
  };
}

/** Whether a question asks for a past event ("Tell me about a time…"): its answer is read for situation, own action and result. */
export const asksForEvent = (question: string) => ASKS_FOR_EVENT.test(normalizeTurn(question));

/**
 * Classifies the candidate's turn. Requests (to repeat, to clarify, for time) win only when the
 * turn is mostly the request; a real answer that opens with "sorry, I'm nervous" is an answer.
 */
export function classifyCandidateTurn(text: string, context: TurnContext): TurnReading {
  const t = normalizeTurn(text);
  const words = wordsOf(t);
  const meaningful = words.filter((w) => !FILLERS.has(w));
  const content = contentWords(t);
  const reading = (kind: TurnKind, missing: MissingPart | null = null): TurnReading => ({ kind, missing });
  if (meaningful.length === 0) return reading(words.some((w) => w === 'sorry') ? 'repeat' : 'nothing_usable');
  // "Sorry?", "huh? what?" on their own: the candidate did not hear.
  const notHeard = words.filter((w) => !FILLERS.has(w) || w === 'sorry');
  // Speech-to-text writes no "?": two such words are enough ("sorry what").
  if (
    notHeard.length <= 3 &&
    notHeard.every((w) => DID_NOT_HEAR_WORDS.has(w)) &&
    (notHeard.length <= 2 || /\?|pardon|again|repeat/.test(t))
  )
    return reading('repeat');

  if (AI_INJECTION.test(t) || ROLE_LABEL.test(text)) return reading('addressed_ai');
  // What the turn is read against: the question and its competency (and what was said on it before), then the posting.
  const question = stemsOf(
    `${context.question} ${context.competency?.name ?? ''} ${context.competency?.description ?? ''} ${context.earlier ?? ''}`,
  );
  const posting = stemsOf(`${context.posting?.title ?? ''} ${context.posting?.description ?? ''}`);
  const story = readStory(t);
  const tells = (story.situation || story.action) && content.length > TURN_RULES.requestMaxOtherWords;
  const isRequest = (pattern: RegExp) =>
    pattern.test(t) && !tells && otherWords(t, pattern).length <= TURN_RULES.requestMaxOtherWords;
  if (isRequest(AI_QUESTION)) return reading('addressed_ai');
  if (isRequest(CLARIFY)) return reading('clarify');
  const term = WHAT_IS.exec(t);
  if (term && isRequest(WHAT_IS) && overlap(contentWords(term[1] ?? term[2] ?? ''), question) > 0)
    return reading('clarify');
  if (isRequest(REPEAT)) return reading('repeat');
  if (isRequest(NOT_UNDERSTOOD)) return reading('clarify');
  if (isRequest(TIME_OR_NERVES)) return reading('time_or_nerves');

  if (
    NEVER_DONE.test(t.replace(OPENING_FILLERS, '')) &&
    (words.length <= TURN_RULES.neverDoneMaxWords || !(story.situation && story.action))
  )
    return reading('never_done');
  // "Hey bot, …", "assistant, …": spoken to the machine, and no request about the question (those come first).
  if (AI_VOCATIVE.test(t) && !tells) return reading('addressed_ai');

  // On topic: a word of the question or its competency, or two of the posting's (one shared word of a long description
  // is chance, unless the turn tells of an event or something the candidate did).
  const postingWords = overlap(content, posting);
  const onTopic =
    overlap(content, question) > 0 ||
    postingWords >= TURN_RULES.minPostingWords ||
    (postingWords > 0 && (story.situation || story.action)) ||
    // Going on with their story after a follow-up ("it worked in the end") uses words of its own.
    (Boolean(context.earlier?.trim()) && (story.result || story.action || story.situation));
  // "Can we skip this one?": asks the system to bend the interview, not an answer.
  if (isRequest(SKIP) && !onTopic) return reading('addressed_ai');
  // A question put back to the interviewer: about the question, it asks what is wanted; else it is elsewhere.
  if (QUESTION_BACK.test(t) && !story.action && !story.situation && content.length > 0)
    return reading(onTopic ? 'clarify' : 'off_topic');
  // A self-description in general words only ("I am good with people") is a general answer, not nothing.
  const describesSelf = story.general && meaningful.length >= TURN_RULES.minContentWords;
  if ((content.length === 0 && !describesSelf) || (meaningful.length <= 2 && !onTopic))
    return reading('nothing_usable');
  if (!SUBJECTS.test(t) && !story.general && words.length <= TURN_RULES.garbleMaxWords && !onTopic)
    return reading('nothing_usable');
  const event = asksForEvent(context.question);
  // A whole story (a moment, what they did, how it ended) about something other than life outside work is an answer
  // told in its own words, even when it shares none with the question.
  const wholeStory =
    story.situation &&
    story.action &&
    story.result &&
    !OUTSIDE_WORK.test(t) &&
    content.length >= TURN_RULES.minSubstanceWords;
  if (!onTopic && !(story.action && WORKPLACE.test(t)) && !wholeStory) {
    // Other words than the question's, but in the way people describe how they work or behave ("I always…",
    // "I just put…and stuff", "I am a careful person"): general, not elsewhere, unless it is about life outside work.
    const general =
      (HABIT.test(t) || story.general || CONDUCT.test(t)) &&
      !OUTSIDE_WORK.test(t) &&
      !story.situation &&
      content.length <= TURN_RULES.generalMaxWords;
    return general ? reading('vague', event ? 'situation' : null) : reading('off_topic');
  }

  // A story is read whole: what they said before a follow-up, and now.
  const whole = context.earlier?.trim() ? readStory(normalizeTurn(`${context.earlier} ${text}`)) : story;
  const missing: MissingPart | null = !event
    ? null
    : !whole.situation
      ? 'situation'
      : !whole.action
        ? 'action'
        : !whole.result
          ? 'result'
          : null;
  const goesOn = Boolean(context.earlier?.trim()) && (whole.situation || whole.action);
  if (content.length < TURN_RULES.minContentWords && !goesOn) return reading('vague', missing);
  if (event) return reading(whole.situation || whole.action ? 'answered' : 'vague', missing);
  const substance = content.length - (story.general ? 2 : 0);
  return reading(substance < TURN_RULES.minSubstanceWords ? 'vague' : 'answered');
}
