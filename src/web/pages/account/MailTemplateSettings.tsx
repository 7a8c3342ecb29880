import { useId, useMemo, useState } from 'react';
import {
  mailTemplateInputSchema,
  type MailTemplatesResponse,
  type MailTemplateView,
} from '../../../core/api/mail-templates';
import { paragraphsToHtml, paragraphsToText } from '../../../core/mail-layout';
import {
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  renderMailTemplate,
  sampleValues,
  validateMailTemplate,
  type MailTemplate,
  type MailTemplateKind,
} from '../../../core/mail-templates';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Button } from '../../components/Button';
import { Field, Textarea } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { PageSpinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { useMailTemplates, useResetMailTemplate, useSaveMailTemplate } from '../../lib/mail-templates';
import { useApiForm } from '../../lib/use-api-form';
import { useTitle } from '../../lib/use-title';
import { Card } from '../../components/Card';

type Look = { name: string; accentColor: string | null; logoUrl: string | null };

/** The mail as the candidate would get it, with made-up values; the HTML runs in a sandbox (no script). */
function MailPreview({ template, look, baseUrl }: { template: MailTemplate; look: Look; baseUrl: string }) {
  const [mode, setMode] = useState<'html' | 'text'>('html');
  const rendered = useMemo(() => {
    const values = sampleValues(baseUrl, look.name);
    const mail = renderMailTemplate(template, values);
    return {
      subject: mail.subject,
      html: paragraphsToHtml({ subject: mail.subject, paragraphs: mail.paragraphs, look }),
      text: paragraphsToText(mail.paragraphs),
    };
  }, [template, look, baseUrl]);
  return (
    <section aria-labelledby="mail-preview-heading" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="mail-preview-heading" className="text-sm font-semibold text-slate-900">
          Preview (sample candidate)
        </h3>
        <div role="group" aria-label="Preview format" className="flex gap-1 text-sm">
          {(['html', 'text'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              className={mode === m ? 'btn-primary px-3 py-1' : 'btn-secondary px-3 py-1'}
              onClick={() => setMode(m)}
            >
              {m === 'html' ? 'As designed' : 'Plain text'}
            </button>
          ))}
        </div>
      </div>
      <p className="text-sm text-slate-700" data-testid="preview-subject">
        <span className="font-semibold">Subject:</span> {rendered.subject}
      </p>
      {mode === 'html' ? (
        <iframe
          title="E-mail preview"
          sandbox=""
          srcDoc={rendered.html}
          className="h-[28rem] w-full rounded-lg border border-slate-200 bg-white"
        />
      ) : (
        <pre
          data-testid="preview-text"
          className="max-h-[28rem] overflow-auto whitespace-pre-wrap rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
        >
          {rendered.text}
        </pre>
      )}
    </section>
  );
}

/** The endpoint's contract plus the rule the server applies to this kind of e-mail (variables, lengths). */
const templateSchema = (kind: MailTemplateKind) =>
  mailTemplateInputSchema.superRefine((template, ctx) => {
    const errors = validateMailTemplate(kind, template);
    if (errors.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: errors.subject });
    if (errors.body) ctx.addIssue({ code: 'custom', path: ['body'], message: errors.body });
  });

