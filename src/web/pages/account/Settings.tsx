import { useState } from 'react';
import { z } from 'zod';
import { signupMessages } from '../../../core/api/signup';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../components/Alert';
import { Link } from 'react-router';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { FormError, useApiForm } from '../../lib/use-api-form';
import { PageSpinner } from '../../components/Spinner';
import { authMessage, updateUser, useSession } from '../../lib/auth-client';
import { queryKeys, useMe } from '../../lib/queries';
import { useTitle } from '../../lib/use-title';
import { AdminControls } from './AdminControls';
import { VerifyEmailNotice } from './VerifyEmailNotice';
import { Card } from '../../components/Card';

/** better-auth's profile update: the name, trimmed, required. */
const profileSchema = z.object({ name: z.string().trim().min(1, signupMessages.fullNameRequired) });

interface ProfileUser {
  name: string;
  email: string;
}

function PersonalInformation({ user, onSaved }: { user: ProfileUser; onSaved: () => Promise<void> }) {
  const [saved, setSaved] = useState(false);
  const { field, alert, busy, onSubmit } = useApiForm({
    schema: profileSchema,
    defaultValues: { name: user.name },
    fallback: 'Failed to update settings',
    onSubmit: async ({ name }) => {
      const { error: failure } = await updateUser({ name });
      if (failure) throw new FormError(authMessage(failure, 'Failed to update settings'));
      await onSaved();
      setSaved(true);
    },
  });

  return (
    <Card aria-labelledby="personal-heading" as="section">
      <h2 id="personal-heading" className="text-lg font-semibold text-slate-900">
        Personal Information
      </h2>
      <form
        onSubmit={(event) => {
          setSaved(false);
          void onSubmit(event);
        }}
        className="mt-5 space-y-5"
      >
        <FormAlert messages={alert} />
        {saved && <Alert tone="success">Settings updated successfully</Alert>}
        <Field label="Full Name" autoComplete="name" required {...field('name')} />
        <Field
          label="Email"
          type="email"
          name="email"
          readOnly
          value={user.email}
          hint="Your email address cannot be changed here."
        />
        <div className="flex justify-end">
          <Button type="submit" loading={busy} loadingLabel="Saving...">
            Save Changes
          </Button>
        </div>
      </form>
    </Card>
  );
}

export default function SettingsPage() {
  useTitle('Settings');
  const { data: session, isPending, refetch } = useSession();
  const { data: me } = useMe({ enabled: !!session });
  const queryClient = useQueryClient();

  const onSaved = async () => {
    await refetch();
    await queryClient.invalidateQueries({ queryKey: queryKeys.me });
  };

  let body;
  if (isPending) body = <PageSpinner label="Loading settings..." />;
  else if (!session?.user) body = <Alert tone="error">No user found</Alert>;
  else {
    body = (
      <div className="space-y-8">
        {me && !me.user.emailVerified && <VerifyEmailNotice email={me.user.email} />}
        <PersonalInformation user={session.user} onSaved={onSaved} />
        <Card aria-labelledby="notice-link-heading" as="section">
          <h2 id="notice-link-heading" className="text-lg font-semibold text-slate-900">
            Notice to candidates
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            What candidates read and consent to before the interview: what is recorded, the AI, retention, their rights.
          </p>
          <Link to="/settings/notice" className="link mt-3 inline-block">
            {me?.can.manageNotice ? 'Edit the notice to candidates' : 'Read the notice to candidates'}
          </Link>
        </Card>
        <Card aria-labelledby="brand-link-heading" as="section">
          <h2 id="brand-link-heading" className="text-lg font-semibold text-slate-900">
            Brand
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Your name, logo, colour and support e-mail on candidate pages and e-mails.
          </p>
          <Link to="/settings/brand" className="link mt-3 inline-block">
            {me?.can.manageBrand ? 'Edit the brand' : 'See the brand'}
          </Link>
        </Card>
        <Card aria-labelledby="emails-link-heading" as="section">
          <h2 id="emails-link-heading" className="text-lg font-semibold text-slate-900">
            E-mails to candidates
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            The wording of the invitation, reminder, confirmation, decision and second-round e-mails, with a preview.
          </p>
          <Link to="/settings/emails" className="link mt-3 inline-block">
            Edit the e-mails
          </Link>
        </Card>
        {/* Admin-only block; the server checks admin rights on every admin call. */}
        {me?.isAdmin && <AdminControls />}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumb items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Settings' }]} />
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900">Settings</h1>
      {body}
    </div>
  );
}
