import pino from 'pino';
import { builtinAssessor, type Assessor } from '../src/server/adapters/ai/builtin/assessor/builtin-assessor.ts';
import { createAiProvider } from '../src/server/adapters/ai/create-provider.ts';
import { providerAssessor } from '../src/server/adapters/ai/provider-assessor.ts';
import { readEnv } from './cli.ts';

/**
 * The assessor `npm run eval` measures: the builtin rules, or with AI_API_KEY set the configured
 * OpenAI-compatible model through the same provider as the assessment job (AI_BASE_URL,
 * AI_CHAT_MODEL, AI_ASSESSOR_SAMPLES and AI_ASSESSOR_MODELS apply).
 */
export async function configuredAssessor(): Promise<Assessor> {
  if (!process.env.AI_API_KEY) return builtinAssessor;
  const env = readEnv();
  if (!env) process.exit(1);
  return providerAssessor(createAiProvider(env, pino({ level: 'warn' })));
}
