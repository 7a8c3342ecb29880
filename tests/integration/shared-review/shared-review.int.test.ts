import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postingReviewersPath } from '../../../src/core/api/organizations.ts';
import { pathOf } from '../../../src/core/api/endpoint.ts';
import { sharedReviewEndpoints } from '../../../src/core/api/endpoints/shared-review.ts';
import { COMMENT_MAX_CHARS } from '../../../src/core/shared-review/shared-review.ts';
import { AUDIT_ACTIONS } from '../../../src/core/audit.ts';
import { auditLog, auditNotes, memberRatings, reviewComments, interviews } from '../../../src/server/db/schema.ts';
import { handleAssessInterview } from '../../../src/server/modules/interviews/assess-interview.ts';
import { queueAssessment } from '../../../src/server/modules/interviews/queue-assessment.ts';
import { deleteInterviewData } from '../../../src/server/modules/retention/delete-interview-data.ts';
import { actorFor, addMember } from '../../support/actors.ts';
import type { HttpClient } from '../../support/http-client.ts';
import { createAnsweredInterview, createPlannedPosting, STRONG_ANSWERS } from '../../support/scorecard-fixtures.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

const FIRST_ATTEMPT = { jobId: 'direct', retryCount: 0, retryLimit: 3 };
const COMPETENCIES = ['debugging', 'databases', 'mentoring'];

let app: TestApp;
let owner: { client: HttpClient; userId: string; account: { email: string } };
let interviewId: string;

/** The mention e-mails queued on the send-mail job (the outbox; workers are off, so nothing is sent). */
async function queuedMailTo(email: string) {
  const result = await app.deps.database.executeSql(
    `select data->>'text' as text, data->>'subject' as subject from pgboss.job
     where name = 'send-mail' and lower(data->>'to') = lower($1) and data->>'subject' like '%mentioned you%'`,
    [email],
  );
  return result.rows as { text: string; subject: string }[];
}

/** The audit rows of one action on the interview. */
const auditRows = (action: string) =>
  app.deps.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.interviewId, interviewId)));

const ratingsOf = (values: number[]) => ({
  ratings: COMPETENCIES.map((competencyId, i) => ({ competencyId, rating: values[i]! })),
});

beforeAll(async () => {
  app = await startTestApp({}, { workers: false, serveClient: false });
  owner = await actorFor(app, 'owner', { name: 'Olive Owner' });
  const db = app.deps.database.db;
  const posting = await createPlannedPosting(db, owner.userId);
  interviewId = await createAnsweredInterview(db, posting, STRONG_ANSWERS, 'Sam Strong');
  await queueAssessment(app.deps, interviewId);
  await handleAssessInterview(app.deps)({ interviewId }, FIRST_ATTEMPT);
}, 120_000);
afterAll(async () => app?.close());

