import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info';

const toneClass: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-indigo-200 bg-indigo-50 text-indigo-800',
};

/** A banner. Errors are announced at once (role="alert"); other tones politely. */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${toneClass[tone]}`}
    >
      {children}
    </div>
  );
}
