import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TurnEvent } from '../../../src/core/api/candidate.ts';
import { CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../support/fake-openai/server.ts';
import { signUpEmployer } from '../../support/http-client.ts';
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts';
import { createOpenPosting } from '../../support/postings.ts';

// SIGTERM while the interviewer's reply is streaming: the reply finishes and is stored, new
// connections are refused, and the process exits 0 (docs/operations.md, graceful shutdown).
let fake: FakeOpenAi;
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // About three seconds of streaming: long enough to stop the server in the middle of it.
  Object.assign(fake.config, {
    chatReply:
      'Welcome, and thank you for your time today. Please tell me about a recent project you are proud of and what you did in it.',
    tokensPerSecond: 8,
  });
  dataDir = await mkdtemp(path.join(tmpdir(), 'screenroom-shutdown-'));
  server = await startServerProcess(dataDir, {
    AI_API_KEY: 'sk-test',
    AI_BASE_URL: fake.url,
    SHUTDOWN_GRACE_SECONDS: '20',
  });
});

afterAll(async () => {
  await server.stop();
  await fake.close();
  await rm(dataDir, { recursive: true, force: true });
});

test('a turn in flight when SIGTERM arrives is finished and stored; the process then exits 0', async () => {
  const { client } = await signUpEmployer(server.url, { verify: false });
  const posting = await createOpenPosting(client, {
    title: 'Court Interpreter',
    description: 'Interprets hearings between Spanish and English, consecutive and simultaneous.',
  });
  expect(posting.status).toBe(201);
  const candidate = new CandidateClient(server.url);
  const intake = await candidate.intake(
    posting.json.id,
    { fullName: 'Ana Candidate', email: 'ana@example.com', consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'cv.pdf' },
  );
  expect(intake.status).toBe(201);

  const response = await fetch(`${server.url}/api/public/interviews/${candidate.interviewId}/next`, {
    method: 'POST',
    headers: { 'x-candidate-token': candidate.token },
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: TurnEvent[] = [];
  let buffer = '';
  let signalled = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) events.push(JSON.parse(line) as TurnEvent);
    if (!signalled && events.some((e) => e.type === 'delta')) {
      signalled = true;
      server.child.kill('SIGTERM');
      // Draining: not ready for new work (refused, or 503 on a kept-alive connection) while the reply goes on.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ready = await fetch(`${server.url}/api/health/ready`).then(
        (r) => r.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(ready);
    }
  }
  expect(signalled).toBe(true);
  const bot = events.find((e) => e.type === 'bot');
  expect(bot && bot.type === 'bot' ? bot.turn.text : '').toContain('recent project you are proud of');
  expect(events.some((e) => e.type === 'error')).toBe(false);

  expect(await server.stop()).toBe(0);
  expect(server.log()).toContain('SIGTERM received: finishing requests in flight');
  expect(server.log()).toContain('stopped');

  // Started again on the same data: the reply given during the shutdown was stored.
  server = await startServerProcess(dataDir, { AI_API_KEY: 'sk-test', AI_BASE_URL: fake.url });
  const state = await new CandidateClient(server.url).state.call(
    Object.assign(new CandidateClient(server.url), { token: candidate.token, interviewId: candidate.interviewId }),
  );
  expect(state.status).toBe(200);
  expect(JSON.stringify(state.json)).toContain('recent project you are proud of');
}, 120_000);
