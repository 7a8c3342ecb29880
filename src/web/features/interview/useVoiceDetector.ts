import { useEffect, useRef, useState } from 'react';
import type { DetectorFrame } from './voiceDetector';

export type DetectorStatus = 'off' | 'loading' | 'ready' | 'failed';

/**
 * Runs the voice-activity detector on `stream` while `enabled`: the model and its runtime are
 * imported only now (after the media check), so they never weigh on the candidate page's first
 * load. `onFrame` gets each 32 ms frame's speech probability. A detector that cannot load
 * reports `failed` and the page falls back to tap-to-answer.
 */
export function useVoiceDetector(
  stream: MediaStream | null,
  enabled: boolean,
  onFrame: (frame: DetectorFrame) => void,
): DetectorStatus {
  // The outcome for the stream it was loaded on; a new stream starts loading afresh.
  const [outcome, setOutcome] = useState<{ stream: MediaStream; status: 'ready' | 'failed' } | null>(null);
  const latest = useRef(onFrame);
  useEffect(() => {
    latest.current = onFrame;
  }, [onFrame]);

  useEffect(() => {
    if (!enabled || !stream) return;
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    import('./voiceDetector')
      .then(({ startVoiceDetector }) => startVoiceDetector(stream, (frame) => latest.current(frame)))
      .then(
        (detector) => {
          if (cancelled) return void detector.destroy();
          destroy = detector.destroy;
          setOutcome({ stream, status: 'ready' });
        },
        (error: unknown) => {
          console.warn('Voice detector unavailable; tap to answer instead.', error);
          if (!cancelled) setOutcome({ stream, status: 'failed' });
        },
      );
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [stream, enabled]);

  if (!enabled || !stream) return 'off';
  return outcome?.stream === stream ? outcome.status : 'loading';
}
