import { useEffect, useRef, useState } from 'react';
import { SAMPLE_TRANSCRIPT } from './content';
import { Icon } from './icons';

export const SAMPLE_AUDIO_URL = '/audio/sample-interview.webm';

const clock = (seconds: number) => {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** A short recorded sample interview with a play/pause button, progress and a transcript. */
export function AudioSample() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const audio = audioRef.current;
    return () => audio?.pause();
  }, []);

  const toggle = async () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    try {
      setFailed(false);
      await audio.play();
    } catch {
      setFailed(true);
    }
  };

  const progress = duration > 0 ? Math.min(100, (current / duration) * 100) : 0;

  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <audio
        ref={audioRef}
        src={SAMPLE_AUDIO_URL}
        preload="metadata"
        data-testid="sample-audio"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onError={() => setFailed(true)}
      />
      <div className="flex items-center gap-4">
        <button
          type="button"
          onClick={() => void toggle()}
          aria-label={playing ? 'Pause sample interview' : 'Play sample interview'}
          className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-white shadow hover:bg-indigo-500"
        >
          <Icon name={playing ? 'pause' : 'play'} className="h-6 w-6" />
        </button>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">Sample interview: Senior Backend Engineer</p>
          <div
            role="progressbar"
            aria-label="Playback progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress)}
            className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-indigo-600 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-500 tabular-nums">
            {clock(current)} / {clock(duration)}
          </p>
        </div>
      </div>
      {failed && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Your browser could not play the sample. The transcript is below.
        </p>
      )}
      <details className="mt-4 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-indigo-700">Read the transcript</summary>
        <dl className="mt-3 space-y-3">
          {SAMPLE_TRANSCRIPT.map((line, index) => (
            <div key={index}>
              <dt className="font-semibold text-slate-900">{line.speaker}</dt>
              <dd>{line.text}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
