import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEFAULT_ENDPOINT_SETTINGS,
  flushEndpoint,
  initialEndpointState,
  stepEndpoint,
  VAD_FRAME_MS,
  type EndpointEvent,
} from '../../../core/turn-taking';
import {
  handsFreeStep,
  initialHandsFree,
  RECOVERY_WINDOW_MS,
  type HandsFreeAction,
  type HandsFreeEffect,
  type HandsFreeState,
} from './handsFree';
import type { InterviewTurns } from './useInterviewTurns';
import { useRecorder } from './useRecorder';
import { useVoiceDetector } from './useVoiceDetector';

type Options = {
  interview: InterviewTurns;
  stream: MediaStream | null;
  /** Hands-free is on (the candidate's choice); false: tap to answer. */
  enabled: boolean;
  thinkingPauseMs: number;
  onRecordingChange?: (recording: boolean) => void;
};

/**
 * Hands-free turns on the live interview: the detector's frames go through the endpointing rule
 * (src/core/turn-taking.ts) into the hands-free state rule (handsFree.ts); this hook performs what
 * that rule asks — open the answer (start recording), stop the interviewer's voice (barge-in),
 * hold a declared end of turn for the recovery window, send the answer.
 */
export function useHandsFree({ interview, stream, enabled, thinkingPauseMs, onRecordingChange }: Options) {
  const { start, stop } = useRecorder(stream);
  const [state, setState] = useState<HandsFreeState>(() => initialHandsFree(interview.canAnswer));
  const machine = useRef(state);
  const endpoint = useRef(initialEndpointState());
  const clock = useRef(0);
  const startedAt = useRef(0);
  const hold = useRef<number | null>(null);
  const settings = useRef({ ...DEFAULT_ENDPOINT_SETTINGS, thinkingPauseMs });
  const [problem, setProblem] = useState<string | null>(null);
  const effectsRef = useRef<(effects: HandsFreeEffect[]) => void>(() => {});

  useEffect(() => {
    settings.current = { ...DEFAULT_ENDPOINT_SETTINGS, thinkingPauseMs };
  }, [thinkingPauseMs]);

  const dispatch = useCallback((action: HandsFreeAction) => {
    const before = machine.current;
    const step = handsFreeStep(before, action);
    machine.current = step.state;
    // A new floor for the detector: whoever speaks next starts from silence.
    if (step.state.stage !== before.stage && (step.state.stage === 'waiting' || step.state.stage === 'off')) {
      endpoint.current = initialEndpointState();
    }
    setState(step.state);
    effectsRef.current(step.effects);
  }, []);

  const onEndpoint = useCallback(
    (event: EndpointEvent) => {
      if (event.type === 'speech-start') dispatch({ type: 'speech-start', atMs: event.atMs });
      else if (event.type === 'end-of-turn') dispatch({ type: 'end-of-turn', atMs: event.atMs });
    },
    [dispatch],
  );

  const onFrame = useCallback(
    ({ probability }: { probability: number }) => {
      const startMs = clock.current;
      clock.current += VAD_FRAME_MS;
      if (machine.current.stage === 'off') return;
      const result = stepEndpoint(
        endpoint.current,
        { probability, startMs, durationMs: VAD_FRAME_MS },
        settings.current,
      );
      endpoint.current = result.state;
      result.events.forEach(onEndpoint);
    },
    [onEndpoint],
  );

  const detector = useVoiceDetector(stream, enabled, onFrame);

  const send = useCallback(async () => {
    const blob = await stop();
    onRecordingChange?.(false);
    const durationMs = Date.now() - startedAt.current;
    if (!blob || blob.size === 0) {
      setProblem('Nothing was recorded. Please answer again.');
      dispatch({ type: 'answer-returned' });
      return;
    }
    await interview.answer({ recording: blob, durationMs });
  }, [stop, onRecordingChange, interview, dispatch]);

  const performEffects = (effects: HandsFreeEffect[]) => {
    for (const effect of effects) {
      switch (effect.type) {
        case 'start-answer': {
          setProblem(null);
          const reason = start();
          if (reason) {
            setProblem(reason);
            break;
          }
          startedAt.current = Date.now();
          onRecordingChange?.(true);
          break;
        }
        case 'stop-voice':
          interview.silence();
          break;
        case 'start-hold':
          if (hold.current !== null) window.clearTimeout(hold.current);
          hold.current = window.setTimeout(() => {
            hold.current = null;
            dispatch({ type: 'hold-elapsed' });
          }, RECOVERY_WINDOW_MS);
          break;
        case 'cancel-hold':
          if (hold.current !== null) window.clearTimeout(hold.current);
          hold.current = null;
          break;
        case 'send-answer':
          endpoint.current = flushEndpoint(endpoint.current, settings.current).state;
          void send();
          break;
      }
    }
  };

  // The rule's effects run with the latest callbacks (set after each render).
  useEffect(() => {
    effectsRef.current = performEffects;
  });

  // The detector and the candidate's choice switch the rule on and off.
  const active = enabled && detector === 'ready';
  useEffect(() => {
    dispatch(active ? { type: 'enable' } : { type: 'disable' });
    if (!active && machine.current.stage === 'off') {
      // Leaving hands-free mid-answer: the recording is dropped, tap mode starts afresh.
      void stop().then(() => onRecordingChange?.(false));
    }
  }, [active, dispatch, stop, onRecordingChange]);

  useEffect(() => dispatch({ type: 'voice', voice: interview.voiceState }), [interview.voiceState, dispatch]);
  useEffect(() => dispatch({ type: 'can-answer', canAnswer: interview.canAnswer }), [interview.canAnswer, dispatch]);

  // An answer that came back (nothing heard, or a failure the candidate retried) reopens listening.
  const { notice, phase } = interview;
  useEffect(() => {
    if (notice && phase === 'idle') dispatch({ type: 'answer-returned' });
  }, [notice, phase, dispatch]);

  useEffect(
    () => () => {
      if (hold.current !== null) window.clearTimeout(hold.current);
    },
    [],
  );

  /** "I'm finished", or the time limit ran out. */
  const finish = useCallback(() => dispatch({ type: 'finish', atMs: clock.current }), [dispatch]);

  return { state, detector, problem, finish };
}
