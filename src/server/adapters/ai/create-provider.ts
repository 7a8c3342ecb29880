import type { Env } from '../../env.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import type { AiLogger, AiProvider } from './provider.ts';

export type AiSettings = Pick<
  Env,
  'AI_API_KEY' | 'AI_BASE_URL' | 'AI_CHAT_MODEL' | 'AI_STT_MODEL' | 'AI_TTS_MODEL' | 'AI_TTS_VOICE'
> &
  Partial<Pick<Env, 'AI_ASSESSOR_SAMPLES' | 'AI_ASSESSOR_MODELS'>>;

/** OpenAI-compatible when an API key is configured, otherwise the builtin offline provider. */
export function createAiProvider(env: AiSettings, log: AiLogger): AiProvider {
  if (!env.AI_API_KEY) return createBuiltinProvider({ log });
  return createOpenAiProvider({
    apiKey: env.AI_API_KEY,
    baseURL: env.AI_BASE_URL,
    chatModel: env.AI_CHAT_MODEL,
    sttModel: env.AI_STT_MODEL,
    ttsModel: env.AI_TTS_MODEL,
    ttsVoice: env.AI_TTS_VOICE,
    assessorModels: env.AI_ASSESSOR_MODELS?.split(',')
      .map((m) => m.trim())
      .filter(Boolean),
    assessorSamples: env.AI_ASSESSOR_SAMPLES,
    log,
  });
}
