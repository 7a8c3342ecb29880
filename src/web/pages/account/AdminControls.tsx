import { useState } from 'react';
import {
  ADMIN_USER_LOOKUP_MIN,
  adminMessages,
  adminUserLookupQuerySchema,
  type AdminUser,
} from '../../../core/api/billing';
import { adminEndpoints } from '../../../core/api/endpoints/admin';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { useApiForm } from '../../lib/use-api-form';

type Result = { tone: 'success' | 'error'; text: string } | null;

function UserRow({ account, busy, onSet }: { account: AdminUser; busy: boolean; onSet: (isFree: boolean) => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-all text-slate-900">{account.email}</p>
        <p className="text-sm text-slate-600">
          {account.name}
          {account.isAdmin && ' · Admin'} · {account.isFree ? 'Free membership' : 'No free membership'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy || account.isFree}
          aria-label={`Grant Free Membership to ${account.email}`}
          onClick={() => onSet(true)}
        >
          Grant Free Membership
        </Button>
        <Button
          variant="secondary"
          disabled={busy || !account.isFree}
          aria-label={`Revoke Free Membership from ${account.email}`}
          onClick={() => onSet(false)}
        >
          Revoke Free Membership
        </Button>
      </div>
    </li>
  );
}

/**
 * ADMIN CONTROLS: shown on the settings page only when /api/me says isAdmin. Finds accounts by
 * e-mail and grants or revokes their free membership; the server refuses both to non-admins.
 */
export function AdminControls() {
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const {
    form,
    field,
    alert,
    busy: finding,
    onSubmit,
  } = useApiForm({
    schema: adminUserLookupQuerySchema,
    defaultValues: { email: '' },
    fallback: 'Failed to find accounts',
    onSubmit: async (query) => {
      setUsers(null);
      setUsers((await callApi(adminEndpoints.users, { query })).items);
    },
  });
  const needle = form.watch('email').trim();

  const setFree = async (account: AdminUser, isFree: boolean) => {
    setBusy(true);
    setResult(null);
    try {
      await callApi(adminEndpoints.freeMembership, { body: { userId: account.id, isFree } });
      setUsers((current) => current?.map((u) => (u.id === account.id ? { ...u, isFree } : u)) ?? null);
      setResult({ tone: 'success', text: isFree ? adminMessages.granted : adminMessages.revoked });
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error, adminMessages.failed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" tone="warning" aria-labelledby="admin-heading">
      <h2 id="admin-heading" className="text-lg font-semibold text-slate-900">
        Admin Controls
      </h2>
      <p className="mt-1 text-sm text-slate-600">Find an account by e-mail, then grant or revoke free membership.</p>
      <div className="mt-5 space-y-5">
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <FormAlert messages={alert} />
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            setResult(null);
            void onSubmit(event);
          }}
        >
          <div className="sm:flex-1">
            <Field label="User e-mail" type="search" autoComplete="off" spellCheck={false} {...field('email')} />
          </div>
          <Button type="submit" variant="secondary" disabled={needle.length < ADMIN_USER_LOOKUP_MIN || busy || finding}>
            Find accounts
          </Button>
        </form>
        {users !== null &&
          (users.length === 0 ? (
            <p className="text-sm text-slate-600" role="status">
              {adminMessages.noUsersFound}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Accounts found">
              {users.map((account) => (
                <UserRow
                  key={account.id}
                  account={account}
                  busy={busy || finding}
                  onSet={(isFree) => void setFree(account, isFree)}
                />
              ))}
            </ul>
          ))}
      </div>
    </Card>
  );
}
