import { AppError } from '../../errors.ts';
import { writeFeedbackReport } from './builtin/feedback-report.ts';
import { interviewerReply } from './builtin/interviewer.ts';
import { draftPlanFromDescription } from './builtin/plan-draft.ts';
import { createPocketsphinxTranscriber, type OfflineTranscriber } from './builtin/pocketsphinx.ts';
import { readMarkers, readTranscriptBlock } from './prompt-markers.ts';
import { CANCELLED_MESSAGE, type AiLogger, type AiProvider, type ChatMessage, type ChatOptions } from './provider.ts';

export const STT_UNAVAILABLE_MESSAGE = 'Speech-to-text is not available; please type your answer.';
export const STT_FAILED_MESSAGE = 'Failed to process recording. Please try again.';
export const BUILTIN_FREE_FORM_REPLY =
  "I'm Screenroom's builtin offline assistant. I can run structured interviews and write rule-based feedback, but not hold a free conversation.";

/** Words per streamed chunk: enough chunks that streaming is exercised, few enough to stay cheap. */
const WORDS_PER_CHUNK = 3;

export type BuiltinProviderOptions = {
  log: AiLogger;
  /** Defaults to ffmpeg + pocketsphinx from PATH and Debian's en-us model. */
  transcriber?: OfflineTranscriber;
};

/** The reply the builtin gives, decided from the policy's prompt markers. */
export function builtinReply(messages: ChatMessage[]): string {
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const markers = readMarkers(system);
  const last = messages[messages.length - 1];
  if (markers?.mode === 'interview-turn') {
    return interviewerReply({ markers, lastAnswer: last?.role === 'user' ? last.content : undefined });
  }
  if (markers?.mode === 'feedback') {
    const userText = messages
      .filter((m) => m.role === 'user')
      .map((m) => m.content)
      .join('\n');
    const transcript = readTranscriptBlock(userText) ?? readTranscriptBlock(system) ?? userText;
    return writeFeedbackReport({ title: markers.jobTitle, description: markers.jobDescription, transcript });
  }
  return BUILTIN_FREE_FORM_REPLY;
}

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

/**
 * The offline provider: a deterministic interviewer and a rule-based assessor driven by
 * the same prompts as a language model, and pocketsphinx speech-to-text when installed.
 * It has no speech synthesis; the browser speaks instead.
 */
export function createBuiltinProvider(options: BuiltinProviderOptions): AiProvider {
  const transcriber = options.transcriber ?? createPocketsphinxTranscriber();
  return {
    kind: 'builtin',

    async *chat(messages: ChatMessage[], opts: ChatOptions) {
      const reply = builtinReply(messages);
      for (const chunk of chunkWords(reply)) {
        if (opts.signal?.aborted) throw new AppError('UNAVAILABLE', CANCELLED_MESSAGE);
        yield chunk;
        await nextTick();
      }
    },

    canTranscribe: () => transcriber.available(),

    draftPlan: async (posting) => draftPlanFromDescription(posting.title, posting.description),

    async transcribe(audio: Buffer, mime: string) {
      if (!(await transcriber.available())) throw new AppError('UNAVAILABLE', STT_UNAVAILABLE_MESSAGE);
      try {
        return await transcriber.transcribe(audio);
      } catch (error) {
        options.log.error({ err: error, mime, bytes: audio.length }, 'builtin speech-to-text failed');
        throw new AppError('UPSTREAM', STT_FAILED_MESSAGE);
      }
    },
  };
}
