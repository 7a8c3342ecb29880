import { useState } from 'react';
import { Link } from 'react-router';
import { CANDIDATE_EMAIL_MESSAGE, candidateEmailSchema, type CandidateData } from '../../../core/api/audit';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/Dialog';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { downloadCandidateArchive, useCandidateDataSearch, useDeleteCandidateData } from '../../lib/audit';
import { useTitle } from '../../lib/use-title';
import { useApiForm } from '../../lib/use-api-form';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const COLUMNS = ['Interview', 'Name given', 'Started', 'Turns', 'Files', 'Status'];

function HeldTable({ data }: { data: CandidateData }) {
  return (
    <DataTable label="Interviews held for this address" columns={COLUMNS}>
      {data.interviews.map((item) => (
        <tr key={item.id}>
          <td className="px-4 py-3">
            <Link to={`/interviews/${item.id}`} className="link">
              {item.jobTitle}
            </Link>
          </td>
          <td className="px-4 py-3 text-slate-700">{item.fullName}</td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-600">
            <time dateTime={item.createdAt}>{when.format(new Date(item.createdAt))}</time>
          </td>
          <td className="px-4 py-3 tabular-nums text-slate-700">
            {item.turns} ({item.answers} answers)
          </td>
          <td className="px-4 py-3 text-slate-700">
            {item.cvFilename ? 'CV' : 'No CV'}, {item.recordings} recording{item.recordings === 1 ? '' : 's'}
          </td>
          <td className="px-4 py-3 text-slate-700 capitalize">{item.status}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * Data-subject requests on the employer's side: find everything held about one e-mail address
 * across the employer's postings, download it as one archive, or delete it. Each step is logged.
 */
export default function CandidateDataPage() {
  useTitle('Candidate data');
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const search = useCandidateDataSearch();
  const remove = useDeleteCandidateData();
  const data = search.data;

  const { field, alert, onSubmit } = useApiForm({
    schema: candidateEmailSchema,
    defaultValues: { email: '' },
    fallback: CANDIDATE_EMAIL_MESSAGE,
    // The search's own failure is shown with its results, below.
    onSubmit: ({ email }) => search.mutate(email),
  });

  const exportArchive = async () => {
    if (!data) return;
    setNotice(null);
    setExporting(true);
    try {
      await downloadCandidateArchive(data.email);
      setNotice({ tone: 'success', text: 'The archive is downloading.' });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, 'The export failed. Please try again.') });
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = () => {
    if (!data) return;
    remove.mutate(data.email, {
      onSuccess: (result) => {
        setConfirming(false);
        search.reset();
        setNotice({
          tone: 'success',
          text: `Deleted ${result.deleted} interview${result.deleted === 1 ? '' : 's'} of ${data.email} with their files.`,
        });
      },
    });
  };

  let results = null;
  if (search.isPending) results = <Spinner label="Searching..." />;
  else if (search.isError) {
    results = <Alert tone="error">{errorMessage(search.error, 'The search failed. Please try again.')}</Alert>;
  } else if (data && data.interviews.length === 0) {
    results = (
      <EmptyState title="Nothing held">
        None of your job postings has an interview from <span className="break-all">{data.email}</span>.
      </EmptyState>
    );
  } else if (data) {
    results = (
      <div className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">
          {data.interviews.length} interview{data.interviews.length === 1 ? '' : 's'} from{' '}
          <span className="break-all">{data.email}</span>
        </h2>
        <HeldTable data={data} />
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void exportArchive()} loading={exporting} loadingLabel="Preparing archive...">
            Download all (zip)
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            Delete all
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Breadcrumb items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Candidate data' }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Candidate data</h1>
      <p className="mt-2 max-w-2xl text-sm text-slate-600">
        When a candidate asks what you hold about them, or asks you to delete it, find their interviews by e-mail
        address across all your job postings. The archive holds their answers, transcript, assessment, CV and
        recordings. Searches, downloads and deletions are recorded in the{' '}
        <Link to="/audit-log" className="link">
          audit log
        </Link>
        .
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          setNotice(null);
          void onSubmit(event);
        }}
        className="mt-6 flex flex-wrap items-start gap-3"
        aria-label="Find candidate data"
      >
        <Field
          compact
          label="Candidate e-mail address"
          type="email"
          required
          autoComplete="off"
          inputClassName="w-80 max-w-full"
          {...field('email')}
        />
        <Button type="submit" variant="secondary" className="mt-6" disabled={search.isPending}>
          Find
        </Button>
      </form>
      {alert.length > 0 && (
        <div className="mt-4">
          <FormAlert messages={alert} />
        </div>
      )}
      {notice && (
        <div className="mt-4">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      <div className="mt-6">{results}</div>
      <ConfirmDialog
        open={confirming}
        title="Delete this candidate's data?"
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'The deletion failed. Please try again.') : null}
        confirmLabel="Delete permanently"
        busyLabel="Deleting..."
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      >
        This permanently deletes {data?.interviews.length ?? 0} interview
        {data?.interviews.length === 1 ? '' : 's'} of{' '}
        <span className="font-medium break-all text-slate-900">{data?.email}</span>, with answers, recordings, CV and
        assessment. The audit log keeps only that it happened. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
