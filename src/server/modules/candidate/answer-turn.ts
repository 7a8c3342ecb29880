import { candidateMessages } from '../../../core/api/candidate.ts';
import { deriveProgress, isEmptyTranscription, minutesPerInterview } from '../../../core/interview-rules.ts';
import { blobKeys } from '../../adapters/storage/keys.ts';
import type { Transcription } from '../../adapters/ai/provider.ts';
import type { UseCaseContext } from '../../deps.ts';
import { eq } from 'drizzle-orm';
import { ANSWER_CONTINUED_CODE, endOfTurnIsStale } from '../../../core/answer-segments.ts';
import type { Db } from '../../db/client.ts';
import { interviews, interviewTurns } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { loadTurns, type CandidateInterview, type TurnRow } from './load-candidate-interview.ts';
import { presentTurn } from './presenters.ts';
import { loadCvText } from '../cv/load-cv-text.ts';
import { streamBotTurn, type Emit } from './stream-bot-turn.ts';
import { answerSecondsFor } from '../plans/answer-seconds.ts';
import { loadPlanVersion } from '../plans/load-plan-version.ts';
import { transcribeAnswer } from './transcribe-answer.ts';
import { deleteSegments, transcriptFromSegments } from './transcript-from-segments.ts';
import { fixWebmDuration } from '../../../core/webm-duration.ts';
import { billingEnabledIn } from '../../env.ts';

export type AnswerInput = {
  /** The sequence number the answer takes; a retry of a stored answer sends the same one. */
  seq: number;
  typedText?: string;
  recording?: { bytes: Buffer; mime: string };
  /**
   * The answer was uploaded as this many speech segments while the candidate spoke
   * (docs/decisions/0030): its transcript is built from them and the recording is only stored.
   */
  segments?: number;
  /** The answer generation the page knew when it declared the end of turn (GENERATION_FIELD). */
  generation?: number;
};

const continued = () =>
  new AppError(ANSWER_CONTINUED_CODE, 'The candidate went on speaking: a newer end of turn of this answer counts.');

/** Refuses an end of turn declared before the answer was continued (see endOfTurnIsStale). */
async function assertCurrentGeneration(db: Db, interviewId: string, declared: number | undefined, lock: boolean) {
  if (declared === undefined) return;
  const query = db
    .select({ generation: interviews.answerGeneration })
    .from(interviews)
    .where(eq(interviews.id, interviewId));
  const [row] = lock ? await query.for('update') : await query;
  if (endOfTurnIsStale(declared, row?.generation ?? 0)) throw continued();
}

const isWebm = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32BE(0) === 0x1a45dfa3;

function assertAnswerFits(turns: TurnRow[], seq: number) {
  const progress = deriveProgress(turns);
  if (progress.finished) {
    throw new AppError('CONFLICT', 'The interview is finished. Please submit it.');
  }
  if (!progress.awaitingAnswer || seq !== progress.nextSeq) {
    throw new AppError('CONFLICT', 'This answer is out of step with the interview. Please reload the page.');
  }
}

/**
 * Stores one answer once it is transcribed (the recording, then at once the turn) and streams
 * the interviewer's reply. Nothing is stored before the transcript exists, so an answer refused
 * (too long, queue full) or cut short by a crash leaves no file behind; the client resends it
 * with the same seq. Retrying an answer that was already stored only (re)generates the missing
 * reply, so a flaky network never duplicates or loses a turn.
 */
