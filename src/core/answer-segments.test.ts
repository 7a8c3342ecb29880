import { describe, expect, it } from 'vitest';
import { endOfTurnIsStale } from './answer-segments.ts';

describe('recovery race: answer generations', () => {
  it('refuses an end of turn declared before the latest continue, and only that', () => {
    // No continue yet: generation 0 is current.
    expect(endOfTurnIsStale(0, 0)).toBe(false);
    // The candidate went on speaking (continue → 1): the end of turn still in flight under 0 is stale.
    expect(endOfTurnIsStale(0, 1)).toBe(true);
    // The next end of turn carries what continue answered.
    expect(endOfTurnIsStale(1, 1)).toBe(false);
    // Two recoveries in one answer.
    expect(endOfTurnIsStale(1, 2)).toBe(true);
    expect(endOfTurnIsStale(2, 2)).toBe(false);
    // Tap mode and typed answers declare none: never stale.
    expect(endOfTurnIsStale(undefined, 5)).toBe(false);
  });
});
