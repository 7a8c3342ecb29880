import { type InterviewPlan } from '../interview-plan.ts';
import { overallScore, type QuestionStatusInput, type RatingInput } from './overall-score.ts';

/**
 * One score the team owns (docs/decisions/0034-team-score-and-validity.md). Per competency:
 *
 * - an override (a person's rating with a reason) sets the team rating — the latest one wins;
 * - otherwise the members' submitted ratings give the team rating as their median (each member
 *   once; with an even count the mean of the middle two, so a 3 and a 4 give 3.5);
 * - otherwise the team has not rated it, and the settled rating is the assessor's.
 *
 * The settled Overall Score is the product's formula (overall-score.ts) on the settled ratings;
 * the assessor's own rating and score stay recorded beside it. Pure.
 */

export const SCORE_BASES = ['assessor', 'team', 'mixed'] as const;
/** assessor: no team rating yet; team: every competency rated by the team; mixed: some. */
export type ScoreBasis = (typeof SCORE_BASES)[number];

export type TeamRatingSource = 'override' | 'members';
export type TeamRating = { rating: number; source: TeamRatingSource; raters: number };

export type OverrideInput = { competencyId: string; rating: number; at: Date };
export type MemberRatingInput = { competencyId: string; userId: string; rating: number };

/** The median of some numbers (mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The team rating of one competency, or null when nobody on the team rated it. */
export function teamRatingOf(
  competencyId: string,
  overrides: readonly OverrideInput[],
  members: readonly MemberRatingInput[],
): TeamRating | null {
  const latest = overrides
    .filter((o) => o.competencyId === competencyId)
    .reduce<OverrideInput | null>((best, o) => (best === null || o.at > best.at ? o : best), null);
  if (latest) return { rating: latest.rating, source: 'override', raters: 1 };
  const own = new Map<string, number>();
  for (const m of members) if (m.competencyId === competencyId) own.set(m.userId, m.rating);
  const rating = median([...own.values()]);
  return rating === null ? null : { rating, source: 'members', raters: own.size };
}

export type SettledScore = {
  overallScore: number;
  basis: ScoreBasis;
  /** How many of the plan's competencies carry a team rating. */
  teamRated: number;
  teamRatings: Record<string, TeamRating>;
};

/**
 * The settled Overall Score: each competency's team rating where there is one, else the
 * assessor's rating (with its status), through the same formula as the assessor's score.
 */
export function settleTeamScore(input: {
  plan: InterviewPlan;
  assessor: readonly RatingInput[];
  questions: readonly QuestionStatusInput[];
  overrides: readonly OverrideInput[];
  members: readonly MemberRatingInput[];
}): SettledScore {
  const teamRatings: Record<string, TeamRating> = {};
  const ratings: RatingInput[] = input.plan.competencies.map((c) => {
    const team = teamRatingOf(c.id, input.overrides, input.members);
    if (team) {
      teamRatings[c.id] = team;
      return { competencyId: c.id, rating: team.rating, status: 'rated' };
    }
    return (
      input.assessor.find((a) => a.competencyId === c.id) ?? {
        competencyId: c.id,
        rating: null,
        status: 'not_demonstrated',
      }
    );
  });
  const teamRated = Object.keys(teamRatings).length;
  const basis: ScoreBasis =
    teamRated === 0 ? 'assessor' : teamRated === input.plan.competencies.length ? 'team' : 'mixed';
  return {
    overallScore: overallScore(input.plan, ratings, [...input.questions]),
    basis,
    teamRated,
    teamRatings,
  };
}
