import { candidateMessages } from '../../../core/candidate-messages.ts';
import { AppError } from '../../errors.ts';
import { assessInterview } from './builtin/assessor/builtin-assessment.ts';
import { BUILTIN_ASSESSOR_MODEL } from './builtin/assessor/builtin-assessor.ts';
import { interviewerReply } from './builtin/interviewer.ts';
import { draftPlanFromDescription } from './builtin/plan-draft.ts';
import { createPocketsphinxTranscriber, type OfflineTranscriber } from './builtin/pocketsphinx.ts';
import {
  CANCELLED_MESSAGE,
  type AiLogger,
  type AiProvider,
  type CallOptions,
  type TranscribeOptions,
  type Transcription,
} from './provider.ts';

export const STT_UNAVAILABLE_MESSAGE = 'Speech-to-text is not available; please type your answer.';
export const STT_FAILED_MESSAGE = candidateMessages.processingFailed;

/** Words per streamed chunk: enough chunks that streaming is exercised, few enough to stay cheap. */
const WORDS_PER_CHUNK = 3;

export type BuiltinProviderOptions = {
  log: AiLogger;
  /** Defaults to ffmpeg + pocketsphinx from PATH and Debian's en-us model. */
  transcriber?: OfflineTranscriber;
};

/** Splits a reply into a few word groups, keeping its whitespace, so the concatenation is exact. */
export function chunkWords(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const pieces = text.match(/\s*\S+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) chunks.push(pieces.slice(i, i + wordsPerChunk).join(''));
  const trailing = /\s+$/.exec(text)?.[0];
  if (trailing && chunks.length > 0) chunks[chunks.length - 1] += trailing;
  return chunks;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Streams a finished text in word groups, as a model would, honouring the caller's abort. */
async function* streamText(text: string, opts?: CallOptions): AsyncGenerator<string> {
  for (const chunk of chunkWords(text)) {
    if (opts?.signal?.aborted) throw new AppError('UNAVAILABLE', CANCELLED_MESSAGE);
    yield chunk;
    await nextTick();
  }
}

/**
 * The offline provider: a deterministic interviewer and a rule-based assessor working from
 * the policy's typed requests, and pocketsphinx speech-to-text when installed. It has no
 * speech synthesis; the browser speaks instead.
 */
export function createBuiltinProvider(options: BuiltinProviderOptions): AiProvider {
  const transcriber = options.transcriber ?? createPocketsphinxTranscriber();
  return {
    kind: 'builtin',
    assessor: { kind: 'builtin', model: BUILTIN_ASSESSOR_MODEL },

    nextTurn: (request, opts) => streamText(interviewerReply(request), opts),

    async assess({ plan, answers, cvText }, opts) {
      if (opts?.signal?.aborted) throw new AppError('UNAVAILABLE', CANCELLED_MESSAGE);
      return assessInterview(plan, answers, cvText);
    },

    canTranscribe: () => transcriber.available(),

    draftPlan: async (posting) => draftPlanFromDescription(posting.title, posting.description),

    speechStatus: async () => ({ engine: 'pocketsphinx', model: null, missing: await transcriber.missing() }),

    async transcribeSegment(pcm: Buffer): Promise<Transcription> {
      if (!(await transcriber.pcmAvailable())) throw new AppError('UNAVAILABLE', STT_UNAVAILABLE_MESSAGE);
      try {
        return await transcriber.transcribePcm(pcm);
      } catch (error) {
        options.log.error({ err: error, bytes: pcm.length }, 'builtin speech-to-text of a segment failed');
        throw new AppError('UPSTREAM', STT_FAILED_MESSAGE);
      }
    },

    async transcribe(audio: Buffer, mime: string, transcribeOptions?: TranscribeOptions): Promise<Transcription> {
      if (!(await transcriber.available())) throw new AppError('UNAVAILABLE', STT_UNAVAILABLE_MESSAGE);
      try {
        return await transcriber.transcribe(audio, transcribeOptions);
      } catch (error) {
        options.log.error({ err: error, mime, bytes: audio.length }, 'builtin speech-to-text failed');
        throw new AppError('UPSTREAM', STT_FAILED_MESSAGE);
      }
    },
  };
}
