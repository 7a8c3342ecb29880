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
  STANCE_AFTER_I,
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
  /** Content words outside general statements, fillers and the question's own words: what density is measured on. */
  keptContentWords: number;
  /** Share of the answer's words (fillers left out) in general statements: opinions, rules, self-description. */
  generalShare: number;
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
  /** Distinct topic stems of the answer (words that could name what it is about). */
  topicStems: number;
  /**
   * Set by the interview: the answers as a whole share almost nothing with the plan, so an answer
   * touching it by a word or two is not on topic (assess-interview.ts).
   */
  offTopicInterview?: boolean;
  /**
   * Set by the interview: the share of all its answers' topic words found in the plan (null when
   * they have too few to tell). An answer without a plan word in an interview clearly about the
   * plan is most likely a terse expert's jargon, not another subject.
   */
  interviewShare?: number | null;
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
    // "I've written a few reports", "we've moved": done, told in the present perfect.
    if (w === 'ive' || w === 'weve') {
      let k = i + 1;
      while (k < words.length && ADVERBS_AFTER_I.has(words[k]!)) k++;
      const done = words[k];
      if (done !== undefined && isPastVerb(done) && !NON_ACTION_AFTER_I.has(done) && !FUNCTION_WORDS.has(done)) {
        if (w === 'weve') team++;
        else {
          mine++;
          chained = true;
        }
      }
      continue;
    }
    if (w !== 'i' && w !== 'we') continue;
    let j = i + 1;
    while (j < words.length && ADVERBS_AFTER_I.has(words[j]!)) j++;
    const verb = words[j];
    // "I did a strand test" is an action; "I did not…", "I did it" (a reply) and "did I…" are not.
    const didSomething = verb === 'did' && !NEGATIONS.has(words[j + 1] ?? 'not') && words[j + 1] !== 'it';
    if (
      verb === undefined ||
      (!didSomething && (NON_ACTION_AFTER_I.has(verb) || FUNCTION_WORDS.has(verb))) ||
      NEGATIONS.has(verb)
    )
      continue;
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

const FILLERS = new Set(['um', 'uh', 'erm', 'er', 'like', 'yeah', 'so', 'well', 'basically', 'actually']);

/** Pronouns that open a clause: a new subject starts a new thing said, with or without punctuation. */
const SUBJECTS = new Set(['i', 'we', 'he', 'she', 'they', 'im', 'ive', 'id']);
const THIRD_PERSON = new Set(['he', 'she', 'they']);
/** Words after a subject that make the clause an opinion, a rule or an intention, not something done. */
const NOT_DONE_AFTER_SUBJECT = new Set([
  ...NON_ACTION_AFTER_I,
  ...'must should would could can will may might need needs deserve deserves are is'.split(' '),
]);
/** Words after which a past form is a perfect or a passive ("have always believed", "was trained"), not an event told. */
const BEFORE_NON_EVENT = new Set('have has ive weve youve always never be been being is are was were'.split(' '));

/**
 * A clause: words from a sentence break or a new subject ("i", "we", "he", "she", "they") to the
 * next. Punctuated and unpunctuated answers are cut alike wherever a subject opens a clause, so
 * speech-to-text without punctuation keeps nearly the same clauses as typed text.
 */
export function clausesOf(prose: Segment[]): string[][] {
  const clauses: string[][] = [];
  for (const segment of prose) {
    let current: string[] = [];
    for (const { word } of segment.words) {
      if (FILLERS.has(word)) continue;
      if (SUBJECTS.has(word) && current.length > 0) {
        clauses.push(current);
        current = [];
      }
      current.push(word);
    }
    if (current.length > 0) clauses.push(current);
  }
  return clauses;
}

/**
 * Whether a clause tells of something that happened: an action of the candidate or team (any
 * tense, not an opinion or an intention), someone else doing something ("he shout at nurse",
 * "she agreed"), a past event ("the order went out late"), a number tied to a thing, or a real
 * situation. Statements of belief, rules and self-description tell of nothing.
 */
export function tellsSomething(clause: string[]): boolean {
  const first = clause[0]!;
  if (first === 'i' || first === 'we') {
    const acts = countActions(clause.slice(0, 4), [true, false, false, false]);
    if (acts.mine + acts.team > 0) return true;
  }
  if (THIRD_PERSON.has(first)) {
    let j = 1;
    while (j < clause.length && ADVERBS_AFTER_I.has(clause[j]!)) j++;
    const verb = clause[j];
    if (verb !== undefined && !NOT_DONE_AFTER_SUBJECT.has(verb) && !FUNCTION_WORDS.has(verb) && !NEGATIONS.has(verb))
      return true;
  }
  for (let i = 0; i < clause.length; i++) {
    const w = clause[i]!;
    if (isPastVerb(w) && !FUNCTION_WORDS.has(w) && !BEFORE_NON_EVENT.has(clause[i - 1] ?? '')) return true;
    if (isNumber(w) && countNumbers(clause.slice(i, i + 4)) > 0) return true;
    if (SITUATION_PHRASES.some((p) => phraseAt(clause, i, p))) return true;
  }
  return false;
}

