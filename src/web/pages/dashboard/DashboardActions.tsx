import { useState } from 'react';
import { Link } from 'react-router';
import { useConfig, useMe } from '../../lib/queries';
import { startCheckout } from '../../lib/checkout';
import { LockIcon, PlusIcon } from './icons';

/**
 * Create Interview Process, or — without an active or free plan — 'Upgrade to Create
 * Interviews' for whoever may buy one (it starts a checkout for the professional plan). Nothing
 * for a viewer who may do neither (`me.can`, computed by the server's rules).
 */
export function CreateProcessButton({ onError }: { onError: (message: string | null) => void }) {
  const { data: me } = useMe();
  const [busy, setBusy] = useState(false);

  // Until /api/me answers nothing is offered: the button appears only for who may use it.
  if (!me) return null;
  if (me.can.createPosting) {
    return (
      <Link to="/job-postings/create" className="btn-primary">
        <PlusIcon />
        Create Interview Process
      </Link>
    );
  }

  if (me.subscription.active || !me.can.manageBilling) return null;

  const upgrade = async () => {
    onError(null);
    setBusy(true);
    const failure = await startCheckout('professional');
    setBusy(false);
    if (failure) onError(failure);
  };

  return (
    <button type="button" onClick={upgrade} disabled={busy} aria-busy={busy} className="btn-primary">
      <LockIcon />
      Upgrade to Create Interviews
    </button>
  );
}

/** The row of buttons under the dashboard heading. */
export function DashboardActions({ onError }: { onError: (message: string | null) => void }) {
  const { data: config } = useConfig();
  const { data: me } = useMe();
  return (
    <div className="flex flex-wrap gap-3">
      <Link to="/interviews" className="btn-secondary">
        Search All Applicants
      </Link>
      {config?.supportEmail && (
        <a href={`mailto:${config.supportEmail}`} className="btn-secondary">
          Email for Support
        </a>
      )}
      <Link to="/subscription" className="btn-secondary">
        Subscription
      </Link>
      {me?.can.viewAuditLog && (
        <Link to="/audit-log" className="btn-secondary">
          Audit Log
        </Link>
      )}
      {me?.can.viewCandidateData && (
        <Link to="/candidate-data" className="btn-secondary">
          Candidate Data
        </Link>
      )}
      <CreateProcessButton onError={onError} />
    </div>
  );
}
