import { Link } from 'react-router';
import type { PostingView } from '../../../core/api/postings';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { PageSpinner } from '../../components/Spinner';
import { POSTINGS_LOAD_FAILED_MESSAGE, usePostings } from '../../lib/postings';
import { useMe } from '../../lib/queries';
import { useTitle } from '../../lib/use-title';
import { Card } from '../../components/Card';

const postedOn = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

function PostingItem({ posting }: { posting: PostingView }) {
  return (
    <Card as="li">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={`/job-postings/${posting.id}/candidates`} className="hover:text-indigo-600 hover:underline">
            {posting.title}
          </Link>
        </h2>
        {!posting.isActive && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600">Disabled</span>
        )}
      </div>
      <p className="mt-2 line-clamp-3 text-sm whitespace-pre-line text-slate-600">{posting.description}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">
          Posted on <time dateTime={posting.createdAt}>{postedOn.format(new Date(posting.createdAt))}</time>
        </p>
        <Link
          to={`/job-postings/${posting.id}/plan`}
          className="link text-sm"
          aria-label={`Interview plan of ${posting.title}`}
        >
          Interview plan
        </Link>
      </div>
    </Card>
  );
}

function EmptyState({ mayCreate }: { mayCreate: boolean }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <h2 className="text-lg font-semibold text-slate-900">No job postings yet</h2>
      {mayCreate ? (
        <>
          <p className="mt-2 text-sm text-slate-600">Create your first job posting to get started</p>
          <Link to="/job-postings/create" className="btn-primary mt-6">
            Create New Position
          </Link>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          Job postings appear here once someone who runs hiring in your organization shares them with you.
        </p>
      )}
    </div>
  );
}

export default function JobPostingsListPage() {
  useTitle('Job Postings');
  const { data: postings, isPending, isError } = usePostings();
  const mayCreate = useMe().data?.can.createPosting ?? false;

  let body;
  if (isPending) body = <PageSpinner label="Loading job postings..." />;
  else if (isError) body = <Alert tone="error">{POSTINGS_LOAD_FAILED_MESSAGE}</Alert>;
  else if (postings.length === 0) body = <EmptyState mayCreate={mayCreate} />;
  else {
    body = (
      <ul className="space-y-4" aria-label="Job postings">
        {postings.map((posting) => (
          <PostingItem key={posting.id} posting={posting} />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Breadcrumb items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Job Postings' }]} />
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Job Postings</h1>
        {mayCreate && (
          <Link to="/job-postings/create" className="btn-primary">
            Create New Position
          </Link>
        )}
      </div>
      {body}
    </div>
  );
}
