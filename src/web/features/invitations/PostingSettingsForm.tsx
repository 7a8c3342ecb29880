import { useState } from 'react';
import { z } from 'zod';
import { postingSettingsSchema, type PostingSettings } from '../../../core/api/invitations';
import { EXPIRY_DAYS_MAX, REMINDER_DAYS_MAX } from '../../../core/invitations';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { usePostingSettings, useSavePostingSettings } from '../../lib/invitations';
import { useApiForm } from '../../lib/use-api-form';

/** The numbers and the link as typed; `postingSettingsSchema` (the endpoint's) checks them. */
const settingsFormSchema = z
  .object({ reminderDays: z.string(), expiryDays: z.string(), bookingUrl: z.string() })
  .transform((form) => ({
    reminderDays: Number(form.reminderDays),
    expiryDays: Number(form.expiryDays),
    bookingUrl: form.bookingUrl.trim() === '' ? null : form.bookingUrl.trim(),
  }))
  .pipe(postingSettingsSchema);

function SettingsForm({ postingId, initial }: { postingId: string; initial: PostingSettings }) {
  const save = useSavePostingSettings(postingId);
  const [saved, setSaved] = useState(false);
  const { field, alert, busy, onSubmit } = useApiForm({
    schema: settingsFormSchema,
    defaultValues: {
      reminderDays: String(initial.reminderDays),
      expiryDays: String(initial.expiryDays),
      bookingUrl: initial.bookingUrl ?? '',
    },
    fallback: 'The settings were not saved.',
    onSubmit: async (settings) => {
      await save.mutateAsync(settings);
      setSaved(true);
    },
  });

  return (
    <form
      onSubmit={(event) => {
        setSaved(false);
        void onSubmit(event);
      }}
      noValidate
      className="space-y-3"
      aria-label="Invitation and scheduling settings"
    >
      <h3 className="font-semibold text-slate-900">Invitation and scheduling settings</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Reminder after (days)"
          type="number"
          min={0}
          max={REMINDER_DAYS_MAX}
          hint="One reminder to candidates who have not started; 0 turns it off."
          {...field('reminderDays')}
        />
        <Field
          label="Links expire after (days)"
          type="number"
          min={1}
          max={EXPIRY_DAYS_MAX}
          hint="Applies to invitations sent from now on."
          {...field('expiryDays')}
        />
      </div>
      <Field
        label="Booking link for second-round interviews"
        type="url"
        placeholder="https://cal.com/your-name/interview"
        hint="Your Cal.com, Calendly or other booking page (https). You can add it to the accept e-mail."
        {...field('bookingUrl')}
      />
      {alert.length > 0 ? <FormAlert messages={alert} /> : saved && <Alert tone="success">Settings saved.</Alert>}
      <Button type="submit" variant="secondary" loading={busy} loadingLabel="Saving...">
        Save settings
      </Button>
    </form>
  );
}

export function PostingSettingsForm({ postingId }: { postingId: string }) {
  const { data, isPending, error } = usePostingSettings(postingId);
  if (isPending) return <Spinner label="Loading settings..." />;
  if (error || !data) return <Alert tone="error">Failed to load the settings.</Alert>;
  return <SettingsForm postingId={postingId} initial={data} />;
}
