import { useState } from 'react';
import { Link } from 'react-router';
import { maxAnnualSavingPercent, PLAN_LIST, TRIAL_DAYS, type BillingCycle, type Plan } from '../../../core/plans';
import { Alert } from '../../components/Alert';
import { useSession } from '../../lib/auth-client';
import { useConfig, useMe } from '../../lib/queries';
import { useTitle } from '../../lib/use-title';
import { startCheckout, type CheckoutPlan } from '../../lib/checkout';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';
import { mailto, PageHero, Section, useSupportEmail } from './ui';

function CycleToggle({ cycle, onChange }: { cycle: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  const options: { value: BillingCycle; label: string }[] = [
    { value: 'monthly', label: 'Monthly' },
    { value: 'annual', label: `Annual (save up to ${maxAnnualSavingPercent()}%)` },
  ];
  return (
    <fieldset className="mx-auto flex w-fit max-w-full flex-wrap justify-center gap-1 rounded-full border border-slate-200 bg-white p-1 shadow-sm">
      <legend className="sr-only">Billing period</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`cursor-pointer rounded-full px-3 py-2 text-xs font-semibold sm:px-4 sm:text-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${
            cycle === option.value ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          <input
            type="radio"
            name="billing-cycle"
            value={option.value}
            checked={cycle === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function PlanAction({
  plan,
  cycle,
  onError,
}: {
  plan: Plan;
  cycle: BillingCycle;
  onError: (text: string | null) => void;
}) {
  const { data: session } = useSession();
  const { data: config } = useConfig();
  const { data: me } = useMe({ enabled: !!session });
  const supportEmail = useSupportEmail();
  const [busy, setBusy] = useState(false);

  if (plan.id === 'enterprise') {
    const href = mailto(supportEmail, 'Screenroom Enterprise enquiry');
    return href ? (
      <a href={href} className="btn-secondary w-full">
        Contact sales
      </a>
    ) : null;
  }
  const signedIn = Boolean(session?.user);
  if (config && !config.billingEnabled) {
    return (
      <Link to={signedIn ? '/dashboard' : '/signup'} className="btn-primary w-full">
        Get started
      </Link>
    );
  }
  if (!signedIn) {
    return (
      <Link
        to="/signup?next=%2Fsubscription"
        className={plan.mostPopular ? 'btn-primary w-full' : 'btn-secondary w-full'}
      >
        Start {TRIAL_DAYS}-day free trial
      </Link>
    );
  }
  if (me?.subscription.active && !me.subscription.isFree) {
    return (
      <Link to="/subscription" className="btn-secondary w-full">
        {me.subscription.plan === plan.id ? 'Current plan' : 'Manage subscription'}
      </Link>
    );
  }
  const buy = async () => {
    onError(null);
    setBusy(true);
    const failure = await startCheckout(plan.id as CheckoutPlan, cycle);
    setBusy(false);
    if (failure) onError(failure);
  };
  return (
    <button
      type="button"
      onClick={() => void buy()}
      disabled={busy}
      className={plan.mostPopular ? 'btn-primary w-full' : 'btn-secondary w-full'}
    >
      {busy ? 'Redirecting to checkout...' : `Start ${TRIAL_DAYS}-day free trial`}
    </button>
  );
}

export default function PricingPage() {
  useTitle('Pricing');
  const [cycle, setCycle] = useState<BillingCycle>('annual');
  const [error, setError] = useState<string | null>(null);

  return (
    <>
      <PageHero eyebrow="Pricing" title="Simple pricing that pays for itself">
        Every paid plan starts with a {TRIAL_DAYS}-day free trial. Change plans or cancel at any time.
      </PageHero>
      <Section className="-mt-6 pt-0">
        <CycleToggle cycle={cycle} onChange={setCycle} />
        {error && (
          <div className="mx-auto mt-6 max-w-xl">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <div className="mt-12 grid gap-8 lg:grid-cols-3">
          {PLAN_LIST.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              cycle={cycle}
              action={<PlanAction plan={plan} cycle={cycle} onError={setError} />}
            />
          ))}
        </div>
        <p className="mt-8 text-center text-sm text-slate-500">
          Prices in US dollars, excluding taxes. Self-hosting Screenroom yourself? Billing is off by default and every
          account is unlocked.
        </p>
      </Section>
      <Section id="faq" title="Frequently asked questions" className="bg-white">
        <PricingFaq />
      </Section>
    </>
  );
}
