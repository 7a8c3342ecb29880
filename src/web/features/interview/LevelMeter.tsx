/** A live level (0..1) as an accessible meter; the value is exposed in percent. */
export function LevelMeter({ level, label = 'Microphone level' }: { level: number; label?: string }) {
  const percent = Math.round(level * 100);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-green-500 transition-[width] duration-100"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
