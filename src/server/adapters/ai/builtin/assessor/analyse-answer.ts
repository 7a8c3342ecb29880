import {
  ADVERBS_AFTER_I,
  FUNCTION_WORDS,
  GENERIC_PHRASES,
  IRREGULAR_PAST,
  NEGATIONS,
  NON_ACTION_AFTER_I,
  NON_TOPIC_WORDS,
  NUMBER_WORDS,
  OUTCOME_PHRASES,
  OUTCOME_WORDS,
  REASONING_PHRASES,
  SITUATION_PHRASES,
  WORK_WORDS,
} from './lexicon.ts';
import { type Segment, segmentAnswer } from './segments.ts';
import { countPhrases, stem, type Word } from './words.ts';

/** The vocabulary an answer is expected to touch: its question and competency, and the rest of the plan. */
export type Topic = { own: Set<string>; plan: Set<string>; domain: Set<string> };

export type AnswerSignals = {
  /** Words judged (prose only: instructions, keyword lists and self-praise removed). */
  words: Word[];
  segments: Segment[];
  contentWords: number;
  /** Actions narrated in the past by the candidate ("I rolled back", "I spoke to him"). */
  pastActions: number;
  /** Actions in the present ("I check", "I escalate"): a method rather than a case. */
  presentActions: number;
  /** Actions of the team ("we moved"). */
  teamActions: number;
  numbers: number;
  outcomes: number;
  situations: number;
  reasons: number;
  generic: number;
  /** Distinct topic stems shared with the question and its competency, and with the rest of the plan. */
  ownHits: number;
  planHits: number;
  /** Words that place the answer at work or in the plan's domain (0: the answer is about something else). */
  contextHits: number;
  /** A short statement of no experience ("Never used PostgreSQL"). */
  negativeOnly: boolean;
  /** Parts of the answer that were not prose. */
  removed: { instruction: number; keywordList: number; selfPraise: number };
};

function isPastVerb(word: string): boolean {
  return IRREGULAR_PAST.has(word) || (word.length > 3 && word.endsWith('ed'));
}

const OTHER_SUBJECTS = new Set(['he', 'she', 'they', 'it', 'you', 'we', 'i', 'who', 'which', 'that']);

/**
 * Counts actions by their subject. `breakBefore[i]` says a comma (or similar) precedes word i:
 * after "I <did something>", "and <did>" or ", <did>" is still the candidate's action
 * ("I listened, apologised, phoned the ward and asked…").
 */
function countActions(words: string[], breakBefore: boolean[]): { past: number; present: number; team: number } {
  let past = 0;
  let present = 0;
  let team = 0;
  let chained = false;
  for (let i = 0; i < words.length; i++) {
    const subject = words[i]!;
    if (chained && subject === 'and' && isPastVerb(words[i + 1] ?? '') && !FUNCTION_WORDS.has(words[i + 1]!)) {
      past++;
      i++;
      continue;
    }
    if (chained && breakBefore[i] && isPastVerb(subject) && !FUNCTION_WORDS.has(subject)) {
      past++;
      continue;
    }
    if (OTHER_SUBJECTS.has(subject)) chained = false;
    if (subject !== 'i' && subject !== 'we') continue;
    let j = i + 1;
    while (j < words.length && ADVERBS_AFTER_I.has(words[j]!)) j++;
    const verb = words[j];
    if (verb === undefined || NON_ACTION_AFTER_I.has(verb) || FUNCTION_WORDS.has(verb) || NEGATIONS.has(verb)) continue;
    if (subject === 'we') team++;
    else if (isPastVerb(verb)) {
      past++;
      chained = true;
    } else present++;
  }
  return { past, present, team };
}

function countNumbers(words: string[]): number {
  return words.filter((w) => /\d/.test(w) || NUMBER_WORDS.has(w)).length;
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
  const topical = content.filter((w) => w.length >= 3 && !NON_TOPIC_WORDS.has(w) && !/^\d+$/.test(w));
  const stems = new Set(topical.map(stem));
  let ownHits = 0;
  let planHits = 0;
  for (const s of stems) {
    if (topic.own.has(s)) ownHits++;
    else if (topic.plan.has(s)) planHits++;
  }
  const contextHits =
    new Set(plain.filter((w) => WORK_WORDS.has(w))).size + [...stems].filter((s) => topic.domain.has(s)).length;
  const breakBefore = words.map((w, i) => i > 0 && /[,;:]/.test(text.slice(words[i - 1]!.end, w.start)));
  const actions = countActions(plain, breakBefore);
  const negations = plain.filter((w) => NEGATIONS.has(w)).length;
  return {
    words,
    segments,
    contentWords: content.length,
    pastActions: actions.past,
    presentActions: actions.present,
    teamActions: actions.team,
    numbers: countNumbers(plain),
    outcomes: countOutcomes(plain),
    situations: countPhrases(plain, SITUATION_PHRASES),
    reasons: countPhrases(plain, REASONING_PHRASES),
    generic: countPhrases(plain, GENERIC_PHRASES),
    ownHits,
    planHits,
    contextHits,
    negativeOnly: negations > 0 && content.length <= 6 && actions.past === 0 && actions.present === 0,
    removed: {
      instruction: segments.filter((s) => s.kind === 'instruction').length,
      keywordList: segments.filter((s) => s.kind === 'keyword_list').length,
      selfPraise: segments.filter((s) => s.kind === 'self_praise').length,
    },
  };
}
