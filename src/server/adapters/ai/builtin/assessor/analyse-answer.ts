import {
  ADVERBS_AFTER_I,
  FUNCTION_WORDS,
  GENERIC_WORDS,
  HYPOTHETICAL_PHRASES,
  IRREGULAR_PAST,
  NEGATIONS,
  NON_ACTION_AFTER_I,
  NON_TOPIC_WORDS,
  NUMBER_WORDS,
  OUTCOME_PHRASES,
  OUTCOME_WORDS,
  REASONING_PHRASES,
  SELF_PRAISE,
  SITUATION_PHRASES,
  TEMPLATE_LABELS,
  UNIT_WORDS,
} from './lexicon.ts';
import { type Segment, segmentAnswer } from './segments.ts';
import { countPhrases, phraseAt, stem, type Word } from './words.ts';

/**
 * What the plan says an answer is about, as stems: the question's own wording, the question
 * with its competency (name, description, anchors), and the whole plan. Nothing else: the
 * assessor knows a job only from its plan.
 */
export type Topic = { question: Set<string>; own: Set<string>; plan: Set<string> };

export type AnswerSignals = {
  /** Words judged (prose only: instructions, keyword lists and self-praise removed). */
  words: Word[];
  segments: Segment[];
  contentWords: number;
  /** Things the candidate did, in any tense ("I rolled back", "I stop him", "…, added a crew"). */
  actions: number;
  /** Things the team did ("we moved"). */
  teamActions: number;
  /** Talk of what one would, should or usually does. */
  hypothetical: number;
  /** Numbers tied to a thing or a unit ("3 leaks", "six weeks", "120 m"), not bare percentages. */
  numbers: number;
  outcomes: number;
  situations: number;
  reasons: number;
  /** Distinct specific words (as stems) in grounded clauses: not grammar, not generic, not self-praise, not the question's own wording. */
  specific: number;
  specificStems: string[];
  /** Distinct words taken from the question's wording. */
  echo: number;
  /** Distinct topic stems shared with the question and its competency, and with the rest of the plan. */
  ownHits: number;
  planHits: number;
  /** A short statement of no experience ("Never used PostgreSQL"). */
  negativeOnly: boolean;
  /** Parts of the answer that were not prose. */
  removed: { instruction: number; keywordList: number; selfPraise: number };
};

function isPastVerb(word: string): boolean {
  return IRREGULAR_PAST.has(word) || (word.length > 3 && word.endsWith('ed'));
}

const OTHER_SUBJECTS = new Set(['he', 'she', 'they', 'it', 'you', 'who', 'which', 'that']);

/**
 * Counts the candidate's actions, whatever the tense: "I <verb>" (not an opinion, a modal or a
 * negation), and after it verbs chained by "and" or a comma ("I listened, apologised and phoned");
 * a clause opening on a past verb ("Stopped the next area, re-laid 120 m²") is the speaker's too.
 */
function countActions(words: string[], breakBefore: boolean[]): { mine: number; team: number } {
  let mine = 0;
  let team = 0;
  let chained = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const verbLike = isPastVerb(w) && !FUNCTION_WORDS.has(w) && !NON_TOPIC_WORDS.has(w);
    if (verbLike && (breakBefore[i] || (chained && words[i - 1] === 'and'))) {
      mine++;
      continue;
    }
    if (OTHER_SUBJECTS.has(w)) chained = false;
    if (w !== 'i' && w !== 'we') continue;
    let j = i + 1;
    while (j < words.length && ADVERBS_AFTER_I.has(words[j]!)) j++;
    const verb = words[j];
    if (verb === undefined || NON_ACTION_AFTER_I.has(verb) || FUNCTION_WORDS.has(verb) || NEGATIONS.has(verb)) continue;
    if (w === 'we') team++;
    else {
      mine++;
      chained = true;
    }
  }
  return { mine, team };
}

function isInflectedVerb(word: string): boolean {
  return isPastVerb(word) || (word.length > 5 && word.endsWith('ing'));
}

function isNumber(word: string): boolean {
  return /\d/.test(word) || NUMBER_WORDS.has(word);
}

/** "one" counts only where it is tied to a thing ("one tablet", "out by one"), never in "one of", "one time". */
const isCountable = (word: string) => isNumber(word) || word === 'one';

/** A word that can name a thing: not grammar, not generic, not rubric or filler vocabulary. */
function isSpecificWord(word: string): boolean {
  return (
    word.length >= 3 &&
    !FUNCTION_WORDS.has(word) &&
    !NON_TOPIC_WORDS.has(word) &&
    !GENERIC_WORDS.has(word) &&
    !SELF_PRAISE.has(word) &&
    !TEMPLATE_LABELS.has(word) &&
    !/^\d+$/.test(word)
  );
}

