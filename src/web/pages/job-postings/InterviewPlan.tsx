import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { PlanResponse } from '../../../core/api/plans';
import { planMessages } from '../../../core/api/plans';
import { postingOpenMessages } from '../../../core/posting-open';
import type { InterviewPlan } from '../../../core/interview-plan';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/FormAlert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { PageSpinner } from '../../components/Spinner';
import { PlanEditor } from '../../features/plans/PlanEditor';
import { emptyPlan, serverPlanErrors, validatePlan, type PlanErrors } from '../../features/plans/plan-form';
import { useFocusFirstInvalid } from '../../lib/focus-first-invalid';
import { ApiError, errorMessage } from '../../lib/api';
import {
  useDraftFromDescription,
  usePlan,
  usePublishDefaultInterview,
  usePublishPlan,
  useSavePlanDraft,
} from '../../lib/plans';
import { useTitle } from '../../lib/use-title';
import { POSTING_NOT_FOUND_MESSAGE, usePosting } from '../../lib/postings';

const noErrors: PlanErrors = { fields: {}, general: [] };
const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function VersionStatus({ data, dirty }: { data: PlanResponse; dirty: boolean }) {
  const changes = dirty || data.unpublishedChanges;
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      {data.published ? (
        <span className="rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-800 ring-1 ring-emerald-200">
          Published version {data.published.version} · {date(data.published.publishedAt)}
        </span>
      ) : data.openedAt ? (
        <span className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700">
          Open on the default interview: no plan of your own published yet
        </span>
      ) : (
        <span
          data-testid="posting-draft-status"
          className="rounded-full bg-amber-100 px-3 py-1 font-medium text-amber-900"
        >
          {postingOpenMessages.draftStatus}
        </span>
      )}
      {changes && (
        <span className="rounded-full bg-amber-50 px-3 py-1 text-amber-800 ring-1 ring-amber-200">
          Unpublished changes
        </span>
      )}
      {data.versions.length > 1 && <span className="text-slate-500">{data.versions.length} versions</span>}
    </div>
  );
}

