import { useState } from 'react';
import type { DashboardRow } from '../../../core/api/postings';
import { Alert } from '../../components/Alert';
import { SpeechSetupNotice } from '../../components/SpeechSetupNotice';
import { PageSpinner } from '../../components/Spinner';
import { POSTINGS_LOAD_FAILED_MESSAGE, useDashboard, useDeletePosting, useSetPostingActive } from '../../lib/postings';
import { useMe } from '../../lib/queries';
import { useTitle } from '../../lib/use-title';
import { VerifyEmailNotice } from '../account/VerifyEmailNotice';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { CreateProcessButton, DashboardActions } from './DashboardActions';
import { PostingsTable } from './PostingsTable';
import { StatTiles } from './StatTiles';

/** docs/product-rules.md §8 (Dashboard). */
const messages = {
  load: POSTINGS_LOAD_FAILED_MESSAGE,
  delete: 'Failed to delete job posting. Please try again later.',
  status: 'Failed to update job posting status',
};

/** What to do next fits what the viewer may do: create a process, or wait for one to be shared with them. */
function EmptyState({ onError }: { onError: (message: string | null) => void }) {
  const { data: me } = useMe();
  if (me && !me.can.createPosting && !me.can.manageBilling) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <h2 className="text-lg font-semibold text-slate-900">No interview processes to show yet</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
          {me.subscription.active
            ? 'Interview processes appear here once someone who runs hiring in your organization shares them with you. Ask an owner or admin if you expect to see one.'
            : 'Your organization has no active plan yet: ask its owner to choose one. Interview processes shared with you appear here.'}
        </p>
      </div>
    );
  }
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <h2 className="text-lg font-semibold text-slate-900">No interview processes yet</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        Create your first interview process, share its link with candidates, and their AI interviews will appear here.
      </p>
      <div className="mt-6 flex justify-center">
        <CreateProcessButton onError={onError} />
      </div>
    </div>
  );
}

export default function DashboardPage() {
  useTitle('Dashboard');
  const { data, isPending, isError } = useDashboard();
  const { data: me } = useMe();
  const setActive = useSetPostingActive();
  const remove = useDeletePosting();
  const [actionError, setActionError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<DashboardRow | null>(null);

  const onToggle = (row: DashboardRow) => {
    setActionError(null);
    setActive.mutate({ id: row.id, isActive: !row.isActive }, { onError: () => setActionError(messages.status) });
  };

  const onConfirmDelete = () => {
    if (!pendingDelete) return;
    setActionError(null);
    remove.mutate(pendingDelete.id, {
      onError: () => setActionError(messages.delete),
      onSettled: () => setPendingDelete(null),
    });
  };

  let body;
  if (isPending) body = <PageSpinner label="Loading your dashboard..." />;
  else if (isError) body = <Alert tone="error">{messages.load}</Alert>;
  else {
    body = (
      <div className="space-y-8">
        <StatTiles totals={data.totals} />
        <section aria-labelledby="processes-heading" className="space-y-4">
          <h2 id="processes-heading" className="text-xl font-semibold text-slate-900">
            Interview Processes
          </h2>
          {data.postings.length === 0 ? (
            <EmptyState onError={setActionError} />
          ) : (
            <PostingsTable
              rows={data.postings}
              onToggle={onToggle}
              onDelete={setPendingDelete}
              onError={setActionError}
            />
          )}
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="mb-8 flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Dashboard</h1>
          {me?.user.name && <p className="mt-1 text-slate-600">Welcome back, {me.user.name}.</p>}
        </div>
        <DashboardActions onError={setActionError} />
      </div>
      <SpeechSetupNotice />
      {me && !me.user.emailVerified && (
        <div className="mb-6">
          <VerifyEmailNotice email={me.user.email} callbackURL="/dashboard" />
        </div>
      )}
      {actionError && (
        <div className="mb-6">
          <Alert tone="error">{actionError}</Alert>
        </div>
      )}
      {body}
      <ConfirmDeleteDialog
        title={pendingDelete?.title ?? null}
        busy={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
