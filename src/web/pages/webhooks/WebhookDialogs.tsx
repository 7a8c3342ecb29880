import { useState, type FormEvent, type ReactNode } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  type WebhookEventType,
} from '../../../core/webhooks';
import { Alert } from '../../components/Alert';
import { FormField } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { errorMessage } from '../../lib/api';
import { useCreateWebhook } from '../../lib/webhooks';

/** The signing secret, shown once after creation or rotation, with a copy button. */
export function SecretView({ secret, intro, onDone }: { secret: string; intro: ReactNode; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <div className="mt-3 space-y-3">
      <Alert tone="info">{intro}</Alert>
      <label htmlFor="webhook-secret" className="label">
        Signing secret
      </label>
      <input id="webhook-secret" className="input font-mono" readOnly value={secret} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy secret'}
        </button>
        <button type="button" className="btn-primary" onClick={onDone}>
          Done
        </button>
      </div>
      <p role="status" className="sr-only">
        {copied ? 'Secret copied to the clipboard' : ''}
      </p>
    </div>
  );
}

export function CreateWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [secret, setSecret] = useState<string | null>(null);

  const close = () => {
    setUrl('');
    setDescription('');
    setEvents([...WEBHOOK_EVENT_TYPES]);
    setSecret(null);
    create.reset();
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ url, events, description }, { onSuccess: (created) => setSecret(created.secret) });
  };

  return (
    <Modal
      open={open}
      title={secret ? 'Copy the signing secret' : 'Add a webhook'}
      busy={create.isPending}
      onClose={close}
    >
      {({ describedBy }) =>
        secret ? (
          <div id={describedBy}>
            <SecretView
              secret={secret}
              intro="This is the only time the secret is shown. Your receiver uses it to verify each delivery."
              onDone={close}
            />
          </div>
        ) : (
          <form id={describedBy} onSubmit={onSubmit} className="mt-3 space-y-3">
            <FormField
              label="Endpoint URL"
              name="webhook-url"
              type="url"
              placeholder="https://ats.example.com/screenroom"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              required
              maxLength={WEBHOOK_URL_MAX}
            />
            <FormField
              label="Description (optional)"
              name="webhook-description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              maxLength={200}
            />
            <fieldset>
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
                  <span>
                    <code className="font-medium">{type}</code>: {WEBHOOK_EVENT_LABELS[type]}
                  </span>
                </label>
              ))}
            </fieldset>
            {create.isError && <Alert tone="error">{errorMessage(create.error, 'Could not add the webhook')}</Alert>}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={create.isPending}>
                {create.isPending ? 'Adding…' : 'Add webhook'}
              </button>
              <button type="button" className="btn-secondary" onClick={close} disabled={create.isPending}>
                Cancel
              </button>
            </div>
          </form>
        )
      }
    </Modal>
  );
}

/** A yes/no question before a change that cannot be taken back. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: ReactNode;
  confirm: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={props.open} title={props.title} busy={props.busy} onClose={props.onClose}>
      {({ describedBy }) => (
        <div className="mt-3 space-y-3">
          <p id={describedBy} className="text-sm text-slate-700">
            {props.text}
          </p>
          {props.error && <Alert tone="error">{props.error}</Alert>}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary bg-red-700 hover:bg-red-600"
              disabled={props.busy}
              onClick={props.onConfirm}
            >
              {props.busy ? 'Working…' : props.confirm}
            </button>
            <button type="button" className="btn-secondary" onClick={props.onClose} disabled={props.busy}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