function Editor({ id, data, canEdit }: { id: string; data: PlanResponse; canEdit: boolean }) {
  const [plan, setPlan] = useState<InterviewPlan | null>(data.draft);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<PlanErrors>(noErrors);
  /** What went well (saved, published, drafted); a failure is in `errors`, under its field or in the alert. */
  const [notice, setNotice] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  // After a refused save or publish the first field with a message takes the focus.
  const [focusRef, focusFirstInvalid] = useFocusFirstInvalid<HTMLDivElement>(errors);
  const failed = (message: string) => {
    setNotice(null);
    setErrors((shown) => ({ fields: shown.fields, general: [message] }));
  };
  const save = useSavePlanDraft(id);
  const publish = usePublishPlan(id);
  const propose = useDraftFromDescription(id);
  const publishDefault = usePublishDefaultInterview(id);
  const busy = save.isPending || publish.isPending || propose.isPending || publishDefault.isPending;

  const openOnDefault = async () => {
    try {
      await publishDefault.mutateAsync();
      setErrors((shown) => ({ ...shown, general: [] }));
      setNotice({ tone: 'success', text: postingOpenMessages.publishedDefault });
    } catch (error) {
      failed(errorMessage(error, 'Could not publish. Please try again.'));
    }
  };

  const edit = (next: InterviewPlan) => {
    setPlan(next);
    setDirty(true);
  };

  const submit = async (action: 'save' | 'publish') => {
    if (!plan) return;
    const checked = validatePlan(plan);
    focusFirstInvalid();
    setErrors(checked.errors);
    if (!checked.plan) {
      setNotice(null);
      return;
    }
    try {
      const result = await (action === 'save' ? save : publish).mutateAsync(checked.plan);
      setPlan(result.draft);
      setDirty(false);
      setNotice({
        tone: 'success',
        text:
          action === 'save'
            ? 'Draft saved.'
            : `Published version ${result.published?.version}. New candidates get it; interviews already started keep theirs.`,
      });
    } catch (error) {
      setNotice(null);
      focusFirstInvalid();
      setErrors(serverPlanErrors(error, plan, 'Could not save the plan. Please try again.'));
    }
  };

  const draftFromDescription = async () => {
    if (dirty && !window.confirm('Replace your unsaved changes with a new draft from the job description?')) return;
    try {
      const { draft } = await propose.mutateAsync();
      setPlan(draft);
      setDirty(true);
      setErrors(noErrors);
      setNotice({ tone: 'info', text: 'New draft from the job description. Review it, then save or publish.' });
    } catch (error) {
      failed(errorMessage(error, 'Could not draft a plan. Please try again.'));
    }
  };

  // Reading a plan never drafts one (the server's GET writes nothing): a posting without a draft
  // asks the AI for a first proposal once, explicitly, when someone who may edit plans opens it.
  const proposedOnOpen = useRef(false);
  useEffect(() => {
    if (!canEdit || data.draft !== null || proposedOnOpen.current) return;
    proposedOnOpen.current = true;
    void draftFromDescription();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when an editor opens an empty plan
  }, [canEdit, data.draft]);

  return (
    <div className="space-y-6">
      <VersionStatus data={data} dirty={dirty} />
      {!data.openedAt && (
        <div className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <p>{postingOpenMessages.draftExplained}</p>
          <p>{postingOpenMessages.defaultInterview}</p>
          {canEdit && (
            <Button
              variant="secondary"
              disabled={busy}
              loading={publishDefault.isPending}
              loadingLabel="Publishing..."
              onClick={() => void openOnDefault()}
            >
              Publish the default interview
            </Button>
          )}
        </div>
      )}
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={busy}
            loading={propose.isPending}
            loadingLabel="Drafting..."
            onClick={() => void draftFromDescription()}
          >
            Draft from job description
          </Button>
        </div>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <FormAlert messages={errors.general} />
      {plan ? (
        <div ref={focusRef}>
          <PlanEditor plan={plan} onChange={edit} errors={errors} />
        </div>
      ) : (
        <div className="space-y-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          <p>{propose.isPending ? 'Drafting a plan from the job description...' : planMessages.noDraft}</p>
          {canEdit && (
            <Button variant="secondary" disabled={busy} onClick={() => edit(emptyPlan())}>
              Start from an empty plan
            </Button>
          )}
        </div>
      )}
      {plan && (
        <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-slate-50/95 py-3">
          <Button
            variant="secondary"
            disabled={busy}
            loading={save.isPending}
            loadingLabel="Saving..."
            onClick={() => void submit('save')}
          >
            Save draft
          </Button>
          <Button
            disabled={busy}
            loading={publish.isPending}
            loadingLabel="Publishing..."
            onClick={() => void submit('publish')}
          >
            Publish
          </Button>
        </div>
      )}
    </div>
  );
}

function PlanLoader({ id }: { id: string }) {
  const { data, error, isPending, refetch } = usePlan(id);
  // The posting's flags say whether the viewer may edit its plan (src/server/access/can.ts).
  const { data: posting, isPending: postingPending } = usePosting(id);
  if (isPending || postingPending) return <PageSpinner label="Loading interview plan..." />;
  if (error || !data) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <div className="space-y-4">
        <Alert tone="error">
          {notFound ? POSTING_NOT_FOUND_MESSAGE : 'Failed to load the interview plan. Please try again.'}
        </Alert>
        <div className="flex flex-wrap gap-2">
          {!notFound && (
            <button type="button" className="btn-secondary" onClick={() => void refetch()}>
              Retry
            </button>
          )}
          <Link to="/dashboard" className="btn-secondary">
            Back to Dashboard
          </Link>
        </div>
      </div>
    );
  }
  return <Editor id={id} data={data} canEdit={posting?.can.editPlan ?? false} />;
}

/** The interview plan of one posting: competencies, questions, time limits; draft and published versions. */
export default function InterviewPlanPage() {
  useTitle('Interview Plan');
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Breadcrumb
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Job Postings', to: '/job-postings' },
          { label: 'Interview plan' },
        ]}
      />
      <h1 className="mb-2 text-3xl font-bold tracking-tight text-slate-900">Interview plan</h1>
      <p className="mb-6 text-slate-600">
        Every candidate of this posting is asked these questions and assessed on these competencies. Publishing creates
        a new version; interviews already started keep the version they began with.{' '}
        <Link to={`/preview/${encodeURIComponent(id)}`} className="link">
          Preview as candidate
        </Link>{' '}
        runs the published plan (or, before one is published, the default interview) as a candidate would.
      </p>
      <PlanLoader key={id} id={id} />
    </div>
  );
}
