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
  test('the answer opens when the interviewer stops speaking, and is sent after the pause and the hold', () => {
    const { state, effects } = run([
      ...asked,
      { type: 'speech-start', atMs: 1000 },
      { type: 'end-of-turn', atMs: 9000 },
      { type: 'hold-elapsed' },
    ]);
    expect(effects).toEqual(['start-answer', 'start-hold', 'send:pause']);
    expect(state.stage).toBe('waiting');
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

  test('recovery: speech inside the hold continues the same answer; nothing is sent', () => {
    const { state, effects } = run([
      ...asked,
      { type: 'speech-start', atMs: 1000 },
      { type: 'end-of-turn', atMs: 5000 },
      { type: 'speech-start', atMs: 5200 },
      { type: 'hold-elapsed' },
    ]);
    expect(effects).toEqual(['start-answer', 'start-hold', 'cancel-hold']);
    expect(state).toMatchObject({ stage: 'speaking', last: 'recovered', speechStartedAt: 1000 });
  });

  test('a barged-in answer ended while its question is still streaming is sent once the answer is awaited', () => {
    const { effects } = run([
      { type: 'enable' },
      { type: 'voice', voice: 'playing' },
      { type: 'speech-start', atMs: 100 },
      { type: 'end-of-turn', atMs: 4000 },
      { type: 'hold-elapsed' },
      { type: 'can-answer', canAnswer: true },
    ]);
    expect(effects).toEqual(['stop-voice', 'start-answer', 'start-hold', 'send:pause']);
  });

  test('"I\'m finished" sends at once, cancelling a hold under way', () => {
    const direct = run([...asked, { type: 'speech-start', atMs: 1 }, { type: 'finish', atMs: 2 }]);
    expect(direct.effects).toEqual(['start-answer', 'send:finished']);
    const inHold = run([
      ...asked,
      { type: 'speech-start', atMs: 1 },
      { type: 'end-of-turn', atMs: 2 },
      { type: 'finish', atMs: 3 },
    ]);
    expect(inHold.effects).toEqual(['start-answer', 'start-hold', 'cancel-hold', 'send:finished']);
    expect(run([{ type: 'enable' }, { type: 'finish', atMs: 1 }]).effects).toEqual([]);
  });

  test('an answer that comes back (empty or failed) reopens listening for the same question', () => {
    const { state, effects } = run([
      ...asked,
      { type: 'speech-start', atMs: 1 },
      { type: 'finish', atMs: 2 },
      { type: 'can-answer', canAnswer: true },
      { type: 'answer-returned' },
    ]);
    expect(effects).toEqual(['start-answer', 'send:finished', 'start-answer']);
    expect(state.stage).toBe('listening');
  });

  test('after the answer is sent, the next answer opens only when the reply has been spoken', () => {
    const sent = run([...asked, { type: 'speech-start', atMs: 1 }, { type: 'finish', atMs: 2 }]);
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
    expect(next.effects).toEqual(['start-answer']);
    expect(next.state.stage).toBe('listening');
  });

  test('tap mode (off) ignores the detector; switching off cancels a hold', () => {
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
    expect(switched.effects).toEqual(['start-answer', 'start-hold', 'cancel-hold']);
    expect(switched.state.stage).toBe('off');
  });
});
