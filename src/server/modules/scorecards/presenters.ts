import type { RatingOverride, ScorecardView } from '../../../core/api/scorecards.ts';
import type { StoredScorecard } from './scorecard-records.ts';

/** The answer turn a quote came from: answer ids are turn sequence numbers (core/scorecard/answers-from-turns.ts). */
function turnSeqOf(answerId: string, turnSeqs: ReadonlySet<number>): number | null {
  const seq = Number(answerId);
  return Number.isInteger(seq) && turnSeqs.has(seq) ? seq : null;
}

export function presentScorecard(
  card: StoredScorecard,
  overrides: ReadonlyMap<string, RatingOverride> | undefined,
  turnSeqs: ReadonlySet<number>,
): ScorecardView {
  return {
    provider: card.provider,
    model: card.model,
    planVersion: card.planVersion,
    overallScore: card.overallScore,
    cvNote: card.cvNote,
    assessedAt: card.createdAt.toISOString(),
    competencies: card.plan.competencies.map((competency) => {
      const assessed = card.competencies.find((c) => c.competencyId === competency.id);
      return {
        id: competency.id,
        name: competency.name,
        description: competency.description,
        weight: competency.weight,
        anchors: competency.anchors,
        rating: assessed?.rating ?? null,
        status: assessed?.status ?? 'not_demonstrated',
        justification: assessed?.justification ?? '',
        evidence: (assessed?.evidence ?? []).map((e) => ({ quote: e.quote, turnSeq: turnSeqOf(e.answerId, turnSeqs) })),
        override: overrides?.get(competency.id) ?? null,
      };
    }),
    questions: card.plan.questions.map((question) => ({
      id: question.id,
      text: question.text,
      competencyId: question.competencyId,
      status: card.questions.find((q) => q.questionId === question.id)?.status ?? 'not_answered',
    })),
  };
}
