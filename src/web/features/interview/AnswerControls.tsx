import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { TYPED_ANSWER_MAX_CHARS } from '../../../core/candidate-messages';
import { Alert } from '../../components/Alert';
import { ANSWER_SECONDS } from '../../../core/interview-rules';
import { LevelMeter } from './LevelMeter';
import { useAudioLevel } from './useAudioLevel';
import type { InterviewTurns } from './useInterviewTurns';
import { useRecorder } from './useRecorder';

export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

interface AnswerControlsProps {
  interview: InterviewTurns;
  stream: MediaStream | null;
  /** No usable microphone or no speech-to-text: typing is the only way to answer. */
  typedOnly: boolean;
  typedOnlyReason?: string;
  onRecordingChange?: (recording: boolean) => void;
  /** This question's answer time limit (the plan's, or the default). */
  answerSeconds?: number;
}

/** Tap to Answer → recording with a countdown → Submit Answer; or a typed answer. */
export function AnswerControls({
  interview,
  stream,
  typedOnly,
  typedOnlyReason,
  onRecordingChange,
  answerSeconds = ANSWER_SECONDS,
}: AnswerControlsProps) {
  const { recording, start, stop } = useRecorder(stream);
  const level = useAudioLevel(stream, recording);
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');
  const [secondsLeft, setSecondsLeft] = useState(answerSeconds);
  const [problem, setProblem] = useState<string | null>(null);
  const deadline = useRef(0);
  const textId = useId();
  const { answer } = interview;
  const showTyping = typedOnly || typing;

  const submitRecording = useCallback(async () => {
    const blob = await stop();
    if (!blob) return; // already stopped (the timer and the button raced)
    onRecordingChange?.(false);
    if (blob.size === 0) setProblem('Nothing was recorded. Please try again.');
    else void answer({ recording: blob });
  }, [stop, answer, onRecordingChange]);

  const submitLatest = useRef(submitRecording);
  useEffect(() => {
    submitLatest.current = submitRecording;
  }, [submitRecording]);

  useEffect(() => {
    if (!recording) return;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) void submitLatest.current();
    }, 250);
    return () => window.clearInterval(timer);
  }, [recording]);

  const startRecording = () => {
    interview.silence();
    setProblem(null);
    const reason = start();
    if (reason) {
      setProblem(reason);
      return;
    }
    deadline.current = Date.now() + answerSeconds * 1000;
    setSecondsLeft(answerSeconds);
    onRecordingChange?.(true);
  };

  const sendText = () => {
    const value = text.trim();
    if (!value || !interview.canAnswer) return;
    interview.silence();
    setText('');
    void answer({ text: value });
  };

  return (
    <div className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}

      {!typedOnly && recording && (
        <div className="rounded-xl border border-red-200 bg-red-50 p-4">
          <div className="flex items-center justify-between gap-3">
            <p role="status" className="flex items-center gap-2 text-sm font-semibold text-red-700">
              <span aria-hidden="true" className="h-2.5 w-2.5 animate-pulse rounded-full bg-red-600" />
              Listening...
            </p>
            <p className="font-mono text-lg font-semibold text-slate-900">
              <span className="sr-only">Time left: </span>
              {clock(secondsLeft)}
            </p>
          </div>
          {secondsLeft <= 10 && (
            <p role="status" className="mt-1 text-xs font-medium text-red-700">
              Less than 10 seconds left — your answer is sent automatically at 0:00.
            </p>
          )}
          <div className="mt-3">
            <LevelMeter level={level} />
          </div>
          <button type="button" autoFocus className="btn-primary mt-4 w-full" onClick={() => void submitRecording()}>
            Submit Answer
          </button>
        </div>
      )}

      {!typedOnly && !recording && (
        <button
          type="button"
          className="btn-primary w-full py-3 text-base"
          disabled={!interview.canAnswer || !stream}
          onClick={startRecording}
        >
          Tap to Answer
        </button>
      )}

      {typedOnly && typedOnlyReason && <p className="text-sm text-slate-600">{typedOnlyReason}</p>}
      {!typedOnly && !recording && (
        <button
          type="button"
          className="link text-sm"
          aria-expanded={typing}
          aria-controls={textId}
          onClick={() => setTyping((on) => !on)}
        >
          {typing ? 'Hide the typed answer' : 'Type your answer instead'}
        </button>
      )}

      {showTyping && !recording && (
        <form
          id={textId}
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            sendText();
          }}
        >
          <label htmlFor={`${textId}-text`} className="label">
            Your answer
          </label>
          <textarea
            id={`${textId}-text`}
            className="input min-h-28"
            rows={4}
            maxLength={TYPED_ANSWER_MAX_CHARS}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                sendText();
              }
            }}
          />
          <div className="flex items-center justify-between gap-3">
            <p className="text-xs text-slate-500">Ctrl+Enter sends.</p>
            <button type="submit" className="btn-primary" disabled={!interview.canAnswer || !text.trim()}>
              Send
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
