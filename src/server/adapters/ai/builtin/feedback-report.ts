import { EXPECTED_RECORDINGS } from '../../../../core/analytics.ts';
import { assessTranscript, RUBRIC_WEIGHTS, type Criterion, type RubricResult } from './feedback-rubric.ts';
import { firstWords, quotablePhrase, sentencesOf } from './text.ts';

export const RULE_BASED_NOTICE =
  'This is a rule-based assessment by the builtin offline assessor: no AI model was used, and every point below comes from fixed rules applied to the transcript.';

const CRITERION_LABELS: Record<Criterion, string> = {
  coverage: 'skills coverage',
  depth: 'answer depth',
  completion: 'completion',
  clarity: 'clarity',
  conciseness: 'conciseness',
  tone: 'tone',
};

const TEAM_WORDS =
  /\b(team|teams|collaborat\w*|together|colleagues?|mentor\w*|helped|helping|learn\w*|feedback|customers?|users?|ownership|shared)\b/i;

const quote = (text: string, maxWords = 20) => `"${firstWords(text, maxWords).replace(/[.,;:!?]+$/, '')}"`;
const bullets = (items: string[]) => items.map((item) => `- ${item}`).join('\n');
const list = (items: string[]) => items.join(', ');

function rubricLine(r: RubricResult): string {
  const parts = (Object.keys(RUBRIC_WEIGHTS) as Criterion[]).map(
    (c) => `${CRITERION_LABELS[c]} ${r.points[c]}/${RUBRIC_WEIGHTS[c]}`,
  );
  return `Rubric: ${parts.join('; ')}.`;
}

function longestAnswer(answers: string[]): string | undefined {
  return answers.reduce<string | undefined>(
    (best, a) => (best === undefined || a.length > best.length ? a : best),
    undefined,
  );
}

function strengths(r: RubricResult): string[] {
  const items: string[] = [];
  const [first] = r.covered;
  if (first) {
    items.push(
      `Named ${r.covered.length} of the posting's skills (${list(r.covered.map((c) => c.skill))}), e.g. ${quote(first.excerpt)}.`,
    );
  }
  if (r.credit.depth >= 0.7) items.push(`Developed answers, about ${r.analytics.averageWords} words on average.`);
  if (r.credit.completion >= 0.8) items.push(`Answered ${r.answers.length} of ${EXPECTED_RECORDINGS} questions.`);
  if (r.analytics.clarity === 'clear') items.push('Answers were complete sentences.');
  if (r.answers.length > 0 && r.analytics.sentiment >= 70)
    items.push(`Positive, confident tone (sentiment ${r.analytics.sentiment}%).`);
  return items.length > 0 ? items : ['The rubric found no clear strengths in this transcript.'];
}

function improvements(r: RubricResult): string[] {
  const items: string[] = [];
  if (r.answers.length === 0) return ['No answers were recorded, so nothing could be assessed.'];
  if (r.missing.length > 0) items.push(`Did not mention these skills from the posting: ${list(r.missing)}.`);
  if (r.analytics.conciseness === 'too short') {
    items.push(`Answers were short (about ${r.analytics.averageWords} words); concrete examples would help.`);
  }
  if (r.analytics.conciseness === 'too long') {
    items.push(`Answers were long (about ${r.analytics.averageWords} words); more focus would help.`);
  }
  if (r.credit.completion < 0.8) items.push(`Answered only ${r.answers.length} of ${EXPECTED_RECORDINGS} questions.`);
  if (r.analytics.clarity === 'not clear') {
    items.push(
      'Few answers were complete sentences (note: spoken answers transcribed without punctuation count as unclear).',
    );
  }
  if (r.analytics.sentiment < 50) items.push(`Tone leaned negative (sentiment ${r.analytics.sentiment}%).`);
  return items.length > 0 ? items : ['The rubric found no significant gaps.'];
}

function technicalAssessment(r: RubricResult): string {
  if (r.skills.length === 0) {
    return 'The posting names no specific skills the rubric recognises, so technical coverage was scored as neutral.';
  }
  const lines = [
    `The posting names: ${list(r.skills)}. The candidate mentioned ${r.covered.length} of them (${r.points.coverage}/${RUBRIC_WEIGHTS.coverage} points).`,
    ...r.covered.slice(0, 3).map((c) => `- ${c.skill}: ${quote(c.excerpt)}`),
  ];
  if (r.missing.length > 0)
    lines.push(
      `Not discussed: ${list(r.missing)}. Mentioning a skill is not proof of proficiency; verify in a follow-up.`,
    );
  return lines.join('\n');
}

function communicationAssessment(r: RubricResult): string {
  const a = r.analytics;
  const lines = [
    `Average answer length ${a.averageWords} words (${a.conciseness}); clarity ${a.clarity}; sentiment ${a.sentiment}%.`,
  ];
  const example = longestAnswer(r.answers);
  const phrase = example ? (quotablePhrase(example, 20) ?? firstWords(example, 20)) : undefined;
  if (phrase) lines.push(`Most developed answer: ${quote(phrase)}.`);
  return lines.join('\n');
}

function culturalFitAssessment(r: RubricResult): string {
  for (const answer of r.answers) {
    const sentence = sentencesOf(answer).find((s) => TEAM_WORDS.test(s));
    if (sentence) {
      return `The candidate spoke about working with others: ${quote(sentence)}. Values and team fit need a conversation to confirm.`;
    }
  }
  return 'No answer touched on teamwork, learning or customers, so cultural fit cannot be judged from this transcript.';
}

function recommendation(r: RubricResult): string {
  if (r.score >= 70)
    return 'Advance to the next round: the transcript meets the rubric well. Confirm depth in a live conversation.';
  if (r.score >= 50) return 'Consider with reservations: a short follow-up call should probe the gaps listed above.';
  return 'Not recommended on this transcript alone; review the recording before deciding.';
}

/** The builtin assessor's feedback text: the seven sections of docs/product-rules.md §3 in order. */
export function writeFeedbackReport(input: { title: string; description: string; transcript: string }): string {
  const r = assessTranscript(input);
  return [
    RULE_BASED_NOTICE,
    '',
    `Overall Score: ${r.score}/100`,
    rubricLine(r),
    '',
    'Key Strengths',
    bullets(strengths(r)),
    '',
    'Areas for Improvement',
    bullets(improvements(r)),
    '',
    'Technical Skills Assessment',
    technicalAssessment(r),
    '',
    'Communication Skills',
    communicationAssessment(r),
    '',
    'Cultural Fit',
    culturalFitAssessment(r),
    '',
    'Final Recommendation',
    recommendation(r),
  ].join('\n');
}
