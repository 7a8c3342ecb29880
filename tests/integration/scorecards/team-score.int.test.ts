import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sharedReviewEndpoints } from '../../../src/core/api/endpoints/shared-review.ts';
import { pathOf } from '../../../src/core/api/endpoint.ts';
import { scorecardEndpoints } from '../../../src/core/api/endpoints/scorecards.ts';
import { withholdsScore } from '../../../src/core/scorecard/validity.ts';
import { validityFor } from '../../../src/server/modules/assessor-validity/validity-statement.ts';
import { handleAssessInterview } from '../../../src/server/modules/interviews/assess-interview.ts';
import { queueAssessment } from '../../../src/server/modules/interviews/queue-assessment.ts';
import { createAnsweredInterview, createPlannedPosting, STRONG_ANSWERS } from '../../support/scorecard-fixtures.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

const FIRST_ATTEMPT = { jobId: 'direct', retryCount: 0, retryLimit: 3 };
type Row = {
  fullName: string;
  score: number | null;
  scoreBasis: string | null;
  aiScore: number | null;
  aiScoreWithheld: boolean;
};

describe('one score the team owns (docs/decisions/0034-team-score-and-validity.md)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { workers: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  test('members’ ratings settle the score and the ranking; a withheld builtin estimate is never ranked by', async () => {
    // The committed docs/assessor-validity.json measures the builtin assessor; this test follows what it says.
    const withheld = withholdsScore(validityFor('builtin'));
    const db = app.deps.database.db;
    const { client, userId } = await actorFor(app, 'owner', { name: 'Tess Team' });
    const posting = await createPlannedPosting(db, userId);
    const strong = await createAnsweredInterview(db, posting, STRONG_ANSWERS, 'Sam Strong');
    const weak = await createAnsweredInterview(db, posting, ['Not sure. I used it a bit.'], 'Wes Weak');
    const handle = handleAssessInterview(app.deps);
    for (const id of [strong, weak]) {
      await queueAssessment(app.deps, id);
      await handle({ interviewId: id }, FIRST_ATTEMPT);
    }
    const list = async () => (await client.get(`/api/postings/${posting.postingId}/candidates`)).json.items as Row[];

    const before = await list();
    expect(
      before.every((r) => r.scoreBasis === 'assessor' && r.aiScore !== null && r.aiScoreWithheld === withheld),
    ).toBe(true);
    const strongAi = before.find((r) => r.fullName === 'Sam Strong')!.aiScore!;
    const weakAi = before.find((r) => r.fullName === 'Wes Weak')!.aiScore!;
    expect(strongAi).toBeGreaterThan(weakAi);
    // Withheld: both rank as unscored, newest first; shown: the AI's order.
    expect(before.map((r) => r.fullName)).toEqual(withheld ? ['Wes Weak', 'Sam Strong'] : ['Sam Strong', 'Wes Weak']);

    // The team rates the weak candidate 5 on every competency: the settled score is the team's.
    const competencies = (await client.get(pathOf(scorecardEndpoints.scorecard, { id: weak }))).json.scorecard
      .competencies as {
      id: string;
      rating: number | null;
    }[];
    const submitted = await client.put(pathOf(sharedReviewEndpoints.ratings, { id: weak }), {
      ratings: competencies.map((c) => ({ competencyId: c.id, rating: 5 })),
    });
    expect(submitted.status).toBe(200);
    const card = (await client.get(pathOf(scorecardEndpoints.scorecard, { id: weak }))).json.scorecard;
    expect(card.scoreBasis).toBe('team');
    expect(card.overallScore).toBe(weakAi);
    expect(card.competencies.map((c: { teamRating: unknown }) => c.teamRating)).toEqual(
      competencies.map(() => ({ rating: 5, source: 'members', raters: 1 })),
    );
    // The AI's ratings stay as they were.
    expect(card.competencies.map((c: { rating: number | null }) => c.rating)).toEqual(
      competencies.map((c) => c.rating),
    );

    const after = await list();
    const weakRow = after.find((r) => r.fullName === 'Wes Weak')!;
    expect(weakRow).toMatchObject({ scoreBasis: 'team', score: card.settledScore, aiScore: weakAi });
    if (withheld) expect(after.map((r) => r.fullName)).toEqual(['Wes Weak', 'Sam Strong']);
    else
      expect(after.map((r) => r.fullName)).toEqual(
        card.settledScore > strongAi ? ['Wes Weak', 'Sam Strong'] : ['Sam Strong', 'Wes Weak'],
      );
    // The applicant search ranks alike, and never shows a withheld estimate.
    const search = (await client.get('/api/interviews?q=')).json.items as { fullName: string; score: number | null }[];
    const mine = search.filter((r) => ['Wes Weak', 'Sam Strong'].includes(r.fullName));
    expect(mine[0]).toMatchObject({ fullName: 'Wes Weak', score: card.settledScore });
    if (withheld) expect(mine[1]).toMatchObject({ fullName: 'Sam Strong', score: null });

    const validity = await client.get('/api/assessor-validity');
    expect(validity.status).toBe(200);
    expect(validity.json.statement).toMatchObject({ assessor: { provider: 'builtin' } });
    expect(validity.json.configured).toBe('builtin');
  });
});
