import type { ReactNode } from 'react';
import { formatUsd, pricePerMonth, type BillingCycle, type Plan } from '../../../core/plans';
import { Icon } from './icons';

/** One plan: name, price for the cycle, features and an action (shared by /pricing and /subscription). */
export function PlanCard({
  plan,
  cycle,
  action,
  note,
  current = false,
}: {
  plan: Plan;
  cycle: BillingCycle;
  action?: ReactNode;
  note?: ReactNode;
  current?: boolean;
}) {
  const price = pricePerMonth(plan, cycle);
  const headingId = `plan-${plan.id}-name`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      className={`relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm sm:p-8 ${
        plan.mostPopular ? 'border-indigo-600 ring-2 ring-indigo-600' : 'border-slate-200'
      }`}
    >
      {plan.mostPopular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </p>
      )}
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-semibold text-slate-900">
          {plan.name}
        </h3>
        {current && (
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
            Current plan
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        {price === null ? (
          <span className="text-4xl font-extrabold text-slate-900">Custom</span>
        ) : (
          <>
            <span data-testid={`price-${plan.id}`} className="text-4xl font-extrabold text-slate-900 tabular-nums">
              {formatUsd(price)}
            </span>
            <span className="text-sm text-slate-600">/month</span>
          </>
        )}
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-600">
        {price === null
          ? 'Tailored to your volume and requirements'
          : cycle === 'annual'
            ? `Billed annually (${formatUsd(price * 12)} a year)`
            : 'Billed monthly'}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {action && <div className="mt-8">{action}</div>}
      {note && <div className="mt-3 text-center text-xs text-slate-500">{note}</div>}
    </section>
  );
}
