import { type OpenAI } from 'openai';
import { medianDraft } from '../../../core/scorecard/median-draft.ts';
import { type AssessmentDraft } from '../../../core/scorecard/scorecard.ts';
import { assessWithOpenAi } from './openai-assess.ts';
import { ASSESS_CHAT, SAMPLED_ASSESS_TEMPERATURE } from './openai-assess-prompts.ts';
import type { AiLogger, AssessRequest } from './provider.ts';

export type AssessorSampling = { models: string[]; samples: number };

/** The model name recorded on a scorecard: "gpt-4o-mini", or "a+b median of 6" for several ratings. */
export function assessorModelName({ models, samples }: AssessorSampling): string {
  const ratings = models.length * samples;
  return ratings === 1 ? models[0]! : `${models.join('+')} median of ${ratings}`;
}

/**
 * One assessment from one or several ratings: every model rates the interview `samples` times
 * (at temperature 0 when once, else sampled with distinct seeds), and the drafts are settled by
 * the median per competency (core/scorecard/median-draft.ts). Ratings that fail count for nothing;
 * when all fail, the first failure is the assessment's (the job retries it).
 */
export async function assessWithSamples(
  { client, log, models, samples }: { client: OpenAI; log: AiLogger } & AssessorSampling,
  request: AssessRequest,
  signal?: AbortSignal,
): Promise<AssessmentDraft> {
  const calls = models.flatMap((model) =>
    Array.from({ length: samples }, (_, i) =>
      assessWithOpenAi(
        samples === 1
          ? { client, model, log }
          : { client, model, log, temperature: SAMPLED_ASSESS_TEMPERATURE, seed: ASSESS_CHAT.seed + i },
        request,
        signal,
      ),
    ),
  );
  if (calls.length === 1) return calls[0]!;
  const settled = await Promise.allSettled(calls);
  const drafts = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (drafts.length === 0) throw (settled[0] as PromiseRejectedResult).reason;
  if (drafts.length < settled.length)
    log.warn(
      { failed: settled.length - drafts.length, ratings: settled.length },
      'some AI ratings failed; median of the rest',
    );
  return medianDraft(drafts);
}
