import { useState, type FormEvent } from 'react';
import { postingSettingsSchema, type PostingSettings } from '../../../core/api/invitations';
import { EXPIRY_DAYS_MAX, REMINDER_DAYS_MAX } from '../../../core/invitations';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { usePostingSettings, useSavePostingSettings } from '../../lib/invitations';

function SettingsForm({ postingId, initial }: { postingId: string; initial: PostingSettings }) {
  const save = useSavePostingSettings(postingId);
  const [reminderDays, setReminderDays] = useState(String(initial.reminderDays));
  const [expiryDays, setExpiryDays] = useState(String(initial.expiryDays));
  const [bookingUrl, setBookingUrl] = useState(initial.bookingUrl ?? '');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = postingSettingsSchema.safeParse({
      reminderDays: Number(reminderDays),
      expiryDays: Number(expiryDays),
      bookingUrl: bookingUrl.trim() === '' ? null : bookingUrl.trim(),
    });
    if (!parsed.success) {
      setMessage({ tone: 'error', text: parsed.error.issues[0]?.message ?? 'Please check the settings.' });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => setMessage({ tone: 'success', text: 'Settings saved.' }),
      onError: (failure) => setMessage({ tone: 'error', text: errorMessage(failure, 'The settings were not saved.') }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Invitation and scheduling settings">
      <h3 className="font-semibold text-slate-900">Invitation and scheduling settings</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Reminder after (days)"
          type="number"
          min={0}
          max={REMINDER_DAYS_MAX}
          hint="One reminder to candidates who have not started; 0 turns it off."
          value={reminderDays}
          onChange={(e) => setReminderDays(e.target.value)}
        />
        <Field
          label="Links expire after (days)"
          type="number"
          min={1}
          max={EXPIRY_DAYS_MAX}
          hint="Applies to invitations sent from now on."
          value={expiryDays}
          onChange={(e) => setExpiryDays(e.target.value)}
        />
      </div>
      <Field
        label="Booking link for second-round interviews"
        type="url"
        placeholder="https://cal.com/your-name/interview"
        hint="Your Cal.com, Calendly or other booking page (https). You can add it to the accept e-mail."
        value={bookingUrl}
        onChange={(e) => setBookingUrl(e.target.value)}
      />
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <button type="submit" className="btn-secondary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save settings'}
      </button>
    </form>
  );
}

export function PostingSettingsForm({ postingId }: { postingId: string }) {
  const { data, isPending, error } = usePostingSettings(postingId);
  if (isPending) return <Spinner label="Loading settings..." />;
  if (error || !data) return <Alert tone="error">Failed to load the settings.</Alert>;
  return <SettingsForm postingId={postingId} initial={data} />;
}
