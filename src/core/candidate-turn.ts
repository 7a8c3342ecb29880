import {
  AI_INJECTION,
  AI_QUESTION,
  AI_VOCATIVE,
  ASKS_FOR_PRACTICE,
  ASKS_FOR_EVENT,
  BACKGROUND,
  BRACKETED_ORDER,
  CLARIFY,
  CONDUCT,
  DEFINES_SCOPE,
  FILLERS,
  DID_NOT_HEAR_WORDS,
  DOING_PAST,
  GENERAL,
  HABIT,
  INTERVIEW_ITSELF,
  LIFE_PATH,
  OWN_PAST_ACTION,
  PAST_MARKER,
  JOB_TERMS,
  NEVER_DONE,
  NOT_UNDERSTOOD,
  OFFER,
  OPENING_FILLERS,
  OTHERS_FEELING,
  normalizeTurn,
  OUTSIDE_WORK,
  PRESENT_SELF,
  NARRATED_STEP,
  OWN_ACTION,
  QUESTION_BACK,
  REPEAT,
  RESULT,
  ROLE_LABEL,
  SCOPE_ALTERNATIVE,
  SHORT_WORDS,
  SKIP,
  SITUATION,
  STORY_OPENER,
  STOP_WORDS,
  STUMBLE_WORDS,
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
  /**
   * A reading of the turn's meaning, computed outside the core (a sentence-embedding model shipped in a package,
   * docs/decisions/0053): how likely each kind is. Absent when the model is not available; the rules alone read then.
   */
  semantic?: TurnSemantic | null;
};

/** How likely each kind of turn is, by a model of the turn's meaning (each 0–1, summing to 1). */
export type TurnSemantic = { kinds: Readonly<Record<TurnKind, number>> };

/** The version of these rules (docs/decisions/0051; the meaning model's vote, 0053): printed by `npm run eval -- interviewer` beside its figures. */
export const TURN_RULES_VERSION = 'turn-rules-6';

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
  /** A question about which reading counts ("X as in A, or B?") is clarify up to this many content words. */
  scopeMaxWords: 16,
  /** In a turn of at most this many words, any word said twice running is a stumble ("grill grill no"). */
  stumbleMaxWords: 4,
  /** Clauses opening with a past verb of doing, subject left out ("checked it, called it in"), that make own action. */
  narratedClauses: 2,
  /** The meaning model's kind replaces the rules' reading when the model gives it more than this (a majority). */
  semanticMajority: 0.5,
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

/**
 * A stumble or a word cut off: an article or preposition said twice running (any word, in a turn of a few words),
 * or a one- or two-letter non-word.
 */
const garbled = (words: string[]) =>
  words.some((w, i) => (STUMBLE_WORDS.has(w) || words.length <= TURN_RULES.stumbleMaxWords) && words[i + 1] === w) ||
  words.some((w) => /^[a-z]{1,2}$/.test(w) && !SHORT_WORDS.has(w) && !FILLERS.has(w));

/** How many of the turn's content words the topic shares. */
const overlap = (words: string[], topic: Set<string>) => words.filter((w) => topic.has(stemOf(w))).length;

/** The content words left once a request phrase is taken out. */
const otherWords = (normalized: string, pattern: RegExp) =>
  contentWords(normalized.replace(new RegExp(pattern.source, 'g'), ' '));

/**
 * Narration without the subject, as people tell a sequence of steps ("checked the valve, called it in, fixed
 * it"): at least two clauses that open with a past form of a verb of doing are the speaker's own actions.
 */
function narratedClauses(text: string): number {
  const clauses = text
    .toLowerCase()
    .split(/[,.;:!?\n\u2026]+|\b(?:and|then)\b/)
    .map((clause) => wordsOf(normalizeTurn(clause)));
  return clauses.filter((w) => w.length >= 2 && DOING_PAST.test(w[0]!)).length;
}
const narratesWithoutSubject = (text: string) => narratedClauses(text) >= TURN_RULES.narratedClauses;

/**
 * What is not an event of one's own: a condition ("if I saw something…", "whenever we…") and where one worked ("the
 * pub I worked at") are left out before actions are read.
 */
const withoutConditions = (normalized: string) =>
  normalized
    .replace(/\b(if|whenever|unless|in case) (i|we)\b/g, '$1 one')
    .replace(/\b(i|we) (have )?worked (at|in|for|as)\b/g, '$1 was $3');

