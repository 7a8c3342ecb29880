import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { createPocketsphinxTranscriber } from './builtin/pocketsphinx.ts';
import { BACKEND_POSTING } from '../../../../tests/fixtures/job-postings.ts';
import { CLOSING_LINE } from '../../../core/interview-rules.ts';
import { draftPlanFromDescription } from './builtin/plan-draft.ts';
import { chunkWords, createBuiltinProvider, STT_UNAVAILABLE_MESSAGE } from './builtin-provider.ts';
import { BUILTIN_ASSESSOR_MODEL } from './builtin/assessor/builtin-assessor.ts';

const log = pino({ level: 'silent' });

describe('chunkWords', () => {
  test('splits into word groups whose concatenation is the original text', () => {
    const text = '  Hello there, how are you doing today?\nFine. ';
    const chunks = chunkWords(text, 3);
    expect(chunks.length).toBe(3);
    expect(chunks.join('')).toBe(text);
  });
});

describe('builtin provider', () => {
  test('words the interviewer turn from typed data, streamed in several chunks', async () => {
    const provider = createBuiltinProvider({ log });
    const chunks: string[] = [];
    const request = {
      posting: BACKEND_POSTING,
      turns: [],
      intent: 'open' as const,
      progress: { questionsAsked: 0, questionsRemaining: 10, maxQuestions: 10 },
      rules: { maxReplyWords: 50, closingLine: CLOSING_LINE },
    };
    for await (const chunk of provider.nextTurn(request)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toMatch(/^Hello, and welcome to your interview for the Senior Backend Engineer role\./);
    expect(chunks.join('')).not.toMatch(/Screenroom|offline/i);
  });

  test('assesses the answers against the plan as a scorecard draft, deterministically, and says who assessed', async () => {
    const provider = createBuiltinProvider({ log });
    expect(provider.assessor).toEqual({ kind: 'builtin', model: BUILTIN_ASSESSOR_MODEL });
    const plan = draftPlanFromDescription(BACKEND_POSTING.title, BACKEND_POSTING.description);
    const answers = [
      {
        id: '2',
        questionId: plan.questions[0]!.id,
        text: 'I rolled back the release, traced the timeout to a missing index and cut latency from 900 to 120 ms.',
      },
    ];
    const draft = await provider.assess({ posting: BACKEND_POSTING, plan, answers });
    expect(draft.competencies.map((c) => c.competencyId)).toEqual(plan.competencies.map((c) => c.id));
    expect(draft.questions.map((q) => q.questionId)).toEqual(plan.questions.map((q) => q.id));
    expect(await provider.assess({ posting: BACKEND_POSTING, plan, answers })).toEqual(draft);
  });

  test('has no speech synthesis', () => {
    expect(createBuiltinProvider({ log }).speak).toBeUndefined();
  });

  test('without the speech tools it says so and asks for a typed answer', async () => {
    const transcriber = createPocketsphinxTranscriber({ modelDir: '/nonexistent/pocketsphinx-model' });
    const provider = createBuiltinProvider({ log, transcriber });
    expect(await provider.canTranscribe()).toBe(false);
    await expect(provider.transcribe(Buffer.from('audio'), 'audio/webm')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: STT_UNAVAILABLE_MESSAGE,
    });
  });
});