/** Words that point at particular people in what is told ("his pay", "paid her", "told them"). */
const PERSON_REFERENCES = new Set('he she him her his they them their'.split(' '));

/**
 * A clause about particular people that is not an opinion of the speaker: present-tense narration
 * ("Employee is upset because his pay come late") tells of something without a past form. A
 * statement about everyone or oneself ("every guest deserves…", "I'm a people person") is not.
 */
export function aboutSomeone(clause: string[]): boolean {
  const first = clause[0]!;
  if ((first === 'i' || first === 'we') && NON_ACTION_AFTER_I.has(clause[1] ?? '')) return false;
  return clause.some((w) => PERSON_REFERENCES.has(w));
}

/** Words that make a statement general: about everyone, everything or always, not about a case. */
const GENERAL_MARKERS = new Set(
  'everyone everything everybody anyone anything always never whatever whenever should must deserve deserves opinion'.split(
    ' ',
  ),
);
const PRESENT_COPULA = new Set(['is', 'are', 'its', 'isnt', 'arent']);
/** Words that point at a particular thing ("the drill", "our ads"): a present-tense statement with one may be narration. */
/** Words that set a statement in a particular moment ("when SSP waiting days are removed"). */
const CIRCUMSTANCE = new Set('when after before until while once since'.split(' '));
const PARTICULAR = new Set('the this that these those our my his her their'.split(' '));

/**
 * A clause that is neither evidence nor dilution: it tells of nothing (no action, event, number,
 * situation or particular person) and states an opinion, a rule or a self-description — opened by
 * the speaker's stance ("I believe", "I'm a people person", "I always…"), about everyone or
 * always ("every guest deserves…"), or a present-tense maxim ("a happy kitchen is a productive
 * kitchen"). Padding and platitudes are made of them.
 */
function ownActionOrFigure(clause: string[]): boolean {
  const first = clause[0]!;
  if (first === 'i' || first === 'we') {
    const acts = countActions(clause.slice(0, 4), [true, false, false, false]);
    if (acts.mine + acts.team > 0) return true;
  }
  return clause.some((w, i) => isNumber(w) && countNumbers(clause.slice(i, i + 4)) > 0);
}

/** "I've written…", "we've moved…": something done, told in the present perfect (not "I've always…", "I've been…"). */
function isExperience(clause: string[]): boolean {
  let j = 1;
  while (j < clause.length && ADVERBS_AFTER_I.has(clause[j]!)) j++;
  const verb = clause[j];
  return verb !== undefined && isPastVerb(verb) && !NON_ACTION_AFTER_I.has(verb) && !FUNCTION_WORDS.has(verb);
}

/** Words that point at one particular person ("one of my chefs always left his section"). */
const ONE_PERSON = new Set('he she him her his hers'.split(' '));

/** An event told about a particular person or situation, even with "always" or "never" in it. */
function particularEvent(clause: string[]): boolean {
  if (!tellsSomething(clause)) return false;
  return clause.some(
    (w, i) => ONE_PERSON.has(w) || SITUATION_PHRASES.some((p) => p.length > 1 && phraseAt(clause, i, p)),
  );
}

export function isGeneralStatement(clause: string[]): boolean {
  const first = clause[0]!;
  if ((first === 'i' || first === 'we') && STANCE_AFTER_I.has(clause[1] ?? '')) return true;
  if (first === 'im') return true;
  // "I've always…", "I've been a…" describe the speaker; "I've moved the start time" tells of something done.
  if (first === 'ive' && !isExperience(clause)) return true;
  // "I see myself as…", "I hold myself to…": a self-description, whatever the verb.
  if ((first === 'i' || first === 'we') && clause.slice(2, 4).some((w) => w === 'myself' || w === 'ourselves'))
    return true;
  // A rule or a claim about everyone and always ("it has to be holistic… at the centre of
  // everything") stays general even with a past form in it; an action of one's own, a figure or an
  // event about one particular person makes it part of a case ("we always had two nurses on
  // nights", "one of my chefs always left his section in a mess").
  const universal = clause.some(
    (w, i) => GENERAL_MARKERS.has(w) || ((w === 'has' || w === 'have') && clause[i + 1] === 'to'),
  );
  if (universal && !ownActionOrFigure(clause) && !particularEvent(clause)) return true;
  if (tellsSomething(clause) || aboutSomeone(clause)) return false;
  return clause.some((w) => PRESENT_COPULA.has(w)) && !clause.some((w) => PARTICULAR.has(w) || CIRCUMSTANCE.has(w));
}

