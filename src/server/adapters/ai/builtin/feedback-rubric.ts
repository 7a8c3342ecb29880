import { computeAnalytics, EXPECTED_RECORDINGS, type InterviewAnalytics } from '../../../../core/analytics.ts';
import { parseTranscript } from '../../../../core/transcript.ts';
import { extractSkills, mentionsSkill } from './job-focus.ts';
import { escapeRegExp, wordsOf } from './text.ts';

/** Weight of each criterion in the Overall Score; they sum to 100. */
export const RUBRIC_WEIGHTS = {
  coverage: 30,
  depth: 20,
  completion: 20,
  clarity: 10,
  conciseness: 10,
  tone: 10,
} as const;

export type Criterion = keyof typeof RUBRIC_WEIGHTS;

/** Answers of about this many words count as fully developed. */
const FULL_DEPTH_WORDS = 35;
/** Naming this many of the posting's skills counts as full coverage (an interview cannot touch every one). */
const FULL_COVERAGE_SKILLS = 4;
const CLARITY_CREDIT = { clear: 1, ok: 0.6, 'not clear': 0.2 } as const;
const CONCISENESS_CREDIT = { concise: 1, 'too long': 0.6, 'too short': 0.3 } as const;

export type SkillEvidence = { skill: string; excerpt: string };

export type RubricResult = {
  answers: string[];
  skills: string[];
  covered: SkillEvidence[];
  missing: string[];
  analytics: InterviewAnalytics;
  /** Each criterion's credit between 0 and 1. */
  credit: Record<Criterion, number>;
  /** Each criterion's points (credit × weight, rounded). */
  points: Record<Criterion, number>;
  /** 1-100. */
  score: number;
};

/** Up to `radius` words either side of the first mention of a term, verbatim. */
export function excerptAround(answer: string, term: string, radius = 7): string {
  const words = wordsOf(answer);
  const pattern = new RegExp(escapeRegExp(wordsOf(term)[0] ?? term), 'i');
  const index = Math.max(
    0,
    words.findIndex((word) => pattern.test(word)),
  );
  const start = Math.max(0, index - radius);
  const end = Math.min(words.length, index + radius + 1);
  return `${start > 0 ? '…' : ''}${words.slice(start, end).join(' ')}${end < words.length ? '…' : ''}`;
}

function skillEvidence(skills: string[], answers: string[]): SkillEvidence[] {
  const evidence: SkillEvidence[] = [];
  for (const skill of skills) {
    const answer = answers.find((a) => mentionsSkill(a, skill));
    if (answer) evidence.push({ skill, excerpt: excerptAround(answer, skill) });
  }
  return evidence;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * The builtin assessor's transparent rubric: skills coverage, answer depth, completion,
 * clarity, conciseness and tone, computed from the transcript with the shared analytics.
 */
export function assessTranscript(input: { title: string; description: string; transcript: string }): RubricResult {
  const answers = parseTranscript(input.transcript)
    .filter((entry) => entry.speaker === 'user' && entry.text.trim() !== '')
    .map((entry) => entry.text.trim());
  const analytics = computeAnalytics({ transcript: input.transcript, recordingCount: answers.length });
  const skills = extractSkills(input.title, input.description);
  const covered = skillEvidence(skills, answers);
  const missing = skills.filter((skill) => !covered.some((c) => c.skill === skill));
  const hasAnswers = answers.length > 0;

  const credit: Record<Criterion, number> = {
    coverage: !hasAnswers
      ? 0
      : skills.length === 0
        ? 0.5
        : clamp01(covered.length / Math.min(FULL_COVERAGE_SKILLS, skills.length)),
    depth: clamp01(analytics.averageWords / FULL_DEPTH_WORDS),
    completion: clamp01(answers.length / EXPECTED_RECORDINGS),
    clarity: hasAnswers ? CLARITY_CREDIT[analytics.clarity] : 0,
    conciseness: hasAnswers ? CONCISENESS_CREDIT[analytics.conciseness] : 0,
    tone: hasAnswers ? analytics.sentiment / 100 : 0,
  };
  const points = Object.fromEntries(
    (Object.keys(RUBRIC_WEIGHTS) as Criterion[]).map((c) => [c, Math.round(credit[c] * RUBRIC_WEIGHTS[c])]),
  ) as Record<Criterion, number>;
  const total = Object.values(points).reduce((sum, p) => sum + p, 0);
  return { answers, skills, covered, missing, analytics, credit, points, score: Math.min(100, Math.max(1, total)) };
}
