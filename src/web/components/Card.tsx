import type { FormEvent, HTMLAttributes, ReactNode } from 'react';

type CardProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> & {
  /** When `as="form"`. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  noValidate?: boolean;
  /** The element: a <section> for a titled part of a page, a <div> otherwise. */
  as?: 'div' | 'section' | 'article' | 'form' | 'aside' | 'li';
  /** p-6 by default; `compact` is p-4 (p-6 from sm); `none` leaves it to the content (tables). */
  padding?: 'normal' | 'compact' | 'none';
  /** `danger`: a red border (a part of the page that deletes); `warning`: amber (admin-only controls). */
  tone?: keyof typeof borderClass;
  children: ReactNode;
};

const borderClass = { normal: 'border-slate-200', danger: 'border-red-200', warning: 'border-amber-200' } as const;
const paddingClass = { normal: 'p-6', compact: 'p-4 sm:p-6', none: '' } as const;

/** The white rounded panel every page is made of (the one home of its class string). */
export function Card({
  as: Tag = 'div',
  padding = 'normal',
  tone = 'normal',
  className,
  children,
  ...rest
}: CardProps) {
  const classes = [`rounded-2xl border ${borderClass[tone]} bg-white shadow-sm`, paddingClass[padding], className]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag {...(rest as HTMLAttributes<HTMLElement>)} className={classes}>
      {children}
    </Tag>
  );
}
