import { candidateMessages } from '../../../core/candidate-messages.ts';
import { ANSWER_SECONDS, maxRecordingSeconds, recordingTooLongMessage } from '../../../core/interview-rules.ts';
import { canProbeDuration, probeDuration, ProbeFailure } from '../../adapters/media/recording-duration.ts';
import { PoolFullError } from '../../bounded-pool.ts';
import type { Transcription } from '../../adapters/ai/provider.ts';
import type { UseCaseContext } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { Emit } from './stream-bot-turn.ts';

export type Recording = { bytes: Buffer; mime: string };

let warnedNoProbe = false;

/**
 * Refuses a recording longer than the answer time (plus a margin) before it costs any
 * transcription. Without ffprobe installed the length cannot be read; that is logged once,
 * and the builtin provider's ffmpeg still decodes no more than the limit.
 */
async function assertRecordingLength(deps: UseCaseContext<'log'>, recording: Recording, answerSeconds: number) {
  if (!(await canProbeDuration())) {
    if (!warnedNoProbe) deps.log.warn('ffprobe is not installed: recording durations are not checked');
    warnedNoProbe = true;
    return;
  }
  try {
    const probe = await probeDuration(recording.bytes, maxRecordingSeconds(answerSeconds));
    if (probe.kind === 'longer') throw new AppError('PAYLOAD_TOO_LARGE', recordingTooLongMessage(answerSeconds));
  } catch (error) {
    if (!(error instanceof ProbeFailure)) throw error;
    deps.log.info({ err: error, bytes: recording.bytes.length }, 'unreadable recording');
    throw new AppError('UNSUPPORTED_MEDIA', candidateMessages.recordingUnreadable);
  }
}

/**
 * The transcript of a recorded answer (with the recogniser's confidence, where it reports one). The length is checked first; then the answer takes a
 * place in the transcription pool or, when its queue is full, is refused with 503 and a
 * Retry-After hint before anything is stored or streamed. Once admitted, the candidate is
 * told the answer is being transcribed.
 */
export async function transcribeAnswer(
  deps: UseCaseContext<'ai' | 'log' | 'transcription'>,
  recording: Recording,
  emit: Emit,
  answerSeconds = ANSWER_SECONDS,
): Promise<Transcription> {
  await assertRecordingLength(deps, recording, answerSeconds);
  const maxSeconds = maxRecordingSeconds(answerSeconds);
  let transcript: Promise<Transcription>;
  try {
    transcript = deps.transcription.submit(() => deps.ai.transcribe(recording.bytes, recording.mime, { maxSeconds }));
  } catch (error) {
    if (!(error instanceof PoolFullError)) throw error;
    deps.log.warn({ ...deps.transcription.stats() }, 'transcription queue full; answer refused with 503');
    throw new AppError('UNAVAILABLE', candidateMessages.transcriptionBusy, {
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
  emit({ type: 'transcribing', message: candidateMessages.transcribing });
  try {
    return await transcript;
  } catch (error) {
    deps.log.warn({ err: error }, 'transcription failed');
    throw error instanceof AppError ? error : new AppError('UPSTREAM', candidateMessages.processingFailed);
  }
}
