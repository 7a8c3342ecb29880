import { useCallback, useEffect, useRef, useState } from 'react';
import { float32ToPcm16, SEGMENT_SAMPLE_RATE } from '../../../core/answer-segments';
import {
  DEFAULT_ENDPOINT_SETTINGS,
  flushEndpoint,
  initialEndpointState,
  stepEndpoint,
  VAD_FRAME_MS,
  type EndpointEvent,
} from '../../../core/turn-taking';
import { candidateApi, type CandidateSession } from './api';
import {
  handsFreeStep,
  initialHandsFree,
  type HandsFreeAction,
  type HandsFreeEffect,
  type HandsFreeState,
} from './handsFree';
import { SegmentUploads } from './segmentUploads';
import type { InterviewTurns } from './useInterviewTurns';
import { useRecorder } from './useRecorder';
import { useVoiceDetector } from './useVoiceDetector';

type Options = {
  session: CandidateSession;
  interview: InterviewTurns;
  stream: MediaStream | null;
  /** Hands-free is on (the candidate's choice); false: tap to answer. */
  enabled: boolean;
  thinkingPauseMs: number;
  onRecordingChange?: (recording: boolean) => void;
};

/** The detector's frames, kept while they may still belong to a segment (about the last 12 s when none is open). */
type FrameBuffer = Array<{ startMs: number; samples: Float32Array }>;
const KEEP_MS = 12_000;

/** The samples of `frames` between `startMs` and `endMs` (detector clock), as one Float32Array. */
function sliceFrames(frames: FrameBuffer, startMs: number, endMs: number): Float32Array {
  const parts = frames.filter((f) => f.startMs + VAD_FRAME_MS > startMs && f.startMs < endMs);
  const out = new Float32Array(parts.reduce((n, f) => n + f.samples.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part.samples, at);
    at += part.samples.length;
  }
  return out;
}

/** An answer opened by the hands-free rule: its number, recording clock and segment uploads. */
type OpenAnswer = {
  seq: number;
  startedAt: number;
  clockAtStart: number;
  uploads: SegmentUploads;
  /** Bumped by every end of turn and recovery: a send that lost the race stops. */
  turn: number;
  /**
   * The server's answer generation (0 until a `continue`): each end of turn carries it, so one
   * still in flight when the candidate went on speaking is refused by the server (docs/decisions/0030).
   */
  generation: Promise<number>;
};

/**
 * Hands-free turns on the live interview: the detector's frames go through the endpointing rule
 * (src/core/turn-taking.ts) into the hands-free state rule (handsFree.ts); this hook performs what
 * that rule asks — open the answer (recording, and each speech segment uploaded as it ends), stop
 * the interviewer's voice (barge-in), send the end of turn, withdraw the reply when the candidate
 * goes on (recovery), upload the full recording for playback once the answer is final.
 */
