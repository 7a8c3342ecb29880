import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { candidateEmailSchema, type CandidateData } from '../../../core/api/audit';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { downloadCandidateArchive, useCandidateDataSearch, useDeleteCandidateData } from '../../lib/audit';
import { useTitle } from '../../lib/use-title';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function HeldTable({ data }: { data: CandidateData }) {
  return (
    <div
      role="region"
      aria-label="Interviews held for this address"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Interview
            </th>
            <th scope="col" className="px-4 py-3">
              Name given
            </th>
            <th scope="col" className="px-4 py-3">
              Started
            </th>
            <th scope="col" className="px-4 py-3">
              Turns
            </th>
            <th scope="col" className="px-4 py-3">
              Files
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
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
        </tbody>
      </table>
    </div>
  );
}

/**
 * Data-subject requests on the employer's side: find everything held about one e-mail address
 * across the employer's postings, download it as one archive, or delete it. Each step is logged.
 */
export default function CandidateDataPage() {
  useTitle('Candidate data');
  const [email, setEmail] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const search = useCandidateDataSearch();
  const remove = useDeleteCandidateData();
  const data = search.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = candidateEmailSchema.safeParse({ email });
    if (!parsed.success) return setFormError(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address');
    setFormError(null);
    search.mutate(parsed.data.email);
  };

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
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <h2 className="text-lg font-semibold text-slate-900">Nothing held</h2>
        <p className="mt-2 text-sm text-slate-600">
          None of your job postings has an interview from <span className="break-all">{data.email}</span>.
        </p>
      </div>
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
          <button type="button" className="btn-primary" onClick={exportArchive} disabled={exporting}>
            {exporting ? 'Preparing archive...' : 'Download all (zip)'}
          </button>
          <button
            type="button"
            className="btn-primary bg-red-600 hover:bg-red-500"
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            Delete all
          </button>
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
      <form onSubmit={submit} className="mt-6 flex flex-wrap items-end gap-3" aria-label="Find candidate data">
        <label className="text-sm text-slate-700">
          <span className="block font-medium">Candidate e-mail address</span>
          <input
            type="email"
            required
            autoComplete="off"
            className="mt-1 w-80 max-w-full rounded-md border border-slate-300 px-3 py-1.5"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <button type="submit" className="btn-secondary" disabled={search.isPending}>
          Find
        </button>
      </form>
      {formError && (
        <div className="mt-4">
          <Alert tone="error">{formError}</Alert>
        </div>
      )}
      {notice && (
        <div className="mt-4">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      <div className="mt-6">{results}</div>
      <Modal
        open={confirming}
        title="Delete this candidate's data?"
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
      >
        {({ describedBy }) => (
          <>
            <p id={describedBy} className="mt-2 text-sm text-slate-600">
              This permanently deletes {data?.interviews.length ?? 0} interview
              {data?.interviews.length === 1 ? '' : 's'} of{' '}
              <span className="font-medium break-all text-slate-900">{data?.email}</span>, with answers, recordings, CV
              and assessment. The audit log keeps only that it happened. This cannot be undone.
            </p>
            {remove.isError && (
              <div className="mt-4">
                <Alert tone="error">{errorMessage(remove.error, 'The deletion failed. Please try again.')}</Alert>
              </div>
            )}
            <div className="mt-6 flex justify-end gap-3">
              <button
                type="button"
                autoFocus
                className="btn-secondary"
                disabled={remove.isPending}
                onClick={() => setConfirming(false)}
              >
                Cancel
              </button>
              <button
                type="button"
                className="btn-primary bg-red-600 hover:bg-red-500"
                disabled={remove.isPending}
                onClick={confirmDelete}
              >
                {remove.isPending ? 'Deleting...' : 'Delete permanently'}
              </button>
            </div>
          </>
        )}
      </Modal>
    </div>
  );
}