/** Numbers followed (within two words) by a unit or a specific word: "3 leaks", "six weeks", not "by 45% and". */
function countNumbers(words: string[]): number {
  let count = 0;
  for (let i = 0; i < words.length; i++) {
    if (!isCountable(words[i]!)) continue;
    const next = words
      .slice(i + 1, i + 4)
      .filter((w) => !FUNCTION_WORDS.has(w) && !isNumber(w) && w !== 'percent' && w !== 'per' && w !== 'cent')
      .slice(0, 2);
    if (next.some((w) => UNIT_WORDS.has(w) || isSpecificWord(w))) count++;
  }
  return count;
}

/** A word this close (in words, fillers left out) to something that happened is part of telling it. */
const GROUNDED_DISTANCE = 20;
const FILLERS = new Set(['um', 'uh', 'erm', 'er', 'like', 'yeah', 'so', 'well', 'basically', 'actually']);

/**
 * The words of an answer that are part of telling something that happened: near an action of
 * the candidate or team (not a habit or an intention), a number tied to a thing, or a real
 * situation. Only they can make an answer specific: a platitude ("empathy is at the heart of good
 * service", "I always try to…") names things without telling of any. Distances, not sentences:
 * short sentences, long ones and unpunctuated speech are read alike.
 */
function groundedWords(prose: Segment[]): string[] {
  const words = prose.flatMap((s) => s.words.map((w) => w.word)).filter((w) => !FILLERS.has(w));
  const anchors: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const here = words.slice(i, i + 4);
    const starts = here.map((_, k) => k === 0);
    const acts = countActions(here.slice(0, 3), starts.slice(0, 3));
    if (
      ((words[i] === 'i' || words[i] === 'we') && acts.mine + acts.team > 0) ||
      (isNumber(words[i]!) && countNumbers(here) > 0) ||
      SITUATION_PHRASES.some((p) => phraseAt(words, i, p))
    )
      anchors.push(i);
  }
  return words.filter((_, i) => anchors.some((a) => Math.abs(a - i) <= GROUNDED_DISTANCE));
}

function countOutcomes(words: string[]): number {
  return words.filter((w) => OUTCOME_WORDS.has(w)).length + countPhrases(words, OUTCOME_PHRASES);
}

export function analyseAnswer(text: string, topic: Topic): AnswerSignals {
  const segments = segmentAnswer(text);
  const prose = segments.filter((s) => s.kind === 'prose');
  const words = prose.flatMap((s) => s.words);
  const plain = words.map((w) => w.word);
  const content = plain.filter((w) => !FUNCTION_WORDS.has(w));
  const stems = new Set(content.filter((w) => w.length >= 3 && !NON_TOPIC_WORDS.has(w)).map(stem));
  let ownHits = 0;
  let planHits = 0;
  for (const s of stems) {
    if (topic.own.has(s)) ownHits++;
    else if (topic.plan.has(s)) planHits++;
  }
  const specificWords = new Map<string, string>();
  for (const w of groundedWords(prose))
    if (isSpecificWord(w) && !topic.question.has(stem(w))) specificWords.set(stem(w), w);
  const specificStems = new Set(specificWords.keys());
  // Inflected verbs count half: actions are counted as actions, and a wider verb vocabulary
  // ("noticed", "reached") is not more substance than plain speech ("see", "come").
  const specific = [...specificWords.values()].reduce((n, w) => n + (isInflectedVerb(w) ? 0.5 : 1), 0);
  const echo = [...stems].filter((s) => topic.question.has(s)).length;
  const segmentStarts = new Set(prose.map((s) => s.words[0]!.start));
  const breakBefore = words.map(
    (w, i) => segmentStarts.has(w.start) || (i > 0 && /[,;:]/.test(text.slice(words[i - 1]!.end, w.start))),
  );
  const actions = countActions(plain, breakBefore);
  const negations = plain.filter((w) => NEGATIONS.has(w)).length;
  return {
    words,
    segments,
    contentWords: content.length,
    actions: actions.mine,
    teamActions: actions.team,
    hypothetical: countPhrases(plain, HYPOTHETICAL_PHRASES),
    numbers: countNumbers(plain),
    outcomes: countOutcomes(plain),
    situations: countPhrases(plain, SITUATION_PHRASES),
    reasons: countPhrases(plain, REASONING_PHRASES),
    specific,
    specificStems: [...specificStems],
    echo,
    ownHits,
    planHits,
    negativeOnly: negations > 0 && content.length <= 6 && actions.mine === 0,
    removed: {
      instruction: segments.filter((s) => s.kind === 'instruction').length,
      keywordList: segments.filter((s) => s.kind === 'keyword_list').length,
      selfPraise: segments.filter((s) => s.kind === 'self_praise').length,
    },
  };
}