/** How many first-person present clauses say what the speaker does ("I check…, I call…, I give her a seat"). */
const presentActions = (normalized: string) => normalized.match(new RegExp(PRESENT_SELF.source, 'g'))?.length ?? 0;

/** How many of the speaker's own past actions the turn tells (with a subject, or narrated without one). */
const pastActions = (normalized: string, own: RegExp) => normalized.match(new RegExp(own.source, 'g'))?.length ?? 0;

/**
 * The turn without the clauses that tell the speaker's path through study and work (courses, qualifications, jobs
 * held, for how long, how they started: `LIFE_PATH`): what is left is read for an occasion of the asked situation.
 */
const withoutLifePath = (text: string) =>
  text
    .split(/[,.;:!?\n\u2026]+|\b(?:and then|and|then|but)\b/i)
    .filter((clause) => clause !== undefined && !LIFE_PATH.test(normalizeTurn(clause)))
    .join('. ');

function readStory(text: string): {
  situation: boolean;
  action: boolean;
  result: boolean;
  general: boolean;
  actions: number;
} {
  const normalized = withoutConditions(normalizeTurn(text));
  const situation = SITUATION.test(normalized);
  const present = presentActions(normalized);
  // "I read everything line by line", "I put it back": the same form in the present, so past only when the turn is set
  // in the past (a moment, "it was…", another past action of one's own).
  const own =
    situation || PAST_MARKER.test(normalized) || OWN_PAST_ACTION.test(normalized) ? OWN_ACTION : OWN_PAST_ACTION;
  return {
    situation,
    // Told in the present once the moment is set ("one night a guest … I stay with her, I tell her …", as many speakers
    // of other first languages tell a story): still their action.
    action:
      own.test(normalized) ||
      NARRATED_STEP.test(normalized) ||
      narratesWithoutSubject(text) ||
      (situation && (CONDUCT.test(normalized) || present >= TURN_RULES.narratedClauses)),
    result: RESULT.test(normalized),
    general: GENERAL.test(normalized),
    actions: pastActions(normalized, own) + narratedClauses(text) + (situation ? present : 0),
  };
}

/** The turn's sentences that are questions put to the interviewer (normalized, opening fillers left out). */
function questionsBack(text: string): string[] {
  return text
    .split(/(?<=[.!?\n])\s+/)
    .map((sentence) => normalizeTurn(sentence).replace(OPENING_FILLERS, ''))
    .filter((sentence) => sentence !== '' && QUESTION_BACK.test(sentence));
}

/** Whether a question asks for a past event ("Tell me about a time…"): its answer is read for situation, own action and result. */
export const asksForEvent = (question: string) => ASKS_FOR_EVENT.test(normalizeTurn(question));

/**
 * The kinds whose reading needs what the turn means, between which the meaning model votes (0053): whether a story is
 * an answer, general, or elsewhere; whether a question back asks what the question means, or is put to the system;
 * never having done it. Asking to hear it again, for a moment, and a turn with nothing in it are plain speech acts the
 * rules read alone (97–100 % on the blind sets); the model neither reads a turn into nor out of them.
 */
export const MEANING_KINDS: readonly TurnKind[] = [
  'answered',
  'clarify',
  'never_done',
  'vague',
  'off_topic',
  'addressed_ai',
];

/**
 * Classifies the candidate's turn. Requests (to repeat, to clarify, for time) win only when the
 * turn is mostly the request; a real answer that opens with "sorry, I'm nervous" is an answer.
 * With a reading of the turn's meaning (`context.semantic`, 0053), the rules read first and the
 * meaning model's kind replaces theirs only when the model gives that kind a majority
 * (`TURN_RULES.semanticMajority`), both kinds are of MEANING_KINDS, and only on a first turn on
 * the question (the model was trained on first turns; a reply to a follow-up is read with the
 * earlier words, by the rules).
 */
export function classifyCandidateTurn(text: string, context: TurnContext): TurnReading {
  const byRules = readByRules(text, context);
  const semantic = context.semantic;
  if (!semantic || context.earlier?.trim()) return byRules;
  const [kind, likelihood] = Object.entries(semantic.kinds).reduce((best, entry) =>
    entry[1] > best[1] ? entry : best,
  );
  const voted = kind as TurnKind;
  if (
    likelihood <= TURN_RULES.semanticMajority ||
    voted === byRules.kind ||
    !MEANING_KINDS.includes(voted) ||
    !MEANING_KINDS.includes(byRules.kind)
  )
    return byRules;
  return { kind: voted, missing: voted === 'answered' || voted === 'vague' ? missingPart(text, context) : null };
}

