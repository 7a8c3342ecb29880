import { describe, it, expect } from 'vitest';
import {
  CANDIDATES_PER_MONTH_RANGE,
  DEFAULT_ROI_INPUT,
  HOURLY_COST_RANGE,
  HOURS_PER_PROCESS_RANGE,
  ROI_DIVISOR,
  roi,
  toSliderValue,
} from './roi.ts';

describe('ROI constants', () => {
  it('match the landing page sliders', () => {
    expect(CANDIDATES_PER_MONTH_RANGE).toEqual({ min: 10, max: 100, step: 1, defaultValue: 50 });
    expect(HOURS_PER_PROCESS_RANGE).toEqual({ min: 1, max: 10, step: 1, defaultValue: 2 });
    expect(HOURLY_COST_RANGE).toEqual({ min: 20, max: 200, step: 5, defaultValue: 100 });
    expect(ROI_DIVISOR).toBe(250);
    expect(DEFAULT_ROI_INPUT).toEqual({ candidates: 50, hours: 2, hourlyCost: 100 });
  });
});

describe('roi', () => {
  it('at the defaults saves 10000 for 4000%', () => {
    expect(roi(DEFAULT_ROI_INPUT)).toEqual({ savings: 10_000, roiPercent: 4000 });
  });

  it('at the lower bounds saves 200 for 80%', () => {
    expect(roi({ candidates: 10, hours: 1, hourlyCost: 20 })).toEqual({ savings: 200, roiPercent: 80 });
  });

  it('at the upper bounds saves 200000 for 80000%', () => {
    expect(roi({ candidates: 100, hours: 10, hourlyCost: 200 })).toEqual({ savings: 200_000, roiPercent: 80_000 });
  });

  it('multiplies the three values', () => {
    expect(roi({ candidates: 37, hours: 3, hourlyCost: 45 }).savings).toBe(4995);
  });

  it('gives savings / 250 * 100 as a whole percentage', () => {
    expect(roi({ candidates: 13, hours: 7, hourlyCost: 55 })).toEqual({ savings: 5005, roiPercent: 2002 });
    // Snapped inputs keep savings a multiple of 5, so the percentage is whole without rounding.
    for (const candidates of [10, 11, 37, 99]) {
      for (const hourlyCost of [20, 25, 35, 195]) {
        const { savings, roiPercent } = roi({ candidates, hours: 3, hourlyCost });
        expect(Number.isInteger(roiPercent)).toBe(true);
        expect(roiPercent * 250).toBe(savings * 100);
      }
    }
  });

  it('computes with snapped inputs, as the slider would', () => {
    expect(roi({ candidates: 50, hours: 2, hourlyCost: 103 })).toEqual({ savings: 10_500, roiPercent: 4200 });
    expect(roi({ candidates: 50.4, hours: 2.2, hourlyCost: 100 })).toEqual(roi(DEFAULT_ROI_INPUT));
  });

  it('clamps inputs below the ranges', () => {
    expect(roi({ candidates: 0, hours: 0, hourlyCost: 0 })).toEqual(roi({ candidates: 10, hours: 1, hourlyCost: 20 }));
    expect(roi({ candidates: -50, hours: -1, hourlyCost: -100 }).savings).toBe(200);
  });

  it('clamps inputs above the ranges', () => {
    expect(roi({ candidates: 1000, hours: 24, hourlyCost: 999 })).toEqual({ savings: 200_000, roiPercent: 80_000 });
  });

  it('uses defaults for non-numeric inputs', () => {
    expect(roi({ candidates: Number.NaN, hours: Number.NaN, hourlyCost: Number.NaN })).toEqual(roi(DEFAULT_ROI_INPUT));
  });
});

describe('toSliderValue', () => {
  it('keeps in-range values on a step', () => {
    expect(toSliderValue(55, HOURLY_COST_RANGE)).toBe(55);
    expect(toSliderValue(20, HOURLY_COST_RANGE)).toBe(20);
    expect(toSliderValue(200, HOURLY_COST_RANGE)).toBe(200);
  });

  it('snaps to the nearest step', () => {
    expect(toSliderValue(52, HOURLY_COST_RANGE)).toBe(50);
    expect(toSliderValue(53, HOURLY_COST_RANGE)).toBe(55);
    expect(toSliderValue(42.4, CANDIDATES_PER_MONTH_RANGE)).toBe(42);
  });

  it('clamps to the bounds', () => {
    expect(toSliderValue(9, CANDIDATES_PER_MONTH_RANGE)).toBe(10);
    expect(toSliderValue(101, CANDIDATES_PER_MONTH_RANGE)).toBe(100);
    expect(toSliderValue(Number.POSITIVE_INFINITY, HOURS_PER_PROCESS_RANGE)).toBe(10);
    expect(toSliderValue(Number.NEGATIVE_INFINITY, HOURS_PER_PROCESS_RANGE)).toBe(1);
  });

  it('falls back to the default for NaN', () => {
    expect(toSliderValue(Number.NaN, HOURLY_COST_RANGE)).toBe(100);
  });
});
