import { useId, useState, type FormEvent } from 'react';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  webhookMessages,
  type WebhookEventType,
} from '../../../core/webhooks';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';

export type WebhookFormValues = { url: string; description: string; events: WebhookEventType[] };

const urlMessages: string[] = [
  webhookMessages.urlInvalid,
  webhookMessages.urlTooLong,
  webhookMessages.urlCredentials,
  webhookMessages.httpsRequired,
  webhookMessages.privateAddress,
];

type Field = 'url' | 'description' | 'events';

/**
 * The field a server message is about, so it is shown and marked there. Contract errors name
 * the field (`events: Choose at least one event`); the address checks after it do not.
 */
function fieldError(message: string | null): { field: Field | null; text: string } | null {
  if (message === null) return null;
  const named = /^(url|description|events): (.+)$/s.exec(message);
  if (named) return { field: named[1] as Field, text: named[2]! };
  if (urlMessages.includes(message)) return { field: 'url', text: message };
  if (message === webhookMessages.eventsRequired) return { field: 'events', text: message };
  return { field: null, text: message };
}

/**
 * The endpoint's address, description and events, for adding and for editing one. What was typed
 * stays while the server's error is shown beside the field it concerns.
 */
export function WebhookForm(props: {
  id: string;
  initial: WebhookFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (values: WebhookFormValues) => void;
  onCancel: () => void;
}) {
  const [url, setUrl] = useState(props.initial.url);
  const [description, setDescription] = useState(props.initial.description);
  const [events, setEvents] = useState<WebhookEventType[]>(props.initial.events);
  const errorId = useId();
  const error = fieldError(props.error);
  const field = error?.field;
  const errorHere = (name: Field | null) =>
    error && error.field === name ? (
      <div id={errorId}>
        <Alert tone="error">{error.text}</Alert>
      </div>
    ) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Keep the order the events are listed in, whatever order they were ticked.
    props.onSubmit({ url, description, events: WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)) });
  };

  return (
    <form id={props.id} onSubmit={submit} className="mt-3 space-y-3">
      <Field
        label="Endpoint URL"
        name="webhook-url"
        type="url"
        placeholder="https://ats.example.com/screenroom"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        required
        maxLength={WEBHOOK_URL_MAX}
        aria-invalid={field === 'url' || undefined}
        aria-describedby={field === 'url' ? errorId : undefined}
      />
      {errorHere('url')}
      <Field
        label="Description (optional)"
        name="webhook-description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        maxLength={WEBHOOK_DESCRIPTION_MAX}
        aria-invalid={field === 'description' || undefined}
        aria-describedby={field === 'description' ? errorId : undefined}
      />
      {errorHere('description')}
      <fieldset aria-describedby={field === 'events' ? errorId : undefined}>
        <legend className="label">Events</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex items-start gap-2 py-0.5 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-1"
              checked={events.includes(type)}
              onChange={(event) =>
                setEvents(event.target.checked ? [...events, type] : events.filter((e) => e !== type))
              }
            />
            <span className="min-w-0 break-words">
              <code className="font-medium">{type}</code>: {WEBHOOK_EVENT_LABELS[type]}
            </span>
          </label>
        ))}
      </fieldset>
      {errorHere('events')}
      {errorHere(null)}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={props.busy}>
          {props.busy ? props.busyLabel : props.submitLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
