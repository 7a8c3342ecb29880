import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BillingSummary } from '../../../core/api/billing';
import { formatUsd, PLANS, TRIAL_DAYS, type PaidPlanId } from '../../../core/plans';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { PageSpinner } from '../../components/Spinner';
import { billingEndpoints } from '../../../core/api/endpoints/billing';
import { callApi } from '../../lib/call-api';
import { useConfig, useMe, type Me } from '../../lib/queries';
import { useTitle } from '../../lib/use-title';
import { openBillingPortal, startCheckout } from '../../lib/checkout';
import { PlanCard } from '../marketing/PlanCard';
import { Card } from '../../components/Card';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Free trial',
  past_due: 'Payment past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Awaiting payment',
  incomplete_expired: 'Expired',
  paused: 'Paused',
  none: 'No active subscription',
};

/** Statuses in which Stripe still holds a subscription for the account (changes go through the portal). */
const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused']);

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : null;

function statusLabel(me: Me, billingEnabled: boolean): string {
  if (!billingEnabled) return 'Active';
  if (me.subscription.isFree) return 'Active (free membership)';
  return STATUS_LABELS[me.subscription.status] ?? me.subscription.status;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function CurrentSubscription({
  me,
  summary,
  billingEnabled,
}: {
  me: Me;
  summary?: BillingSummary;
  billingEnabled: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = me.subscription.plan && me.subscription.plan in PLANS ? PLANS[me.subscription.plan as PaidPlanId] : null;
  const nextDate = formatDate(me.subscription.currentPeriodEnd);
  const limit = summary?.limits.interviewsPerMonth ?? null;

  const manage = async () => {
    setError(null);
    setBusy(true);
    const failure = await openBillingPortal();
    setBusy(false);
    if (failure) setError(failure);
  };

  return (
    <Card aria-labelledby="current-heading" as="section">
      <h2 id="current-heading" className="text-lg font-semibold text-slate-900">
        Current Subscription
      </h2>
      <dl className="mt-3 divide-y divide-slate-100">
        <Row label="Status">
          <span data-testid="subscription-status">{statusLabel(me, billingEnabled)}</span>
        </Row>
        {billingEnabled && <Row label="Plan">{plan?.name ?? 'None'}</Row>}
        {billingEnabled && (
          <Row label={me.subscription.status === 'canceled' ? 'Access ended' : 'Next billing date'}>
            <span data-testid="next-billing-date">{nextDate ?? '—'}</span>
          </Row>
        )}
        {summary && (
          <Row label="Interviews this month">
            {summary.interviewsThisMonth.toLocaleString('en-US')}
            {limit !== null ? ` of ${limit.toLocaleString('en-US')}` : ' (no limit)'}
          </Row>
        )}
        {summary && <Row label="Recordings kept for">{summary.limits.retentionDays} days</Row>}
      </dl>
      {summary?.quotaReached && (
        <div className="mt-4">
          <Alert tone="error">
            You have used all {limit?.toLocaleString('en-US')} interviews included this month. Candidates cannot start
            new interviews until the 1st of next month (UTC). Upgrade your plan to interview more candidates now.
          </Alert>
        </div>
      )}
      {error && (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      {billingEnabled && summary?.hasBillingAccount && me.can.manageBilling && (
        <button type="button" className="btn-secondary mt-5" onClick={() => void manage()} disabled={busy}>
          {busy ? 'Opening billing portal...' : 'Manage billing'}
        </button>
      )}
    </Card>
  );
}

function UpgradeButton({ plan, me, summary }: { plan: PaidPlanId; me: Me; summary?: BillingSummary }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const live = LIVE.has(me.subscription.status) && summary?.hasBillingAccount;
  const current = live && me.subscription.plan === plan;

  const go = async () => {
    setError(null);
    setBusy(true);
    const failure = live ? await openBillingPortal() : await startCheckout(plan);
    setBusy(false);
    if (failure) setError(failure);
  };

  return (
    <>
      {error && (
        <div className="mb-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <button
        type="button"
        onClick={() => void go()}
        disabled={busy || current}
        className={PLANS[plan].mostPopular ? 'btn-primary w-full' : 'btn-secondary w-full'}
      >
        {current ? 'Current plan' : live ? `Switch to ${PLANS[plan].name}` : `Upgrade to ${PLANS[plan].name}`}
      </button>
    </>
  );
}

export default function SubscriptionPage() {
  useTitle('Subscription');
  const { data: me, isPending, error } = useMe();
  const { data: config } = useConfig();
  const summary = useQuery({
    queryKey: ['billing-summary'],
    queryFn: () => callApi(billingEndpoints.summary),
    enabled: !!me,
  });
  const billingEnabled = summary.data?.billingEnabled ?? config?.billingEnabled ?? false;

  let body;
  if (isPending) body = <PageSpinner label="Loading subscription..." />;
  else if (error || !me) body = <Alert tone="error">{error?.message ?? 'Not authenticated'}</Alert>;
  else {
    body = (
      <div className="space-y-8">
        {!billingEnabled && (
          <Alert tone="info">
            Billing is disabled on this install, so every account is active with no interview limit. The plans below are
            shown for reference only.
          </Alert>
        )}
        {billingEnabled && !me.can.manageBilling && (
          <Alert tone="info">Only the owner of your organization can choose or change the plan.</Alert>
        )}
        <CurrentSubscription me={me} summary={summary.data} billingEnabled={billingEnabled} />
        <div className="grid gap-8 pt-4 md:grid-cols-2">
          {(['starter', 'professional'] as const).map((id) => (
            <PlanCard
              key={id}
              plan={PLANS[id]}
              cycle="monthly"
              current={
                billingEnabled &&
                !!summary.data?.hasBillingAccount &&
                me.subscription.plan === id &&
                LIVE.has(me.subscription.status)
              }
              action={
                billingEnabled && me.can.manageBilling ? (
                  <UpgradeButton plan={id} me={me} summary={summary.data} />
                ) : undefined
              }
              note={`or ${formatUsd(PLANS[id].annualMonthlyPrice ?? 0)}/month billed annually · ${TRIAL_DAYS}-day free trial`}
            />
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Breadcrumb items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Subscription' }]} />
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900">Subscription</h1>
      {body}
    </div>
  );
}
