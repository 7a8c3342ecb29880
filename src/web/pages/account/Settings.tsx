import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../components/Alert';
import { Link } from 'react-router';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Field } from '../../components/Field';
import { PageSpinner } from '../../components/Spinner';
import { authMessage, updateUser, useSession } from '../../lib/auth-client';
import { queryKeys, useMe } from '../../lib/queries';
import { useTitle } from '../../lib/use-title';
import { AdminControls } from './AdminControls';
import { VerifyEmailNotice } from './VerifyEmailNotice';
import { Card } from '../../components/Card';

interface ProfileUser {
  name: string;
  email: string;
}

function PersonalInformation({ user, onSaved }: { user: ProfileUser; onSaved: () => Promise<void> }) {
  const [name, setName] = useState(user.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setError(null);
    if (!name.trim()) {
      setError('Please enter your full name');
      return;
    }
    setBusy(true);
    try {
      const { error: failure } = await updateUser({ name: name.trim() });
      if (failure) {
        setError(authMessage(failure, 'Failed to update settings'));
        return;
      }
      await onSaved();
      setSaved(true);
    } catch {
      setError('Failed to update settings');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="personal-heading" as="section">
      <h2 id="personal-heading" className="text-lg font-semibold text-slate-900">
        Personal Information
      </h2>
      <form onSubmit={onSubmit} className="mt-5 space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        {saved && <Alert tone="success">Settings updated successfully</Alert>}
        <Field
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          label="Email"
          type="email"
          name="email"
          readOnly
          value={user.email}
          hint="Your email address cannot be changed here."
        />
        <div className="flex justify-end">
          <button type="submit" disabled={busy} className="btn-primary">
            {busy ? 'Saving...' : 'Save Changes'}
          </button>
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