export async function answerTurn(
  deps: UseCaseContext<'ai' | 'blobs' | 'db' | 'env' | 'log' | 'transcription' | 'turnMeaning'>,
  interview: CandidateInterview,
  input: AnswerInput,
  emit: Emit,
) {
  const db = deps.db;
  let turns = await loadTurns({ db }, interview.id);
  const alreadyStored = turns.find((t) => t.seq === input.seq && t.speaker === 'user');

  if (!alreadyStored) {
    await assertCurrentGeneration(db, interview.id, input.generation, false);
    assertAnswerFits(turns, input.seq);
    if (input.recording && !isWebm(input.recording.bytes)) {
      throw new AppError('UNSUPPORTED_MEDIA', 'The recording must be a WebM file.');
    }
    const typed = input.typedText?.trim();
    const fromSegments = !typed && input.segments !== undefined;
    const answerSeconds =
      input.recording && !fromSegments
        ? await answerSecondsFor(db, interview.planVersionId, deriveProgress(turns).questionsAsked)
        : undefined;
    const { text, confidence, words }: Transcription = typed
      ? { text: typed, confidence: null }
      : fromSegments
        ? await transcriptFromSegments(deps, interview.id, input.seq, input.segments!)
        : input.recording
          ? await transcribeAnswer(deps, input.recording, emit, answerSeconds)
          : { text: '', confidence: null };
    if (fromSegments) await assertCurrentGeneration(db, interview.id, input.generation, false);
    if (isEmptyTranscription(text)) {
      // The candidate answers again with the same seq: its segments start afresh at index 0.
      if (fromSegments) await deleteSegments(deps, interview.id, input.seq);
      emit({ type: 'empty', message: candidateMessages.emptyAnswer });
      return;
    }
    let recordingKey: string | null = null;
    if (input.recording) {
      recordingKey = blobKeys.recording(interview.jobPostingId, interview.id, input.seq);
      // MediaRecorder writes no Duration: store it with one, so players show the length and seek.
      await deps.blobs.put(recordingKey, Buffer.from(fixWebmDuration(input.recording.bytes)), 'video/webm');
    }
    // Stored only if no `continue` came meanwhile: both take the interview row's lock first.
    const [stored] = await db.transaction(async (tx) => {
      await assertCurrentGeneration(tx, interview.id, input.generation, true);
      return tx
        .insert(interviewTurns)
        .values({
          interviewId: interview.id,
          seq: input.seq,
          speaker: 'user',
          text: text.trim(),
          recordingKey,
          sttConfidence: confidence,
          wordTimings: words && words.length > 0 ? words : null,
        })
        .onConflictDoNothing()
        .returning();
    });
    // Segments sent before the candidate switched to tap or typing are not this answer's source.
    if (stored && !fromSegments) await deleteSegments(deps, interview.id, input.seq);
    if (stored) turns = [...turns, stored];
    else turns = await loadTurns({ db }, interview.id);
  }

  const answer = turns.find((t) => t.seq === input.seq)!;
  emit({ type: 'answer', turn: presentTurn(answer) });
  await replyAfter(
    deps,
    interview,
    turns.filter((t) => t.seq <= input.seq),
    turns.find((t) => t.seq === input.seq + 1),
    emit,
  );
}

/** The opening question, or the reply still owed to the last answer (after a reload or a dropped stream). */
export async function resumeTurn(
  deps: UseCaseContext<'ai' | 'db' | 'env' | 'log' | 'turnMeaning'>,
  interview: CandidateInterview,
  emit: Emit,
) {
  const turns = await loadTurns(deps, interview.id);
  const last = turns.at(-1);
  if (last?.speaker === 'bot') await replyAfter(deps, interview, turns.slice(0, -1), last, emit);
  else await replyAfter(deps, interview, turns, undefined, emit);
}

/** The interviewer's reply after `history`: the stored one when it exists, else a new one, streamed. */
async function replyAfter(
  deps: UseCaseContext<'ai' | 'db' | 'env' | 'log' | 'turnMeaning'>,
  interview: CandidateInterview,
  history: TurnRow[],
  storedReply: TurnRow | undefined,
  emit: Emit,
) {
  if (storedReply) {
    const after = deriveProgress([...history, storedReply]);
    emit({
      type: 'bot',
      turn: presentTurn(storedReply),
      finished: after.finished,
      questionsAsked: after.questionsAsked,
    });
    return;
  }
  const minutes = minutesPerInterview(interview.ownerPlan, billingEnabledIn(deps.env));
  // The plan version recorded at intake: the interviewer follows it to the end, whatever is published since.
  const plan = (await loadPlanVersion(deps, interview.planVersionId))?.plan ?? null;
  const progress = deriveProgress(history, { minutesPerInterview: minutes, questionCount: plan?.questions.length });
  const { title, description } = interview.posting;
  // The CV is read only when the plan allows its one CV follow-up (docs/decisions/0023-cv-follow-up-and-cv-note.md).
  const cvText = plan?.cvFollowUp ? (await loadCvText(deps, interview.id))?.text : null;
  await streamBotTurn(
    deps,
    { interviewId: interview.id, title, description, plan, cvText, turns: history, progress },
    emit,
  );
}
