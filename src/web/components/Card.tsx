import type { FormEvent, HTMLAttributes, ReactNode } from 'react';

type CardProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> & {
  /** When `as="form"`. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  noValidate?: boolean;
  /** The element: a <section> for a titled part of a page, a <div> otherwise. */
  as?: 'div' | 'section' | 'article' | 'form' | 'aside' | 'li';
  /** p-6 by default; `compact` is p-4 (p-6 from sm); `none` leaves it to the content (tables). */
  padding?: 'normal' | 'compact' | 'none';
  children: ReactNode;
};

const paddingClass = { normal: 'p-6', compact: 'p-4 sm:p-6', none: '' } as const;

/** The white rounded panel every page is made of (the one home of its class string). */
export function Card({ as: Tag = 'div', padding = 'normal', className, children, ...rest }: CardProps) {
  const classes = ['rounded-2xl border border-slate-200 bg-white shadow-sm', paddingClass[padding], className]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag {...(rest as HTMLAttributes<HTMLElement>)} className={classes}>
      {children}
    </Tag>
  );
}
