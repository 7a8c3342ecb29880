import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { YourData } from '../../../core/api/your-data';
import { candidateMessages } from '../../../core/candidate-messages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { PageSpinner } from '../../components/Spinner';
import { useShowCandidateBrand } from '../../features/brand/candidate-brand';
import { outcomeLabel } from '../../features/review/Badges';
import { DOWNLOAD_FAILED_MESSAGE, tokenFromHash, yourDataApi } from '../../features/your-data/api';
import { errorMessage } from '../../lib/api';
import { useTitle } from '../../lib/use-title';

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

function Details({ data }: { data: YourData }) {
  const rows: Array<[string, string]> = [
    ['Name', data.fullName],
    ['E-mail', data.email],
    ['Position', data.jobTitle],
    ['Status', outcomeLabel(data.status)],
    ['Applied', dateTime(data.appliedAt)],
    [
      'Consent given',
      data.consentAt ? `${dateTime(data.consentAt)} (notice version ${data.noticeVersion ?? '—'})` : '—',
    ],
    ['Submitted', dateTime(data.submittedAt)],
    ['CV', data.cvFilename ?? 'None'],
    ['AI score (advice to the hiring team)', data.score === null ? 'None' : String(data.score)],
    ['Deleted automatically by', dateTime(data.deleteBy)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,14rem)_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-medium text-slate-600">{term}</dt>
          <dd className="text-sm break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Conversation({ data }: { data: YourData }) {
  if (data.turns.length === 0) return <p className="text-sm text-slate-600">No interview answers are stored.</p>;
  return (
    <ol className="space-y-3">
      {data.turns.map((turn) => (
        <li key={turn.seq} className="text-sm">
          <span className="font-semibold text-slate-700">{turn.speaker === 'user' ? 'You' : 'Interviewer'}: </span>
          <span className="whitespace-pre-wrap text-slate-900">{turn.text}</span>
        </li>
      ))}
    </ol>
  );
}

function DataView({ token, data, onDeleted }: { token: string; data: YourData; onDeleted: (message: string) => void }) {
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      const blob = await yourDataApi.download(token);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'your-data.zip';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (reason) {
      setError(errorMessage(reason, DOWNLOAD_FAILED_MESSAGE));
    } finally {
      setDownloading(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    setError(null);
    try {
      onDeleted((await yourDataApi.remove(token)).message);
    } catch (reason) {
      setError(errorMessage(reason, candidateMessages.deleteDataFailed));
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <div className="space-y-6">
      {error && <Alert tone="error">{error}</Alert>}
      <Card as="section" aria-labelledby="stored-heading">
        <h2 id="stored-heading" className="mb-4 text-lg font-semibold text-slate-900">
          What is stored
        </h2>
        <Details data={data} />
      </Card>
      <Card as="section" aria-labelledby="recordings-heading">
        <h2 id="recordings-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Recordings
        </h2>
        {data.recordings.length === 0 ? (
          <p className="text-sm text-slate-600">No recordings are stored.</p>
        ) : (
          <ul className="list-disc pl-5 text-sm text-slate-900">
            {data.recordings.map((recording) => (
              <li key={recording.seq}>Recording {recording.number}</li>
            ))}
          </ul>
        )}
      </Card>
      <Card as="section" aria-labelledby="transcript-heading">
        <h2 id="transcript-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Transcript
        </h2>
        <Conversation data={data} />
      </Card>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => void download()} loading={downloading} loadingLabel="Preparing download...">
          Download a copy
        </Button>
        <Button variant="secondary" className="text-red-700" onClick={() => setConfirming(true)}>
          Delete my data
        </Button>
      </div>
      <Dialog open={confirming} title="Delete your data?" busy={deleting} onClose={() => setConfirming(false)}>
        {({ describedBy }) => (
          <>
            <p id={describedBy} className="mt-2 text-sm text-slate-700">
              This permanently deletes your application for {data.jobTitle}: your details, CV, recordings, transcript
              and assessment. It cannot be undone. We will confirm by e-mail.
            </p>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={deleting}>
                Keep my data
              </Button>
              <Button variant="danger" onClick={() => void remove()} loading={deleting} loadingLabel="Deleting...">
                Delete permanently
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}

function YourDataContent({ token }: { token: string }) {
  const [deleted, setDeleted] = useState<string | null>(null);
  const query = useQuery({ queryKey: ['your-data', token], queryFn: () => yourDataApi.view(token), retry: false });
  useShowCandidateBrand(query.data?.brand);
  if (deleted) return <Alert tone="success">{deleted}</Alert>;
  if (query.isPending) return <PageSpinner label="Loading your data..." />;
  if (query.error) {
    return <Alert tone="error">{errorMessage(query.error, 'Your data could not be loaded. Please try again.')}</Alert>;
  }
  return <DataView token={token} data={query.data} onDeleted={setDeleted} />;
}

/** The candidate's "your data" page, opened from the private link in their confirmation e-mail. */
export default function YourDataPage() {
  useTitle('Your data');
  const [token] = useState(() => tokenFromHash(window.location.hash));
  return (
    <div className="min-h-full bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your data</h1>
        <p className="text-sm text-slate-600">
          Everything the employer holds about your application. You can download a copy or delete it at any time.
        </p>
        {token ? (
          <YourDataContent token={token} />
        ) : (
          <Alert tone="error">This link is incomplete. Please open the link from your e-mail again.</Alert>
        )}
      </div>
    </div>
  );
}
