import { describe, expect, it } from 'vitest';
import { runEndpoint } from '../../../core/turn-taking';
import { initialPractice, PRACTICE_SILENCE_MS, practiceStep, type PracticeState } from './practice';

const ready = () => practiceStep(initialPractice(), { type: 'detector', status: 'ready' });

describe('practice question', () => {
  it('listens once the detector is ready; a failed detector is reported, not retried', () => {
    expect(initialPractice().phase).toBe('loading');
    expect(ready().phase).toBe('listening');
    const failed = practiceStep(initialPractice(), { type: 'detector', status: 'failed' });
    expect(failed.phase).toBe('failed');
    expect(practiceStep(failed, { type: 'retry' }).phase).toBe('failed');
  });

  it('hears a sentence and the thinking pause that ends it (the real endpointing rule)', () => {
    // 1 s of silence, 1.5 s of speech with a 0.5 s pause inside, then 3 s of silence (32 ms frames).
    const frames = (ms: number, p: number) => Array.from({ length: Math.round(ms / 32) }, () => p);
    const probabilities = [
      ...frames(1000, 0.05),
      ...frames(800, 0.9),
      ...frames(500, 0.1),
      ...frames(700, 0.9),
      ...frames(3000, 0.05),
    ];
    let state: PracticeState = ready();
    for (const event of runEndpoint(probabilities, 32)) state = practiceStep(state, { type: 'event', event });
    expect(state.phase).toBe('heard');
    // From the first voiced frame to the last: 800 + 500 + 700 ms, within a frame.
    expect(state.spokenMs).toBeGreaterThan(1900);
    expect(state.spokenMs).toBeLessThan(2100);
  });

  it('offers another way when nothing is heard in time, and can listen again', () => {
    let state = practiceStep(ready(), { type: 'tick', nowMs: 100 });
    state = practiceStep(state, { type: 'tick', nowMs: 100 + PRACTICE_SILENCE_MS - 1 });
    expect(state.phase).toBe('listening');
    state = practiceStep(state, { type: 'tick', nowMs: 100 + PRACTICE_SILENCE_MS });
    expect(state.phase).toBe('unheard');
    state = practiceStep(state, { type: 'retry' });
    expect(state).toMatchObject({ phase: 'listening', listeningSinceMs: null, speechStartMs: null });
  });

  it('does not time out while the candidate is speaking, and ignores a pause before any speech', () => {
    let state = practiceStep(ready(), { type: 'tick', nowMs: 0 });
    state = practiceStep(state, {
      type: 'event',
      event: { type: 'speech-start', atMs: 500, first: true, afterEnd: false },
    });
    state = practiceStep(state, { type: 'tick', nowMs: PRACTICE_SILENCE_MS * 2 });
    expect(state.phase).toBe('speaking');
    const early = practiceStep(ready(), { type: 'event', event: { type: 'end-of-turn', atMs: 3000, lastSpeechMs: 0 } });
    expect(early.phase).toBe('listening');
  });
});
