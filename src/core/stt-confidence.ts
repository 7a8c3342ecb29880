/**
 * Speech-to-text confidence (0..1) of a recorded answer, where the provider reports one
 * (pocketsphinx: the mean word posterior; OpenAI-compatible: from the segments' log
 * probabilities). Below the threshold the transcript is likely garbled: the candidate sees
 * ANSWER_RECORDED instead of it, the interviewer neither reads it back nor probes it, and the
 * employer is told to listen to the recording. One threshold, here; nothing else decides it.
 */
export const LOW_STT_CONFIDENCE_THRESHOLD = 0.4;

/** What the candidate sees in place of a low-confidence transcript. */
export const ANSWER_RECORDED = 'Answer recorded';

/** What the employer sees beside a low-confidence answer, next to its recording. */
export const LOW_CONFIDENCE_NOTE = 'Low-confidence transcription — listen to the recording';

/** Whether a transcript is too unsure to show or act on; no confidence (typed, or not reported) is never low. */
export function isLowConfidence(confidence: number | null | undefined): boolean {
  return typeof confidence === 'number' && Number.isFinite(confidence) && confidence < LOW_STT_CONFIDENCE_THRESHOLD;
}
