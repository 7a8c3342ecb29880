import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ORGANIZATION_NAME_MAX,
  renameOrganizationSchema,
  type RenameOrganizationInput,
} from '../../../core/api/organizations';
import { organizationEndpoints } from '../../../core/api/endpoints/organizations';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { callApi } from '../../lib/call-api';
import { queryKeys } from '../../lib/queries';
import { useApiForm } from '../../lib/use-api-form';
import { Card } from '../../components/Card';

/** The organization's name, editable by owners and admins; the header and switcher show it at once. */
export function RenameOrganization({ name }: { name: string }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const rename = useMutation({
    mutationFn: (input: RenameOrganizationInput) => callApi(organizationEndpoints.rename, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });

  const { form, field, alert, busy, onSubmit } = useApiForm({
    schema: renameOrganizationSchema,
    defaultValues: { name },
    fallback: 'Could not rename the organization',
    onSubmit: async (input) => {
      setSaved(false);
      const renamed = await rename.mutateAsync(input);
      form.reset({ name: renamed.name });
      setSaved(true);
    },
  });

  return (
    <Card
      onSubmit={(event) => {
        setSaved(false);
        void onSubmit(event);
      }}
      noValidate
      aria-label="Rename the organization"
      as="form"
      className="mt-6"
    >
      <Field
        label="Organization name"
        required
        maxLength={ORGANIZATION_NAME_MAX}
        hint="Members see it in the header and the organization switcher."
        {...field('name')}
      />
      <Button type="submit" className="mt-3" loading={busy} loadingLabel="Saving…">
        Save name
      </Button>
      {(alert.length > 0 || saved) && (
        <div className="mt-3">
          {alert.length > 0 ? <FormAlert messages={alert} /> : <Alert tone="success">Organization name saved.</Alert>}
        </div>
      )}
    </Card>
  );
}
