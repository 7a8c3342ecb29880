import { useState } from 'react';
import { noticeInputSchema, type NoticeResponse } from '../../../core/api/notices';
import { NOTICE_PLACEHOLDERS, NOTICE_TEXT_MAX } from '../../../core/candidate-notice';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Button } from '../../components/Button';
import { Textarea } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { PageSpinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { useNotice, useSaveNotice } from '../../lib/notice';
import { useMe } from '../../lib/queries';
import { useTitle } from '../../lib/use-title';
import { useApiForm } from '../../lib/use-api-form';
import { Card } from '../../components/Card';

/** `canEdit` (me.can.manageNotice): without it the text is shown read-only, with no save. */
function NoticeEditor({ notice, canEdit }: { notice: NoticeResponse; canEdit: boolean }) {
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveNotice();
  const { form, field, alert, busy, onSubmit } = useApiForm({
    schema: noticeInputSchema,
    defaultValues: { text: notice.text },
    fallback: 'The notice could not be saved. Please try again.',
    onSubmit: async (input) => {
      const result = await save.mutateAsync(input);
      form.reset({ text: result.text });
      setSaved(`Saved as version ${result.version}. New candidates see it from now on.`);
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setSaved(null);
        void onSubmit(event);
      }}
      className="space-y-4"
      aria-busy={busy}
    >
      <FormAlert messages={alert} />
      {saved && <Alert tone="success">{saved}</Alert>}
      <p className="text-sm text-slate-600">
        {notice.version === 0
          ? 'You are using the default notice.'
          : `Current version: ${notice.version}, saved ${new Date(notice.updatedAt ?? '').toLocaleString()}.`}{' '}
        Every saved version is kept unchanged, and each candidate&apos;s consent records the version they read.
      </p>
      <Textarea
        label="Notice text"
        rows={18}
        maxLength={NOTICE_TEXT_MAX}
        readOnly={!canEdit}
        textareaClassName="resize-y font-mono text-sm"
        hint={
          <>
            Plain text. {NOTICE_PLACEHOLDERS.competencies} becomes the competencies of the posting&apos;s published
            plan, {NOTICE_PLACEHOLDERS.retentionDays} your plan&apos;s retention in days (both required), and{' '}
            {NOTICE_PLACEHOLDERS.contact} your contact e-mail address.
          </>
        }
        {...field('text')}
      />
      {!canEdit && <Alert tone="info">Only owners and admins can change the notice.</Alert>}
      {canEdit && (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => form.setValue('text', notice.defaultText, { shouldDirty: true })}>
            Use the default text
          </Button>
          <Button type="submit" loading={busy} loadingLabel="Saving...">
            Save notice
          </Button>
        </div>
      )}
      <section aria-labelledby="preview-heading" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <h2 id="preview-heading" className="text-sm font-semibold text-slate-900">
          Preview of the saved version (for a posting without a published plan)
        </h2>
        <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{notice.preview}</p>
      </section>
    </form>
  );
}

/** The employer edits the notice every candidate reads and consents to before the interview. */
export default function CandidateNoticeSettingsPage() {
  useTitle('Notice to candidates');
  const { data, error, isPending } = useNotice();
  const canEdit = useMe().data?.can.manageNotice ?? false;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumb
        items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Settings', to: '/settings' }, { label: 'Notice' }]}
      />
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900">Notice to candidates</h1>
      <Card>
        {isPending ? (
          <PageSpinner label="Loading the notice..." />
        ) : error ? (
          <Alert tone="error">{errorMessage(error, 'The notice could not be loaded. Please try again later.')}</Alert>
        ) : (
          <NoticeEditor notice={data} canEdit={canEdit} />
        )}
      </Card>
    </div>
  );
}
