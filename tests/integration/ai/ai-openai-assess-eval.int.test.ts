import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersOf, evaluate, type EvalPosting } from '../../../src/core/scorecard/evaluation.ts';
import { findVerbatim } from '../../../src/core/scorecard/quotes.ts';
import { settleScorecard } from '../../../src/core/scorecard/settle-scorecard.ts';
import { createAiProvider } from '../../../src/server/adapters/ai/create-provider.ts';
import { providerAssessor } from '../../../src/server/adapters/ai/provider-assessor.ts';
import { loadDevelopmentSet, loadHeldOutSet } from '../../support/eval-set.ts';
import { assessorReply, INVENTED_QUOTE } from '../../support/fake-openai/assessor-replies.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../support/fake-openai/server.ts';

// Contract (issue #25 item 8): the OpenAI-compatible assessor runs a whole labelled set — the
// frozen held-out part when present, else the independent development set — against a real HTTP
// server speaking the wire format; our pipeline parses every reply, verifies quotes and settles
// the score, once or as the median of several ratings (AI_ASSESSOR_SAMPLES).
let fake: FakeOpenAi;
const postings: EvalPosting[] = loadHeldOutSet() ?? loadDevelopmentSet().dev;
const transcripts = postings.reduce((n, p) => n + p.transcripts.length, 0);

const settings = (samples: number) => ({
  AI_API_KEY: 'sk-test',
  AI_BASE_URL: fake.url,
  AI_CHAT_MODEL: 'gpt-test',
  AI_STT_MODEL: 'whisper-test',
  AI_TTS_MODEL: 'tts-test',
  AI_TTS_VOICE: 'alloy',
  AI_ASSESSOR_SAMPLES: samples,
});
const assessorWith = (samples: number) =>
  providerAssessor(createAiProvider(settings(samples), pino({ level: 'silent' })));

beforeAll(async () => {
  fake = await startFakeOpenAi({ chatReply: assessorReply });
});
afterAll(async () => {
  await fake.close();
});

describe('OpenAI-compatible assessor on a labelled set', () => {
  it('settles every transcript with verified quotes only and an Overall Score computed by us', async () => {
    fake.reset();
    const assessor = assessorWith(1);
    let invented = 0;
    for (const posting of postings)
      for (const t of posting.transcripts) {
        const answers = answersOf(t);
        const draft = await assessor.assess(posting.plan, answers);
        invented += draft.competencies.filter((c) => c.evidence.some((q) => q.quote === INVENTED_QUOTE)).length;
        const card = settleScorecard({ plan: posting.plan, planVersion: 1, provider: 'p', model: 'm', answers, draft });
        expect(card.overallScore).toBeGreaterThanOrEqual(1);
        expect(card.overallScore).toBeLessThanOrEqual(100);
        for (const c of card.competencies)
          for (const q of c.evidence) {
            const answer = answers.find((a) => a.id === q.answerId)!;
            expect(findVerbatim(q.quote, answer.text)).toBe(q.quote);
          }
      }
    expect(invented).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(transcripts);
    expect(fake.requests.every((r) => r.body.temperature === 0 && r.body.response_format?.type === 'json_schema')).toBe(
      true,
    );
  });

  it('takes the median of several sampled ratings per competency (AI_ASSESSOR_SAMPLES=3)', async () => {
    fake.reset();
    const single = await evaluate(postings, assessorWith(1));
    fake.reset();
    const sampled = assessorWith(3);
    expect(sampled.model).toBe('gpt-test median of 3');
    const median = await evaluate(postings, sampled);
    expect(fake.requests).toHaveLength(3 * transcripts);
    expect(new Set(fake.requests.map((r) => r.body.seed))).toEqual(new Set([12, 13, 14]));
    expect(fake.requests.every((r) => r.body.temperature > 0)).toBe(true);
    // The fake moves sampled ratings by -1, 0, +1: their median is the single rating.
    expect(median.results.map((r) => r.predictedOverall)).toEqual(single.results.map((r) => r.predictedOverall));
    expect(median.metrics.spearmanOverall).toBeCloseTo(single.metrics.spearmanOverall, 10);
  });
});
