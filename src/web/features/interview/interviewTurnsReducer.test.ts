import { describe, expect, test } from 'vitest';
import type { InterviewState, Turn } from '../../../core/api/candidate';
import { initialTurnState, interviewTurnsReducer, type TurnAction, type TurnState } from './interviewTurnsReducer';

const turn = (seq: number, speaker: 'user' | 'bot', text: string): Turn => ({
  seq,
  speaker,
  text,
  lowConfidence: false,
  hasRecording: speaker === 'user',
  createdAt: '2026-11-26T09:00:00.000Z',
});

const initial = {
  turns: [turn(1, 'bot', 'Tell me about yourself.')],
  finished: false,
  questionsAsked: 1,
} as InterviewState;

const reduce = (actions: TurnAction[], from: TurnState = initialTurnState(initial)) =>
  actions.reduce(interviewTurnsReducer, from);
const recording = new Blob(['x']);

describe('interviewTurnsReducer', () => {
  test('a spoken answer: transcribing, stored, the reply streams, then idle with the new question', () => {
    const sent = reduce([{ type: 'request', request: { kind: 'answer', seq: 2, recording, durationMs: 31_000 } }]);
    expect(sent).toMatchObject({ phase: 'transcribing', pending: { recording, durationMs: 31_000 } });
    const streaming = reduce(
      [
        { type: 'event', event: { type: 'answer', turn: turn(2, 'user', 'I build web apps.') } },
        { type: 'event', event: { type: 'delta', text: 'What ' } },
        { type: 'event', event: { type: 'delta', text: 'stack?' } },
      ],
      sent,
    );
    expect(streaming).toMatchObject({
      phase: 'replying',
      pending: null,
      draft: 'What stack?',
      durations: { 2: 31_000 },
    });
    const done = reduce(
      [
        {
          type: 'event',
          event: { type: 'bot', turn: turn(3, 'bot', 'What stack?'), finished: false, questionsAsked: 2 },
        },
      ],
      streaming,
    );
    expect(done).toMatchObject({ phase: 'idle', draft: null, questionsAsked: 2 });
    expect(done.turns.map((t) => t.seq)).toEqual([1, 2, 3]);
  });

  test('a typed answer goes straight to replying; a retried attempt restarts the draft', () => {
    const state = reduce([
      { type: 'request', request: { kind: 'answer', seq: 2, text: 'Hello' } },
      { type: 'event', event: { type: 'delta', text: 'Half a' } },
      { type: 'attempt' },
      { type: 'event', event: { type: 'delta', text: 'Whole' } },
    ]);
    expect(state).toMatchObject({ phase: 'replying', draft: 'Whole', pending: { text: 'Hello' } });
  });

  test('busy, then a failure keeps the request for Retry and clears the draft; a new request clears the failure', () => {
    const failed = reduce([
      { type: 'request', request: { kind: 'answer', seq: 2, recording } },
      { type: 'busy' },
      { type: 'failed', message: 'Network down', request: { kind: 'next' } },
    ]);
    expect(failed).toMatchObject({
      phase: 'idle',
      draft: null,
      failure: { message: 'Network down', request: { kind: 'next' } },
    });
    expect(reduce([{ type: 'request', request: { kind: 'next' } }], failed)).toMatchObject({
      failure: null,
      phase: 'replying',
    });
  });

  test('an empty transcription shows its notice and drops the pending answer; a stored turn is never duplicated', () => {
    const empty = reduce([
      { type: 'request', request: { kind: 'answer', seq: 2, recording } },
      { type: 'event', event: { type: 'empty', message: 'We could not hear you.' } },
    ]);
    expect(empty).toMatchObject({ phase: 'idle', pending: null, notice: 'We could not hear you.' });
    const twice = reduce([
      { type: 'event', event: { type: 'answer', turn: turn(2, 'user', 'a') } },
      { type: 'event', event: { type: 'answer', turn: turn(2, 'user', 'a') } },
    ]);
    expect(twice.turns).toHaveLength(2);
  });

  test('cancelled: the request was dropped before its answer was stored', () => {
    const state = reduce([
      { type: 'request', request: { kind: 'answer', seq: 2, recording } },
      { type: 'event', event: { type: 'delta', text: 'x' } },
      { type: 'cancelled' },
    ]);
    expect(state).toMatchObject({ phase: 'idle', draft: null, pending: null });
  });

  test('withdrawn: the answer and the reply after it go, the question count is restored', () => {
    const replied = reduce([
      { type: 'request', request: { kind: 'answer', seq: 2, segments: 3, durationMs: 9000 } },
      { type: 'event', event: { type: 'answer', turn: turn(2, 'user', 'I build') } },
      { type: 'event', event: { type: 'bot', turn: turn(3, 'bot', 'Next?'), finished: false, questionsAsked: 2 } },
    ]);
    expect(replied.questionsAsked).toBe(2);
    const withdrawn = reduce([{ type: 'withdrawn', seq: 2 }], replied);
    expect(withdrawn.turns.map((t) => t.seq)).toEqual([1]);
    expect(withdrawn).toMatchObject({ questionsAsked: 1, phase: 'idle', pending: null, finished: false });
  });

  test('an answer sent as segments is pending as spoken, transcribing', () => {
    const sent = reduce([{ type: 'request', request: { kind: 'answer', seq: 2, segments: 2, durationMs: 31_000 } }]);
    expect(sent).toMatchObject({ phase: 'transcribing', pending: { spoken: true, durationMs: 31_000 } });
  });

  test('the initial state is the stored interview: idle, nothing pending, its count and end', () => {
    expect(initialTurnState({ ...initial, finished: true, questionsAsked: 4 })).toMatchObject({
      turns: initial.turns,
      phase: 'idle',
      draft: null,
      pending: null,
      failure: null,
      notice: null,
      finished: true,
      questionsAsked: 4,
      questionsAskedBefore: 4,
      durations: {},
    });
  });

  test('asking for the next question keeps the answer shown as pending and clears a notice', () => {
    const noticed = reduce([
      { type: 'request', request: { kind: 'answer', seq: 2, recording } },
      { type: 'event', event: { type: 'empty', message: 'We could not hear you.' } },
    ]);
    const next = reduce([{ type: 'request', request: { kind: 'next' } }], { ...noticed, pending: { text: 'kept' } });
    expect(next).toMatchObject({ phase: 'replying', notice: null, pending: { text: 'kept' } });
  });

  test('a queued transcription goes back to transcribing when the server starts it', () => {
    const state = reduce([
      { type: 'request', request: { kind: 'answer', seq: 2, recording } },
      { type: 'busy' },
      { type: 'event', event: { type: 'transcribing', message: 'Transcribing…' } },
    ]);
    expect(state.phase).toBe('transcribing');
  });

  test('audio and error events leave the state as it is (the voice and the stream handle them)', () => {
    const before = reduce([{ type: 'request', request: { kind: 'answer', seq: 2, text: 'Hi' } }]);
    expect(
      interviewTurnsReducer(before, {
        type: 'event',
        event: { type: 'audio', index: 0, mime: 'audio/mpeg', data: '', last: true },
      }),
    ).toBe(before);
    expect(interviewTurnsReducer(before, { type: 'event', event: { type: 'error', message: 'x' } })).toBe(before);
  });

  test('the last reply can end the interview', () => {
    const ended = reduce([
      { type: 'request', request: { kind: 'next' } },
      { type: 'event', event: { type: 'bot', turn: turn(2, 'bot', 'Thank you.'), finished: true, questionsAsked: 1 } },
    ]);
    expect(ended).toMatchObject({ finished: true, phase: 'idle' });
  });

  test('an answer without a measured length records no duration', () => {
    const state = reduce([
      { type: 'request', request: { kind: 'answer', seq: 2, text: 'typed' } },
      { type: 'event', event: { type: 'answer', turn: turn(2, 'user', 'typed') } },
    ]);
    expect(state.durations).toEqual({});
  });
});