describe('shared review', () => {
  test('another member sees no ratings until they submitted theirs, then everyone beside the AI', async () => {
    const recruiter = await addMember(app, owner.client, 'recruiter', 'Rita Recruiter');
    const submitted = await owner.client.put(
      pathOf(sharedReviewEndpoints.ratings, { id: interviewId }),
      ratingsOf([4, 3, 5]),
    );
    expect(submitted.status).toBe(200);
    expect(submitted.json.own).toHaveLength(3);

    const before = await recruiter.client.get(pathOf(sharedReviewEndpoints.ratings, { id: interviewId }));
    expect(before.status).toBe(200);
    expect(before.json.others).toEqual({ hidden: true, count: 1 });
    expect(before.json.own).toEqual([]);
    expect(before.text).not.toContain('Olive Owner');
    const competencies = before.json.competencies as { id: string; aiRating: number | null }[];
    expect(competencies.map((c) => c.id)).toEqual(COMPETENCIES);
    expect(competencies.some((c) => c.aiRating !== null)).toBe(true);

    // Every competency is rated at once; a partial or unknown set is refused.
    const partial = await recruiter.client.put(pathOf(sharedReviewEndpoints.ratings, { id: interviewId }), {
      ratings: [{ competencyId: 'debugging', rating: 2 }],
    });
    expect(partial.status).toBe(400);
    const outOfRange = await recruiter.client.put(
      pathOf(sharedReviewEndpoints.ratings, { id: interviewId }),
      ratingsOf([2, 6, 1]),
    );
    expect(outOfRange.status).toBe(400);

    const after = await recruiter.client.put(
      pathOf(sharedReviewEndpoints.ratings, { id: interviewId }),
      ratingsOf([2, 2, 1]),
    );
    expect(after.status).toBe(200);
    expect(after.json.others.hidden).toBe(false);
    expect(after.json.others.members).toEqual([
      {
        userId: owner.userId,
        name: 'Olive Owner',
        ratings: COMPETENCIES.map((competencyId, i) => ({ competencyId, rating: [4, 3, 5][i], note: null })),
      },
    ]);

    // A re-submission replaces the previous ratings.
    await recruiter.client.put(pathOf(sharedReviewEndpoints.ratings, { id: interviewId }), ratingsOf([5, 5, 5]));
    const rows = await app.deps.database.db
      .select()
      .from(memberRatings)
      .where(eq(memberRatings.userId, recruiter.userId));
    expect(rows.map((r) => r.rating)).toEqual([5, 5, 5]);
  });

  test('a reviewer not assigned to the posting gets 404', async () => {
    const reviewer = await addMember(app, owner.client, 'reviewer', 'Una Unassigned');
    expect((await reviewer.client.get(pathOf(sharedReviewEndpoints.ratings, { id: interviewId }))).status).toBe(404);
    expect((await reviewer.client.get(pathOf(sharedReviewEndpoints.comments, { id: interviewId }))).status).toBe(404);
    const posted = await reviewer.client.post(pathOf(sharedReviewEndpoints.comments, { id: interviewId }), {
      body: 'Hello',
    });
    expect(posted.status).toBe(404);
  });

  test('a mention e-mails only members of the organization, with a link to the interview', async () => {
    const admin = await addMember(app, owner.client, 'admin', 'Ada Admin');
    const stranger = await actorFor(app, 'owner', { name: 'Stan Stranger' });
    const body = `@Ada Admin please look; also @${stranger.account.email} and @Stan Stranger. <script>x</script>`;
    const posted = await owner.client.post(pathOf(sharedReviewEndpoints.comments, { id: interviewId }), { body });
    expect(posted.status).toBe(201);
    expect(posted.json.mentioned).toBe(1);

    const toAdmin = await queuedMailTo(admin.account.email);
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]!.subject).toContain('Olive Owner mentioned you');
    expect(toAdmin[0]!.text).toContain(`/interviews/${interviewId}`);
    // The mail carries no comment text (candidate data stays behind sign-in).
    expect(toAdmin[0]!.text).not.toContain('please look');
    expect(await queuedMailTo(stranger.account.email)).toEqual([]);
    expect(await queuedMailTo(owner.account.email)).toEqual([]);

    const listed = await admin.client.get(pathOf(sharedReviewEndpoints.comments, { id: interviewId }));
    expect(listed.status).toBe(200);
    expect(listed.json.comments).toEqual([expect.objectContaining({ author: 'Olive Owner', body })]);
    const names = (listed.json.mentionable as { name: string }[]).map((m) => m.name);
    expect(names).toContain('Ada Admin');
    expect(names).not.toContain('Stan Stranger');
  });

  test('submitted ratings and added comments are audited with ids only, never the text', async () => {
    const before = (await auditRows(AUDIT_ACTIONS.memberRatingSubmit)).length;
    const rated = await owner.client.put(pathOf(sharedReviewEndpoints.ratings, { id: interviewId }), {
      ratings: COMPETENCIES.map((competencyId) => ({ competencyId, rating: 3, note: 'Secret rating note' })),
    });
    expect(rated.status).toBe(200);
    const ratingRows = await auditRows(AUDIT_ACTIONS.memberRatingSubmit);
    expect(ratingRows).toHaveLength(before + 1);
    expect(ratingRows.at(-1)).toMatchObject({ actorUserId: owner.userId, details: { competencies: 3 } });
    expect(ratingRows.at(-1)!.subjectEmailHash).toMatch(/^[0-9a-f]{64}$/);

    const body = 'Audit me: the candidate said something private';
    const posted = await owner.client.post(pathOf(sharedReviewEndpoints.comments, { id: interviewId }), { body });
    expect(posted.status).toBe(201);
    const commentRows = await auditRows(AUDIT_ACTIONS.reviewCommentAdd);
    const row = commentRows.find((r) => (r.details as { commentId?: string }).commentId === posted.json.comment.id);
    expect(row).toMatchObject({ actorUserId: owner.userId, details: { mentioned: 0 } });
    const stored = JSON.stringify([...ratingRows, ...commentRows]);
    expect(stored).not.toContain('Secret rating note');
    expect(stored).not.toContain('private');
    expect(await app.deps.database.db.select().from(auditNotes).where(eq(auditNotes.interviewId, interviewId))).toEqual(
      [],
    );

    // The audit viewer lists both to the owner.
    const log = await owner.client.get(`/api/audit-log?interviewId=${interviewId}`);
    expect(log.status).toBe(200);
    const actions = (log.json.items as { action: string }[]).map((i) => i.action);
    expect(actions).toEqual(expect.arrayContaining([AUDIT_ACTIONS.memberRatingSubmit, AUDIT_ACTIONS.reviewCommentAdd]));
  });

  test('only members who can open the interview are offered and mailed: a reviewer once assigned', async () => {
    const reviewer = await addMember(app, owner.client, 'reviewer', 'Rory Reviewer');
    const names = async (client: HttpClient) =>
      (
        (await client.get(pathOf(sharedReviewEndpoints.comments, { id: interviewId }))).json.mentionable as {
          name: string;
        }[]
      ).map((m) => m.name);
    expect(await names(owner.client)).not.toContain('Rory Reviewer');
    const unassigned = await owner.client.post(pathOf(sharedReviewEndpoints.comments, { id: interviewId }), {
      body: `@Rory Reviewer and @${reviewer.account.email}, thoughts?`,
    });
    expect(unassigned.status).toBe(201);
    expect(unassigned.json.mentioned).toBe(0);
    expect(await queuedMailTo(reviewer.account.email)).toEqual([]);

    const [row] = await app.deps.database.db.select().from(interviews).where(eq(interviews.id, interviewId));
    const assigned = await owner.client.put(postingReviewersPath(row!.jobPostingId), { userIds: [reviewer.userId] });
    expect(assigned.status, assigned.text).toBe(200);
    expect(await names(owner.client)).toContain('Rory Reviewer');
    expect(await names(reviewer.client)).toEqual(expect.arrayContaining(['Olive Owner', 'Rory Reviewer']));
    const mentioned = await owner.client.post(pathOf(sharedReviewEndpoints.comments, { id: interviewId }), {
      body: '@Rory Reviewer now?',
    });
    expect(mentioned.json.mentioned).toBe(1);
    const mails = await queuedMailTo(reviewer.account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/interviews/${interviewId}`);
    // The link works for them now.
    expect((await reviewer.client.get(pathOf(sharedReviewEndpoints.comments, { id: interviewId }))).status).toBe(200);
  });

  test('only its author deletes a comment; the deletion is audited with the id, never the text', async () => {
    const recruiter = await addMember(app, owner.client, 'recruiter', 'Rhea Recruiter');
    const body = 'Delete me: mentions something private';
    const posted = await recruiter.client.post(pathOf(sharedReviewEndpoints.comments, { id: interviewId }), { body });
    expect(posted.status).toBe(201);
    const commentId = posted.json.comment.id as string;
    const listed = (await owner.client.get(pathOf(sharedReviewEndpoints.comments, { id: interviewId }))).json
      .comments as {
      id: string;
      own: boolean;
    }[];
    expect(listed.find((c) => c.id === commentId)?.own).toBe(false);

    // Not the author (even the owner), an unknown id, a malformed id: 404, nothing deleted.
    expect(
      (
        await owner.client.delete(
          pathOf(sharedReviewEndpoints.deleteComment, { id: interviewId, commentId: commentId }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await recruiter.client.delete(
          pathOf(sharedReviewEndpoints.deleteComment, { id: interviewId, commentId: 'nope' }),
        )
      ).status,
    ).toBe(404);
    const unassigned = await addMember(app, owner.client, 'reviewer', 'Uma Unassigned');
    expect(
      (
        await unassigned.client.delete(
          pathOf(sharedReviewEndpoints.deleteComment, { id: interviewId, commentId: commentId }),
        )
      ).status,
    ).toBe(404);
    expect(
      await app.deps.database.db.select().from(reviewComments).where(eq(reviewComments.id, commentId)),
    ).toHaveLength(1);

    const deleted = await recruiter.client.delete(
      pathOf(sharedReviewEndpoints.deleteComment, { id: interviewId, commentId: commentId }),
    );
    expect(deleted.status).toBe(204);
    expect(
      (
        await recruiter.client.delete(
          pathOf(sharedReviewEndpoints.deleteComment, { id: interviewId, commentId: commentId }),
        )
      ).status,
    ).toBe(404);
    const after = (await recruiter.client.get(pathOf(sharedReviewEndpoints.comments, { id: interviewId }))).json
      .comments as {
      id: string;
    }[];
    expect(after.map((c) => c.id)).not.toContain(commentId);
    const rows = (await auditRows(AUDIT_ACTIONS.reviewCommentDelete)).filter(
      (r) => (r.details as { commentId?: string }).commentId === commentId,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: recruiter.userId });
    expect(JSON.stringify(rows)).not.toContain('private');
  });

  test('a comment is at most the limit long, and comments go with the interview', async () => {
    const tooLong = await owner.client.post(pathOf(sharedReviewEndpoints.comments, { id: interviewId }), {
      body: 'x'.repeat(COMMENT_MAX_CHARS + 1),
    });
    expect(tooLong.status).toBe(400);
    const empty = await owner.client.post(pathOf(sharedReviewEndpoints.comments, { id: interviewId }), { body: '   ' });
    expect(empty.status).toBe(400);
    const longest = await owner.client.post(pathOf(sharedReviewEndpoints.comments, { id: interviewId }), {
      body: 'y'.repeat(COMMENT_MAX_CHARS),
    });
    expect(longest.status).toBe(201);

    const db = app.deps.database.db;
    const [row] = await db.select().from(interviews).where(eq(interviews.id, interviewId));
    const mentionJobs = async () =>
      (
        await app.deps.database.executeSql(
          `select count(*)::int as n from pgboss.job where name = 'send-mail' and data->>'interviewId' = $1`,
          [interviewId],
        )
      ).rows[0] as { n: number };
    expect(Number((await mentionJobs()).n)).toBeGreaterThan(0);
    // The candidate's deletion (and retention) removes the comments, ratings and queued mention mails.
    await deleteInterviewData(app.deps, [{ id: row!.id, jobPostingId: row!.jobPostingId }], {
      actorUserId: owner.userId,
      via: 'employer',
    });
    expect(Number((await mentionJobs()).n)).toBe(0);
    expect(await db.select().from(reviewComments).where(eq(reviewComments.interviewId, interviewId))).toEqual([]);
    expect(await db.select().from(memberRatings).where(eq(memberRatings.interviewId, interviewId))).toEqual([]);
  });
});

describe('comment rate limit', () => {
  let limited: TestApp;
  afterAll(async () => limited?.close());

  test('a member posting too many comments in a window gets 429', async () => {
    limited = await startTestApp({ RATE_LIMIT_REVIEW_COMMENTS_PER_USER: '2' }, { workers: false, serveClient: false });
    const employer = await actorFor(limited, 'owner');
    const db = limited.deps.database.db;
    const posting = await createPlannedPosting(db, employer.userId);
    const id = await createAnsweredInterview(db, posting, STRONG_ANSWERS);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await employer.client.post(pathOf(sharedReviewEndpoints.comments, { id: id }), { body: `Note ${i}` })).status,
      );
    expect(statuses).toEqual([201, 201, 429]);
  }, 60_000);
});
