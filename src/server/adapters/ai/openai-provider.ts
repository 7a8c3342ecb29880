import OpenAI, { toFile } from 'openai';
import { SEGMENT_SAMPLE_RATE } from '../../../core/answer-segments.ts';
import { AppError } from '../../errors.ts';
import { wavFromPcm16 } from './pcm-wav.ts';
import { CANCELLED_MESSAGE, streamStalledError, toAppError } from './openai-errors.ts';
import { assessorModelName, assessWithSamples } from './openai-assess-samples.ts';
import { draftPlanWithOpenAi } from './openai-plan-draft.ts';
import { buildTurnMessages, TURN_CHAT } from './openai-prompts.ts';
import { confidenceFromSegments, reportsSegments, wordTimingsOf } from './openai-transcription.ts';
import {
  type AiLogger,
  type AiProvider,
  type ChatMessage,
  type ChatOptions,
  type SpeechAudio,
  type Transcription,
} from './provider.ts';

/** docs/product-rules.md §9: 2 retries, 10 minute timeout. Backoff (0.5 s doubling to 8 s, jitter) is the SDK's own. */
export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
/** A started stream that sends nothing for this long is treated as dead. */
export const DEFAULT_STREAM_IDLE_TIMEOUT_MS = 60 * 1000;

export type OpenAiProviderOptions = {
  apiKey: string;
  /** Any OpenAI-compatible endpoint (OpenAI, Azure, Ollama, vLLM, llama.cpp server); SDK default when unset. */
  baseURL?: string;
  chatModel: string;
  sttModel: string;
  ttsModel: string;
  ttsVoice: string;
  /** Models that rate each interview (default: the chat model) and ratings per model; more than one rating is settled by the median. */
  assessorModels?: string[];
  assessorSamples?: number;
  log: AiLogger;
  /** Time allowed until response headers arrive, per attempt. */
  timeoutMs?: number;
  maxRetries?: number;
  /** Longest silence allowed between streamed chunks (the SDK timeout stops at the headers). */
  streamIdleTimeoutMs?: number;
};

/** Whisper infers the audio format from the file name, so the extension follows the MIME type. */
export function recordingFileName(mime: string): string {
  const type = mime.split(';')[0]!.trim().toLowerCase();
  const extension: Record<string, string> = {
    'audio/wav': 'wav',
    'audio/x-wav': 'wav',
    'audio/wave': 'wav',
    'audio/ogg': 'ogg',
    'audio/mpeg': 'mp3',
    'audio/mp4': 'm4a',
    'video/mp4': 'mp4',
  };
  return `recording.${extension[type] ?? 'webm'}`;
}

/** The provider plus its raw chat transport (exercised by the wire-format contract tests). */
export type OpenAiProvider = AiProvider & {
  chat(messages: ChatMessage[], opts: ChatOptions): AsyncIterable<string>;
};

/**
 * The production adapter, on the official `openai` SDK. It builds its own prompts from the
 * typed requests of the interview conductor (openai-prompts.ts).
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): OpenAiProvider {
  const { log } = options;
  const idleMs = options.streamIdleTimeoutMs ?? DEFAULT_STREAM_IDLE_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });

  const assessing = {
    models: options.assessorModels?.length ? options.assessorModels : [options.chatModel],
    samples: options.assessorSamples ?? 1,
  };

  const provider: OpenAiProvider = {
    kind: 'openai-compatible',
    assessor: { kind: 'openai-compatible', model: assessorModelName(assessing) },

    nextTurn: (request, opts) => provider.chat(buildTurnMessages(request), { ...TURN_CHAT, signal: opts?.signal }),

    assess: (request, opts) => assessWithSamples({ client, log, ...assessing }, request, opts?.signal),

    async *chat(messages: ChatMessage[], opts: ChatOptions) {
      const controller = new AbortController();
      const cancel = () => controller.abort();
      if (opts.signal?.aborted) cancel();
      opts.signal?.addEventListener('abort', cancel, { once: true });
      let stalled = false;
      let idleTimer: NodeJS.Timeout | undefined;
      const watchIdle = () => {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => {
          stalled = true;
          controller.abort();
        }, idleMs);
      };
      const failure = (error: unknown) => (stalled ? streamStalledError(log, idleMs) : toAppError(error, 'chat', log));

      try {
        let stream;
        try {
          stream = await client.chat.completions.create(
            {
              model: options.chatModel,
              stream: true,
              temperature: opts.temperature,
              max_tokens: opts.maxTokens,
              messages,
            },
            { signal: controller.signal },
          );
        } catch (error) {
          throw failure(error);
        }
        watchIdle();
        try {
          for await (const chunk of stream) {
            const delta = chunk.choices[0]?.delta?.content;
            if (!delta) {
              watchIdle();
              continue;
            }
            // The consumer's own pace (e.g. speaking a sentence) must not count as provider silence.
            clearTimeout(idleTimer);
            yield delta;
            watchIdle();
          }
        } catch (error) {
          throw failure(error);
        }
        // The SDK ends an aborted stream quietly; a cut-off reply must not pass as a complete one.
        if (stalled) throw streamStalledError(log, idleMs);
        if (opts.signal?.aborted)
          throw new AppError('UNAVAILABLE', CANCELLED_MESSAGE, { operation: 'chat', reason: 'aborted' });
      } finally {
        clearTimeout(idleTimer);
        opts.signal?.removeEventListener('abort', cancel);
        // Ends the HTTP request when the consumer stops early; harmless after a complete stream.
        controller.abort();
      }
    },

    speechStatus: async () => ({ engine: 'openai-compatible', model: options.sttModel, missing: [] }),

    // A segment is headerless PCM; /audio/transcriptions reads files, so it goes as a WAV.
    transcribeSegment(pcm: Buffer): Promise<Transcription> {
      return provider.transcribe(wavFromPcm16(pcm, SEGMENT_SAMPLE_RATE), 'audio/wav');
    },

    async transcribe(audio: Buffer, mime: string): Promise<Transcription> {
      try {
        const file = await toFile(audio, recordingFileName(mime), { type: mime });
        // Whisper models report per-segment log probabilities and word timings in verbose_json; others give text only.
        if (!reportsSegments(options.sttModel)) {
          const result = await client.audio.transcriptions.create({ file, model: options.sttModel });
          return { text: result.text, confidence: null };
        }
        const result = await client.audio.transcriptions.create({
          file,
          model: options.sttModel,
          response_format: 'verbose_json',
          timestamp_granularities: ['word', 'segment'],
        });
        return {
          text: result.text,
          confidence: confidenceFromSegments(result.segments),
          words: wordTimingsOf(result),
        };
      } catch (error) {
        throw toAppError(error, 'transcribe', log);
      }
    },

    async speak(text: string): Promise<SpeechAudio> {
      try {
        const response = await client.audio.speech.create({
          model: options.ttsModel,
          voice: options.ttsVoice,
          input: text,
        });
        return response.body ?? Buffer.from(await response.arrayBuffer());
      } catch (error) {
        throw toAppError(error, 'speak', log);
      }
    },

    canTranscribe: async () => true,

    draftPlan: (posting, opts) => draftPlanWithOpenAi({ client, model: options.chatModel, log }, posting, opts?.signal),
  };
  return provider;
}
