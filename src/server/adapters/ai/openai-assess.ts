import { APIError, type OpenAI } from 'openai';
import {
  assessmentDraftJsonSchema,
  assessmentDraftSchema,
  type AssessmentDraft,
} from '../../../core/scorecard/scorecard.ts';
import { AppError } from '../../errors.ts';
import { ASSESS_CHAT, buildAssessMessages } from './openai-assess-prompts.ts';
import { toAppError } from './openai-errors.ts';
import type { AiLogger, AssessRequest } from './provider.ts';

/** The user-facing failure when a model's reply is not a valid scorecard draft (the job retries it). */
export const ASSESSMENT_INVALID_MESSAGE = "The AI's assessment did not match the scorecard format.";
export const INVALID_SCORECARD_REASON = 'invalid-scorecard';

/** Structured output first; servers without it get plain JSON mode, then no response format at all. */
const RESPONSE_FORMATS = [
  {
    type: 'json_schema',
    json_schema: { name: 'scorecard_draft', schema: assessmentDraftJsonSchema() },
  },
  { type: 'json_object' },
  undefined,
] as const;

/** A server refusing an unknown `response_format` answers 400 or 422; anything else is a real failure. */
const refusesFormat = (error: unknown) => error instanceof APIError && (error.status === 400 || error.status === 422);

/** The first balanced JSON object in a text (models sometimes wrap it in prose or a code fence). */
export function firstJsonObject(text: string): unknown {
  try {
    return JSON.parse(text.trim());
  } catch {
    // fall through to scanning
  }
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (inString) {
        if (ch === '\\') i++;
        else if (ch === '"') inString = false;
        continue;
      }
      if (ch === '"') inString = true;
      else if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) {
        try {
          return JSON.parse(text.slice(start, i + 1));
        } catch {
          break;
        }
      }
    }
  }
  return undefined;
}

/**
 * A scorecard draft from an OpenAI-compatible model: temperature 0, a fixed seed, JSON-schema
 * output with a tolerant fallback. A reply that is not a valid draft is an UPSTREAM error
 * (reason "invalid-scorecard"); the assessment job retries it, then marks the interview failed.
 */
export async function assessWithOpenAi(
  {
    client,
    model,
    log,
    temperature = ASSESS_CHAT.temperature,
    seed = ASSESS_CHAT.seed,
  }: { client: OpenAI; model: string; log: AiLogger; temperature?: number; seed?: number },
  request: AssessRequest,
  signal?: AbortSignal,
): Promise<AssessmentDraft> {
  const messages = buildAssessMessages(request);
  let content = '';
  for (const [index, format] of RESPONSE_FORMATS.entries()) {
    try {
      const completion = await client.chat.completions.create(
        {
          model,
          temperature,
          seed,
          max_tokens: ASSESS_CHAT.maxTokens,
          messages,
          ...(format ? { response_format: format } : {}),
        },
        { signal },
      );
      content = completion.choices[0]?.message?.content ?? '';
      break;
    } catch (error) {
      if (index < RESPONSE_FORMATS.length - 1 && refusesFormat(error)) {
        log.info({ format: format?.type }, 'AI provider refused this response format; trying the next');
        continue;
      }
      throw toAppError(error, 'chat', log);
    }
  }
  const parsed = assessmentDraftSchema.safeParse(firstJsonObject(content));
  if (!parsed.success) {
    log.warn(
      { length: content.length, issues: parsed.error.issues.slice(0, 5) },
      'AI assessment failed the scorecard schema',
    );
    throw new AppError('UPSTREAM', ASSESSMENT_INVALID_MESSAGE, { operation: 'chat', reason: INVALID_SCORECARD_REASON });
  }
  return parsed.data;
}
