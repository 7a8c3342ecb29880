import { describe, expect, test } from 'vitest';
import {
  DEFAULT_ENDPOINT_SETTINGS,
  flushEndpoint,
  initialEndpointState,
  runEndpoint,
  stepEndpoint,
  thinkingPauseMs,
  type EndpointEvent,
} from './turn-taking';

const FRAME = 32;
/** Probabilities for `ms` of speech (0.9) or silence (0.05), one per 32 ms frame. */
const speech = (ms: number, p = 0.9) => Array.from({ length: Math.round(ms / FRAME) }, () => p);
const silence = (ms: number, p = 0.05) => Array.from({ length: Math.round(ms / FRAME) }, () => p);
const ofType = <T extends EndpointEvent['type']>(events: EndpointEvent[], type: T) =>
  events.filter((e): e is Extract<EndpointEvent, { type: T }> => e.type === type);

describe('thinking pause', () => {
  test('defaults to 2.5 s, follows the plan within 1.5–5 s, and lengthens on request', () => {
    expect(thinkingPauseMs(undefined, false)).toBe(2500);
    expect(thinkingPauseMs(null, false)).toBe(2500);
    expect(thinkingPauseMs(4000, false)).toBe(4000);
    expect(thinkingPauseMs(500, false)).toBe(1500);
    expect(thinkingPauseMs(9000, false)).toBe(5000);
    expect(thinkingPauseMs(undefined, true)).toBe(5000);
    expect(thinkingPauseMs(5000, true)).toBe(7500);
  });
});

describe('endpointing', () => {
  test('an answer with 1 s and 2 s pauses inside is one answer at the default pause', () => {
    const frames = [...silence(600), ...speech(3000), ...silence(1000), ...speech(2000), ...silence(2000)];
    frames.push(...speech(1500), ...silence(4000));
    const events = runEndpoint(frames, FRAME);
    const ends = ofType(events, 'end-of-turn');
    expect(ends).toHaveLength(1);
    // Declared at the first frame where the pause reached 2.5 s: within one frame of it.
    const lastSpeech = ends[0]!.lastSpeechMs;
    expect(ends[0]!.atMs - lastSpeech).toBeGreaterThanOrEqual(2500);
    expect(ends[0]!.atMs - lastSpeech).toBeLessThan(2500 + FRAME);
    // Three segments, each closed after 0.7 s of silence, the first speech flagged as first.
    expect(ofType(events, 'segment-end').map((e) => e.index)).toEqual([0, 1, 2]);
    expect(ofType(events, 'speech-start').map((e) => e.first)).toEqual([true, false, false]);
  });

  test('no false cut-off on pauses of 1–2.4 s, whatever their position', () => {
    for (let pause = 1000; pause <= 2400; pause += 200) {
      const frames = [...speech(2000), ...silence(pause), ...speech(2000), ...silence(pause), ...speech(800)];
      expect(ofType(runEndpoint(frames, FRAME), 'end-of-turn')).toHaveLength(0);
    }
  });

  test('a short pause inside speech does not close a segment; a cough does not start speech', () => {
    const before = [...silence(300), ...speech(96), ...silence(1000)];
    const events = runEndpoint([...before, ...speech(1000), ...silence(400)], FRAME);
    const starts = ofType(events, 'speech-start');
    expect(starts).toHaveLength(1);
    expect(starts[0]!.atMs).toBe(before.length * FRAME);
    expect(ofType(events, 'segment-end')).toHaveLength(0);
  });

  test('hysteresis: in speech, frames between the thresholds keep it going', () => {
    const voiced = [...speech(500), ...speech(3000, 0.4)];
    const events = runEndpoint([...voiced, ...silence(1000)], FRAME);
    expect(ofType(events, 'segment-end')).toEqual([
      { type: 'segment-end', index: 0, startMs: 0, endMs: voiced.length * FRAME },
    ]);
  });

  test('segments are padded before their start and never before zero', () => {
    const events = runEndpoint([...silence(1000), ...speech(1000), ...silence(800)], FRAME);
    const [segment] = ofType(events, 'segment-end');
    const start = Math.round(1000 / FRAME) * FRAME;
    expect(segment!.startMs).toBe(start - DEFAULT_ENDPOINT_SETTINGS.preSpeechPadMs);
    const early = ofType(runEndpoint([...speech(1000), ...silence(800)], FRAME), 'segment-end');
    expect(early[0]!.startMs).toBe(0);
  });

  test('silence alone never ends an answer that has not begun', () => {
    expect(runEndpoint(silence(20_000), FRAME)).toEqual([]);
  });

  test('a longer thinking pause holds through a 4 s pause', () => {
    const settings = { ...DEFAULT_ENDPOINT_SETTINGS, thinkingPauseMs: thinkingPauseMs(undefined, true) };
    const frames = [...speech(1000), ...silence(4000), ...speech(1000), ...silence(5200)];
    expect(ofType(runEndpoint(frames, FRAME, settings), 'end-of-turn')).toHaveLength(1);
    expect(ofType(runEndpoint(frames, FRAME), 'end-of-turn')).toHaveLength(2);
  });

  test('speech after the end of the answer is flagged, and ends again after a new pause', () => {
    const frames = [...speech(1000), ...silence(2600), ...speech(1000), ...silence(2600)];
    const events = runEndpoint(frames, FRAME);
    expect(ofType(events, 'speech-start').map((e) => [e.first, e.afterEnd])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(ofType(events, 'end-of-turn')).toHaveLength(2);
    expect(ofType(events, 'segment-end').map((e) => e.index)).toEqual([0, 1]);
  });

  test('"I\'m finished" closes the open segment at the last speech', () => {
    let state = initialEndpointState();
    const frames = [...speech(1000), ...silence(200)];
    frames.forEach((probability, i) => {
      state = stepEndpoint(state, { probability, startMs: i * FRAME, durationMs: FRAME }).state;
    });
    const flushed = flushEndpoint(state);
    expect(flushed.events).toEqual([
      { type: 'segment-end', index: 0, startMs: 0, endMs: Math.round(1000 / FRAME) * FRAME },
    ]);
    expect(flushed.state.status).toBe('ended');
    expect(flushEndpoint(flushed.state).events).toEqual([]);
  });
});

describe('segments', () => {
  test('continuous speech is cut every 10 s, the pieces adjoining without overlap', () => {
    const events = runEndpoint([...speech(25_000), ...silence(1000)], FRAME);
    const segments = ofType(events, 'segment-end');
    expect(segments.map((s) => s.index)).toEqual([0, 1, 2]);
    expect(segments[0]!.startMs).toBe(0);
    expect(segments[1]!.startMs).toBe(segments[0]!.endMs);
    expect(segments[2]!.startMs).toBe(segments[1]!.endMs);
    for (const s of segments) expect(s.endMs - s.startMs).toBeLessThanOrEqual(10_000 + FRAME);
  });

  test('the padding of a segment never reaches back into the previous one', () => {
    const events = runEndpoint([...speech(1000), ...silence(800), ...speech(1000), ...silence(800)], FRAME);
    const [first, second] = ofType(events, 'segment-end');
    expect(second!.startMs).toBeGreaterThanOrEqual(first!.endMs);
  });
});
