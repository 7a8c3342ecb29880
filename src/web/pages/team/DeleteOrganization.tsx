import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { organizationEndpoints } from '../../../core/api/endpoints/organizations';
import type { DeleteOrganizationInput } from '../../../core/api/organizations';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { resetUserQueries } from '../../lib/queries';

/**
 * Owners delete the organization and everything of its candidates (postings, interviews, CVs,
 * recordings) by typing its name; the server refuses a personal organization and one that is
 * still billed, with the reason (docs/decisions/0029-security-round-3-data.md).
 */
export function DeleteOrganization({ name }: { name: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (input: DeleteOrganizationInput) => callApi(organizationEndpoints.delete, { body: input }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      await remove.mutateAsync({ name: value });
      resetUserQueries();
      await navigate('/dashboard');
    } catch (failure) {
      setError(errorMessage(failure, 'Could not delete the organization'));
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Delete the organization"
      className="mt-6 rounded-2xl border border-red-200 bg-white p-6 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-red-800">Delete the organization</h2>
      <p className="mt-1 text-sm text-slate-700">
        Deletes every posting, interview, CV and recording of this organization, its members&apos; access, API keys and
        webhooks. It cannot be undone; the audit log keeps a record that it happened.
      </p>
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <Field
        label={`Type "${name}" to confirm`}
        name="confirmOrganizationName"
        className="mt-3"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button
        type="submit"
        className="btn-primary mt-3 bg-red-600 hover:bg-red-500"
        disabled={remove.isPending || value.trim() !== name}
      >
        {remove.isPending ? 'Deleting…' : 'Delete organization and all its data'}
      </button>
    </form>
  );
}
