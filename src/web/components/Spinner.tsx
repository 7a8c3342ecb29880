interface SpinnerProps {
  label?: string;
  className?: string;
}

/** An animated ring with an accessible label. */
export function Spinner({ label = 'Loading...', className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-slate-500 ${className}`}>
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600 motion-reduce:animate-none"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** A spinner that fills the content area (session loading, page loading). */
export function PageSpinner({ label }: { label?: string }) {
  return <Spinner label={label} className="min-h-[50vh] py-16" />;
}
