import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfIdentificationMessages } from '../../../src/core/self-identification.ts';
import { interviews, selfIdentifications } from '../../../src/server/db/schema.ts';
import { registerWorkers } from '../../../src/server/jobs/workers.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../support/fake-openai/server.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Voluntary self-identification: answered once, after submission, by the candidate holding the
 * token; stored apart; absent from every review answer; never in anything sent to the AI.
 * The app talks to a real local OpenAI-compatible server, so every AI request can be read.
 */
let t: TestApp;
let fake: FakeOpenAi;
let owner: HttpClient;
let postingId: string;

const ANSWER = { sex: 'female', raceEthnicity: 'native_hawaiian_pacific_islander' } as const;
/** Anything that would betray the answer in a response or a prompt. */
const TELLTALES = [/native_hawaiian/i, /Pacific Islander/i, /raceEthnicity/i, /race_ethnicity/i, /self.?ident/i];

const selfId = (c: CandidateClient, body: unknown, token = c.token) =>
  fetch(new URL(`/api/public/interviews/${c.interviewId}/self-identification`, t.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-candidate-token': token },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, json: (await r.json()) as any }));

const status = (c: CandidateClient) =>
  fetch(new URL(`/api/public/interviews/${c.interviewId}/self-identification`, t.url), {
    headers: { 'x-candidate-token': c.token },
  }).then(async (r) => ({ status: r.status, json: (await r.json()) as any }));

const storedFor = async (id: string) =>
  t.deps.database.db.select().from(selfIdentifications).where(eq(selfIdentifications.interviewId, id));

async function startInterview(name: string) {
  const c = new CandidateClient(t.url);
  const intake = await c.intake(
    postingId,
    { fullName: name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`, consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'cv.pdf' },
  );
  expect(intake.status).toBe(201);
  const bot = botTurnOf((await c.next()).events);
  await c.answer(bot.turn.seq + 1, { text: 'I keep PostgreSQL services healthy and write careful tests for them.' });
  return c;
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // Workers start later: the assessment must run after the answers are stored.
  t = await startTestApp({ AI_API_KEY: 'sk-test', AI_BASE_URL: fake.url }, { workers: false });
  owner = (await actorFor(t, 'owner')).client;
  postingId = (
    await createOpenPosting(owner, {
      title: 'Site Reliability Engineer',
      description: 'PostgreSQL, on-call, tests.',
    })
  ).json.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('answering', () => {
  let c: CandidateClient;
  beforeAll(async () => {
    c = await startInterview('Noa Candidate');
  });

  it('is refused before submission', async () => {
    expect((await status(c)).json).toEqual({ open: false, answered: false });
    const early = await selfId(c, ANSWER);
    expect(early.status).toBe(409);
    expect(early.json.error.message).toBe(selfIdentificationMessages.notSubmitted);
    expect(await storedFor(c.interviewId)).toEqual([]);
  });

  it('needs the interview token: a wrong or missing token answers 404', async () => {
    expect((await c.submit()).status).toBe(200);
    expect((await selfId(c, ANSWER, 'not-the-token')).status).toBe(404);
    expect((await selfId(c, ANSWER, '')).status).toBe(404);
    const other = await startInterview('Ola Other');
    expect((await selfId(c, ANSWER, other.token)).status).toBe(404);
  });

  it('accepts only the listed categories', async () => {
    for (const body of [
      { sex: 'Female', raceEthnicity: 'white' },
      { sex: 'female' },
      { sex: 'female', raceEthnicity: 'white', note: '=1+1' },
      'female',
    ]) {
      const response = await selfId(c, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const big = await selfId(c, { sex: 'female', raceEthnicity: 'white', pad: 'x'.repeat(4000) });
    expect(big.status).toBe(413);
    expect(await storedFor(c.interviewId)).toEqual([]);
  });

  it('stores the answer apart, once: a second answer is refused and changes nothing', async () => {
    expect((await status(c)).json).toEqual({ open: true, answered: false });
    const saved = await selfId(c, ANSWER);
    expect(saved).toEqual({ status: 201, json: { saved: true, message: selfIdentificationMessages.saved } });
    const rows = await storedFor(c.interviewId);
    expect(rows).toHaveLength(1);
    // Only the interview id and the two answers: no name, e-mail or anything else copied.
    expect(Object.keys(rows[0]!).sort()).toEqual(['createdAt', 'interviewId', 'raceEthnicity', 'sex']);
    expect(rows[0]).toMatchObject({ interviewId: c.interviewId, ...ANSWER });

    const again = await selfId(c, { sex: 'male', raceEthnicity: 'white' });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(selfIdentificationMessages.alreadyAnswered);
    expect((await storedFor(c.interviewId))[0]).toMatchObject(ANSWER);
    expect((await status(c)).json).toEqual({ open: false, answered: true });
  });

  it('never reaches the AI: the assessment run afterwards sends nothing of it', { timeout: 60_000 }, async () => {
    const before = fake.requests.length;
    // A reply the assessor accepts (a scorecard with nothing demonstrated), so the run ends.
    const chatReply = fake.config.chatReply;
    fake.config.chatReply = JSON.stringify({ competencies: [], questions: [], cvNote: null });
    await registerWorkers(t.deps);
    const deadline = Date.now() + 45_000;
    for (;;) {
      const [row] = await t.deps.database.db.select().from(interviews).where(eq(interviews.id, c.interviewId));
      if (row!.feedbackStatus === 'done' || row!.feedbackStatus === 'failed') break;
      if (Date.now() > deadline) throw new Error(`assessment still ${row!.feedbackStatus}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    fake.config.chatReply = chatReply;
    const assessment = fake.requests.slice(before);
    expect(assessment.length).toBeGreaterThan(0);
    const everything = JSON.stringify(fake.requests.map((r) => [r.body, r.fields]));
    expect(everything).toContain('PostgreSQL services healthy');
    for (const telltale of TELLTALES) expect(everything).not.toMatch(telltale);
  });

  it('is in no review answer', async () => {
    const paths = [
      `/api/postings/${postingId}/candidates`,
      `/api/postings/${postingId}/candidates?archived=true`,
      `/api/postings/${postingId}`,
      `/api/postings`,
      `/api/interviews`,
      `/api/interviews?q=noa`,
      `/api/interviews/${c.interviewId}`,
      `/api/dashboard`,
    ];
    for (const path of paths) {
      const response = await owner.get(path);
      expect(response.status, path).toBe(200);
      for (const telltale of TELLTALES) expect(response.text, path).not.toMatch(telltale);
    }
    const detail = await owner.get(`/api/interviews/${c.interviewId}`);
    expect(detail.json.fullName).toBe('Noa Candidate');
    // Nor in what the candidate's own interview page loads.
    expect(JSON.stringify((await c.state()).json)).not.toMatch(/native_hawaiian/);
  });

  it('is deleted with the interview', async () => {
    expect(await storedFor(c.interviewId)).toHaveLength(1);
    const response = await fetch(new URL(`/api/public/interviews/${c.interviewId}`, t.url), {
      method: 'DELETE',
      headers: { 'x-candidate-token': c.token },
    });
    expect(response.status).toBe(204);
    expect(await storedFor(c.interviewId)).toEqual([]);
  });

  it('is deleted with the posting', async () => {
    const d = await startInterview('Pat Posting');
    expect((await d.submit()).status).toBe(200);
    expect((await selfId(d, { sex: 'prefer_not_to_say', raceEthnicity: 'prefer_not_to_say' })).status).toBe(201);
    expect(await storedFor(d.interviewId)).toHaveLength(1);
    expect((await owner.delete(`/api/postings/${postingId}`)).status).toBe(204);
    expect(await storedFor(d.interviewId)).toEqual([]);
  });
});
