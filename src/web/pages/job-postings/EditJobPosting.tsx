import { Link, useNavigate, useParams } from 'react-router';
import type { PostingInput } from '../../../core/api/postings';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { SpeechSetupNotice } from '../../components/SpeechSetupNotice';
import { PageSpinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { usePosting, useUpdatePosting, POSTING_NOT_FOUND_MESSAGE } from '../../lib/postings';
import { useTitle } from '../../lib/use-title';
import { PostingForm } from './PostingForm';
import { Card } from '../../components/Card';

function EditForm({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: posting, error, isPending } = usePosting(id);
  const update = useUpdatePosting(id);

  if (isPending) return <PageSpinner label="Loading interview process..." />;
  if (error || !posting) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <div className="space-y-4">
        <Alert tone="error">
          {notFound ? POSTING_NOT_FOUND_MESSAGE : 'Failed to load the interview process. Please try again later.'}
        </Alert>
        <Link to="/dashboard" className="btn-secondary">
          Back to Dashboard
        </Link>
      </div>
    );
  }

  const onSubmit = async (input: PostingInput) => {
    await update.mutateAsync(input);
    await navigate('/dashboard');
  };

  return (
    <Card>
      <PostingForm
        key={posting.id}
        initial={{
          title: posting.title,
          description: posting.description,
          retakeAfterDays: posting.retakeAfterDays,
          submissionNotifications: posting.submissionNotifications,
          recommendThreshold: posting.recommendThreshold,
        }}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSubmit={onSubmit}
      />
    </Card>
  );
}

export default function EditJobPostingPage() {
  useTitle('Edit Interview Process');
  const { id = '' } = useParams();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumb
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Job Postings', to: '/job-postings' },
          { label: 'Edit' },
        ]}
      />
      <div className="mb-8 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Edit Interview Process</h1>
        <Link to={`/job-postings/${id}/plan`} className="link">
          Interview plan
        </Link>
      </div>
      <SpeechSetupNotice />
      <EditForm key={id} id={id} />
    </div>
  );
}