/** For an answer to a question about a past event: the first part of the story it lacks (null when none or not such a question). */
export function missingPart(text: string, context: TurnContext): MissingPart | null {
  if (!asksForEvent(context.question)) return null;
  const whole = context.earlier?.trim() ? readStory(`${context.earlier}. ${text}`) : readStory(text);
  return !whole.situation ? 'situation' : !whole.action ? 'action' : !whole.result ? 'result' : null;
}

/** The rules' reading alone (turn-rules-5, docs/decisions/0051). */
function readByRules(text: string, context: TurnContext): TurnReading {
  const t = normalizeTurn(text);
  const words = wordsOf(t);
  // "you" is a filler only in "thank you" and "you know"; the generic "you" ("you just get on with it") is a subject.
  const meaningful = wordsOf(t.replace(/\b(thank you|you know)\b/g, ' ')).filter((w) => !FILLERS.has(w) || w === 'you');
  const content = contentWords(t);
  const reading = (kind: TurnKind, missing: MissingPart | null = null): TurnReading => ({ kind, missing });
  // Only sounds: a puzzled "sorry?" or "hm?" asks to hear it again; "um", "mm" is nothing.
  if (meaningful.length === 0)
    return reading(
      words.some((w) => w === 'sorry') || (t.endsWith('?') && words.length <= 2) ? 'repeat' : 'nothing_usable',
    );
  // "Sorry?", "huh? what?" on their own: the candidate did not hear.
  const notHeard = words.filter((w) => !FILLERS.has(w) || w === 'sorry');
  // Speech-to-text writes no "?": two such words are enough ("sorry what").
  if (
    notHeard.length <= 3 &&
    notHeard.every((w) => DID_NOT_HEAR_WORDS.has(w)) &&
    (notHeard.length <= 2 || /\?|pardon|again|repeat/.test(t))
  )
    return reading('repeat');

  if (AI_INJECTION.test(t) || ROLE_LABEL.test(text) || BRACKETED_ORDER.test(text)) return reading('addressed_ai');
  // What the turn is read against: the question and its competency (and what was said on it before), then the posting.
  const question = stemsOf(
    `${context.question} ${context.competency?.name ?? ''} ${context.competency?.description ?? ''} ${context.earlier ?? ''}`,
  );
  const posting = stemsOf(`${context.posting?.title ?? ''} ${context.posting?.description ?? ''}`);
  const story = readStory(text);
  const tells = (story.situation || story.action) && content.length > TURN_RULES.requestMaxOtherWords;
  const occasion = story.situation && story.action;
  const isRequest = (pattern: RegExp) =>
    pattern.test(t) && !tells && otherWords(t, pattern).length <= TURN_RULES.requestMaxOtherWords;
  if (isRequest(AI_QUESTION)) return reading('addressed_ai');
  if (isRequest(CLARIFY)) return reading('clarify');
  const asked = questionsBack(text);
  // A request to clarify put as one question among other words ("Does it have to be face to face? Most of mine came by
  // e-mail.") is read in its own sentence.
  if (
    !story.action &&
    asked.some((q) => CLARIFY.test(q) && otherWords(q, CLARIFY).length <= TURN_RULES.requestMaxOtherWords)
  )
    return reading('clarify');
  const term = WHAT_IS.exec(t);
  if (term && isRequest(WHAT_IS) && overlap(contentWords(term[1] ?? term[2] ?? ''), question) > 0)
    return reading('clarify');
  // "X as in A, or B as well?": which reading of the question's words counts. Asked, or said without a statement of
  // one's own ("I always notice if… or just…" is an answer); an "or also/only/just" between the job's terms ("is
  // travel paid, or just the mileage?") asks about the job, not the question.
  const asksAboutJob = asked.some((q) => JOB_TERMS.test(q));
  if (
    SCOPE_ALTERNATIVE.test(t) &&
    /\bor\b/.test(t) &&
    !story.action &&
    (asked.length > 0 || !PRESENT_SELF.test(t)) &&
    (DEFINES_SCOPE.test(t) || !asksAboutJob) &&
    overlap(content, question) > 0 &&
    content.length <= TURN_RULES.scopeMaxWords
  )
    return reading('clarify');
  // A question back about the job's terms (pay, hours, travel, training: "is travel paid?") asks about the job on offer,
  // not about the question: elsewhere, whichever of the question's words it uses.
  if (asksAboutJob && !occasion) return reading('off_topic');
  // Fillers and address words left out, so that "sorry mate, what was that" reads as "what was that".
  const bare = words.filter((w) => !FILLERS.has(w)).join(' ');
  if (isRequest(REPEAT) || (REPEAT.test(bare) && !tells && otherWords(bare, REPEAT).length === 0))
    return reading('repeat');
  if (isRequest(NOT_UNDERSTOOD)) return reading('clarify');
  const ownFeelings = t.replace(OTHERS_FEELING, ' ');
  if (
    TIME_OR_NERVES.test(ownFeelings) &&
    !tells &&
    otherWords(ownFeelings, TIME_OR_NERVES).length <= TURN_RULES.requestMaxOtherWords
  )
    return reading('time_or_nerves');

  // "Everyone here is good with it, so no, I can't say I have": the turn closes on never having done it, and tells
  // nothing the speaker did.
  const closing = t
    .split(/\b(?:so|but)\b/)
    .pop()!
    .trim();
  const closesNeverDone =
    closing !== t &&
    /^(no|nope|never|not really|i (have )?never|i have not)\b/.test(closing.replace(OPENING_FILLERS, '')) &&
    !story.action &&
    !story.situation;
  if (
    (NEVER_DONE.test(t.replace(OPENING_FILLERS, '')) || closesNeverDone) &&
    (words.length <= TURN_RULES.neverDoneMaxWords || !(story.situation && story.action))
  )
    return reading('never_done');
  // "Hey bot, …", "assistant, …": spoken to the machine, and no request about the question (those come first).
  if (AI_VOCATIVE.test(t) && !tells) return reading('addressed_ai');

  // Speech cut off mid-word ("… rule sh") or a stumble on a small word ("the the …"), with no subject: garble.
  if (!SUBJECTS.test(t) && words.length <= TURN_RULES.garbleMaxWords && garbled(words))
    return reading('nothing_usable');

  // On topic: a word of the question or its competency, or two of the posting's (one shared word of a long description
  // is chance, unless the turn tells of an event or something the candidate did). The posting's words alone make a
  // turn on topic only when it says what the candidate does or did, and not about life outside work ("my dad is a
  // <job title>", "my <tool> got stolen": the job's words, but not an answer).
  const questionWords = overlap(content, question);
  const event = asksForEvent(context.question);
  const postingWords = overlap(content, posting);
  const saysOwnWork =
    story.action ||
    story.general ||
    HABIT.test(t) ||
    CONDUCT.test(t) ||
    PRESENT_SELF.test(t) ||
    (story.situation && WORKPLACE.test(t));
  const onTopic =
    questionWords > 0 ||
    ((postingWords >= TURN_RULES.minPostingWords ||
      (postingWords > 0 && (story.situation || story.action || PRESENT_SELF.test(t)))) &&
      // A bare list of the job's words ("PostgreSQL, Redis") is an attempt at an answer; a sentence about someone or
      // something else is not.
      (saysOwnWork || !SUBJECTS.test(t)) &&
      !OUTSIDE_WORK.test(t)) ||
    // Asked how they do something ("How do you…?"), saying what they do in the first person answers it in their own words.
    (ASKS_FOR_PRACTICE.test(normalizeTurn(context.question)) &&
      PRESENT_SELF.test(t) &&
      !OUTSIDE_WORK.test(t) &&
      !QUESTION_BACK.test(t)) ||
    // Going on with their story after a follow-up ("it worked in the end") uses words of its own.
    (Boolean(context.earlier?.trim()) && (story.result || story.action || story.situation)) ||
    // Asked for an event, a turn telling several things the candidate did is their attempt at it, in its own words.
    (event && story.actions >= TURN_RULES.narratedClauses && !OUTSIDE_WORK.test(t));
  // Their background — how they came to the work, jobs held before, family — or life outside work, with no occasion of
  // the asked situation: not an answer to it, whichever of its words it shares ("I used to be on reception…", "my nan
  // was in a home…", "I go to church every Sunday and help clean there").
  // Their path through study and work ("I did my level 2 at college, then went to work for…") is read apart: what is left
  // must tell an occasion of the asked situation.
  const lifePath = LIFE_PATH.test(t);
  const rest = lifePath ? readStory(withoutLifePath(text)) : story;
  if (
    (BACKGROUND.test(t) || lifePath || (OUTSIDE_WORK.test(t) && !story.action)) &&
    !(rest.situation && rest.action) &&
    !rest.result &&
    rest.actions < TURN_RULES.narratedClauses
  )
    return reading('off_topic');
  // "Can we skip this one?": asks the system to bend the interview, not an answer.
  if (isRequest(SKIP) && !onTopic) return reading('addressed_ai');
  // A question put back to the interviewer: about the question, it asks what is wanted; else it is elsewhere.
  // Only the question's own words make it about the question: one about the job's terms ("what time does the shift
  // finish?") is elsewhere.
  if (asked.length > 0 && !story.action && !story.situation && content.length > 0) {
    // About the interview itself (its recording, scoring, who or what runs it): put to the system.
    if (asked.some((q) => INTERVIEW_ITSELF.test(q) && overlap(contentWords(q), question) === 0))
      return reading('addressed_ai');
    return reading(questionWords > 0 ? 'clarify' : 'off_topic');
  }
  // "If you ever need someone for…", "I also do…": an offer to the listener in other words than the question's.
  if (OFFER.test(t) && questionWords === 0 && !story.situation) return reading('off_topic');
  // Small talk put as a question ("hi, how are you today?"): chat, not nothing.
  if (asked.length > 0 && content.length === 0 && meaningful.length >= 3) return reading('off_topic');
  // A self-description in general words only ("I am good with people") is a general answer, not nothing.
  const describesSelf = story.general && meaningful.length >= TURN_RULES.minContentWords;
  // A word or two heard between the transcriber's notes of what could not be heard ("[inaudible] print [inaudible]"):
  // fragments, whatever they share with the question.
  const heardBetweenGaps = /\[[^\]]*\]/.test(text) && meaningful.length <= 2;
  if ((content.length === 0 && !describesSelf) || (meaningful.length <= 2 && (!onTopic || heardBetweenGaps)))
    return reading('nothing_usable');
  if (!SUBJECTS.test(t) && !story.general && words.length <= TURN_RULES.garbleMaxWords && !onTopic)
    return reading('nothing_usable');
  // A whole story (a moment, what they did, how it ended) about something other than life outside work is an answer
  // told in its own words, even when it shares none with the question; to a question about a past event, what they
  // did and how it ended is enough (the moment is the question's).
  const wholeStory =
    (story.situation || event) &&
    story.action &&
    story.result &&
    !OUTSIDE_WORK.test(t) &&
    content.length >= TURN_RULES.minSubstanceWords;
  // Something the candidate did, at work or for "our" team, shop or system, is an answer in other words than the question's.
  const didAtWork = story.action && (WORKPLACE.test(t) || /\bour\b/.test(t)) && !OUTSIDE_WORK.test(t);
  if (!onTopic && !didAtWork && !wholeStory) {
    // Other words than the question's, but in the way people describe how they work or behave ("I always…",
    // "I just put…and stuff", "I am a careful person"): general, not elsewhere, unless it is about life outside work.
    const general =
      (HABIT.test(t) || story.general || CONDUCT.test(t)) &&
      !OUTSIDE_WORK.test(t) &&
      !story.situation &&
      content.length <= TURN_RULES.generalMaxWords;
    if (general) return reading('vague', event ? 'situation' : null);
    // Asked for an event, a sentence opening as stories do ("there was a…", "once it was…") with nothing done in it is
    // the start of an answer, not talk elsewhere: the probe asks what they did.
    if (event && STORY_OPENER.test(text) && !OUTSIDE_WORK.test(t)) return reading('vague', 'action');
    return reading('off_topic');
  }

  // A story is read whole: what they said before a follow-up, and now.
  const whole = context.earlier?.trim() ? readStory(`${context.earlier}. ${text}`) : story;
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
  // A moment named with nothing the candidate did and no outcome is not yet an answer (the probe asks what they did).
  if (event) return reading(whole.action || (whole.situation && whole.result) ? 'answered' : 'vague', missing);
  const substance = content.length - (story.general ? 2 : 0);
  return reading(substance < TURN_RULES.minSubstanceWords ? 'vague' : 'answered');
}
