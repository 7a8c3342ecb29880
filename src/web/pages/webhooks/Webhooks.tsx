import { useState } from 'react';
import type { Webhook } from '../../../core/api/webhooks';
import { WEBHOOK_ROTATION_GRACE_HOURS } from '../../../core/webhooks';
import { Alert } from '../../components/Alert';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { ManagedListPage } from '../../components/ManagedListPage';
import { PageSpinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { useMe } from '../../lib/queries';
import { verifiedPrivilegeRefusal } from '../../../core/verified-privileges';
import { useTitle } from '../../lib/use-title';
import { useDeleteWebhook, useRotateWebhookSecret, useUpdateWebhook, useWebhooks } from '../../lib/webhooks';
import { DeliveryLog } from './DeliveryLog';
import { CreateWebhookDialog, EditWebhookDialog, SecretView } from './WebhookDialogs';

function WebhookCard({
  webhook,
  onEdit,
  onRotate,
  onDelete,
}: {
  webhook: Webhook;
  onEdit: () => void;
  onRotate: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateWebhook();
  const [showLog, setShowLog] = useState(false);
  const logId = `webhook-log-${webhook.id}`;
  return (
    <li className="py-4" data-testid="webhook">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium break-all text-slate-900">{webhook.url}</p>
          {webhook.description && <p className="text-sm text-slate-700">{webhook.description}</p>}
          <p className="mt-1 text-sm text-slate-600">{webhook.events.join(', ')}</p>
          <p className="mt-1 text-sm text-slate-600">
            Made by {webhook.createdBy ? `${webhook.createdBy.name} (${webhook.createdBy.email})` : 'a deleted account'}
          </p>
          {!webhook.makerMayManage && (
            <p className="mt-1 text-sm font-medium text-amber-800">
              Receives no events: the person who made it is no longer an owner or admin here. Add a new webhook to
              continue.
            </p>
          )}
          <p className="mt-1 text-sm">
            {webhook.enabled ? (
              <span className="font-medium text-green-800">Enabled</span>
            ) : (
              <span className="font-medium text-red-800">
                Disabled{webhook.disabledReason ? `: ${webhook.disabledReason}` : ''}
              </span>
            )}
            {webhook.previousSecretExpiresAt && (
              <span className="text-slate-600">
                {' '}
                · old secret also signs until {new Date(webhook.previousSecretExpiresAt).toLocaleString()}
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={onEdit} aria-label={`Edit webhook ${webhook.url}`}>
            Edit
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: webhook.id, changes: { enabled: !webhook.enabled } })}
          >
            {webhook.enabled ? 'Disable' : 'Enable'}
          </button>
          <button type="button" className="btn-secondary" onClick={onRotate}>
            Rotate secret
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={onDelete}
            aria-label={`Delete webhook ${webhook.url}`}
          >
            Delete
          </button>
          <button
            type="button"
            className="btn-secondary"
            aria-expanded={showLog}
            aria-controls={logId}
            onClick={() => setShowLog(!showLog)}
          >
            {showLog ? 'Hide deliveries' : 'Deliveries'}
          </button>
        </div>
      </div>
      {update.isError && <Alert tone="error">{errorMessage(update.error, 'Could not change the webhook')}</Alert>}
      {showLog && (
        <div id={logId}>
          <DeliveryLog webhookId={webhook.id} url={webhook.url} />
        </div>
      )}
    </li>
  );
}

function RotateDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const rotate = useRotateWebhookSecret();
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    rotate.reset();
    setSecret(null);
    onClose();
  };
  if (secret)
    return (
      <Dialog open title="Copy the new signing secret" onClose={close}>
        {({ describedBy }) => (
          <div id={describedBy}>
            <SecretView
              secret={secret}
              intro={`This is the only time the new secret is shown. For ${WEBHOOK_ROTATION_GRACE_HOURS} hours deliveries carry signatures with the old and the new secret.`}
              onDone={close}
            />
          </div>
        )}
      </Dialog>
    );
  return (
    <ConfirmDialog
      open={webhook !== null}
      title="Rotate the signing secret?"
      confirmLabel="Rotate secret"
      busyLabel="Rotating…"
      busy={rotate.isPending}
      error={rotate.isError ? errorMessage(rotate.error, 'Could not rotate the secret') : null}
      onConfirm={() => webhook && rotate.mutate(webhook.id, { onSuccess: (result) => setSecret(result.secret) })}
      onCancel={close}
    >
      A new secret is made for {webhook?.url}. The old one keeps signing for {WEBHOOK_ROTATION_GRACE_HOURS} hours, then
      stops.
    </ConfirmDialog>
  );
}

function DeleteDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const remove = useDeleteWebhook();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={webhook !== null}
      title="Delete this webhook?"
      confirmLabel="Delete webhook"
      busyLabel="Deleting…"
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, 'Could not delete the webhook') : null}
      onConfirm={() => webhook && remove.mutate(webhook.id, { onSuccess: close })}
      onCancel={close}
    >
      No more events go to {webhook?.url}, and its delivery log is deleted. This cannot be undone.
    </ConfirmDialog>
  );
}

/** The organization's webhooks (docs/decisions/0027-webhooks.md): owners and admins. */
export default function Webhooks() {
  useTitle('Webhooks');
  const { data: me, isPending } = useMe();
  const webhooks = useWebhooks();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  if (isPending || !me) return <PageSpinner />;

  return (
    <ManagedListPage
      title="Webhooks"
      width="wide"
      intro={
        <>
          Screenroom POSTs signed events (Standard Webhooks) to your systems when candidates start and submit
          interviews, assessments complete, decisions are made and invitations expire. Payloads carry ids only.
        </>
      }
      mayManage={me.can.manageWebhooks}
      refusal="Only owners and admins manage webhooks."
      create={{
        label: 'Add webhook',
        unverified: verifiedPrivilegeRefusal(me.user, 'webhooks.create'),
        onClick: () => setCreating(true),
      }}
      list={{
        heading: 'Endpoints',
        compact: true,
        loading: webhooks.isPending,
        failed: webhooks.isError ? 'Could not load the webhooks. Reload the page to try again.' : null,
        empty: webhooks.data?.webhooks.length === 0 ? 'No webhooks yet. Add one to send events to your systems.' : null,
      }}
      dialogs={
        <>
          <CreateWebhookDialog open={creating} onClose={() => setCreating(false)} />
          <EditWebhookDialog webhook={editing} onClose={() => setEditing(null)} />
          <RotateDialog webhook={rotating} onClose={() => setRotating(null)} />
          <DeleteDialog webhook={deleting} onClose={() => setDeleting(null)} />
        </>
      }
    >
      <ul className="mt-2 divide-y divide-slate-100">
        {(webhooks.data?.webhooks ?? []).map((webhook) => (
          <WebhookCard
            key={webhook.id}
            webhook={webhook}
            onEdit={() => setEditing(webhook)}
            onRotate={() => setRotating(webhook)}
            onDelete={() => setDeleting(webhook)}
          />
        ))}
      </ul>
    </ManagedListPage>
  );
}
