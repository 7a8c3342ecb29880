import { useNavigate } from 'react-router';
import type { PostingInput } from '../../../core/api/postings';
import { Breadcrumb } from '../../components/Breadcrumb';
import { useCreatePosting } from '../../lib/postings';
import { useTitle } from '../../lib/use-title';
import { PostingForm } from './PostingForm';
import { Card } from '../../components/Card';

export default function CreateJobPostingPage() {
  useTitle('Create Interview Process');
  const navigate = useNavigate();
  const create = useCreatePosting();

  const onSubmit = async (input: PostingInput) => {
    // Plan first: a new posting takes candidates once its plan is published (docs/decisions/0042).
    const created = await create.mutateAsync(input);
    await navigate(`/job-postings/${created.id}/plan`);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumb
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Job Postings', to: '/job-postings' },
          { label: 'Create' },
        ]}
      />
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900">Create Interview Process</h1>
      <Card>
        <PostingForm submitLabel="Create" busyLabel="Creating..." onSubmit={onSubmit} />
      </Card>
    </div>
  );
}
