import { describe, expect, test } from 'vitest';
import {
  handsFreeStep,
  initialHandsFree,
  type HandsFreeAction,
  type HandsFreeEffect,
  type HandsFreeState,
} from './handsFree';

/** Runs actions in order; the final state and every effect, in order. */
function run(actions: HandsFreeAction[], from: HandsFreeState = initialHandsFree(false)) {
  let state = from;
  const effects: HandsFreeEffect[] = [];
  for (const action of actions) {
    const step = handsFreeStep(state, action);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects: effects.map((e) => (e.type === 'send-answer' ? `send:${e.reason}` : e.type)) };
}

/** The interviewer asked its question and finished speaking; an answer is awaited. */
const asked: HandsFreeAction[] = [
  { type: 'enable' },
  { type: 'voice', voice: 'pending' },
  { type: 'voice', voice: 'playing' },
  { type: 'can-answer', canAnswer: true },
  { type: 'voice', voice: 'idle' },
];

describe('hands-free turns', () => {
  test('the answer opens when the interviewer stops speaking and is sent at the end of turn', () => {
    const { state, effects } = run([
      ...asked,
      { type: 'speech-start', atMs: 1000 },
      { type: 'end-of-turn', atMs: 9000 },
    ]);
    expect(effects).toEqual(['start-answer', 'send:pause']);
    expect(state.stage).toBe('sent');
    expect(state.canAnswer).toBe(false);
  });

  test('the answer does not open while the interviewer still speaks, nor before an answer is awaited', () => {
    const speaking = run([
      { type: 'enable' },
      { type: 'can-answer', canAnswer: true },
      { type: 'voice', voice: 'playing' },
    ]);
    // Enabled with an answer awaited and no voice yet: it opened at once (a reload after the question).
    expect(speaking.effects).toEqual(['start-answer']);
    const notYet = run([
      { type: 'enable' },
      { type: 'voice', voice: 'pending' },
      { type: 'can-answer', canAnswer: true },
    ]);
    expect(notYet.effects).toEqual([]);
    expect(notYet.state.stage).toBe('waiting');
    const noAnswerOwed = run([{ type: 'enable' }, { type: 'voice', voice: 'idle' }]);
    expect(noAnswerOwed.state.stage).toBe('waiting');
  });

  test('barge-in: speech over the playing voice stops it and starts the answer', () => {
    const { state, effects } = run([
      { type: 'enable' },
      { type: 'voice', voice: 'playing' },
      { type: 'can-answer', canAnswer: true },
      { type: 'speech-start', atMs: 500 },
    ]);
    expect(effects).toEqual(['stop-voice', 'start-answer']);
    expect(state).toMatchObject({ stage: 'speaking', voice: 'idle', last: 'barge-in', speechStartedAt: 500 });
  });

  test('speech while the interviewer is thinking (no voice yet) is not a barge-in', () => {
    const { state, effects } = run([
      { type: 'enable' },
      { type: 'voice', voice: 'pending' },
      { type: 'speech-start', atMs: 1 },
    ]);
    expect(effects).toEqual([]);
    expect(state.stage).toBe('waiting');
  });

  test('recovery: speech after the end of turn, before the reply is heard, withdraws it and continues the answer', () => {
    const { state, effects } = run([
      ...asked,
      { type: 'speech-start', atMs: 1000 },
      { type: 'end-of-turn', atMs: 5000 },
      { type: 'can-answer', canAnswer: false },
      { type: 'speech-start', atMs: 5200 },
      { type: 'end-of-turn', atMs: 9000 },
      { type: 'can-answer', canAnswer: true },
    ]);
    expect(effects).toEqual(['start-answer', 'send:pause', 'stop-voice', 'continue-answer', 'send:pause']);
    expect(state).toMatchObject({ stage: 'sent', last: 'recovered', speechStartedAt: 1000 });
  });

  test('speech long after the end of turn (the interviewer is slow) is not recovery: it is ignored', () => {
    const { state, effects } = run([
      ...asked,
      { type: 'speech-start', atMs: 1000 },
      { type: 'end-of-turn', atMs: 5000 },
      { type: 'speech-start', atMs: 9000 },
    ]);
    expect(effects).toEqual(['start-answer', 'send:pause']);
    expect(state.stage).toBe('sent');
  });

  test('once the reply is heard the answer is final; speech then is a barge-in on the next question', () => {
    const { state, effects } = run([
      ...asked,
      { type: 'speech-start', atMs: 1 },
      { type: 'end-of-turn', atMs: 2 },
      { type: 'voice', voice: 'playing' },
      { type: 'speech-start', atMs: 3 },
    ]);
    expect(effects).toEqual(['start-answer', 'send:pause', 'close-answer', 'stop-voice', 'start-answer']);
    expect(state).toMatchObject({ stage: 'speaking', last: 'barge-in' });
  });

  test('a refused recovery (too late) closes the answer and waits for the reply', () => {
    const { state, effects } = run([
      ...asked,
      { type: 'speech-start', atMs: 1 },
      { type: 'end-of-turn', atMs: 2 },
      { type: 'speech-start', atMs: 3 },
      { type: 'continue-refused' },
    ]);
    expect(effects).toEqual(['start-answer', 'send:pause', 'stop-voice', 'continue-answer', 'close-answer']);
    expect(state.stage).toBe('waiting');
  });

  test('a barged-in answer ended while its question is still streaming is sent once the answer is awaited', () => {
    const { effects } = run([
      { type: 'enable' },
      { type: 'voice', voice: 'playing' },
      { type: 'speech-start', atMs: 100 },
      { type: 'end-of-turn', atMs: 4000 },
      { type: 'can-answer', canAnswer: true },
    ]);
    expect(effects).toEqual(['stop-voice', 'start-answer', 'send:pause']);
  });

  test("'I'm finished' sends at once, also with nothing said yet; not twice", () => {
    const direct = run([...asked, { type: 'speech-start', atMs: 1 }, { type: 'finish', atMs: 2 }]);
    expect(direct.effects).toEqual(['start-answer', 'send:finished']);
    const silent = run([...asked, { type: 'finish', atMs: 2 }, { type: 'finish', atMs: 3 }]);
    expect(silent.effects).toEqual(['start-answer', 'send:finished']);
    expect(run([{ type: 'enable' }, { type: 'finish', atMs: 1 }]).effects).toEqual([]);
  });

  test('an answer that comes back (nothing heard) reopens listening for the same answer, still recording', () => {
    const { state, effects } = run([
      ...asked,
      { type: 'speech-start', atMs: 1 },
      { type: 'finish', atMs: 2 },
      { type: 'answer-returned' },
      { type: 'can-answer', canAnswer: true },
    ]);
    expect(effects).toEqual(['start-answer', 'send:finished']);
    expect(state.stage).toBe('listening');
  });

  test('after the answer is sent, the next answer opens only when the reply has been spoken', () => {
    const sent = run([...asked, { type: 'speech-start', atMs: 1 }, { type: 'finish', atMs: 2 }]);
    expect(sent.state.stage).toBe('sent');
    const next = run(
      [
        { type: 'can-answer', canAnswer: false },
        { type: 'voice', voice: 'pending' },
        { type: 'can-answer', canAnswer: true },
        { type: 'voice', voice: 'playing' },
        { type: 'voice', voice: 'idle' },
      ],
      sent.state,
    );
    expect(next.effects).toEqual(['close-answer', 'start-answer']);
    expect(next.state.stage).toBe('listening');
  });

  test('tap mode (off) ignores the detector; switching off closes a sent answer', () => {
    const off = run([
      { type: 'voice', voice: 'playing' },
      { type: 'speech-start', atMs: 1 },
      { type: 'end-of-turn', atMs: 2 },
    ]);
    expect(off.effects).toEqual([]);
    expect(off.state.stage).toBe('off');
    const switched = run([
      ...asked,
      { type: 'speech-start', atMs: 1 },
      { type: 'end-of-turn', atMs: 2 },
      { type: 'disable' },
    ]);
    expect(switched.effects).toEqual(['start-answer', 'send:pause', 'close-answer']);
    expect(switched.state.stage).toBe('off');
  });

  test('switching to tap mode mid-answer drops the unsent answer (recording stopped, nothing sent)', () => {
    for (const tail of [[], [{ type: 'speech-start', atMs: 1 }]] as HandsFreeAction[][]) {
      const dropped = run([...asked, ...tail, { type: 'disable' }]);
      expect(dropped.effects).toEqual(['start-answer', 'drop-answer']);
      expect(dropped.state.stage).toBe('off');
    }
    // While the interviewer has the floor there is no answer to drop.
    expect(run([{ type: 'enable' }, { type: 'voice', voice: 'playing' }, { type: 'disable' }]).effects).toEqual([]);
  });

  test('"I\'m finished" has no recovery window: speech right after it does not take the reply back', () => {
    const finished = run([
      ...asked,
      { type: 'speech-start', atMs: 1000 },
      { type: 'finish', atMs: 5000 },
      { type: 'speech-start', atMs: 5500 },
    ]);
    expect(finished.effects).toEqual(['start-answer', 'send:finished']);
    expect(finished.state.stage).toBe('sent');
    // The same speech after a thinking pause is recovery.
    const paused = run([
      ...asked,
      { type: 'speech-start', atMs: 1000 },
      { type: 'end-of-turn', atMs: 5000 },
      { type: 'speech-start', atMs: 5500 },
    ]);
    expect(paused.effects).toEqual(['start-answer', 'send:pause', 'stop-voice', 'continue-answer']);
  });
});
