import { useEffect, useRef, useState } from 'react';
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX } from '../../../core/api/review';
import { decisionMailWithSchedulingSchema } from '../../../core/api/second-round';
import { decisionMailTemplate, mailtoLink, withSchedulingLine } from '../../../core/decision-mail';
import { useSecondRound } from '../../lib/second-round';
import { SecondRoundFields, slotInstant, type SlotDraft } from './SecondRoundFields';
import { SecondRoundWhere } from './SecondRoundWhere';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, Textarea } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useFocusFirstInvalid } from '../../lib/focus-first-invalid';
import { checkValues, submitErrors } from '../../lib/form-errors';
import { useSendDecisionMail } from '../../lib/review';
import { useDecisionMailDraft } from '../../lib/mail-templates';
import type { Decision } from './ConfirmDecisionDialog';
import { Dialog } from '../../components/Dialog';

export type MailTarget = {
  id: string;
  email: string;
  fullName: string;
  jobTitle: string;
  decision: Decision;
  /** When the decision e-mail last went to this candidate; null when never. */
  lastSentAt: string | null;
};

/**
 * Unsent edits, per interview and decision, for as long as the page is open: closing the dialog
 * loses nothing, and opening it again for the same candidate shows the same text.
 */
type Mail = { subject: string; body: string };
const drafts = new Map<string, Mail>();
const draftKey = (target: MailTarget) => `${target.id}:${target.decision}`;
const sentOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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
  const key = draftKey(target);
  const [mail, setMail] = useState(
    () =>
      drafts.get(key) ??
      decisionMailTemplate(target.decision, { candidateName: target.fullName, jobTitle: target.jobTitle }),
  );
  const { subject, body } = mail;
  // A kept draft counts as edited: the organization's wording must not replace it on reopening.
  const edited = useRef(drafts.has(key));
  /** The employer changes the text: it is kept as the draft from now on. */
  const edit = (change: (current: Mail) => Mail) => {
    edited.current = true;
    setMail(change);
  };
  useEffect(() => {
    if (edited.current) drafts.set(key, mail);
  }, [key, mail]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>(errors);
  const [includeBookingLink, setIncludeBookingLink] = useState(false);
  const [slots, setSlots] = useState<SlotDraft[]>([]);
  const [location, setLocation] = useState('');
  const [meetingUrl, setMeetingUrl] = useState('');
  const send = useSendDecisionMail();
  const accepted = target.decision === 'accepted';
  const secondRound = useSecondRound(target.id, accepted);
  // The organization's own wording (Settings → E-mails) replaces the built-in draft once it
  // arrives, unless the employer has already started editing.
  const draft = useDecisionMailDraft(target.id, target.decision);
  useEffect(() => {
    if (!draft.data || edited.current) return;
    setMail({ subject: draft.data.subject, body: draft.data.body });
  }, [draft.data]);

  /** The body's scheduling sentence follows whether a booking link or times go with the e-mail. */
  const schedule = (nextInclude: boolean, nextSlots: SlotDraft[]) => {
    setIncludeBookingLink(nextInclude);
    setSlots(nextSlots);
    edit((current) => ({ ...current, body: withSchedulingLine(current.body, nextInclude || nextSlots.length > 0) }));
  };

  /** The fields this form shows, by path: a message about one goes under it, any other in the alert. */
  const shownFields = [
    'subject',
    'body',
    'location',
    'meetingUrl',
    ...slots.flatMap((_, index) => [`slots.${index}.startsAt`, `slots.${index}.durationMinutes`]),
  ];
  const show = (fields: Record<string, string>, formMessage: string | null) => {
    const placed = Object.fromEntries(Object.entries(fields).filter(([path]) => shownFields.includes(path)));
    const elsewhere = Object.entries(fields)
      .filter(([path]) => !shownFields.includes(path))
      .map(([, message]) => message);
    focusFirstInvalid();
    setErrors(placed);
    setFormError([...elsewhere, ...(formMessage ? [formMessage] : [])].join(' ') || null);
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    // The endpoint's schema checks every field; each message goes under the field it is about.
    const checked = checkValues(decisionMailWithSchedulingSchema, {
      subject,
      body,
      includeBookingLink,
      slots: slots.map((slot) => ({ startsAt: slotInstant(slot.local), durationMinutes: slot.durationMinutes })),
      ...(slots.length > 0 ? { location, meetingUrl, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } : {}),
    });
    if (!checked.data) return show(checked.errors, null);
    setErrors({});
    setFormError(null);
    send.mutate(
      { id: target.id, ...checked.data },
      {
        onSuccess: (result) => {
          drafts.delete(key);
          onSent(result.to);
        },
        onError: (failure) => {
          const placed = submitErrors(failure, shownFields, 'Failed to send the e-mail. Please try again.');
          show(placed.fields, placed.form);
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <p id={describedBy} className="text-sm text-slate-600">
        The candidate was {target.decision}. Edit the message and send it from Screenroom, or open it in your own mail
        app. Closing keeps your text; you can send it later from the candidate&apos;s page or row.
      </p>
      {target.lastSentAt && (
        <p className="text-sm text-slate-700" data-testid="decision-mail-last-sent">
          Last sent <time dateTime={target.lastSentAt}>{sentOn.format(new Date(target.lastSentAt))}</time>. Sending
          again sends a new e-mail.
        </p>
      )}
      <div>
        <span className="label">To</span>
        <p className="text-sm break-all text-slate-900">{target.email}</p>
      </div>
      <Field
        label="Subject"
        id="decision-subject"
        value={subject}
        maxLength={MAIL_SUBJECT_MAX}
        error={errors.subject}
        onChange={(event) => {
          const next = event.target.value;
          edit((current) => ({ ...current, subject: next }));
        }}
      />
      <Textarea
        label="Message"
        id="decision-body"
        textareaClassName="font-sans"
        rows={10}
        value={body}
        maxLength={MAIL_BODY_MAX}
        error={errors.body}
        onChange={(event) => {
          const next = event.target.value;
          edit((current) => ({ ...current, body: next }));
        }}
      />
      {accepted && secondRound.data && (
        <SecondRoundFields
          bookingUrl={secondRound.data.bookingUrl}
          includeBookingLink={includeBookingLink}
          onIncludeBookingLink={(include) => schedule(include, slots)}
          slots={slots}
          onSlots={(next) => schedule(includeBookingLink, next)}
          errors={errors}
        />
      )}
      {accepted && slots.length > 0 && (
        <SecondRoundWhere
          location={location}
          meetingUrl={meetingUrl}
          onLocation={setLocation}
          onMeetingUrl={setMeetingUrl}
          errors={errors}
        />
      )}
      {accepted && secondRound.isError && (
        <Alert tone="error">The second-round options could not be loaded; the e-mail can still be sent.</Alert>
      )}
      <FormAlert messages={formError ? [formError] : []} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <a href={mailtoLink(target.email, { subject, body })} className="link mr-auto text-sm">
          Open in my mail app
        </a>
        <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
          Close
        </Button>
        <Button type="submit" loading={send.isPending} loadingLabel="Sending...">
          Send
        </Button>
      </div>
    </form>
  );
}

/**
 * After accept or reject (docs/product-rules.md §4), or at any later time: an editable, pre-filled
 * e-mail to the candidate (docs/decisions/0041-decisions-revisited.md).
 */
export function DecisionMailDialog({ target, onClose, onSent }: DecisionMailDialogProps) {
  return (
    <Dialog
      open={target !== null}
      title={target?.lastSentAt ? 'Resend the decision e-mail' : 'E-mail the candidate'}
      onClose={onClose}
      wide
    >
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
    </Dialog>
  );
}
