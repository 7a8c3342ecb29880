import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { API_KEY_NAME_MAX, createApiKeySchema, type ApiKey, type CreatedApiKey } from '../../../core/api/api-keys';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../core/api-keys';
import { Button } from '../../components/Button';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { verifiedPrivilegeRefusal } from '../../../core/verified-privileges';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/Field';
import { NeedsVerifiedAddress } from '../../components/NeedsVerifiedAddress';
import { ShownOnceSecret } from '../../components/ShownOnceSecret';
import { PageSpinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../../lib/api-keys';
import { useMe } from '../../lib/queries';
import { useApiForm } from '../../lib/use-api-form';
import { useTitle } from '../../lib/use-title';
import { Card } from '../../components/Card';

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
  const mayManage = me.can.manageApiKeys;
  const unverified = verifiedPrivilegeRefusal(me.user, 'api-keys.create');

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: 'Team', to: '/team' }, { label: 'API keys' }]} />
      <h1 className="text-2xl font-bold text-slate-900">API keys</h1>
      <p className="mt-1 text-sm text-slate-600">
        Keys let your applicant tracking system call the public API (
        <a className="link" href="/api/docs">
          API docs
        </a>
        ). Send a key as <code>Authorization: Bearer &lt;key&gt;</code>.
      </p>
      {!mayManage ? (
        <div className="mt-4">
          <Alert tone="info">Only owners and admins manage API keys.</Alert>
        </div>
      ) : (
        <>
          <div className="mt-4">
            <button
              type="button"
              className="btn-primary"
              disabled={unverified !== null}
              aria-describedby={unverified ? 'api-keys-verify' : undefined}
              onClick={() => setCreating(true)}
            >
              Create API key
            </button>
            {unverified && <NeedsVerifiedAddress id="api-keys-verify" reason={unverified} />}
          </div>
          <Card aria-labelledby="keys-heading" as="section" className="mt-6">
            <h2 id="keys-heading" className="text-lg font-semibold text-slate-900">
              Keys
            </h2>
            {keys.isPending && <PageSpinner />}
            {keys.isError && <Alert tone="error">Could not load the keys. Reload the page to try again.</Alert>}
            {keys.data && keys.data.keys.length === 0 && (
              <p className="mt-3 text-sm text-slate-600">No keys yet. Create one for each system that calls the API.</p>
            )}
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
          </Card>
          <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
          <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
        </>
      )}
    </div>
  );
}
