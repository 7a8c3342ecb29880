import { useEffect, useRef } from 'react';

interface VideoPreviewProps {
  stream: MediaStream | null;
  cameraOn: boolean;
  onToggleCamera?: () => void;
  /** A red "recording" badge over the picture. */
  recording?: boolean;
  className?: string;
}

/** The candidate's own camera, mirrored like a mirror, with the camera on/off switch. */
export function VideoPreview({ stream, cameraOn, onToggleCamera, recording, className = '' }: VideoPreviewProps) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);

  return (
    <div className={`relative aspect-video overflow-hidden rounded-xl bg-slate-900 ${className}`}>
      <video
        ref={video}
        autoPlay
        muted
        playsInline
        aria-label="Your camera preview"
        className={`h-full w-full object-cover ${cameraOn && stream ? '' : 'invisible'}`}
        style={{ transform: 'scaleX(-1)' }}
      />
      {(!cameraOn || !stream) && (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-300">Camera is off</p>
      )}
      {recording && (
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-1 text-xs font-semibold text-white">
          <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-white" />
          Recording
        </span>
      )}
      {onToggleCamera && stream && (
        <button
          type="button"
          onClick={onToggleCamera}
          aria-pressed={cameraOn}
          className="absolute right-3 bottom-3 rounded-full bg-slate-900/70 px-3 py-1.5 text-xs font-semibold text-white hover:bg-slate-900"
        >
          {cameraOn ? 'Turn camera off' : 'Turn camera on'}
        </button>
      )}
    </div>
  );
}
