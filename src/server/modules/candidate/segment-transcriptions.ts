import type { Transcription } from '../../adapters/ai/provider.ts';

/**
 * Segments this process is transcribing right now, by (interview, seq, index): a retried upload
 * and the end of turn wait for the same work instead of starting it again. Other processes'
 * work is seen in the database (a row whose text is still null).
 */
const inFlight = new Map<string, Promise<Transcription>>();

const keyOf = (interviewId: string, seq: number, index: number) => `${interviewId}:${seq}:${index}`;

export const segmentTranscriptions = {
  get: (interviewId: string, seq: number, index: number) => inFlight.get(keyOf(interviewId, seq, index)),

  /** Registers `work` until it settles (whatever the outcome). */
  track(interviewId: string, seq: number, index: number, work: Promise<Transcription>): Promise<Transcription> {
    const key = keyOf(interviewId, seq, index);
    inFlight.set(key, work);
    const forget = () => {
      if (inFlight.get(key) === work) inFlight.delete(key);
    };
    work.then(forget, forget);
    return work;
  },
};
