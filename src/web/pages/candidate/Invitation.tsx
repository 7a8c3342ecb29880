import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { invitationMessages } from '../../../core/invitations';
import { PageSpinner } from '../../components/Spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { openInvitationLink } from '../../lib/invitations';
import { useTitle } from '../../lib/use-title';
import { LinkProblem } from '../../features/interview/StatusViews';
import { CandidateInterview } from './CandidateInterview';

function InvitedInterview({ token }: { token: string }) {
  const link = useQuery({
    queryKey: ['invitation-link', token],
    queryFn: () => openInvitationLink(token),
    staleTime: Infinity,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (link.isPending) return <PageSpinner label="Opening your invitation..." />;
  if (link.isError) {
    const error = link.error;
    if (error instanceof ApiError && error.status === 410)
      return <LinkProblem message={invitationMessages.linkExpired} />;
    if (error instanceof ApiError && error.status === 404)
      return <LinkProblem message={invitationMessages.linkNotFound} />;
    if (error instanceof ApiError && error.status < 500)
      return <LinkProblem message={errorMessage(error, invitationMessages.postingClosed)} />;
    return <LinkProblem message="We could not open your invitation." onRetry={() => void link.refetch()} />;
  }
  return (
    <CandidateInterview
      postingId={link.data.postingId}
      invitation={{ token, fullName: link.data.fullName, email: link.data.email }}
    />
  );
}

/** A candidate's personal invitation link: the usual interview, with name and e-mail filled in. */
export default function InvitationPage() {
  useTitle('Your interview invitation');
  const { token = '' } = useParams();
  return (
    <div className="min-h-full bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {token ? (
          <InvitedInterview key={token} token={token} />
        ) : (
          <LinkProblem message={invitationMessages.linkNotFound} />
        )}
      </div>
    </div>
  );
}
