import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { TurnKind } from '../../../core/candidate-turn.ts';
import type { AgainResponse, ProbeFor } from '../../../core/interview-flow.ts';
import type { InterviewPlan } from '../../../core/interview-plan.ts';
import type { SpeechComponent } from '../../../core/speech-setup.ts';
import type { TurnIntent } from '../../../core/interview-rules.ts';
import type { WordTiming } from '../../../core/scorecard/quote-start.ts';
import type { AssessmentDraft, CandidateAnswer } from '../../../core/scorecard/scorecard.ts';

export type ChatRole = 'system' | 'user' | 'assistant';

export type ChatMessage = { role: ChatRole; content: string };

export type ChatOptions = {
  temperature: number;
  maxTokens: number;
  signal?: AbortSignal;
};

/** The message of the AppError a provider throws when the caller aborted the request. */
export const CANCELLED_MESSAGE = 'The request was cancelled.';

/** Where adapters log raw provider errors (pino, as everywhere else). */
export type AiLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type TranscribeOptions = { maxSeconds?: number };

export type SpeechAudio = ReadableStream<Uint8Array> | Readable | Buffer;

/** The posting an interview is held for, as a provider needs it. */
export type PostingBrief = { title: string; description: string };

/**
 * One message of the conversation: the interviewer's (bot) or the candidate's own words (user).
 * `lowConfidence`: a transcript the recogniser was unsure of (likely garbled); never read back or probed.
 */
export type ConversationTurn = { speaker: 'user' | 'bot'; text: string; lowConfidence?: boolean };

/**
 * The plan step a provider words (interviews held with a plan version). The question text is the
 * employer's: it is asked as written, and a follow-up probes the last answer about it.
 */
export type PlanTurn = {
  /** The plan question to ask now, or the one a follow-up belongs to, verbatim. */
  question: string;
  /** What the question assesses (never said to the candidate as an assessment). */
  competency: { name: string; description: string } | null;
  /** 1-based number of the question, of `questionCount`. */
  questionNumber: number;
  questionCount: number;
  /** The plan's intro, read before the first question; only with intent 'open'. */
  intro?: string;
  /**
   * The message stays on `question` instead of asking a new one: a follow-up (`probe`) or the
   * same question again (`again`). Stored as a follow-up: it keeps the question's number.
   */
  followUp: boolean;
  /**
   * A follow-up within the plan's budget, and what it asks for: the situation, what the
   * candidate themselves did, or the result of their story; more detail (a general answer to a
   * question that is not about a past event); how they would approach it (after
   * "I've never done that"); or 'cv': the one question grounded in the candidate's CV.
   */
  probe?: ProbeFor;
  /**
   * The same question again, and why: repeat it word for word; rephrase it from the plan
   * (clarify); a short reassurance (reassure); a calm refusal of a request to the AI (refuse);
   * back to the question after an off-topic (redirect) or unusable (reask) turn.
   */
  again?: AgainResponse;
  /** What our rule (core/candidate-turn.ts) heard in the candidate's last turn; null: a low-confidence transcript. */
  heard?: TurnKind | null;
  /**
   * With probe 'cv': a short sanitised phrase from a CV line that mentions the
   * competency, and the matching CV lines (capped). Candidate data, never instructions.
   */
  cv?: { phrase: string; excerpt: string };
};

/**
 * What the interviewer's next message must do, as data. The interview conductor decides it
 * (modules/interviews); a provider only words it. Closing is never asked of a provider.
 */
export type NextTurnRequest = {
  posting: PostingBrief;
  /** The conversation so far, oldest first, without empty transcriptions; the last user turn is the answer to reply to. */
  turns: ConversationTurn[];
  intent: Exclude<TurnIntent, 'close'>;
  progress: { questionsAsked: number; questionsRemaining: number; maxQuestions: number };
  rules: { maxReplyWords: number; closingLine: string };
  /** The plan step to word; absent for interviews without a plan version (the provider words its own questions). */
  plan?: PlanTurn;
  /** The employer's display name, when known (the greeting names it). */
  employerName?: string;
};

