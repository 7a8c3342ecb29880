import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ORGANIZATION_NAME_MAX,
  renameOrganizationSchema,
  type RenameOrganizationInput,
} from '../../../core/api/organizations';
import { organizationEndpoints } from '../../../core/api/endpoints/organizations';
import { Alert } from '../../components/Alert';
import { FormField } from '../../components/FormField';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { queryKeys } from '../../lib/queries';

/** The organization's name, editable by owners and admins; the header and switcher show it at once. */
export function RenameOrganization({ name }: { name: string }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(name);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const rename = useMutation({
    mutationFn: (input: RenameOrganizationInput) => callApi(organizationEndpoints.rename, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = renameOrganizationSchema.safeParse({ name: value });
    if (!parsed.success) {
      setMessage({ tone: 'error', text: parsed.error.issues[0]?.message ?? 'Please check the name.' });
      return;
    }
    setMessage(null);
    try {
      const renamed = await rename.mutateAsync(parsed.data);
      setValue(renamed.name);
      setMessage({ tone: 'success', text: 'Organization name saved.' });
    } catch (failure) {
      setMessage({ tone: 'error', text: errorMessage(failure, 'Could not rename the organization') });
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Rename the organization"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <FormField
        label="Organization name"
        name="organizationName"
        required
        maxLength={ORGANIZATION_NAME_MAX}
        hint="Members see it in the header and the organization switcher."
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="btn-primary mt-3" disabled={rename.isPending}>
        {rename.isPending ? 'Saving…' : 'Save name'}
      </button>
      {message && (
        <div className="mt-3">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}
    </form>
  );
}
