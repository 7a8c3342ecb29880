import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { errorMessage } from '../../lib/api';
import { useSetArchived, useSetStatus } from '../../lib/review';
import { ConfirmDecisionDialog, type Decision, type DecisionChoice } from './ConfirmDecisionDialog';
import { DecisionMailDialog, type MailTarget } from './DecisionMailDialog';

export type DecisionCandidate = { id: string; candidateEmail: string; fullName: string; jobTitle: string };

/**
 * Accept / reject / archive / restore, shared by the candidates table and the details page:
 * confirm (naming the e-mail) → status saved and lists reloaded → pre-filled e-mail dialog.
 */
export function useDecisions() {
  const setStatus = useSetStatus();
  const setArchived = useSetArchived();
  const [confirming, setConfirming] = useState<(DecisionCandidate & { decision: Decision }) | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [mailTarget, setMailTarget] = useState<MailTarget | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const decide = (candidate: DecisionCandidate, decision: Decision) => {
    setConfirmError(null);
    setConfirming({ ...candidate, decision });
  };

  const confirm = (choice: DecisionChoice) => {
    if (!confirming) return;
    const target = confirming;
    setStatus.mutate(
      { id: target.id, status: target.decision, ...choice },
      {
        onSuccess: () => {
          setConfirming(null);
          setNotice(null);
          setMailTarget({
            id: target.id,
            email: target.candidateEmail,
            fullName: target.fullName,
            jobTitle: target.jobTitle,
            decision: target.decision,
          });
        },
        onError: (error) => setConfirmError(errorMessage(error, 'Failed to update the candidate. Please try again.')),
      },
    );
  };

  const archive = (candidate: DecisionCandidate, archived: boolean) => {
    setNotice(null);
    setArchived.mutate(
      { id: candidate.id, archived },
      {
        onSuccess: () =>
          setNotice({ tone: 'success', text: `${candidate.candidateEmail} ${archived ? 'archived' : 'restored'}.` }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, 'Failed to update the candidate.') }),
      },
    );
  };

  const dialogs = (
    <>
      <ConfirmDecisionDialog
        key={confirming ? `${confirming.id}-${confirming.decision}` : 'closed'}
        pending={confirming ? { email: confirming.candidateEmail, decision: confirming.decision } : null}
        busy={setStatus.isPending}
        error={confirmError}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
      <DecisionMailDialog
        target={mailTarget}
        onClose={() => setMailTarget(null)}
        onSent={(to) => {
          setMailTarget(null);
          setNotice({ tone: 'success', text: `E-mail to ${to} is on its way.` });
        }}
      />
    </>
  );

  const banner = notice && (
    <div className="mb-6">
      <Alert tone={notice.tone}>{notice.text}</Alert>
    </div>
  );

  return { decide, archive, archiving: setArchived.isPending, dialogs, banner };
}
