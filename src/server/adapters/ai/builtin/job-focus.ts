import { CASE_SENSITIVE_TERMS, SKILL_VOCABULARY } from './skill-vocabulary.ts';
import { countWords, stripTrailingPunctuation, termPattern, wordsOf } from './text.ts';

/** What a job posting asks for, as far as a small rule-based reader can tell. */
export type JobFocus = {
  /** Named skills, tools and technologies, in order of first appearance. */
  skills: string[];
  /** Short responsibility phrases ("design and run our data pipelines"). */
  responsibilities: string[];
};

const MAX_SKILLS = 8;
const MAX_RESPONSIBILITIES = 4;
const MAX_RESPONSIBILITY_WORDS = 12;

const REQUIREMENT_PHRASE =
  /\b(?:experience (?:in|with|using)|knowledge of|proficiency (?:in|with)|proficient (?:in|with)|familiarity with|familiar with|expertise in|skilled in|background in|understanding of|fluent in|comfortable with)\s+((?:[^.;:\n]|\.(?=\w))+)/gi;

const RESPONSIBILITY_PHRASE =
  /\b(?:you will|you'll|responsible for|your role is to|you are going to)\s+((?:[^.;:\n]|\.(?=\w))+)/gi;

const BULLET_LINE = /^\s*(?:[-*•‣▪◦]|\d+[.)])\s+(.+)$/gm;

const RESPONSIBILITY_VERBS = new Set(
  (
    'analyse analyze assist build coach collaborate communicate conduct coordinate create debug define deliver ' +
    'deploy design develop document drive ensure grow handle help implement improve lead maintain manage mentor ' +
    'monitor negotiate operate optimise optimize organise organize own partner plan prepare present prioritise ' +
    'prioritize research resolve respond review run scale sell ship support teach test train troubleshoot work write'
  ).split(' '),
);

// Upper-case words that are not skills.
const NOT_ACRONYMS = new Set(
  (
    'A I US USA UK EU EOE CEO CTO CFO COO VP FAQ OK TBD PTO WFH AND OR THE WE YOU OUR ASAP ETA FTE HQ NYC LA SF ' +
    'ABOUT ROLE JOB TEAM NEW WHO WHAT WHY HOW PLUS NICE BONUS MUST YEARS'
  ).split(' '),
);
// Mixed-case or symbol-bearing tokens that look technical: TypeScript, iOS, Vue.js, EC2, C#.
const TECH_TOKEN =
  /(?<![\w.])(?:[A-Za-z]+[a-z][A-Z][A-Za-z]*|[a-z]+[A-Z][A-Za-z]*|[A-Za-z]+\.(?:js|io|NET)|[A-Z][A-Za-z]*\d+|[A-Z]{2,6}|[A-Z][a-z]*[#+]{1,2})(?![\w])/g;

type Found = { name: string; at: number };

function addFound(found: Found[], name: string, at: number) {
  const key = name.toLowerCase();
  const existing = found.find((f) => f.name.toLowerCase() === key);
  if (existing) existing.at = Math.min(existing.at, at);
  else found.push({ name, at });
}

function vocabularySkills(text: string, found: Found[]) {
  for (const [canonical, ...aliases] of SKILL_VOCABULARY) {
    for (const term of [canonical, ...aliases]) {
      const match = termPattern(term, CASE_SENSITIVE_TERMS.has(term) ? '' : 'i').exec(text);
      if (match) addFound(found, canonical, match.index);
    }
  }
}

function cleanRequirementItem(item: string): string {
  return stripTrailingPunctuation(item.replace(/^(?:the|a|an|modern|strong|solid|good|excellent|deep)\s+/i, '').trim());
}

function requirementPhraseSkills(text: string, found: Found[]) {
  for (const match of text.matchAll(REQUIREMENT_PHRASE)) {
    const list = match[1]!.split(/,|\/|\band\b|\bor\b|\betc\b|\(|\)/i);
    for (const raw of list) {
      const item = cleanRequirementItem(raw);
      const words = countWords(item);
      if (words === 0 || words > 4 || item.length > 40) continue;
      // Skip generic objects like "data" or "it" that say nothing on their own.
      if (words === 1 && item.length < 3) continue;
      addFound(found, item, match.index + match[0].indexOf(raw));
    }
  }
}

function technicalTokens(text: string, found: Found[]) {
  for (const match of text.matchAll(TECH_TOKEN)) {
    const token = match[0];
    if (NOT_ACRONYMS.has(token)) continue;
    addFound(found, token, match.index);
  }
}

/** Skills, tools and technologies named in a posting, most prominent (earliest) first. */
export function extractSkills(title: string, description: string): string[] {
  const text = `${title}\n${description}`;
  const found: Found[] = [];
  vocabularySkills(text, found);
  requirementPhraseSkills(text, found);
  technicalTokens(text, found);
  // Drop items contained in a longer item found too ("SQL" inside "PostgreSQL" is fine, "React" inside "React Native" is not).
  const names = found.sort((a, b) => a.at - b.at || a.name.localeCompare(b.name)).map((f) => f.name);
  const distinct = names.filter(
    (name) => !names.some((other) => other !== name && other.length > name.length && termPattern(name).test(other)),
  );
  return distinct.slice(0, MAX_SKILLS);
}

function normaliseResponsibility(phrase: string): string | undefined {
  let text = stripTrailingPunctuation(phrase.replace(/\s+/g, ' ').trim());
  if (countWords(text) > MAX_RESPONSIBILITY_WORDS) text = text.split(/,|;|\band\b(?=[^,]*$)/)[0]!.trim();
  const words = wordsOf(text).slice(0, MAX_RESPONSIBILITY_WORDS);
  if (words.length < 2) return undefined;
  const first = words[0]!;
  if (!/^[A-Z]{2,}/.test(first)) words[0] = first.charAt(0).toLowerCase() + first.slice(1);
  return stripTrailingPunctuation(words.join(' '));
}

function startsWithVerb(line: string): boolean {
  const first = (wordsOf(line)[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return RESPONSIBILITY_VERBS.has(first) || (first.endsWith('s') && RESPONSIBILITY_VERBS.has(first.slice(0, -1)));
}

/** Responsibility phrases: verb-led bullet lines and "you will …" / "responsible for …" sentences. */
export function extractResponsibilities(description: string): string[] {
  const found: Found[] = [];
  for (const match of description.matchAll(BULLET_LINE)) {
    const line = match[1]!;
    if (!startsWithVerb(line)) continue;
    const phrase = normaliseResponsibility(line);
    if (phrase) addFound(found, phrase, match.index);
  }
  for (const match of description.matchAll(RESPONSIBILITY_PHRASE)) {
    const phrase = normaliseResponsibility(match[1]!);
    if (phrase) addFound(found, phrase, match.index);
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.name)
    .slice(0, MAX_RESPONSIBILITIES);
}

export function extractJobFocus(title: string, description: string): JobFocus {
  return { skills: extractSkills(title, description), responsibilities: extractResponsibilities(description) };
}

/**
 * Whether an answer names a skill (or one of its aliases). Answers often come from
 * speech-to-text in lower case, so only the ambiguous 'Go' needs its capital here.
 */
export function mentionsSkill(text: string, skill: string): boolean {
  const entry = SKILL_VOCABULARY.find(([canonical]) => canonical.toLowerCase() === skill.toLowerCase());
  const terms = entry ? [...entry] : [skill];
  return terms.some((term) => termPattern(term, term === 'Go' ? '' : 'i').test(text));
}
