import { useId, useState } from 'react';
import {
  CANDIDATES_PER_MONTH_RANGE,
  DEFAULT_ROI_INPUT,
  HOURLY_COST_RANGE,
  HOURS_PER_PROCESS_RANGE,
  roi,
  toSliderValue,
  type RoiInput,
  type SliderRange,
} from '../../../core/roi';
import { formatUsd } from '../../../core/plans';

type SliderProps = {
  label: string;
  range: SliderRange;
  value: number;
  format: (value: number) => string;
  onChange: (value: number) => void;
};

/** A native range input: arrow keys, Page Up/Down, Home and End work out of the box. */
function Slider({ label, range, value, format, onChange }: SliderProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <span aria-hidden="true" className="text-lg font-semibold text-slate-900 tabular-nums">
          {format(value)}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(toSliderValue(Number(event.target.value), range))}
        className="mt-3 h-2 w-full cursor-pointer accent-indigo-600"
      />
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-500">
        <span>{format(range.min)}</span>
        <span>{format(range.max)}</span>
      </div>
    </div>
  );
}

/** docs/product-rules.md §2 Landing: savings = candidates × hours × hourly cost; ROI % = savings / 250 × 100. */
export function RoiCalculator() {
  const [input, setInput] = useState<RoiInput>(DEFAULT_ROI_INPUT);
  const { savings, roiPercent } = roi(input);
  const set = (key: keyof RoiInput) => (value: number) => setInput((current) => ({ ...current, [key]: value }));

  return (
    <div className="grid gap-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-5">
      <div className="space-y-8 lg:col-span-3">
        <Slider
          label="Candidates per month"
          range={CANDIDATES_PER_MONTH_RANGE}
          value={input.candidates}
          format={(v) => String(v)}
          onChange={set('candidates')}
        />
        <Slider
          label="Hours per interview process"
          range={HOURS_PER_PROCESS_RANGE}
          value={input.hours}
          format={(v) => `${v} ${v === 1 ? 'hour' : 'hours'}`}
          onChange={set('hours')}
        />
        <Slider
          label="Hourly cost of your team"
          range={HOURLY_COST_RANGE}
          value={input.hourlyCost}
          format={(v) => formatUsd(v)}
          onChange={set('hourlyCost')}
        />
      </div>
      <div
        aria-live="polite"
        className="flex flex-col justify-center gap-6 rounded-2xl bg-indigo-700 p-6 text-white lg:col-span-2"
      >
        <div>
          <p className="text-sm font-medium text-indigo-100">Monthly savings</p>
          <p data-testid="roi-savings" className="mt-1 text-4xl font-extrabold tabular-nums">
            {formatUsd(savings)}
          </p>
        </div>
        <div>
          <p className="text-sm font-medium text-indigo-100">Return on investment</p>
          <p data-testid="roi-percent" className="mt-1 text-4xl font-extrabold tabular-nums">
            {roiPercent.toLocaleString('en-US')}%
          </p>
        </div>
        <p className="text-xs text-indigo-100">An estimate of the interviewing time your team gets back each month.</p>
      </div>
    </div>
  );
}
