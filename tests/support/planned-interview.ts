import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TurnEvent } from '../../src/core/api/candidate.ts';
import type { InterviewPlan } from '../../src/core/interview-plan.ts';
import type { Db } from '../../src/server/db/client.ts';
import { interviewTurns } from '../../src/server/db/schema.ts';
import { DISPATCH_POSTING } from '../fixtures/interview-plans.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from './candidate-client.ts';
import { startFakeOpenAi, type ChatRequestBody, type FakeOpenAi } from './fake-openai/server.ts';
import { signUpEmployer, type HttpClient } from './http-client.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/*
 * A whole candidate interview over HTTP against a published plan: the posting, the intake, the
 * answers until the closing line, and the interviewer turns as stored. For a simulation without
 * a database or server, see simulate-interview.ts.
 */

/** A concrete, detailed answer: the builtin interviewer asks no follow-up on it. */
export const RICH_ANSWER =
  'Last spring our courier app started timing out at lunch. I pulled the slow query log, found a missing index on the orders table, added it behind a feature flag and the timeouts stopped.';

/** Creates the dispatch posting and publishes `plan` on it; returns the posting id. */
export async function postingWithPlan(client: HttpClient, plan: InterviewPlan) {
  const created = await client.post('/api/postings', DISPATCH_POSTING);
  expect(created.status, created.text).toBe(201);
  const id = created.json.id as string;
  const published = await client.post(`/api/postings/${id}/plan/publish`, plan);
  expect(published.status, published.text).toBe(200);
  return id;
}

/** A candidate who has sent the intake form, with a CV, for the posting. */
export async function startCandidate(t: TestApp, postingId: string, email: string) {
  const c = new CandidateClient(t.url);
  const intake = await c.intake(
    postingId,
    { fullName: 'Ada Candidate', email, consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'cv.pdf' },
  );
  expect(intake.status, JSON.stringify(intake.json)).toBe(201);
  return c;
}

/**
 * Answers every interviewer message until the closing line (`answer` gets the number of
 * interviewer messages so far); `between` runs once after the opening. Returns the bot events.
 */
export async function runInterview(
  c: CandidateClient,
  answer: string | ((n: number) => string),
  between?: () => Promise<void>,
) {
  const answerFor = typeof answer === 'string' ? () => answer : answer;
  const bots: Extract<TurnEvent, { type: 'bot' }>[] = [];
  const opening = await c.next();
  expect(opening.status, opening.text).toBe(200);
  bots.push(botTurnOf(opening.events));
  await between?.();
  while (!bots.at(-1)!.finished) {
    const reply = await c.answer(bots.at(-1)!.turn.seq + 1, { text: answerFor(bots.length) });
    expect(reply.status, reply.text).toBe(200);
    bots.push(botTurnOf(reply.events));
    expect(bots.length).toBeLessThan(20);
  }
  return bots;
}

/** The interviewer's turns of an interview as stored, in order. */
export function storedBotTurns(db: Db, interviewId: string) {
  return db
    .select({
      text: interviewTurns.text,
      questionIndex: interviewTurns.questionIndex,
      followUp: interviewTurns.followUp,
    })
    .from(interviewTurns)
    .where(and(eq(interviewTurns.interviewId, interviewId), eq(interviewTurns.speaker, 'bot')))
    .orderBy(asc(interviewTurns.seq));
}

/** The app with the builtin interviewer, and a signed-up owner. */
export async function startAppWithOwner(): Promise<{ t: TestApp; owner: HttpClient }> {
  const t = await startTestApp();
  return { t, owner: (await signUpEmployer(t.url)).client };
}

/** The app with its interviewer on a fake OpenAI-compatible server answering `chatReply`, and a signed-up owner. */
export async function startAppWithFakeOpenAi(
  chatReply: (body: ChatRequestBody) => string,
): Promise<{ t: TestApp; fake: FakeOpenAi; owner: HttpClient }> {
  const fake = await startFakeOpenAi({ chatReply });
  try {
    const t = await startTestApp({ AI_API_KEY: 'sk-test', AI_BASE_URL: fake.url }, { workers: false });
    return { t, fake, owner: (await signUpEmployer(t.url)).client };
  } catch (error) {
    await fake.close();
    throw error;
  }
}

/** The system prompts the fake server was sent for chat completions, in order. */
export const chatSystemPrompts = (fake: FakeOpenAi) =>
  fake.requests
    .filter((r) => r.path === '/v1/chat/completions')
    .map((r) => (r.body as ChatRequestBody).messages[0]!.content);

/** The text of the newest mail queued to `email` whose subject starts with `subject` (waits up to 10 s). */
export async function queuedMailText(t: TestApp, email: string, subject: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const result = await t.deps.database.executeSql(
      `select data->>'subject' as subject, data->>'text' as text from pgboss.job
        where name = 'send-mail' and lower(data->>'to') = lower($1) order by created_on desc`,
      [email],
    );
    const found = (result.rows as { subject: string; text: string }[]).find((row) => row.subject.startsWith(subject));
    if (found) return found.text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "${subject}" mail to ${email}`);
}
