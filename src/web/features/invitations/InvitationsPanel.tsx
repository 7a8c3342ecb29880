import { useId, useState } from 'react';
import type { PostingCan } from '../../../core/api/can';
import { inviteOneSchema, type InviteResult } from '../../../core/api/invitations';
import {
  INVITATION_CSV_MAX_BYTES,
  INVITATION_CSV_MAX_ROWS,
  importOutcome,
  invitationMessages,
  invitationStatusValues,
  type InvitationStatus,
} from '../../../core/invitations';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field, FieldError } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { Pagination } from '../review/Pagination';
import { errorMessage } from '../../lib/api';
import { useImportInvitations, useInvitations, useInviteOne } from '../../lib/invitations';
import { useApiForm } from '../../lib/use-api-form';
import { PostingSettingsForm } from './PostingSettingsForm';

const statusLabel: Record<InvitationStatus, string> = {
  sent: 'Sent',
  opened: 'Opened',
  started: 'Started',
  submitted: 'Submitted',
  expired: 'Expired',
};

const statusTone: Record<InvitationStatus, string> = {
  sent: 'bg-slate-100 text-slate-700',
  opened: 'bg-sky-100 text-sky-800',
  started: 'bg-amber-100 text-amber-800',
  submitted: 'bg-emerald-100 text-emerald-800',
  expired: 'bg-rose-100 text-rose-800',
};

function ImportReport({ result }: { result: InviteResult }) {
  const outcome = importOutcome(result);
  return (
    <div className="space-y-2">
      <Alert tone={outcome.tone}>{outcome.message}</Alert>
      {result.rejected.length > 0 && (
        <table className="w-full text-left text-sm" aria-label="Skipped rows">
          <thead>
            <tr className="text-slate-500">
              <th scope="col" className="py-1 pr-3 font-medium">
                Row
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                E-mail
              </th>
              <th scope="col" className="py-1 font-medium">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rejected.map((problem) => (
              <tr key={`${problem.row}-${problem.reason}`} className="border-t border-slate-100">
                <td className="py-1 pr-3 tabular-nums">{problem.row}</td>
                <td className="py-1 pr-3 break-all">{problem.email ?? '—'}</td>
                <td className="py-1">{problem.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function InviteForms({ postingId }: { postingId: string }) {
  const inviteOne = useInviteOne(postingId);
  const importCsv = useImportInvitations(postingId);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [result, setResult] = useState<InviteResult | null>(null);
  const fileId = useId();
  const { form, field, alert, onSubmit } = useApiForm({
    schema: inviteOneSchema,
    defaultValues: { fullName: '', email: '' },
    fallback: 'The invitation could not be sent.',
    onSubmit: async (input) => {
      setResult(null);
      const sent = await inviteOne.mutateAsync(input);
      setResult(sent);
      if (sent.created) form.reset({ fullName: '', email: '' });
    },
  });
  const busy = inviteOne.isPending || importCsv.isPending;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setResult(null);
    if (file.size > INVITATION_CSV_MAX_BYTES) {
      setCsvError(invitationMessages.csvTooLarge);
      return;
    }
    setCsvError(null);
    importCsv.mutate(await file.text(), {
      onSuccess: setResult,
      onError: (failure) => setCsvError(errorMessage(failure, 'The CSV could not be imported.')),
    });
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Invite one candidate">
        <h3 className="font-semibold text-slate-900">Invite one candidate</h3>
        <FormAlert messages={alert} />
        <Field label="Candidate name" {...field('fullName')} />
        <Field label="Candidate e-mail" type="email" {...field('email')} />
        <Button type="submit" disabled={busy} loading={inviteOne.isPending} loadingLabel="Sending...">
          Send invitation
        </Button>
      </form>
      <div className="space-y-3">
        <h3 className="font-semibold text-slate-900">Upload a CSV</h3>
        <p id={`${fileId}-hint`} className="text-sm text-slate-600">
          One candidate per row: name, e-mail (a header row is fine). Up to {INVITATION_CSV_MAX_ROWS} rows; rows that
          cannot be invited are listed with their row number.
        </p>
        <label htmlFor={fileId} className="label">
          CSV file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={[`${fileId}-hint`, csvError && `${fileId}-error`].filter(Boolean).join(' ')}
          aria-invalid={csvError ? true : undefined}
          disabled={busy}
          className="block w-full text-sm"
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <FieldError id={`${fileId}-error`} message={csvError ?? undefined} />
        {importCsv.isPending && <Spinner label="Importing..." />}
      </div>
      {result && (
        <div className="space-y-3 md:col-span-2">
          <ImportReport result={result} />
        </div>
      )}
    </div>
  );
}

function InvitationList({ postingId }: { postingId: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useInvitations(postingId, page);
  if (isPending) return <Spinner label="Loading invitations..." />;
  if (error || !data) return <Alert tone="error">Failed to load invitations. Please try again later.</Alert>;
  return (
    <div className="space-y-4">
      <ul className="flex flex-wrap gap-2" aria-label="Invitations by status">
        {invitationStatusValues.map((status) => (
          <li key={status} className={`rounded-full px-3 py-1 text-sm font-medium ${statusTone[status]}`}>
            {statusLabel[status]}: <span className="tabular-nums">{data.counts[status]}</span>
          </li>
        ))}
      </ul>
      {data.total === 0 ? (
        <p className="text-sm text-slate-600">No invitations yet. Invite a candidate or upload a CSV above.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm" aria-label="Invitations">
            <thead>
              <tr className="text-slate-500">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Name
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  E-mail
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 font-medium">
                  Sent
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id} className="border-t border-slate-100">
                  <td className="py-2 pr-3">{item.fullName}</td>
                  <td className="py-2 pr-3 break-all">{item.email}</td>
                  <td className="py-2 pr-3">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusTone[item.status]}`}>
                      {statusLabel[item.status]}
                    </span>
                  </td>
                  <td className="py-2 whitespace-nowrap">{new Date(item.createdAt).toLocaleDateString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} label="Invitation pages" />
    </div>
  );
}

/** The posting page's "Invitations" panel: invite, upload, statuses and the posting's settings. */
/** `can`: the posting's flags; the forms appear only for who may invite, the settings only for who may edit the posting. */
export function InvitationsPanel({ postingId, can }: { postingId: string; can: Pick<PostingCan, 'invite' | 'edit'> }) {
  return (
    <Card as="section" aria-labelledby="invitations-heading" className="mt-10 space-y-6">
      <h2 id="invitations-heading" className="text-xl font-semibold text-slate-900">
        Invitations
      </h2>
      {can.invite && <InviteForms postingId={postingId} />}
      <InvitationList postingId={postingId} />
      {can.edit && <PostingSettingsForm postingId={postingId} />}
    </Card>
  );
}