/** A word this close (in words, fillers and general statements left out) to something that happened is part of telling it. */
const GROUNDED_DISTANCE = 20;

/**
 * The words of an answer that are part of telling something that happened: near an action of
 * the candidate or team (not a habit or an intention), a number tied to a thing, or a real
 * situation. Only they can make an answer specific. General statements (isGeneralStatement) are
 * left out first: they neither add to an answer nor dilute it. Distances, not sentences: short
 * sentences, long ones and unpunctuated speech are read alike.
 */
function groundedWords(prose: Segment[]): { grounded: string[]; kept: string[]; generalShare: number } {
  const clauses = clausesOf(prose);
  const keptClauses = clauses.filter((c) => !isGeneralStatement(c));
  const words = keptClauses.flat();
  // Every word of a clause that tells of an event ("a witness from Oaxaca kept using regional
  // slang", "the judge thanked me") is part of the case, however far from the speaker's own actions.
  const inEvent: boolean[] = keptClauses.flatMap((c) => {
    const told = tellsSomething(c);
    return c.map(() => told);
  });
  const all = clauses.reduce((n, c) => n + c.length, 0);
  const generalShare = all === 0 ? 0 : 1 - words.length / all;
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
  return {
    grounded: words.filter((_, i) => inEvent[i] || anchors.some((a) => Math.abs(a - i) <= GROUNDED_DISTANCE)),
    kept: words,
    generalShare,
  };
}

/** A sentence this long without a comma or colon is unpunctuated speech: its clause breaks are not written. */
const UNPUNCTUATED_FROM = 12;

/** The start offsets of the words in unpunctuated sentences (speech-to-text, lower case without punctuation). */
function unpunctuatedWords(prose: Segment[], text: string): Set<number> {
  const starts = new Set<number>();
  for (const s of prose) {
    if (s.words.length < UNPUNCTUATED_FROM) continue;
    if (/[,;:\u2013\u2014]/.test(text.slice(s.words[0]!.start, s.words[s.words.length - 1]!.end))) continue;
    for (const w of s.words) starts.add(w.start);
  }
  return starts;
}

/**
 * Where punctuation is missing, a past form right after a content word most likely opens a new
 * clause that a comma or full stop would have marked ("…for december added a sunday sort",
 * "…separate tongs flagged the ticket"): read it as typed text with its punctuation would be read.
 */
function startsUnmarkedClause(previous: string, word: string): boolean {
  return (
    isPastVerb(word) &&
    !FUNCTION_WORDS.has(word) &&
    !FUNCTION_WORDS.has(previous) &&
    !BEFORE_NON_EVENT.has(previous) &&
    !ADVERBS_AFTER_I.has(previous) &&
    !/^\d/.test(previous)
  );
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
  const { grounded, kept, generalShare } = groundedWords(prose);
  // Neither the question's own words nor stop words and fillers are content: echoing the question
  // (as many speakers do) does not dilute an answer.
  const keptContent = kept.filter((w) => !NON_TOPIC_WORDS.has(w) && !topic.question.has(stem(w))).length;
  const specificWords = new Map<string, string>();
  for (const w of grounded) if (isSpecificWord(w) && !topic.question.has(stem(w))) specificWords.set(stem(w), w);
  const specificStems = new Set(specificWords.keys());
  // Inflected verbs count half: actions are counted as actions, and a wider verb vocabulary
  // ("noticed", "reached") is not more substance than plain speech ("see", "come").
  const specific = [...specificWords.values()].reduce((n, w) => n + (isInflectedVerb(w) ? 0.5 : 1), 0);
  const echo = [...stems].filter((s) => topic.question.has(s)).length;
  const segmentStarts = new Set(prose.map((s) => s.words[0]!.start));
  const unpunctuated = unpunctuatedWords(prose, text);
  const breakBefore = words.map(
    (w, i) =>
      segmentStarts.has(w.start) ||
      (i > 0 && /[,;:]/.test(text.slice(words[i - 1]!.end, w.start))) ||
      (unpunctuated.has(w.start) && i > 0 && startsUnmarkedClause(plain[i - 1]!, plain[i]!)),
  );
  const actions = countActions(plain, breakBefore);
  const negations = plain.filter((w) => NEGATIONS.has(w)).length;
  return {
    words,
    segments,
    contentWords: content.length,
    keptContentWords: keptContent,
    generalShare,
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
    topicStems: stems.size,
    negativeOnly: negations > 0 && content.length <= 6 && actions.mine === 0,
    removed: {
      instruction: segments.filter((s) => s.kind === 'instruction').length,
      keywordList: segments.filter((s) => s.kind === 'keyword_list').length,
      selfPraise: segments.filter((s) => s.kind === 'self_praise').length,
    },
  };
}
