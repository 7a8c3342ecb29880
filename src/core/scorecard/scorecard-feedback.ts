import { FEEDBACK_HEADINGS } from '../feedback-sections.ts';
import { type InterviewPlan } from '../interview-plan.ts';
import { anchorText } from './anchors.ts';
import { type CompetencyAssessment, type Scorecard } from './scorecard.ts';

/** Shown above feedback written by the builtin assessor, which uses no AI model. */
export const RULE_BASED_NOTICE =
  'This is a rule-based assessment by the builtin offline assessor: no AI model was used, and every point below comes from fixed rules applied to the transcript.';

/** A rating at or above this is a strength; at or below WEAK_RATING an area to improve. */
export const STRONG_RATING = 4;
export const WEAK_RATING = 2;

const [SCORE, STRENGTHS, IMPROVE, TECHNICAL, COMMUNICATION, CULTURE, RECOMMENDATION] = FEEDBACK_HEADINGS;

/** Model text stays inside its bullet: a line break could otherwise open a section of its own. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const bullets = (items: string[]) => items.map((item) => `- ${item}`).join('\n');
const quoted = (c: CompetencyAssessment) => (c.evidence[0] ? ` — "${oneLine(c.evidence[0].quote)}"` : '');

function ratingText(c: CompetencyAssessment): string {
  if (c.status === 'not_demonstrated') return 'not demonstrated';
  if (c.status === 'unsupported') return `${c.rating}/5, unsupported (no quote could be verified; counts as not rated)`;
  return `${c.rating}/5`;
}

export type ScorecardFeedbackInput = {
  plan: InterviewPlan;
  card: Scorecard;
  /** The posting's Recommended threshold (Overall Score 1–100). */
  threshold: number;
  /** Text shown before the sections (e.g. that no AI model was used). */
  preamble?: string;
};

/**
 * The seven feedback sections (docs/product-rules.md §3), written by our code from a settled
 * scorecard: nothing here is model prose except the per-competency justifications, and the
 * Overall Score is the scorecard's own number.
 */
export function writeScorecardFeedback({ plan, card, threshold, preamble }: ScorecardFeedbackInput): string {
  const named = card.competencies.map((c) => {
    const competency = plan.competencies.find((p) => p.id === c.competencyId);
    return { c, name: competency?.name ?? c.competencyId, anchors: competency?.anchors ?? { 1: '', 3: '', 5: '' } };
  });
  const strong = named.filter(({ c }) => c.status === 'rated' && (c.rating ?? 0) >= STRONG_RATING);
  const weak = named.filter(({ c }) => c.status !== 'rated' || (c.rating ?? 0) <= WEAK_RATING);
  const unanswered = card.questions.filter((q) => q.status === 'not_answered');
  const partly = card.questions.filter((q) => q.status === 'partly');
  const answered = card.questions.length - unanswered.length - partly.length;
  const questionText = (id: string) => plan.questions.find((q) => q.id === id)?.text ?? id;

  const strengths = strong.map(({ c, name }) => `${name}: ${c.rating}/5${quoted(c)}`);
  const improvements = [
    ...weak.map(({ c, name }) => `${name}: ${ratingText(c)}.`),
    ...unanswered.map((q) => `Not answered: "${questionText(q.questionId)}"`),
  ];
  const meets = card.overallScore >= threshold;
  const sections: [string, string][] = [
    [SCORE, `${card.overallScore}/100 (computed from the competency ratings and the plan's weights)`],
    [STRENGTHS, strengths.length > 0 ? bullets(strengths) : 'No competency was rated 4 or 5 on verified evidence.'],
    [IMPROVE, improvements.length > 0 ? bullets(improvements) : 'No competency was rated 2 or lower.'],
    [
      TECHNICAL,
      bullets(
        named.map(({ c, name, anchors }) => {
          // What the rating means by the employer's own anchors, in their words.
          const anchor = c.status === 'rated' && c.rating !== null ? oneLine(anchorText(anchors, c.rating)) : '';
          const meaning = anchor ? ` — ${anchor.replace(/[.!?]?$/, '.')}` : '.';
          return `${name}: ${ratingText(c)}${meaning}${c.justification ? ` ${oneLine(c.justification)}` : ''}`;
        }),
      ),
    ],
    [
      COMMUNICATION,
      `Answered ${answered} of ${card.questions.length} questions fully, ${partly.length} partly and ${unanswered.length} not at all.`,
    ],
    [CULTURE, 'Not scored: only the plan\u2019s competencies are assessed. Judge fit with the team in a conversation.'],
    [
      RECOMMENDATION,
      meets
        ? `At or above this posting's bar of ${threshold}: consider for the next round. This is advice; people decide.`
        : `Below this posting's bar of ${threshold}: review the evidence before deciding. This is advice; people decide.`,
    ],
  ];
  const body = sections.map(([heading, text]) => `${heading}\n${text}`).join('\n\n');
  return preamble ? `${preamble}\n\n${body}` : body;
}
