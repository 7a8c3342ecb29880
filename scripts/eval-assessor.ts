import pino from 'pino';
import { builtinAssessor, type Assessor } from '../src/server/adapters/ai/builtin/assessor/builtin-assessor.ts';
import { createAiProvider } from '../src/server/adapters/ai/create-provider.ts';
import { readEnv } from './cli.ts';

/**
 * The assessor `npm run eval` measures: the builtin rules, or with AI_API_KEY set the configured
 * OpenAI-compatible model through the same provider as the assessment job (AI_BASE_URL,
 * AI_CHAT_MODEL, AI_ASSESSOR_SAMPLES, AI_ASSESSOR_MODELS apply).
 */
export async function configuredAssessor(): Promise<Assessor> {
  if (!process.env.AI_API_KEY) return builtinAssessor;
  const env = readEnv();
  if (!env) process.exit(1);
  const provider = createAiProvider(env, pino({ level: 'warn' }));
  return {
    provider: provider.assessor.kind,
    model: provider.assessor.model ?? provider.kind,
    assess: (plan, answers) =>
      provider.assess({
        // The labelled set has no job descriptions: the plan's competencies stand in for one.
        posting: {
          title: 'Evaluation',
          description: plan.competencies.map((c) => `${c.name}: ${c.description}`).join('\n'),
        },
        plan,
        answers,
      }),
  };
}
