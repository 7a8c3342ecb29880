import { and, eq, isNull } from 'drizzle-orm';
import { blobKeys } from '../../adapters/storage/keys.ts';
import type { UseCaseContext } from '../../deps.ts';
import { answerSegments, interviewTurns } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CandidateInterview } from './load-candidate-interview.ts';
import { fixWebmDuration } from '../../../core/webm-duration.ts';

const isWebm = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32BE(0) === 0x1a45dfa3;

/**
 * The full recording of an answer already stored from its segments (docs/decisions/0030), sent
 * after the reply started so the reply never waits for it. Stored for playback only (the
 * transcript came from the segments); sending it again changes nothing.
 */
export async function attachAnswerRecording(
  deps: UseCaseContext<'db' | 'blobs'>,
  interview: CandidateInterview,
  seq: number,
  bytes: Buffer,
): Promise<{ stored: boolean }> {
  const db = deps.db;
  if (!isWebm(bytes)) throw new AppError('UNSUPPORTED_MEDIA', 'The recording must be a WebM file.');
  const [answer] = await db
    .select({ recordingKey: interviewTurns.recordingKey, speaker: interviewTurns.speaker })
    .from(interviewTurns)
    .where(and(eq(interviewTurns.interviewId, interview.id), eq(interviewTurns.seq, seq)));
  if (!answer || answer.speaker !== 'user') {
    throw new AppError('CONFLICT', 'This answer is not stored yet. Send it with the end of your answer.');
  }
  if (answer.recordingKey) return { stored: true };
  const [segment] = await db
    .select({ idx: answerSegments.idx })
    .from(answerSegments)
    .where(and(eq(answerSegments.interviewId, interview.id), eq(answerSegments.seq, seq)))
    .limit(1);
  if (!segment) throw new AppError('CONFLICT', 'Only an answer sent in segments takes its recording later.');
  const key = blobKeys.recording(interview.jobPostingId, interview.id, seq);
  // MediaRecorder writes no Duration: store it with one, so players show the length and seek.
  await deps.blobs.put(key, Buffer.from(fixWebmDuration(bytes)), 'video/webm');
  await db
    .update(interviewTurns)
    .set({ recordingKey: key })
    .where(
      and(
        eq(interviewTurns.interviewId, interview.id),
        eq(interviewTurns.seq, seq),
        isNull(interviewTurns.recordingKey),
      ),
    );
  return { stored: true };
}
