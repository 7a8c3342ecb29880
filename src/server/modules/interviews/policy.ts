import { FEEDBACK_HEADINGS } from '../../../core/feedback-sections.ts';
import {
  CLOSING_LINE,
  isEmptyTranscription,
  MAX_REPLY_WORDS,
  nextTurnIntent,
  type InterviewProgress,
} from '../../../core/interview-rules.ts';
import type { AiProvider, CallOptions, ConversationTurn, PostingBrief } from '../../adapters/ai/provider.ts';

/**
 * How the interview is held with an AI provider. The rules
 * themselves (question count, word limit, closing line) live in core/interview-rules.ts; this
 * decides what each provider call is for and passes it as typed data.
 */
export const EMPTY_REPLY_FALLBACK = "I'm sorry, I couldn't generate a response.";
export const FEEDBACK_FALLBACK = 'Unable to generate feedback.';
export const BOT_ERROR_FALLBACK =
  'I apologize, but I encountered an error while processing your request. Please try again.';
/** The seven feedback sections, in the order the assessment is asked for. */
export const FEEDBACK_SECTIONS = FEEDBACK_HEADINGS;

export type TurnInput = {
  posting: PostingBrief;
  /** The conversation so far, oldest first; the last user turn is the answer to reply to. */
  turns: ConversationTurn[];
  progress: Pick<InterviewProgress, 'questionsAsked' | 'questionsRemaining' | 'maxQuestions' | 'timeUp'>;
};

/**
 * Streams the interviewer's next reply. When the interview must close (no questions left,
 * or out of time) the reply is the closing line and no provider is asked; an empty reply
 * becomes EMPTY_REPLY_FALLBACK. Provider failures surface as the provider's AppError.
 */
export async function* nextBotTurn(
  provider: AiProvider,
  { posting, turns, progress }: TurnInput,
  options: CallOptions = {},
): AsyncGenerator<string> {
  const intent = nextTurnIntent(progress);
  if (intent === 'close') {
    yield CLOSING_LINE;
    return;
  }
  const request = {
    posting,
    turns: turns.filter((t) => !(t.speaker === 'user' && isEmptyTranscription(t.text))),
    intent,
    progress: {
      questionsAsked: progress.questionsAsked,
      questionsRemaining: progress.questionsRemaining,
      maxQuestions: progress.maxQuestions,
    },
    rules: { maxReplyWords: MAX_REPLY_WORDS, closingLine: CLOSING_LINE },
  };
  let leading = '';
  let started = false;
  for await (const delta of provider.nextTurn(request, options)) {
    if (started) {
      yield delta;
      continue;
    }
    // Hold leading whitespace back so an all-blank reply can still become the fallback.
    leading += delta;
    if (leading.trim() === '') continue;
    started = true;
    yield leading.trimStart();
  }
  if (!started) yield EMPTY_REPLY_FALLBACK;
}

/** Section headings a feedback text lacks (for logging; a model may still phrase them its own way). */
export function missingFeedbackSections(feedback: string): string[] {
  const lower = feedback.toLowerCase();
  return FEEDBACK_SECTIONS.filter((section) => !lower.includes(section.toLowerCase()));
}
