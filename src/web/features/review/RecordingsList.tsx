import { useEffect, useRef, useState } from 'react';
import type { QaItem } from '../../../core/api/review';
import { LOW_CONFIDENCE_NOTE } from '../../../core/stt-confidence';
import { Card } from '../../components/Card';

/** The page anchor of an answer; scorecard quotes link to it. */
export const answerAnchor = (seq: number) => `answer-${seq}`;

const PLAY_ANSWER = 'screenroom:play-answer';
type PlayAnswer = { seq: number; startSeconds: number | null };

/** Opens an answer's player and plays it from `startSeconds` (a quote's first words), or from the start when null. */
export function playAnswerAt(seq: number, startSeconds: number | null) {
  window.dispatchEvent(new CustomEvent<PlayAnswer>(PLAY_ANSWER, { detail: { seq, startSeconds } }));
}

/** Calls `onPlay` with the start time each time a quote of this answer is followed. */
function usePlayRequest(seq: number, onPlay: (startSeconds: number | null) => void) {
  const latest = useRef(onPlay);
  useEffect(() => {
    latest.current = onPlay;
  });
  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<PlayAnswer>).detail;
      if (detail.seq === seq) latest.current(detail.startSeconds);
    };
    window.addEventListener(PLAY_ANSWER, listener);
    return () => window.removeEventListener(PLAY_ANSWER, listener);
  }, [seq]);
}

/** Calls `onTarget` when the page's #hash names this anchor (on load and on every quote followed). */
function useHashTarget(anchor: string, onTarget: () => void) {
  const latest = useRef(onTarget);
  useEffect(() => {
    latest.current = onTarget;
  });
  useEffect(() => {
    const check = () => {
      if (window.location.hash === `#${anchor}`) latest.current();
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, [anchor]);
}

function RecordingPlayer({ item }: { item: QaItem }) {
  const answer = item.answer!;
  const [open, setOpen] = useState(false);
  // The link is taken when the player opens and kept: the page refreshes its data (and re-signs
  // links) while feedback is pending, and a new src would restart a playing video.
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  // Where a followed quote asked to play from, applied once the video knows its length.
  const pendingStart = useRef<number | null>(null);
  const panelId = `recording-${answer.seq}`;
  const playPending = (video: HTMLVideoElement) => {
    const start = pendingStart.current;
    if (start === null) return;
    pendingStart.current = null;
    video.currentTime = start;
    video.play().catch(() => {});
  };
  // The page's #hash names this answer (a followed link, or the page opened on it): its player
  // opens and takes focus.
  const show = () => {
    if (src === null || failed) setSrc(answer.recordingUrl);
    setFailed(false);
    setOpen(true);
    requestAnimationFrame(() => {
      const video = videoRef.current;
      if (!video) return;
      video.focus();
      if (video.readyState >= HTMLMediaElement.HAVE_METADATA) playPending(video);
    });
  };
  useHashTarget(answerAnchor(answer.seq), show);
  // A scorecard quote also plays the recording from where its words begin (word timings), or
  // from the answer's beginning when they are unknown.
  usePlayRequest(answer.seq, (startSeconds) => {
    pendingStart.current = startSeconds ?? 0;
    show();
  });
  const toggle = () => {
    if (!open && (src === null || failed)) {
      setSrc(answer.recordingUrl);
      setFailed(false);
    }
    setOpen(!open);
  };
  return (
    <div className="min-w-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        Recording {answer.recordingNumber}
      </button>
      <div id={panelId} hidden={!open} className="mt-3">
        {open && src && (
          <video
            ref={videoRef}
            controls
            preload="metadata"
            src={src}
            onError={() => setFailed(true)}
            onLoadedMetadata={(event) => playPending(event.currentTarget)}
            aria-label={`Recording ${answer.recordingNumber}`}
            className="aspect-video w-full max-w-md scroll-mt-20 rounded-lg bg-slate-900"
          />
        )}
        {failed && (
          <p className="mt-2 text-sm text-red-700">
            The recording could not be loaded. Its link may have expired: close and open it again.
          </p>
        )}
      </div>
    </div>
  );
}

/** Each answer beside the question it answers, with its recording (Recording 1..n) when there is one. */
export function RecordingsList({ items }: { items: QaItem[] }) {
  const answered = items.filter((item) => item.answer !== null);
  const recordings = answered.filter((item) => item.answer?.recordingUrl).length;
  return (
    <Card aria-labelledby="recordings-heading" as="section">
      <h2 id="recordings-heading" className="text-lg font-semibold text-slate-900">
        Recordings
        <span className="ml-2 text-sm font-normal text-slate-500">
          {recordings} {recordings === 1 ? 'recording' : 'recordings'}
        </span>
      </h2>
      {answered.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No answers were recorded.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {answered.map((item) => (
            <li
              key={item.answer!.seq}
              id={answerAnchor(item.answer!.seq)}
              tabIndex={-1}
              // Below the sticky header (h-16), not under it, when a quote or a #hash jumps here.
              className="grid scroll-mt-20 gap-4 rounded-xl bg-slate-50 p-4 target:ring-2 target:ring-indigo-500 md:grid-cols-2"
            >
              {item.answer!.recordingUrl ? (
                <RecordingPlayer item={item} />
              ) : (
                <p className="text-sm text-slate-500">Typed answer (no recording)</p>
              )}
              <div className="min-w-0 space-y-2 text-sm">
                {item.question && (
                  <p className="text-slate-600">
                    <span className="font-semibold text-slate-900">Question: </span>
                    {item.question.text}
                  </p>
                )}
                <p className="text-slate-800">
                  <span className="font-semibold text-slate-900">Answer: </span>
                  {item.answer!.text || <em className="text-slate-500">(no words recognised)</em>}
                </p>
                {item.answer!.lowConfidence && (
                  <p className="inline-block rounded-md bg-amber-50 px-2 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
                    {LOW_CONFIDENCE_NOTE}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
