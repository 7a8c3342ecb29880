import { useCallback, useEffect, useReducer, useRef } from 'react';
import { DEFAULT_ENDPOINT_SETTINGS, initialEndpointState, stepEndpoint, VAD_FRAME_MS } from '../../../core/turn-taking';
import { Alert } from '../../components/Alert';
import { LevelMeter } from './LevelMeter';
import { initialPractice, practiceStep, seconds } from './practice';
import { StageHeading } from './StageHeading';
import { useAudioLevel } from './useAudioLevel';
import { useVoiceDetector } from './useVoiceDetector';
import type { DetectorFrame } from './voiceDetector';
import type { AnswerMode } from './answerMode';
import { Card } from '../../components/Card';

interface PracticeQuestionProps {
  stream: MediaStream;
  /** The thinking pause the interview will use (plan and "more time" included). */
  thinkingPauseMs: number;
  moreTime: boolean;
  onMoreTimeChange: (on: boolean) => void;
  /** Why the choice above could not be saved. */
  moreTimeProblem: string | null;
  /** On to the interview; `mode` when the candidate chose how to answer here. */
  onDone: (mode?: AnswerMode) => void;
}

/**
 * Stage 2½: a practice question before the real interview. Not recorded, not assessed, nothing
 * uploaded: the detector's probabilities go through the same endpointing rule as the interview,
 * and only whether (and how long) the candidate spoke is shown back. Skippable at any time.
 */
export function PracticeQuestion({
  stream,
  thinkingPauseMs,
  moreTime,
  onMoreTimeChange,
  moreTimeProblem,
  onDone,
}: PracticeQuestionProps) {
  const [state, dispatch] = useReducer(practiceStep, undefined, initialPractice);
  const endpoint = useRef(initialEndpointState());
  const clock = useRef(0);
  const settings = useRef({ ...DEFAULT_ENDPOINT_SETTINGS, thinkingPauseMs });
  useEffect(() => {
    settings.current = { ...DEFAULT_ENDPOINT_SETTINGS, thinkingPauseMs };
  }, [thinkingPauseMs]);

  const listening = state.phase === 'listening' || state.phase === 'speaking';
  const onFrame = useCallback(({ probability }: DetectorFrame) => {
    // The samples are not kept: the practice answer is never stored or sent.
    const startMs = clock.current;
    clock.current += VAD_FRAME_MS;
    const result = stepEndpoint(endpoint.current, { probability, startMs, durationMs: VAD_FRAME_MS }, settings.current);
    endpoint.current = result.state;
    dispatch({ type: 'tick', nowMs: startMs });
    result.events.forEach((event) => dispatch({ type: 'event', event }));
  }, []);
  const detector = useVoiceDetector(stream, state.phase !== 'failed', onFrame);
  useEffect(() => {
    if (detector === 'ready' || detector === 'failed') dispatch({ type: 'detector', status: detector });
  }, [detector]);
  const level = useAudioLevel(stream, listening);

  const tryAgain = () => {
    endpoint.current = initialEndpointState();
    dispatch({ type: 'retry' });
  };
  const pause = seconds(thinkingPauseMs);

  return (
    <Card as="section" aria-labelledby="practice-heading" className="mx-auto max-w-2xl space-y-4">
      <StageHeading id="practice-heading">Practice question</StageHeading>
      <p className="text-sm text-slate-600">
        A quick try before the interview. It is not recorded, not sent anywhere and not assessed.
      </p>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <p className="font-medium text-slate-900">
          Say a sentence or two about your day. When you stop talking, I will notice the pause.
        </p>
        <p className="mt-1 text-sm text-slate-600">
          In the interview you answer the same way: just speak, and your answer is sent after a {pause}-second pause (or
          when you press &ldquo;I&rsquo;m finished&rdquo;). Speaking while the interviewer talks stops its voice.
        </p>
      </div>

      <p role="status" data-practice={state.phase} className="text-sm font-semibold text-slate-800">
        {state.phase === 'loading' && 'Getting the microphone check ready…'}
        {state.phase === 'listening' && 'Listening — go ahead whenever you are ready.'}
        {state.phase === 'speaking' && `I can hear you… stop for ${pause} seconds when you are done.`}
        {state.phase === 'heard' &&
          `I heard you speak for ${seconds(state.spokenMs ?? 0)} seconds and noticed your ${pause}-second pause. You are ready: answers in the interview end the same way.`}
        {state.phase === 'unheard' &&
          'I did not hear any speech. Check that your microphone is on and not muted, then try again — or answer by tapping (you can also type).'}
        {state.phase === 'failed' &&
          'Hands-free answering cannot start in this browser. You can tap to answer (or type) in the interview.'}
      </p>
      {listening && <LevelMeter level={level} />}

      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={moreTime} onChange={(event) => onMoreTimeChange(event.target.checked)} />I need
        more time to think (your answer is sent only after a longer pause; the employer sees this request)
      </label>

      {moreTimeProblem && <Alert tone="error">{moreTimeProblem}</Alert>}

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        {state.phase === 'heard' && (
          <button type="button" className="btn-primary" onClick={() => onDone()}>
            Start the interview
          </button>
        )}
        {(state.phase === 'heard' || state.phase === 'unheard') && (
          <button type="button" className="btn-secondary" onClick={tryAgain}>
            Try again
          </button>
        )}
        {(state.phase === 'unheard' || state.phase === 'failed') && (
          <button type="button" className="btn-primary" onClick={() => onDone('tap')}>
            Start the interview — tap to answer or type
          </button>
        )}
        <button type="button" className="btn-secondary ml-auto" onClick={() => onDone()}>
          Skip practice
        </button>
      </div>
    </Card>
  );
}
