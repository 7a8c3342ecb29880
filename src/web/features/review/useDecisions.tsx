import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { errorMessage } from '../../lib/api';
import { useSetArchived, useSetStatus } from '../../lib/review';
import type { InterviewStatus } from '../../../core/api/review';
import { decisionOf } from '../../../core/decisions';
import { ConfirmDecisionDialog, type Decision, type DecisionChoice } from './ConfirmDecisionDialog';
import { DecisionMailDialog, type MailTarget } from './DecisionMailDialog';

export type DecisionCandidate = {
  id: string;
  candidateEmail: string;
  fullName: string;
  jobTitle: string;
  status: InterviewStatus;
  decisionMailSentAt: string | null;
};

/**
 * Accept / reject / archive / restore / e-mail, shared by the candidates table and the details page
 * (docs/decisions/0041-decisions-revisited.md). Status and e-mail are separate acts: confirm (naming
 * the e-mail; a change of an earlier decision asks why) → status saved and lists reloaded → the
 * pre-filled e-mail dialog opens. Closing it loses nothing: the decision stands, the text is kept,
 * and `email` opens it again at any time.
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
          setNotice({
            tone: 'success',
            text: `${target.candidateEmail} ${target.decision}. The decision e-mail can be sent now or at any time later.`,
          });
          setMailTarget({
            id: target.id,
            email: target.candidateEmail,
            fullName: target.fullName,
            jobTitle: target.jobTitle,
            decision: target.decision,
            lastSentAt: target.decision === target.status ? target.decisionMailSentAt : null,
          });
        },
        onError: (error) => setConfirmError(errorMessage(error, 'Failed to update the candidate. Please try again.')),
      },
    );
  };

  /** Opens the decision e-mail for a decided candidate: send, or send again. */
  const email = (candidate: DecisionCandidate) => {
    const decision = decisionOf(candidate.status);
    if (!decision) return;
    setNotice(null);
    setMailTarget({
      id: candidate.id,
      email: candidate.candidateEmail,
      fullName: candidate.fullName,
      jobTitle: candidate.jobTitle,
      decision,
      lastSentAt: candidate.decisionMailSentAt,
    });
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
        pending={
          confirming
            ? { email: confirming.candidateEmail, decision: confirming.decision, current: confirming.status }
            : null
        }
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

  return { decide, email, archive, archiving: setArchived.isPending, dialogs, banner, setNotice };
}
