import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { organizationEndpoints } from '../../../core/api/endpoints/organizations';
import { deleteOrganizationSchema, type DeleteOrganizationInput } from '../../../core/api/organizations';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { callApi } from '../../lib/call-api';
import { resetUserQueries } from '../../lib/queries';
import { useApiForm } from '../../lib/use-api-form';

/**
 * Owners delete the organization and everything of its candidates (postings, interviews, CVs,
 * recordings) by typing its name; the server refuses a personal organization and one that is
 * still billed, with the reason (docs/decisions/0029-security-round-3-data.md).
 */
export function DeleteOrganization({ name }: { name: string }) {
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: (input: DeleteOrganizationInput) => callApi(organizationEndpoints.delete, { body: input }),
  });
  const { form, field, alert, busy, onSubmit } = useApiForm({
    schema: deleteOrganizationSchema,
    defaultValues: { name: '' },
    fallback: 'Could not delete the organization',
    onSubmit: async (input) => {
      await remove.mutateAsync(input);
      resetUserQueries();
      await navigate('/dashboard');
    },
  });
  const typed = form.watch('name');

  return (
    <Card as="form" onSubmit={onSubmit} noValidate aria-label="Delete the organization" tone="danger" className="mt-6">
      <h2 className="text-lg font-semibold text-red-800">Delete the organization</h2>
      <p className="mt-1 text-sm text-slate-700">
        Deletes every posting, interview, CV and recording of this organization, its members&apos; access, API keys and
        webhooks. It cannot be undone; the audit log keeps a record that it happened.
      </p>
      {alert.length > 0 && (
        <div className="mt-3">
          <FormAlert messages={alert} />
        </div>
      )}
      <Field label={`Type "${name}" to confirm`} autoComplete="off" className="mt-3" {...field('name')} />
      <Button
        type="submit"
        variant="danger"
        className="mt-3"
        disabled={typed.trim() !== name}
        loading={busy}
        loadingLabel="Deleting…"
      >
        Delete organization and all its data
      </Button>
    </Card>
  );
}
