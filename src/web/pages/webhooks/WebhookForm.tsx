import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { createWebhookSchema } from '../../../core/api/webhooks';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  webhookMessages,
  type WebhookEventType,
} from '../../../core/webhooks';
import { Button } from '../../components/Button';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/Field';
import { useApiForm } from '../../lib/use-api-form';

export type WebhookFormValues = { url: string; description: string; events: WebhookEventType[] };

/** The server's address checks (https in production, public hosts) name no field: they are the URL's. */
const urlMessages: string[] = [
  webhookMessages.urlInvalid,
  webhookMessages.urlTooLong,
  webhookMessages.urlCredentials,
  webhookMessages.httpsRequired,
  webhookMessages.privateAddress,
];

/** The endpoint's own rules for the address and the events; the description as typed. */
const webhookFormSchema = z.object({
  url: createWebhookSchema.shape.url,
  description: z.string().max(WEBHOOK_DESCRIPTION_MAX),
  events: createWebhookSchema.shape.events,
});

/**
 * The endpoint's address, description and events, for adding and for editing one. What was typed
 * stays while an error is shown under the field it concerns.
 */
export function WebhookForm(props: {
  id: string;
  initial: WebhookFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Sends the values; a refusal it throws is shown under its field or above the buttons. */
  onSubmit: (values: WebhookFormValues) => Promise<unknown>;
  fallback: string;
  onCancel: () => void;
}) {
  const { form, field, errorOf, alert, busy, onSubmit } = useApiForm({
    schema: webhookFormSchema,
    defaultValues: props.initial,
    fallback: props.fallback,
    fieldOf: (message) =>
      urlMessages.includes(message) ? 'url' : message === webhookMessages.eventsRequired ? 'events' : undefined,
    // The group keeps the order the events are listed in, whatever order they were ticked.
    onSubmit: (values) => props.onSubmit(values),
  });

  return (
    <form id={props.id} onSubmit={onSubmit} className="mt-3 space-y-3">
      <Field
        label="Endpoint URL"
        type="url"
        placeholder="https://ats.example.com/screenroom"
        required
        maxLength={WEBHOOK_URL_MAX}
        {...field('url')}
      />
      <Field label="Description (optional)" maxLength={WEBHOOK_DESCRIPTION_MAX} {...field('description')} />
      <Controller
        control={form.control}
        name="events"
        render={({ field: events }) => (
          <CheckboxGroup
            legend="Events"
            options={WEBHOOK_EVENT_TYPES}
            labelOf={(type) => (
              <span className="min-w-0 break-words">
                <code className="font-medium">{type}</code>: {WEBHOOK_EVENT_LABELS[type]}
              </span>
            )}
            value={events.value}
            onChange={events.onChange}
            onBlur={events.onBlur}
            ref={events.ref}
            error={errorOf('events')}
            labelClassName="flex items-start gap-2 py-0.5 text-sm text-slate-700"
            inputClassName="mt-1"
          />
        )}
      />
      <FormAlert messages={alert} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy} loadingLabel={props.busyLabel}>
          {props.submitLabel}
        </Button>
        <Button variant="secondary" onClick={props.onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
