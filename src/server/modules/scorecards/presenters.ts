import type { RatingOverride, ScorecardQuote, ScorecardView } from '../../../core/api/scorecards.ts';
import { quoteStartSeconds, type WordTiming } from '../../../core/scorecard/quote-start.ts';
import type { EvidenceQuote } from '../../../core/scorecard/scorecard.ts';
import { settleTeamScore, type MemberRatingInput } from '../../../core/scorecard/team-rating.ts';
import { validitySummary, withholdsScore } from '../../../core/scorecard/validity.ts';
import { validityFor } from '../assessor-validity/validity-statement.ts';
import type { StoredScorecard } from './scorecard-records.ts';

/** What a quote needs of the turn it came from: its words and when they were said. */
export type QuotedTurn = { text: string; wordTimings: readonly WordTiming[] | null };

/** The answer turn a quote came from: answer ids are turn sequence numbers (core/scorecard/answers-from-turns.ts). */
function turnSeqOf(answerId: string, turns: ReadonlyMap<number, QuotedTurn>): number | null {
  const seq = Number(answerId);
  return Number.isInteger(seq) && turns.has(seq) ? seq : null;
}

function presentQuote(evidence: EvidenceQuote, turns: ReadonlyMap<number, QuotedTurn>): ScorecardQuote {
  const turnSeq = turnSeqOf(evidence.answerId, turns);
  const turn = turnSeq === null ? undefined : turns.get(turnSeq);
  const startSeconds = turn ? quoteStartSeconds(evidence.quote, turn.text, turn.wordTimings) : null;
  return { quote: evidence.quote, turnSeq, startSeconds };
}

export function presentScorecard(
  card: StoredScorecard,
  overrides: ReadonlyMap<string, RatingOverride> | undefined,
  members: readonly MemberRatingInput[],
  turns: ReadonlyMap<number, QuotedTurn>,
): ScorecardView {
  const latest = [...(overrides ?? new Map<string, RatingOverride>())].map(([competencyId, o]) => ({
    competencyId,
    rating: o.rating,
    at: new Date(o.at),
  }));
  const settled = settleTeamScore({
    plan: card.plan,
    assessor: card.competencies,
    questions: card.questions,
    overrides: latest,
    members,
  });
  const validity = validityFor(card.provider);
  return {
    provider: card.provider,
    model: card.model,
    planVersion: card.planVersion,
    overallScore: card.overallScore,
    settledScore: settled.overallScore,
    scoreBasis: settled.basis,
    aiScoreWithheld: withholdsScore(validity),
    validity: validitySummary(validity),
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
        evidence: (assessed?.evidence ?? []).map((e) => presentQuote(e, turns)),
        override: overrides?.get(competency.id) ?? null,
        teamRating: settled.teamRatings[competency.id] ?? null,
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
