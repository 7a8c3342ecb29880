import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product-rules.md §5, §8: the media-track checks before recording and their texts. */
export const recordingMessages = {
  noStream: 'Media stream not available. Please ensure camera and microphone access is granted.',
  noTracks: 'Required media tracks are not available',
  disabled: 'Audio or video tracks are disabled',
  startFailed: 'Failed to start recording. Please check your device permissions.',
} as const;

/** docs/product-rules.md §9: video/webm with vp8 and opus, else the closest the browser supports. */
const PREFERRED_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'];

export function pickRecordingType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') return undefined;
  return PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/** Why `stream` cannot be recorded, or null when its audio and video tracks are present and enabled. */
export function checkTracks(stream: MediaStream | null): string | null {
  if (!stream) return recordingMessages.noStream;
  const audio = stream.getAudioTracks();
  const video = stream.getVideoTracks();
  if (audio.length === 0 || video.length === 0) return recordingMessages.noTracks;
  const usable = (track: MediaStreamTrack) => track.enabled && track.readyState === 'live';
  if (!audio.some(usable) || !video.some(usable)) return recordingMessages.disabled;
  return null;
}

/** Records one answer at a time from `stream` with MediaRecorder. */
export function useRecorder(stream: MediaStream | null) {
  const recorder = useRef<{ media: MediaRecorder; chunks: Blob[]; type: string } | null>(null);
  const [recording, setRecording] = useState(false);

  /** Starts recording; returns the reason when it cannot. */
  const start = useCallback((): string | null => {
    const problem = checkTracks(stream);
    if (problem || !stream) return problem;
    try {
      const mimeType = pickRecordingType();
      const next = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      next.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      next.start(1000);
      recorder.current = { media: next, chunks, type: (next.mimeType || mimeType || 'video/webm').split(';')[0]! };
      setRecording(true);
      return null;
    } catch (error) {
      return error instanceof Error && error.message ? error.message : recordingMessages.startFailed;
    }
  }, [stream]);

  /** Stops recording and resolves with the whole answer. */
  const stop = useCallback((): Promise<Blob | null> => {
    const current = recorder.current;
    recorder.current = null;
    setRecording(false);
    if (!current || current.media.state === 'inactive') return Promise.resolve(null);
    return new Promise((resolve) => {
      const done = () => resolve(new Blob(current.chunks, { type: current.type }));
      current.media.addEventListener('stop', done, { once: true });
      current.media.stop();
    });
  }, []);

  useEffect(
    () => () => {
      if (recorder.current?.media.state === 'recording') recorder.current.media.stop();
    },
    [],
  );

  return { recording, start, stop };
}
