import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { API_KEY_NAME_MAX, createApiKeySchema, type ApiKey, type CreatedApiKey } from '../../../core/api/api-keys';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../core/api-keys';
import { API_REFERENCE_PATH } from '../../../core/api/endpoints/public-api';
import { Button } from '../../components/Button';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { verifiedPrivilegeRefusal } from '../../../core/verified-privileges';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/Field';
import { ManagedListPage } from '../../components/ManagedListPage';
import { ShownOnceSecret } from '../../components/ShownOnceSecret';
import { PageSpinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../../lib/api-keys';
import { useMe } from '../../lib/queries';
import { useApiForm } from '../../lib/use-api-form';
import { useTitle } from '../../lib/use-title';

const SCOPE_HELP: Record<ApiKeyScope, string> = {
  read: 'read postings, plans and interviews',
  write: 'create and update postings and plans, invite candidates and record decisions',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

/** Who made the key and the role it acts with: always its maker's current one (docs/decisions/0028). */
function createdByText(key: ApiKey): string {
  if (!key.createdBy) return 'Created by a deleted account; the key no longer works.';
  const who = `Created by ${key.createdBy.name} (${key.createdBy.email})`;
  return key.createdBy.role
    ? `${who} · acts as ${key.createdBy.role}`
    : `${who}, who has left the organization; the key no longer works.`;
}

function CreateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const { form, field, errorOf, alert, busy, onSubmit } = useApiForm({
    schema: createApiKeySchema,
    defaultValues: { name: '', scopes: ['read'] },
    fallback: 'Could not create the key',
    onSubmit: async (values) => setCreated(await create.mutateAsync(values)),
  });

  const close = () => {
    form.reset();
    setCreated(null);
    create.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      title={created ? 'Copy your new key' : 'Create an API key'}
      busy={create.isPending}
      onClose={close}
    >
      {({ describedBy }) =>
        created ? (
          <ShownOnceSecret
            id={describedBy}
            inputId="new-api-key"
            label={`API key “${created.key.name}”`}
            secret={created.secret}
            intro="This is the only time the key is shown. Store it in your other system now."
            noun="key"
            onDone={close}
          />
        ) : (
          <form id={describedBy} onSubmit={onSubmit} className="mt-3 space-y-3">
            <Field label="Name" required maxLength={API_KEY_NAME_MAX} {...field('name')} />
            <Controller
              control={form.control}
              name="scopes"
              render={({ field: scopes }) => (
                <CheckboxGroup
                  legend="Scopes"
                  options={API_KEY_SCOPES}
                  labelOf={(scope: ApiKeyScope) => (
                    <span>
                      <span className="font-medium">{scope}</span>: {SCOPE_HELP[scope]}
                    </span>
                  )}
                  value={scopes.value}
                  onChange={scopes.onChange}
                  onBlur={scopes.onBlur}
                  ref={scopes.ref}
                  error={errorOf('scopes')}
                />
              )}
            />
            <FormAlert messages={alert} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={busy} loadingLabel="Creating…">
                Create key
              </Button>
              <Button variant="secondary" onClick={close} disabled={busy}>
                Cancel
              </Button>
            </div>
          </form>
        )
      }
    </Dialog>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={apiKey !== null}
      title="Revoke this API key?"
      confirmLabel="Revoke key"
      busyLabel="Revoking…"
      busy={revoke.isPending}
      error={revoke.isError ? errorMessage(revoke.error, 'Could not revoke the key') : null}
      onConfirm={() => apiKey && revoke.mutate(apiKey.id, { onSuccess: close })}
      onCancel={close}
    >
      Requests with “{apiKey?.name}” ({apiKey?.prefix}…) will be refused from now on. This cannot be undone.
    </ConfirmDialog>
  );
}

/** The organization's keys to the public API (docs/decisions/0026-public-api.md): owners and admins. */
export default function ApiKeys() {
  useTitle('API keys');
  const { data: me, isPending } = useMe();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  if (isPending || !me) return <PageSpinner />;

  return (
    <ManagedListPage
      title="API keys"
      intro={
        <>
          Keys let your applicant tracking system call the public API (
          <a className="link" href={API_REFERENCE_PATH}>
            API docs
          </a>
          ). Send a key as <code>Authorization: Bearer &lt;key&gt;</code>.
        </>
      }
      mayManage={me.can.manageApiKeys}
      refusal="Only owners and admins manage API keys."
      create={{
        label: 'Create API key',
        unverified: verifiedPrivilegeRefusal(me.user, 'api-keys.create'),
        onClick: () => setCreating(true),
      }}
      list={{
        heading: 'Keys',
        loading: keys.isPending,
        failed: keys.isError ? 'Could not load the keys. Reload the page to try again.' : null,
        empty: keys.data?.keys.length === 0 ? 'No keys yet. Create one for each system that calls the API.' : null,
      }}
      dialogs={
        <>
          <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
          <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
        </>
      }
    >
      <ul className="mt-4 divide-y divide-slate-100">
        {(keys.data?.keys ?? []).map((key) => (
          <li key={key.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{key.name}</p>
              <p className="text-sm text-slate-600">
                <code>{key.prefix}…</code> · {key.scopes.join(', ')} · last used {when(key.lastUsedAt)}
              </p>
              <p className="text-sm text-slate-600">{createdByText(key)}</p>
            </div>
            {key.revokedAt ? (
              <span className="text-sm text-slate-600">Revoked {when(key.revokedAt)}</span>
            ) : (
              <button
                type="button"
                className="btn-secondary"
                aria-label={`Revoke ${key.name}`}
                onClick={() => setRevoking(key)}
              >
                Revoke
              </button>
            )}
          </li>
        ))}
      </ul>
    </ManagedListPage>
  );
}