export function useHandsFree({ session, interview, stream, enabled, thinkingPauseMs, onRecordingChange }: Options) {
  const { start, stop } = useRecorder(stream);
  const [state, setState] = useState<HandsFreeState>(() => initialHandsFree(interview.canAnswer));
  const machine = useRef(state);
  const endpoint = useRef(initialEndpointState());
  const clock = useRef(0);
  const frames = useRef<FrameBuffer>([]);
  const open = useRef<OpenAnswer | null>(null);
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
      else if (event.type === 'segment-end') {
        const answer = open.current;
        if (!answer) return;
        const samples = sliceFrames(frames.current, event.startMs, event.endMs);
        if (samples.length < SEGMENT_SAMPLE_RATE / 10) return; // under 0.1 s: nothing to transcribe
        answer.uploads.add(float32ToPcm16(samples), Math.max(0, event.startMs - answer.clockAtStart));
      }
    },
    [dispatch],
  );

  const onFrame = useCallback(
    ({ probability, samples }: { probability: number; samples: Float32Array }) => {
      const startMs = clock.current;
      clock.current += VAD_FRAME_MS;
      if (machine.current.stage === 'off') return;
      // The worklet reuses its buffer: keep a copy.
      frames.current.push({ startMs, samples: samples.slice() });
      const keepFrom = Math.min(endpoint.current.segmentStartMs ?? Infinity, startMs) - KEEP_MS;
      while (frames.current.length > 0 && frames.current[0]!.startMs < keepFrom) frames.current.shift();
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

  /** Opens the answer awaited now: recording, and segments numbered after those a reload left on the server. */
  const openAnswer = () => {
    setProblem(null);
    const reason = start();
    if (reason) {
      setProblem(reason);
      return;
    }
    onRecordingChange?.(true);
    const seq = interview.nextSeq;
    const held = candidateApi.segments(session, seq).catch(() => null);
    const resumeAt = held.then((state) => (!state || state.answered ? 0 : state.nextIndex));
    const generation = held.then((state) => state?.generation ?? 0);
    const uploads = new SegmentUploads(
      (segment, signal) =>
        candidateApi
          .uploadSegment(session, { seq, index: segment.index, pcm: segment.pcm, startMs: segment.startMs }, signal)
          .then(() => {}),
      resumeAt,
    );
    // The segment under way (a barge-in starts speaking before the answer opens) belongs to it.
    const from = endpoint.current.segmentStartMs ?? clock.current;
    open.current = {
      seq,
      startedAt: Date.now(),
      clockAtStart: Math.min(from, clock.current),
      uploads,
      turn: 0,
      generation,
    };
  };

  /** The end of turn: the last segment, then the answer call with the number of segments. */
  const sendAnswer = async () => {
    const answer = open.current;
    if (!answer) return;
    const turn = ++answer.turn;
    const flushed = flushEndpoint(endpoint.current, settings.current);
    endpoint.current = flushed.state;
    flushed.events.forEach(onEndpoint);
    const durationMs = Date.now() - answer.startedAt;
    const count = await answer.uploads.count();
    const generation = await answer.generation;
    if (answer.turn !== turn || open.current !== answer) return; // the candidate went on meanwhile
    if (count === 0) {
      // Nothing was heard as speech: send the recording itself, as tap mode does.
      open.current = null;
      const blob = await stop();
      onRecordingChange?.(false);
      if (!blob || blob.size === 0) {
        setProblem('Nothing was recorded. Please answer again.');
        dispatch({ type: 'answer-returned' });
        return;
      }
      await interview.answer({ recording: blob, durationMs });
      return;
    }
    // No wait for the uploads: the server waits for segments it is transcribing, and names any it
    // never got (SEGMENTS_MISSING), which are then sent again from the kept audio.
    await interview.answerSegments(
      answer.seq,
      count,
      durationMs,
      (missing) => answer.uploads.resend(missing),
      generation,
    );
  };

  /** The answer is final (its reply is being heard): the full recording follows for playback. */
  const closeAnswer = async () => {
    const answer = open.current;
    open.current = null;
    const blob = await stop();
    onRecordingChange?.(false);
    if (!answer) return;
    answer.uploads.close();
    if (!blob || blob.size === 0) return;
    for (const delay of [0, 1000, 3000]) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        await candidateApi.uploadRecording(session, answer.seq, blob);
        return;
      } catch (error) {
        console.warn('The answer recording could not be uploaded yet.', error);
      }
    }
  };

  /** Hands-free was switched off before the answer was sent: the recording stops, nothing is uploaded. */
  const dropAnswer = async () => {
    const answer = open.current;
    open.current = null;
    answer?.uploads.close();
    await stop();
    onRecordingChange?.(false);
  };

  /** Recovery: the server withdraws the reply; the same answer goes on (its segments continue). */
  const continueAnswer = async () => {
    const answer = open.current;
    if (!answer) return;
    answer.turn++;
    interview.cancel();
    const continued = candidateApi.continueAnswer(session, answer.seq);
    // The next end of turn (even one declared before this call returns) carries the new generation;
    // the one withdrawn, if still in flight, is refused by the server.
    const before = answer.generation;
    answer.generation = continued.then(
      (result) => result.generation,
      () => before,
    );
    try {
      const { nextIndex } = await continued;
      answer.uploads.skipTo(nextIndex);
      interview.withdraw(answer.seq);
    } catch (error) {
      console.warn('The reply could not be withdrawn; the answer stays as sent.', error);
      dispatch({ type: 'continue-refused' });
    }
  };

  const performEffects = (effects: HandsFreeEffect[]) => {
    for (const effect of effects) {
      switch (effect.type) {
        case 'start-answer':
          openAnswer();
          break;
        case 'stop-voice':
          interview.silence();
          break;
        case 'send-answer':
          void sendAnswer();
          break;
        case 'continue-answer':
          void continueAnswer();
          break;
        case 'close-answer':
          void closeAnswer();
          break;
        case 'drop-answer':
          void dropAnswer();
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
  }, [active, dispatch]);

  useEffect(() => dispatch({ type: 'voice', voice: interview.voiceState }), [interview.voiceState, dispatch]);
  useEffect(() => dispatch({ type: 'can-answer', canAnswer: interview.canAnswer }), [interview.canAnswer, dispatch]);

  // An answer that came back (nothing heard) reopens listening for the same answer.
  const { notice, phase } = interview;
  useEffect(() => {
    if (notice && phase === 'idle') dispatch({ type: 'answer-returned' });
  }, [notice, phase, dispatch]);

  useEffect(
    () => () => {
      open.current?.uploads.close();
    },
    [],
  );

  /** "I'm finished", or the time limit ran out. */
  const finish = useCallback(() => dispatch({ type: 'finish', atMs: clock.current }), [dispatch]);

  return { state, detector, problem, finish };
}
