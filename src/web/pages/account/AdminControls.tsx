import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { FormField } from '../../components/FormField';
import { apiFetch, errorMessage } from '../../lib/api';

/**
 * ADMIN CONTROLS: shown on the settings page only when /api/me says isAdmin.
 * Grants or revokes free membership for any user id.
 */
export function AdminControls() {
  const [userId, setUserId] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const id = userId.trim();

  const setFree = async (isFree: boolean) => {
    setBusy(true);
    setResult(null);
    try {
      await apiFetch('/api/admin/free-membership', { method: 'POST', body: { userId: id, isFree } });
      setResult({
        tone: 'success',
        text: isFree ? 'Successfully granted free membership' : 'Successfully revoked free membership',
      });
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error, 'Failed to update membership status') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="admin-heading" className="rounded-2xl border border-amber-200 bg-white p-6 shadow-sm">
      <h2 id="admin-heading" className="text-lg font-semibold text-slate-900">
        Admin Controls
      </h2>
      <p className="mt-1 text-sm text-slate-600">Grant or revoke free membership for any account.</p>
      <div className="mt-5 space-y-5">
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <FormField
          label="User ID"
          name="userId"
          autoComplete="off"
          spellCheck={false}
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-primary" disabled={!id || busy} onClick={() => void setFree(true)}>
            Grant Free Membership
          </button>
          <button type="button" className="btn-secondary" disabled={!id || busy} onClick={() => void setFree(false)}>
            Revoke Free Membership
          </button>
        </div>
      </div>
    </section>
  );
}
