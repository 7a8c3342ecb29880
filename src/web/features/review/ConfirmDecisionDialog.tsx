import { useMemo } from 'react';
import type { REJECTION_REASON_CODES } from '../../../core/decision-reasons';
import { setStatusSchema, type InterviewStatus } from '../../../core/api/review';
import { decisionStep } from '../../../core/decisions';
import { Dialog, DialogActions } from '../../components/Dialog';
import { useApiForm } from '../../lib/use-api-form';
import { ChangeReasonField, noReasons, reasonsSchema, RejectionReasonFields } from './RejectionReasonFields';

export type Decision = 'accepted' | 'rejected';
/** What the person chose: a rejection carries its reason code and an optional note. */
export type DecisionChoice = {
  reason?: (typeof REJECTION_REASON_CODES)[number];
  note?: string;
  /** Why an earlier decision is changed (required for a change). */
  changeReason?: string;
};

interface ConfirmDecisionDialogProps {
  /** The candidate and the decision while open; null closes it. */
  pending: { email: string; decision: Decision; current: InterviewStatus } | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (choice: DecisionChoice) => void;
}

const verb = { accepted: 'Accept', rejected: 'Reject' } as const;

/**
 * docs/product-rules.md §2: accept and reject ask for confirmation naming the candidate's email. A
 * rejection also asks why (docs/decisions/0020-audit-log-and-oversight.md), checked by the same
 * contract as the server's.
 */
export function ConfirmDecisionDialog({ pending, busy, error, onCancel, onConfirm }: ConfirmDecisionDialogProps) {
  const action = pending ? verb[pending.decision] : '';
  const changing = pending ? decisionStep(pending.current, pending.decision) === 'change' : false;
  return (
    <Dialog
      open={pending !== null}
      title={
        changing ? `Change the decision to ${action === 'Accept' ? 'Accepted' : 'Rejected'}?` : `${action} candidate?`
      }
      busy={busy}
      onClose={onCancel}
    >
      {({ describedBy }) =>
        pending && (
          <DecisionForm
            pending={pending}
            changing={changing}
            describedBy={describedBy}
            busy={busy}
            error={error}
            onCancel={onCancel}
            onConfirm={onConfirm}
          />
        )
      }
    </Dialog>
  );
}

/** The open dialog's form (its values start empty each time the dialog opens). */
function DecisionForm({
  pending,
  changing,
  describedBy,
  busy,
  error,
  onCancel,
  onConfirm,
}: Omit<ConfirmDecisionDialogProps, 'pending'> & {
  pending: NonNullable<ConfirmDecisionDialogProps['pending']>;
  changing: boolean;
  describedBy: string;
}) {
  const action = verb[pending.decision];
  const rejecting = pending.decision === 'rejected';
  const schema = useMemo(
    () =>
      reasonsSchema(setStatusSchema, (choices) => ({ status: pending.decision, ...choices }), { rejecting, changing }),
    [pending.decision, rejecting, changing],
  );
  const { form, field, alert, onSubmit } = useApiForm({
    schema,
    defaultValues: noReasons,
    fallback: 'Check the reason',
    onSubmit: ({ reason, note, changeReason }) => onConfirm({ reason, note, changeReason }),
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <p id={describedBy} className="mt-2 text-sm text-slate-600">
        Are you sure you want to {action.toLowerCase()}{' '}
        <span className="font-medium break-all text-slate-900">{pending.email}</span>?{' '}
        {changing
          ? `They are ${pending.current} now; the change is logged with your reason.`
          : 'You can write to the candidate next, or later.'}
      </p>
      {changing && <ChangeReasonField label="Why are you changing the decision? (required)" field={field} />}
      {rejecting && <RejectionReasonFields field={field} reason={form.watch('reason')} />}
      <DialogActions
        alert={[...alert, ...(error ? [error] : [])]}
        busy={busy}
        onCancel={onCancel}
        confirm={{
          label: action,
          busyLabel: `${action === 'Accept' ? 'Accepting' : 'Rejecting'}...`,
          className: rejecting ? 'bg-red-600 hover:bg-red-500' : 'bg-green-700 hover:bg-green-600',
        }}
      />
    </form>
  );
}