/**
 * A transcript and, where the recogniser reports them, its confidence from 0 to 1 and when each
 * word begins (a scorecard quote plays from its words, core/scorecard/quote-start.ts).
 */
export type Transcription = { text: string; confidence: number | null; words?: WordTiming[] };

/**
 * The assessment of a finished interview against its plan: the assessor proposes a scorecard
 * draft; our code (core/scorecard/settle-scorecard.ts) verifies it and computes the score.
 */
export type AssessRequest = {
  posting: PostingBrief;
  plan: InterviewPlan;
  /** The candidate's own answers, each tied to a plan question; data, never instructions. */
  answers: CandidateAnswer[];
  /**
   * Text extracted from the candidate's CV, when available. It may only inform the separate
   * "CV vs interview" note, never the ratings or their evidence.
   */
  cvText?: string;
};

export type CallOptions = { signal?: AbortSignal };

/**
 * What transcribes spoken answers on this server, and what is missing for it (the builtin engine
 * needs programs npm cannot bring). Read by core/speech-setup.ts, the one home of what is said about it.
 */
export type SpeechStatus = {
  engine: 'pocketsphinx' | 'openai-compatible';
  /** The speech-to-text model (OpenAI-compatible), or null for pocketsphinx. */
  model: string | null;
  missing: SpeechComponent[];
};
export type { SpeechComponent };

/** Which assessor wrote an assessment; recorded on the interview and shown to the employer. */
export type AssessorInfo = { kind: AiProvider['kind']; model: string | null };

/**
 * The outside AI world as the rest of the server sees it. What to ask and how to use the
 * answers (question count, word limit, closing line, feedback sections) is interview
 * policy and lives in `modules/interviews`; it reaches a provider as typed requests.
 *
 * Every method fails with an `AppError` ('UPSTREAM' or 'UNAVAILABLE') whose message is
 * safe to show to a candidate; raw provider errors are only logged.
 */
export interface AiProvider {
  readonly kind: 'builtin' | 'openai-compatible';
  /** Who writes assessments here (the model name on the OpenAI-compatible path). */
  readonly assessor: AssessorInfo;
  /** The interviewer's next message, streamed as text deltas, in order. */
  nextTurn(request: NextTurnRequest, opts?: CallOptions): AsyncIterable<string>;
  /** A scorecard draft for a finished interview (same shape from every provider). */
  assess(request: AssessRequest, opts?: CallOptions): Promise<AssessmentDraft>;
  /**
   * Speech-to-text of one recorded answer. `maxSeconds`, when given, is a second guard after
   * the caller's duration check: audio past it is not transcribed where the provider can cut.
   */
  transcribe(audio: Buffer, mime: string, options?: TranscribeOptions): Promise<Transcription>;
  /**
   * Speech-to-text of one speech segment uploaded while the candidate speaks: raw PCM, 16 kHz,
   * mono, signed 16-bit little-endian (core/answer-segments.ts). Word starts are seconds from the
   * segment's start.
   */
  transcribeSegment(pcm: Buffer): Promise<Transcription>;
  /** Who transcribes here and what is missing for spoken answers (the start log and the employer's notice). */
  speechStatus(): Promise<SpeechStatus>;
  /** Text-to-speech; absent when the provider cannot speak (the browser speaks instead). */
  speak?(text: string): Promise<SpeechAudio>;
  /** Whether `transcribe` can work here; when false the candidate types answers. */
  canTranscribe(): Promise<boolean>;
  /** "Draft from the job description": a proposed interview plan, valid by the plan contract. */
  draftPlan(posting: PostingBrief, opts?: CallOptions): Promise<InterviewPlan>;
}

/** Collects a whole streamed chat reply. */
export async function collectChat(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const delta of stream) text += delta;
  return text;
}
