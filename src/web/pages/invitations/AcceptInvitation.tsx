import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { PageSpinner } from '../../components/Spinner';
import { authClient, authMessage, useSession } from '../../lib/auth-client';
import { resetUserQueries } from '../../lib/queries';
import { useTitle } from '../../lib/use-title';

/**
 * Where the invitation e-mail's link lands. Signed out: sign in or create an account with the
 * invited address (both come back here). Signed in: the invitation, to accept or decline; the
 * server refuses another address, an expired or a used invitation.
 */
export default function AcceptInvitation() {
  useTitle('Invitation');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: session, isPending } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const here = `/invitations/${encodeURIComponent(id)}`;

  const invitation = useQuery({
    queryKey: ['invitation', id, session?.user.id],
    enabled: Boolean(session),
    retry: false,
    queryFn: async () => {
      const { data, error: failure } = await authClient.organization.getInvitation({ query: { id } });
      if (failure || !data) throw new Error(authMessage(failure, 'This invitation is not valid.'));
      return data;
    },
  });

  if (isPending) return <PageSpinner />;

  if (!session) {
    return (
      <AuthCard title="You are invited to a team on Screenroom">
        <p className="text-sm text-slate-700">
          Sign in, or create an account with the e-mail address the invitation was sent to, to accept it.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={`/signup?next=${encodeURIComponent(here)}`} className="btn-primary">
            Create an account
          </Link>
          <Link to={`/login?next=${encodeURIComponent(here)}`} className="btn-secondary">
            Sign in
          </Link>
        </div>
      </AuthCard>
    );
  }

  const respond = async (accept: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const { error: failure } = accept
        ? await authClient.organization.acceptInvitation({ invitationId: id })
        : await authClient.organization.rejectInvitation({ invitationId: id });
      if (failure) {
        setError(authMessage(failure, 'Could not answer the invitation'));
        return;
      }
      resetUserQueries();
      await navigate(accept ? '/dashboard' : '/');
    } finally {
      setBusy(false);
    }
  };

  if (invitation.isPending) return <PageSpinner />;
  if (invitation.isError || !invitation.data) {
    return (
      <AuthCard title="This invitation cannot be used">
        <Alert tone="error">
          {invitation.error?.message ?? 'This invitation is not valid.'} It may have expired, been used already, or been
          sent to another e-mail address than {session.user.email}.
        </Alert>
        <p className="mt-4 text-sm text-slate-700">Ask the person who invited you to send a new invitation.</p>
      </AuthCard>
    );
  }
  const data = invitation.data;
  return (
    <AuthCard title={`Join ${data.organizationName}`}>
      <p className="text-sm text-slate-700">
        {data.inviterEmail} invited {session.user.email} to join <strong>{data.organizationName}</strong> as{' '}
        <strong>{data.role}</strong>.
      </p>
      {error && (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void respond(true)}>
          Accept invitation
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => void respond(false)}>
          Decline
        </button>
      </div>
    </AuthCard>
  );
}
