import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/Alert';
import { clock } from './AnswerControls';
import type { HandsFreeState } from './handsFree';
import { LevelMeter } from './LevelMeter';
import { useAudioLevel } from './useAudioLevel';
import type { DetectorStatus } from './useVoiceDetector';

interface HandsFreePanelProps {
  state: HandsFreeState;
  detector: DetectorStatus;
  problem: string | null;
  stream: MediaStream | null;
  /** This question's answer time limit. */
  answerSeconds: number;
  thinkingPauseMs: number;
  moreTime: boolean;
  onMoreTimeChange: (on: boolean) => void;
  onFinish: () => void;
  onUseTap: () => void;
}

/** What the candidate is told, stage by stage (also read out by screen readers). */
function statusText(state: HandsFreeState, detector: DetectorStatus, pauseSeconds: string) {
  if (detector === 'loading' || detector === 'off') return 'Getting hands-free answering ready…';
  switch (state.stage) {
    case 'waiting':
      return state.voice === 'playing'
        ? 'The interviewer is speaking. You can start your answer at any time.'
        : 'The interviewer is thinking…';
    case 'listening':
      return 'Your turn: answer whenever you are ready.';
    case 'speaking':
      return state.last === 'recovered'
        ? 'Still listening — carry on with your answer.'
        : `Listening… when you stop for ${pauseSeconds} seconds, your answer is sent.`;
    case 'holding':
      return 'Sending your answer…';
    case 'off':
      return '';
  }
}

/** Hands-free answering: no button between answers; "I'm finished" and the time limit still apply. */
export function HandsFreePanel(props: HandsFreePanelProps) {
  const { state, detector, stream, answerSeconds, onFinish } = props;
  const answering = state.stage === 'listening' || state.stage === 'speaking' || state.stage === 'holding';
  const level = useAudioLevel(stream, answering);
  const [left, setLeft] = useState<number | null>(null);
  const secondsLeft = left ?? answerSeconds;
  const deadline = useRef(0);
  const finishLatest = useRef(onFinish);
  useEffect(() => {
    finishLatest.current = onFinish;
  }, [onFinish]);

  // The per-question time limit runs from the moment the answer opens.
  useEffect(() => {
    if (!answering) return;
    deadline.current = Date.now() + answerSeconds * 1000;
    const timer = window.setInterval(() => {
      const seconds = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) finishLatest.current();
    }, 250);
    return () => {
      window.clearInterval(timer);
      setLeft(null);
    };
  }, [answering, answerSeconds]);

  const pauseSeconds = (props.thinkingPauseMs / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 });
  const text = statusText(state, detector, pauseSeconds);

  return (
    <div className={`space-y-3 rounded-xl border p-4 ${answering ? 'border-red-200 bg-red-50' : 'border-slate-200'}`}>
      {props.problem && <Alert tone="error">{props.problem}</Alert>}
      <div className="flex items-center justify-between gap-3">
        <p
          role="status"
          data-stage={state.stage}
          className="flex items-center gap-2 text-sm font-semibold text-slate-800"
        >
          {answering && <span aria-hidden="true" className="h-2.5 w-2.5 animate-pulse rounded-full bg-red-600" />}
          {text}
        </p>
        {answering && (
          <p className="font-mono text-lg font-semibold text-slate-900">
            <span className="sr-only">Time left: </span>
            {clock(secondsLeft)}
          </p>
        )}
      </div>
      {state.last === 'barge-in' && state.stage === 'speaking' && (
        <p className="text-xs text-slate-600">The interviewer stopped so you can answer.</p>
      )}
      {answering && secondsLeft <= 10 && (
        <p role="status" className="text-xs font-medium text-red-700">
          Less than 10 seconds left — your answer is sent automatically at 0:00.
        </p>
      )}
      {answering && <LevelMeter level={level} />}
      <button
        type="button"
        className="btn-primary w-full py-3 text-base"
        disabled={!answering || state.stage === 'holding'}
        onClick={onFinish}
      >
        I'm finished
      </button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={props.moreTime}
            onChange={(event) => props.onMoreTimeChange(event.target.checked)}
          />
          I need more time to think
        </label>
        <button type="button" className="link text-sm" onClick={props.onUseTap}>
          Tap to answer or type instead
        </button>
      </div>
      {props.moreTime && (
        <p className="text-xs text-slate-600">
          Take your time: your answer is sent only after a {pauseSeconds}-second pause, or when you press
          &ldquo;I&rsquo;m finished&rdquo;.
        </p>
      )}
    </div>
  );
}
