import { useState } from 'react';
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX } from '../../../core/api/review';
import { decisionMailWithSchedulingSchema } from '../../../core/api/second-round';
import { decisionMailTemplate, mailtoLink, withSchedulingLine } from '../../../core/decision-mail';
import { useSecondRound } from '../../lib/second-round';
import { SecondRoundFields, slotInstant, type SlotDraft } from './SecondRoundFields';
import { Alert } from '../../components/Alert';
import { errorMessage } from '../../lib/api';
import { useSendDecisionMail } from '../../lib/review';
import type { Decision } from './ConfirmDecisionDialog';
import { Modal } from '../../components/Modal';

export type MailTarget = { id: string; email: string; fullName: string; jobTitle: string; decision: Decision };

interface DecisionMailDialogProps {
  target: MailTarget | null;
  onClose: () => void;
  onSent: (to: string) => void;
}

function MailForm({
  target,
  onClose,
  onSent,
  describedBy,
}: DecisionMailDialogProps & { target: MailTarget; describedBy: string }) {
  const initial = decisionMailTemplate(target.decision, { candidateName: target.fullName, jobTitle: target.jobTitle });
  const [subject, setSubject] = useState(initial.subject);
  const [body, setBody] = useState(initial.body);
  const [error, setError] = useState<string | null>(null);
  const [includeBookingLink, setIncludeBookingLink] = useState(false);
  const [slots, setSlots] = useState<SlotDraft[]>([]);
  const send = useSendDecisionMail();
  const accepted = target.decision === 'accepted';
  const secondRound = useSecondRound(target.id, accepted);

  /** The body's scheduling sentence follows whether a booking link or times go with the e-mail. */
  const schedule = (nextInclude: boolean, nextSlots: SlotDraft[]) => {
    setIncludeBookingLink(nextInclude);
    setSlots(nextSlots);
    setBody((current) => withSchedulingLine(current, nextInclude || nextSlots.length > 0));
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (slots.some((slot) => !slotInstant(slot.local))) {
      setError('Enter a date and time for every offered time, or remove it.');
      return;
    }
    const parsed = decisionMailWithSchedulingSchema.safeParse({
      subject,
      body,
      includeBookingLink,
      slots: slots.map((slot) => ({ startsAt: slotInstant(slot.local), durationMinutes: slot.durationMinutes })),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the e-mail.');
      return;
    }
    setError(null);
    send.mutate(
      { id: target.id, ...parsed.data },
      {
        onSuccess: (result) => onSent(result.to),
        onError: (failure) => setError(errorMessage(failure, 'Failed to send the e-mail. Please try again.')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <p id={describedBy} className="text-sm text-slate-600">
        The candidate was {target.decision}. Edit the message and send it from Screenroom, or open it in your own mail
        app.
      </p>
      <div>
        <span className="label">To</span>
        <p className="text-sm break-all text-slate-900">{target.email}</p>
      </div>
      <div>
        <label htmlFor="decision-subject" className="label">
          Subject
        </label>
        <input
          id="decision-subject"
          className="input"
          value={subject}
          maxLength={MAIL_SUBJECT_MAX}
          onChange={(event) => setSubject(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="decision-body" className="label">
          Message
        </label>
        <textarea
          id="decision-body"
          className="input font-sans"
          rows={10}
          value={body}
          maxLength={MAIL_BODY_MAX}
          onChange={(event) => setBody(event.target.value)}
        />
      </div>
      {accepted && secondRound.data && (
        <SecondRoundFields
          bookingUrl={secondRound.data.bookingUrl}
          includeBookingLink={includeBookingLink}
          onIncludeBookingLink={(include) => schedule(include, slots)}
          slots={slots}
          onSlots={(next) => schedule(includeBookingLink, next)}
        />
      )}
      {accepted && secondRound.isError && (
        <Alert tone="error">The second-round options could not be loaded; the e-mail can still be sent.</Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <a href={mailtoLink(target.email, { subject, body })} className="link mr-auto text-sm">
          Open in my mail app
        </a>
        <button type="button" onClick={onClose} disabled={send.isPending} className="btn-secondary">
          Close
        </button>
        <button type="submit" disabled={send.isPending} className="btn-primary">
          {send.isPending ? 'Sending...' : 'Send'}
        </button>
      </div>
    </form>
  );
}

/** After accept or reject (docs/product-rules.md §4): an editable, pre-filled e-mail to the candidate. */
export function DecisionMailDialog({ target, onClose, onSent }: DecisionMailDialogProps) {
  return (
    <Modal open={target !== null} title="E-mail the candidate" onClose={onClose} wide>
      {({ describedBy }) =>
        target && (
          <MailForm
            key={`${target.id}:${target.decision}`}
            target={target}
            onClose={onClose}
            onSent={onSent}
            describedBy={describedBy}
          />
        )
      }
    </Modal>
  );
}
