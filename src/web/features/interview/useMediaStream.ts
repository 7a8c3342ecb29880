import { useCallback, useEffect, useState } from 'react';

export const MEDIA_ACCESS_FAILED = 'Failed to access camera or microphone. Please check your permissions.';

export type MediaStatus = 'starting' | 'ready' | 'error' | 'stopped';

function describeMediaError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return MEDIA_ACCESS_FAILED;
  if (name === 'NotFoundError') return 'No camera or microphone was found. Please connect one and try again.';
  if (name === 'NotReadableError') {
    return 'Your camera or microphone is in use by another application. Please close it and try again.';
  }
  return error instanceof Error && error.message ? error.message : MEDIA_ACCESS_FAILED;
}

/**
 * The candidate's camera and microphone, from the media check to the end of the interview.
 * The camera toggle disables the video track (the preview goes dark); `stop` releases both devices.
 */
export function useMediaStream(enabled = true) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [status, setStatus] = useState<MediaStatus>('starting');
  const [error, setError] = useState<string | null>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let acquired: MediaStream | null = null;
    const fail = (reason: unknown) => {
      if (cancelled) return;
      setStatus('error');
      setError(describeMediaError(reason));
      setCameraOn(false);
    };
    const request = navigator.mediaDevices?.getUserMedia
      ? navigator.mediaDevices.getUserMedia({ video: true, audio: true })
      : Promise.reject(new Error('This browser cannot use a camera or microphone. Please try a current browser.'));
    request.then((media) => {
      if (cancelled) {
        media.getTracks().forEach((track) => track.stop());
        return;
      }
      acquired = media;
      for (const track of media.getTracks()) {
        track.addEventListener('ended', () => {
          if (!cancelled) fail(new Error('Your camera or microphone was disconnected. Please retry.'));
        });
      }
      setStream(media);
      setStatus('ready');
      setError(null);
      setCameraOn(media.getVideoTracks().some((track) => track.enabled));
    }, fail);
    return () => {
      cancelled = true;
      acquired?.getTracks().forEach((track) => track.stop());
    };
  }, [enabled, attempt]);

  const retry = useCallback(() => {
    setStream(null);
    setStatus('starting');
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  const toggleCamera = useCallback(() => {
    if (!stream) return;
    const next = !stream.getVideoTracks().some((track) => track.enabled);
    stream.getVideoTracks().forEach((track) => (track.enabled = next));
    setCameraOn(next);
  }, [stream]);

  const stop = useCallback(() => {
    stream?.getTracks().forEach((track) => track.stop());
    setStream(null);
    setStatus('stopped');
    setCameraOn(false);
  }, [stream]);

  return { stream, status, error, cameraOn, retry, toggleCamera, stop };
}

export type MediaControls = ReturnType<typeof useMediaStream>;
