import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authClient } from '../lib/auth-client';
import { useMe } from '../lib/queries';

/** Shown to people in several organizations: which one they act in (the session's active one). */
export function OrganizationSwitcher() {
  const id = useId();
  const { data: me } = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!me || me.organizations.length < 2) return null;

  const onChange = async (organizationId: string) => {
    setBusy(true);
    setError(null);
    try {
      const { error: failure } = await authClient.organization.setActive({ organizationId });
      if (failure) {
        setError('Could not switch organization');
        return;
      }
      // Everything on screen belonged to the other organization: load it again, then go home.
      await navigate('/dashboard');
      await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Organization
      </label>
      <select
        id={id}
        value={me.organization.id}
        disabled={busy}
        onChange={(event) => void onChange(event.target.value)}
        className="max-w-44 truncate rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-700"
      >
        {me.organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name} ({organization.role})
          </option>
        ))}
      </select>
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
