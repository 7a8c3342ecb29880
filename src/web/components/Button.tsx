import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variantClass: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  danger: 'btn-primary bg-red-600 hover:bg-red-500',
  ghost:
    'inline-flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60',
};

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** While true the button is disabled, marked aria-busy and shows `loadingLabel` (if given). */
  loading?: boolean;
  /** The text while loading ("Saving..."); the children stay when it is left out. */
  loadingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** The app's button. `type` defaults to "button": a submit button says so. */
export function Button({
  variant = 'primary',
  loading = false,
  loadingLabel,
  className,
  disabled,
  type = 'button',
  children,
  ...button
}: ButtonProps) {
  return (
    <button
      type={type}
      {...button}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[variantClass[variant], className].filter(Boolean).join(' ')}
    >
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