function TemplateEditor({
  template,
  canEdit,
  look,
  baseUrl,
}: {
  template: MailTemplateView;
  canEdit: boolean;
  look: Look;
  baseUrl: string;
}) {
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveMailTemplate(template.kind);
  const reset = useResetMailTemplate(template.kind);
  const schema = useMemo(() => templateSchema(template.kind), [template.kind]);
  // Checked as the employer types, by the same rule the server applies.
  const { form, field, alert, setFormError, busy, onSubmit } = useApiForm({
    schema,
    mode: 'onChange',
    defaultValues: { subject: template.subject, body: template.body },
    fallback: 'The e-mail could not be saved. Please try again.',
    onSubmit: async (draft) => {
      setSaved(null);
      // The server applies the same rule and names the field.
      const result = await save.mutateAsync(draft);
      form.reset({ subject: result.subject, body: result.body });
      setSaved('Saved. New e-mails use this text from now on.');
    },
  });
  const draft = form.watch() as MailTemplate;
  const { isValid, isDirty } = form.formState;
  const changed = isDirty && (draft.subject !== template.subject || draft.body !== template.body);

  const restore = async () => {
    if (!window.confirm(`Reset “${template.label}” to the default text? Your wording is removed.`)) return;
    setSaved(null);
    setFormError(null);
    try {
      const result = await reset.mutateAsync();
      form.reset({ subject: result.subject, body: result.body });
      setSaved('Reset to the default text.');
    } catch (reason) {
      setFormError(errorMessage(reason, 'The e-mail could not be reset. Please try again.'));
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        noValidate
        onSubmit={(event) => {
          setSaved(null);
          void onSubmit(event);
        }}
        className="min-w-0 space-y-4"
        aria-busy={busy}
      >
        <p className="text-sm text-slate-600">{template.purpose}</p>
        <FormAlert messages={alert} />
        {saved && <Alert tone="success">{saved}</Alert>}
        <Field label="Subject" maxLength={MAIL_SUBJECT_MAX * 2} disabled={!canEdit} {...field('subject')} />
        <Textarea
          label="Text"
          textareaClassName="min-h-[16rem] font-mono text-sm"
          maxLength={MAIL_BODY_MAX * 2}
          disabled={!canEdit}
          hint={
            form.formState.errors.body
              ? undefined
              : 'Plain text; a blank line starts a new paragraph. A link on a line of its own becomes a button.'
          }
          {...field('body')}
        />
        <details className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200" open>
          <summary className="cursor-pointer font-semibold text-slate-900">Variables you can use</summary>
          <ul className="mt-2 space-y-1">
            {template.variables.map((v) => (
              <li key={v.name}>
                <code className="rounded bg-white px-1 ring-1 ring-slate-200">{`{{${v.name}}}`}</code> — {v.description}
                {v.required && <span className="font-medium"> (required)</span>}
              </li>
            ))}
          </ul>
        </details>
        {canEdit && (
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className="btn-secondary"
              disabled={reset.isPending || (!template.customized && !changed)}
              onClick={() => void restore()}
            >
              Reset to default
            </button>
            <Button type="submit" loading={busy} loadingLabel="Saving..." disabled={!isValid || !changed}>
              Save
            </Button>
          </div>
        )}
      </form>
      <div className="min-w-0">
        <MailPreview template={draft} look={look} baseUrl={baseUrl} />
      </div>
    </div>
  );
}

function Editor({ data, look }: { data: MailTemplatesResponse; look: Look }) {
  const [kind, setKind] = useState(data.templates[0]!.kind);
  const template = data.templates.find((t) => t.kind === kind)!;
  const selectId = useId();
  return (
    <div className="space-y-6">
      {!data.canEdit && <Alert tone="info">Only owners and admins can change the e-mails.</Alert>}
      <div>
        <label htmlFor={selectId} className="label">
          E-mail
        </label>
        <select id={selectId} className="input" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
          {data.templates.map((t) => (
            <option key={t.kind} value={t.kind}>
              {t.label}
              {t.customized ? ' (your wording)' : ''}
            </option>
          ))}
        </select>
      </div>
      {/* A fresh editor per template, so nothing half-typed leaks between them. */}
      <TemplateEditor
        key={template.kind}
        template={template}
        canEdit={data.canEdit}
        look={look}
        baseUrl={data.previewBaseUrl}
      />
    </div>
  );
}

/** Settings → E-mails: the organization's wording of its candidate mails (docs/decisions/0043). */
export default function MailTemplateSettingsPage() {
  useTitle('E-mails');
  const templates = useMailTemplates();
  const brand = useBrand();
  const look: Look | null = brand.data
    ? {
        name: brand.data.displayName ?? brand.data.organizationName,
        accentColor: brand.data.accentColor,
        logoUrl: brand.data.logoUrl ? new URL(brand.data.logoUrl, window.location.origin).toString() : null,
      }
    : null;
  const failure = templates.error ?? brand.error;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <Breadcrumb
        items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Settings', to: '/settings' }, { label: 'E-mails' }]}
      />
      <h1 className="mb-2 text-3xl font-bold tracking-tight text-slate-900">E-mails to candidates</h1>
      <p className="mb-8 text-sm text-slate-600">
        Every e-mail carries your logo and colour (set them under Brand). Word each one your way; the preview shows it
        with a sample candidate.
      </p>
      <Card padding="compact">
        {failure ? (
          <Alert tone="error">
            {errorMessage(failure, 'The e-mails could not be loaded. Please try again later.')}
          </Alert>
        ) : !templates.data || !look ? (
          <PageSpinner label="Loading the e-mails..." />
        ) : (
          <Editor data={templates.data} look={look} />
        )}
      </Card>
    </div>
  );
}
