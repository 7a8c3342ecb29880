import { useEffect, useRef, type ReactNode } from 'react';

/** A stage's heading; focus moves to it when the stage appears, so screen readers announce it. */
export function StageHeading({
  id,
  children,
  className = '',
}: {
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, []);
  return (
    <h2
      ref={heading}
      id={id}
      tabIndex={-1}
      className={`text-xl font-semibold text-slate-900 focus:outline-none ${className}`}
    >
      {children}
    </h2>
  );
}
