import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, interviewTurns, scorecards } from '../../../src/server/db/schema.ts';
import { questionsCovered } from '../../../src/core/scorecard/settle-scorecard.ts';
import { CLOSING_PHRASE } from '../../../src/core/interview-rules.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF, tinyWebm } from '../../support/candidate-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

let t: TestApp;
let postingId: string;
const candidate = { fullName: 'Casey Candidate', email: 'casey@example.com', consent: 'true' };
const cv = { bytes: MINIMAL_PDF, name: 'casey-cv.pdf' };

beforeAll(async () => {
  t = await startTestApp();
  const { client } = await actorFor(t, 'owner');
  const posting = await createOpenPosting(client, {
    title: 'Backend Engineer',
    description:
      'We need a backend engineer with PostgreSQL, Node.js and TypeScript experience who owns APIs end to end.',
  });
  postingId = posting.json.id;
});
afterAll(async () => t?.close());

describe('candidate interview API', () => {
  it('shows the open posting and 404s unknown or malformed links', async () => {
    const ok = await fetch(`${t.url}/api/public/postings/${postingId}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: postingId, title: 'Backend Engineer', aiProvider: 'builtin' });
    const unknown = await fetch(`${t.url}/api/public/postings/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as any).error.message).toBe('Interview not found');
    expect((await fetch(`${t.url}/api/public/postings/not-a-uuid`)).status).toBe(404);
  });

  it('runs a whole typed interview: opening, 10 questions, closing, submission, feedback', async () => {
    const c = new CandidateClient(t.url);
    expect((await c.intake(postingId, candidate, cv)).status).toBe(201);
    const [row] = await t.deps.database.db.select().from(interviews).where(eq(interviews.id, c.interviewId));
    expect(row!.consentAt).toBeInstanceOf(Date);
    expect(row!.status).toBe('pending');
    expect(await t.deps.blobs.head(row!.cvKey!)).toMatchObject({ contentType: 'application/pdf' });

    const opening = await c.next();
    expect(opening.status).toBe(200);
    expect(opening.events.some((e) => e.type === 'delta')).toBe(true);
    let bot = botTurnOf(opening.events);
    expect(bot.turn.seq).toBe(1);
    expect(bot.questionsAsked).toBe(1);

    let answers = 0;
    while (!bot.finished) {
      const reply = await c.answer(bot.turn.seq + 1, {
        text: `Answer ${++answers}: I built PostgreSQL backed APIs in TypeScript and I am confident about it.`,
        recording: tinyWebm(),
      });
      expect(reply.status).toBe(200);
      expect(reply.events[0]).toMatchObject({ type: 'answer', turn: { speaker: 'user', hasRecording: true } });
      bot = botTurnOf(reply.events);
      expect(answers).toBeLessThanOrEqual(10);
    }
    expect(answers).toBe(10);
    expect(bot.turn.text).toContain(CLOSING_PHRASE);

    const state = await c.state();
    expect(state.json).toMatchObject({ finished: true, submitted: false, questionsAsked: 11 });
    expect(state.json.turns).toHaveLength(21);

    expect((await c.submit(true)).status).toBe(200);
    const deadline = Date.now() + 20_000;
    let stored;
    do {
      [stored] = await t.deps.database.db.select().from(interviews).where(eq(interviews.id, c.interviewId));
      if (stored?.feedbackStatus === 'done') break;
      await new Promise((r) => setTimeout(r, 250));
    } while (Date.now() < deadline);
    expect(stored!.feedbackStatus).toBe('done');
    expect(stored!.keepInTouch).toBe(true);
    expect(stored!.submittedAt).toBeInstanceOf(Date);
    expect(stored!.transcript).toMatch(/^BOT: \[00:00:00\] /);
    expect(stored!.aiFeedback).toContain('Overall Score');
    expect(stored!.score).toBeGreaterThan(0);
    // Completion counts the plan questions the scorecard counts as answered: ten near-identical
    // answers are pasted text, evidence for none of them (docs/decisions/0033), and the two agree.
    const [card] = await t.deps.database.db.select().from(scorecards).where(eq(scorecards.interviewId, c.interviewId));
    const total = (card!.plan as { questions: unknown[] }).questions.length;
    expect((stored!.analytics as any).completion).toBe(Math.round((100 * questionsCovered(card as never)) / total));
  });

  it('refuses every write after submission', async () => {
    const c = new CandidateClient(t.url);
    await c.intake(postingId, { ...candidate, email: 'late@example.com' }, cv);
    const bot = botTurnOf((await c.next()).events);
    expect((await c.submit()).status).toBe(200);
    expect((await c.answer(bot.turn.seq + 1, { text: 'too late' })).status).toBe(409);
    expect((await c.next()).status).toBe(409);
    expect((await c.submit()).status).toBe(409);
    // The candidate can still see that it was submitted.
    expect((await c.state()).json.submitted).toBe(true);
  });

  it('binds the token to its interview: a missing or foreign token answers 404', async () => {
    const a = new CandidateClient(t.url);
    const b = new CandidateClient(t.url);
    await a.intake(postingId, { ...candidate, email: 'a@example.com' }, cv);
    await b.intake(postingId, { ...candidate, email: 'b@example.com' }, cv);
    const thief = new CandidateClient(t.url);
    thief.interviewId = a.interviewId;
    thief.token = b.token;
    expect((await thief.state()).status).toBe(404);
    expect((await thief.next()).status).toBe(404);
    expect((await thief.answer(2, { text: 'x' })).status).toBe(404);
    expect((await thief.submit()).status).toBe(404);
    thief.token = '';
    expect((await thief.state()).status).toBe(404);
  });

  it('does not duplicate an answer that is retried after a dropped connection', async () => {
    const c = new CandidateClient(t.url);
    await c.intake(postingId, { ...candidate, email: 'retry@example.com' }, cv);
    const first = botTurnOf((await c.next()).events);
    const once = await c.answer(first.turn.seq + 1, { text: 'My answer about Node.js services.' });
    const again = await c.answer(first.turn.seq + 1, { text: 'My answer about Node.js services.' });
    expect(botTurnOf(again.events).turn).toEqual(botTurnOf(once.events).turn);
    const turns = await t.deps.database.db
      .select()
      .from(interviewTurns)
      .where(eq(interviewTurns.interviewId, c.interviewId));
    expect(turns.map((turn) => turn.seq)).toEqual([1, 2, 3]);
    // An answer that skips ahead is refused rather than stored out of order.
    expect((await c.answer(9, { text: 'skipping' })).status).toBe(409);
  });

  it('ignores an empty transcription and asks again without storing a turn', async () => {
    const c = new CandidateClient(t.url);
    await c.intake(postingId, { ...candidate, email: 'quiet@example.com' }, cv);
    const first = botTurnOf((await c.next()).events);
    const reply = await c.answer(first.turn.seq + 1, { text: '   ' });
    expect(reply.status).toBe(400);
    const state = await c.state();
    expect(state.json.turns).toHaveLength(1);
  });

  it('refuses a CV whose name says PDF but whose content is not, and stores nothing', async () => {
    const c = new CandidateClient(t.url);
    const before = await t.deps.database.db.select().from(interviews);
    const response = await c.intake(postingId, candidate, {
      bytes: Buffer.from('plain text, not a pdf'),
      name: 'fake.pdf',
    });
    expect(response.status).toBe(415);
    expect(response.json.error.message).toMatch(/PDF, DOC or DOCX/);
    expect(await t.deps.database.db.select().from(interviews)).toHaveLength(before.length);
  });

  it('refuses a CV over 10 MB with the spec text, without storing it', async () => {
    const c = new CandidateClient(t.url);
    const before = await t.deps.database.db.select().from(interviews);
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await c.intake(postingId, candidate, { bytes: big, name: 'big.pdf' });
    expect(response.status).toBe(413);
    expect(response.json.error.message).toBe('CV file size must be less than 10MB');
    expect(await t.deps.database.db.select().from(interviews)).toHaveLength(before.length);
  });

  it('requires every intake field and the consent', async () => {
    const c = new CandidateClient(t.url);
    const noConsent = await c.intake(postingId, { fullName: 'X', email: 'x@example.com' }, cv);
    expect(noConsent.status).toBe(400);
    expect(noConsent.json.error.message).toBe('Please fill in all fields and accept the instructions');
    const noCv = await c.intake(postingId, candidate);
    expect(noCv.status).toBe(400);
  });

  it('refuses intake for a disabled posting with the spec text', async () => {
    const { client } = await actorFor(t, 'owner');
    const posting = await createOpenPosting(client, { title: 'Closed role', description: 'No longer hiring.' });
    await client.patch(`/api/postings/${posting.json.id}/active`, { isActive: false });
    const response = await new CandidateClient(t.url).intake(posting.json.id, candidate, cv);
    expect(response.status).toBe(403);
    expect(response.json.error.message).toBe('This job posting is no longer accepting applications');
  });
});

describe('candidate rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ RATE_LIMIT_INTAKE_PER_IP: '2' }, { workers: false });
  });
  afterAll(async () => limited?.close());

  it('answers 429 past the per-IP intake limit', async () => {
    const { client } = await actorFor(limited, 'owner');
    const posting = await createOpenPosting(client, { title: 'Role', description: 'A role.' });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await new CandidateClient(limited.url).intake(
            posting.json.id,
            { ...candidate, email: `r${i}@example.com` },
            cv,
          )
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
