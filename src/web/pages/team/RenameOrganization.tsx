import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ORGANIZATION_NAME_MAX,
  ORGANIZATION_PATH,
  renameOrganizationSchema,
  type OrganizationResponse,
  type RenameOrganizationInput,
} from '../../../core/api/organizations';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { apiFetch, errorMessage } from '../../lib/api';
import { queryKeys } from '../../lib/queries';
import { Card } from '../../components/Card';

/** The organization's name, editable by owners and admins; the header and switcher show it at once. */
export function RenameOrganization({ name }: { name: string }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(name);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const rename = useMutation({
    mutationFn: (input: RenameOrganizationInput) =>
      apiFetch<OrganizationResponse>(ORGANIZATION_PATH, { method: 'PATCH', body: input }),
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
    <Card onSubmit={onSubmit} noValidate aria-label="Rename the organization" as="form" className="mt-6">
      <Field
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
    </Card>
  );
}
