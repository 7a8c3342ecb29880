import { useState, type ReactNode } from 'react';
import type { UpdateWebhookInput, Webhook } from '../../../core/api/webhooks';
import { WEBHOOK_EVENT_TYPES } from '../../../core/webhooks';
import { Dialog } from '../../components/Dialog';
import { ShownOnceSecret } from '../../components/ShownOnceSecret';
import { useCreateWebhook, useUpdateWebhook } from '../../lib/webhooks';
import { WebhookForm, type WebhookFormValues } from './WebhookForm';

/** The signing secret, shown once after creation or rotation, with a copy button. */
export function SecretView({ secret, intro, onDone }: { secret: string; intro: ReactNode; onDone: () => void }) {
  return (
    <ShownOnceSecret
      inputId="webhook-secret"
      label="Signing secret"
      secret={secret}
      intro={intro}
      noun="secret"
      onDone={onDone}
    />
  );
}

const newWebhook: WebhookFormValues = { url: '', description: '', events: [...WEBHOOK_EVENT_TYPES] };

export function CreateWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateWebhook();
  const [secret, setSecret] = useState<string | null>(null);

  const close = () => {
    setSecret(null);
    create.reset();
    onClose();
  };

  return (
    <Dialog
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
          <WebhookForm
            id={describedBy}
            initial={newWebhook}
            submitLabel="Add webhook"
            busyLabel="Adding…"
            fallback="Could not add the webhook"
            onSubmit={async (values) => setSecret((await create.mutateAsync(values)).secret)}
            onCancel={close}
          />
        )
      }
    </Dialog>
  );
}

/** Only what differs from the endpoint as it is, so an unchanged address is not checked again. */
function changesTo(webhook: Webhook, values: WebhookFormValues): UpdateWebhookInput {
  const changes: UpdateWebhookInput = {};
  if (values.url.trim() !== webhook.url) changes.url = values.url;
  if (values.description.trim() !== (webhook.description ?? '')) changes.description = values.description;
  const sameEvents =
    values.events.length === webhook.events.length && values.events.every((type) => webhook.events.includes(type));
  if (!sameEvents) changes.events = values.events;
  return changes;
}

/** Changes an endpoint's address, description and events; the secret and enabled state stay. */
export function EditWebhookDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const update = useUpdateWebhook();
  const close = () => {
    update.reset();
    onClose();
  };
  const save = async (values: WebhookFormValues) => {
    if (!webhook) return;
    const changes = changesTo(webhook, values);
    if (Object.keys(changes).length > 0) await update.mutateAsync({ id: webhook.id, changes });
    close();
  };

  return (
    <Dialog open={webhook !== null} title="Edit webhook" busy={update.isPending} onClose={close}>
      {({ describedBy }) =>
        webhook && (
          <WebhookForm
            key={webhook.id}
            id={describedBy}
            initial={{ url: webhook.url, description: webhook.description ?? '', events: webhook.events }}
            submitLabel="Save changes"
            busyLabel="Saving…"
            fallback="Could not save the webhook"
            onSubmit={save}
            onCancel={close}
          />
        )
      }
    </Dialog>
  );
}
