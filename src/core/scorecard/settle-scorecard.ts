import { type InterviewPlan } from '../interview-plan.ts';
import { overallScore } from './overall-score.ts';
import { verifyQuotes } from './quotes.ts';
import {
  type AssessmentDraft,
  type CandidateAnswer,
  type CompetencyAssessment,
  MAX_CV_NOTE_CHARS,
  MAX_JUSTIFICATION_CHARS,
  type QuestionAssessment,
  type Scorecard,
} from './scorecard.ts';

export type SettleInput = {
  plan: InterviewPlan;
  planVersion: number | null;
  provider: string;
  model: string;
  answers: CandidateAnswer[];
  draft: AssessmentDraft;
};

function clip(text: string, max = MAX_JUSTIFICATION_CHARS): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
}

/**
 * Turns an assessor's draft into the stored scorecard: one entry per competency and per
 * question of the plan (in plan order; anything else in the draft is ignored), only quotes
 * that are verbatim spans of the candidate's answers, statuses that follow from the
 * evidence, and the Overall Score computed here.
 */
export function settleScorecard({ plan, planVersion, provider, model, answers, draft }: SettleInput): Scorecard {
  const spoken = answers.filter((a) => a.text.trim() !== '');
  const competencies: CompetencyAssessment[] = plan.competencies.map((competency) => {
    const proposed = draft.competencies.find((c) => c.competencyId === competency.id);
    if (!proposed || proposed.rating === null)
      return {
        competencyId: competency.id,
        rating: null,
        status: 'not_demonstrated',
        justification: clip(proposed?.justification ?? ''),
        evidence: [],
      };
    // A low-confidence transcript may be wrong words: it is never shown as the candidate's own.
    const evidence = verifyQuotes(
      proposed.evidence,
      spoken.filter((a) => a.quotable !== false),
    );
    return {
      competencyId: competency.id,
      rating: proposed.rating,
      status: evidence.length > 0 ? 'rated' : 'unsupported',
      justification: clip(proposed.justification),
      evidence,
    };
  });
  const questions: QuestionAssessment[] = plan.questions.map((question) => {
    const answered = spoken.some((a) => a.questionId === question.id);
    const proposed = draft.questions.find((q) => q.questionId === question.id)?.status ?? 'not_answered';
    return { questionId: question.id, status: answered ? proposed : 'not_answered' };
  });
  return {
    provider,
    model,
    planVersion,
    competencies,
    questions,
    overallScore: overallScore(plan, competencies, questions),
    cvNote: draft.cvNote?.trim() ? clip(draft.cvNote, MAX_CV_NOTE_CHARS) : null,
  };
}

/** How many plan questions the scorecard counts as answered, fully or partly: the analytics' completion. */
export function questionsCovered(card: Pick<Scorecard, 'questions'>): number {
  return card.questions.filter((q) => q.status !== 'not_answered').length;
}
