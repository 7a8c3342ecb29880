export type SliderRange = { min: number; max: number; step: number; defaultValue: number };

export const CANDIDATES_PER_MONTH_RANGE = {
  min: 10,
  max: 100,
  step: 1,
  defaultValue: 50,
} as const satisfies SliderRange;
export const HOURS_PER_PROCESS_RANGE = { min: 1, max: 10, step: 1, defaultValue: 2 } as const satisfies SliderRange;
export const HOURLY_COST_RANGE = { min: 20, max: 200, step: 5, defaultValue: 100 } as const satisfies SliderRange;
export const ROI_DIVISOR = 250;

export type RoiInput = { candidates: number; hours: number; hourlyCost: number };
export type RoiResult = { savings: number; roiPercent: number };

export const DEFAULT_ROI_INPUT: RoiInput = {
  candidates: CANDIDATES_PER_MONTH_RANGE.defaultValue,
  hours: HOURS_PER_PROCESS_RANGE.defaultValue,
  hourlyCost: HOURLY_COST_RANGE.defaultValue,
};

/** Clamps to the range and snaps to its step, as the slider itself would; NaN falls back to the default. */
export function toSliderValue(value: number, range: SliderRange): number {
  if (Number.isNaN(value)) return range.defaultValue;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  return range.min + Math.round((clamped - range.min) / range.step) * range.step;
}

export function roi(input: RoiInput): RoiResult {
  const candidates = toSliderValue(input.candidates, CANDIDATES_PER_MONTH_RANGE);
  const hours = toSliderValue(input.hours, HOURS_PER_PROCESS_RANGE);
  const hourlyCost = toSliderValue(input.hourlyCost, HOURLY_COST_RANGE);
  const savings = candidates * hours * hourlyCost;
  return { savings, roiPercent: Math.round((savings / ROI_DIVISOR) * 100) };
}
