import { useId, useState, type CSSProperties } from 'react';
import { brandInputSchema, brandMessages, type BrandResponse } from '../../../core/api/brand';
import { BRAND_LOGO_MAX_BYTES, DEFAULT_ACCENT_COLOR, LOGO_CONTENT_TYPES, textOnAccent } from '../../../core/brand';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Button } from '../../components/Button';
import { Field, FieldError } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { PageSpinner } from '../../components/Spinner';
import { BrandMark } from '../../features/brand/CandidateLayout';
import { errorMessage } from '../../lib/api';
import { useBrand, useDeleteLogo, useSaveBrand, useUploadLogo } from '../../lib/brand';
import { useApiForm } from '../../lib/use-api-form';
import { useTitle } from '../../lib/use-title';
import { Card } from '../../components/Card';

type Fields = { displayName: string; accentColor: string; supportEmail: string; websiteUrl: string };

/** How a candidate page header and its primary button look with these settings. */
function Preview({ brand, fields }: { brand: BrandResponse; fields: Fields }) {
  const accent = /^#[0-9a-f]{6}$/i.test(fields.accentColor) ? fields.accentColor.toLowerCase() : null;
  const style = {
    backgroundColor: accent ?? DEFAULT_ACCENT_COLOR,
    color: textOnAccent(accent ?? DEFAULT_ACCENT_COLOR),
  };
  return (
    <section aria-labelledby="brand-preview" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h2 id="brand-preview" className="text-sm font-semibold text-slate-900">
        Preview of a candidate page
      </h2>
      <div className="mt-3 overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
        <div className="h-1" style={{ backgroundColor: style.backgroundColor } as CSSProperties} />
        <div className="flex items-center justify-between gap-3 p-4">
          <BrandMark
            brand={{
              name: fields.displayName.trim() || brand.organizationName,
              logoUrl: brand.logoUrl,
              accentColor: accent,
              supportEmail: null,
              websiteUrl: null,
            }}
          />
          <span className="rounded-lg px-4 py-2 text-sm font-semibold" style={style}>
            Start interview
          </span>
        </div>
        <p className="border-t border-slate-100 px-4 py-2 text-center text-xs text-slate-600">Powered by Screenroom</p>
      </div>
    </section>
  );
}

function LogoControls({ brand }: { brand: BrandResponse }) {
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > BRAND_LOGO_MAX_BYTES) return setError(brandMessages.logoTooLarge);
    try {
      await upload.mutateAsync(file);
    } catch (reason) {
      setError(errorMessage(reason, 'The logo could not be uploaded. Please try again.'));
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="label">
        Logo
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept={LOGO_CONTENT_TYPES.join(',')}
          disabled={!brand.canEdit || upload.isPending}
          aria-describedby={[`${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(e) => void onFile(e.target.files?.[0])}
          className="text-sm"
        />
        {brand.logoUrl && brand.canEdit && (
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => void remove.mutateAsync().catch(() => setError('The logo could not be removed.'))}
          >
            Remove logo
          </Button>
        )}
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-slate-500">
        PNG, JPEG or WebP, at most {BRAND_LOGO_MAX_BYTES / 1024} KB.
      </p>
      {/* The logo's refusal (too large, wrong type, not saved) under the logo field. */}
      <FieldError id={`${inputId}-error`} message={error ?? undefined} />
    </div>
  );
}

function BrandEditor({ brand }: { brand: BrandResponse }) {
  const [saved, setSaved] = useState(false);
  const save = useSaveBrand();
  const disabled = !brand.canEdit;
  const { form, field, alert, busy, onSubmit } = useApiForm({
    schema: brandInputSchema,
    defaultValues: {
      displayName: brand.displayName ?? '',
      accentColor: brand.accentColor ?? '',
      supportEmail: brand.supportEmail ?? '',
      websiteUrl: brand.websiteUrl ?? '',
    },
    fallback: 'The brand could not be saved. Please try again.',
    onSubmit: async (input) => {
      setSaved(false);
      await save.mutateAsync(input);
      setSaved(true);
    },
  });
  const fields = form.watch() as Fields;

  return (
    <div className="space-y-6">
      {!brand.canEdit && <Alert tone="info">Only owners and admins can change the brand.</Alert>}
      <LogoControls brand={brand} />
      <form
        noValidate
        onSubmit={(event) => {
          setSaved(false);
          void onSubmit(event);
        }}
        className="space-y-4"
        aria-busy={busy}
      >
        <FormAlert messages={alert} />
        {saved && <Alert tone="success">Saved. Candidate pages and e-mails use it from now on.</Alert>}
        <Field
          label="Name shown to candidates"
          disabled={disabled}
          hint={`Empty uses the organization's name, ${brand.organizationName}.`}
          {...field('displayName')}
        />
        <Field
          label="Accent colour"
          disabled={disabled}
          hint="A hex colour such as #1d4ed8; button text turns white or black to stay readable."
          {...field('accentColor')}
        />
        <Field
          label="Support e-mail"
          type="email"
          disabled={disabled}
          hint={`"Ask for Help" and replies to candidate e-mails go here.`}
          {...field('supportEmail')}
        />
        <Field
          label="Website"
          type="url"
          disabled={disabled}
          hint={`An https:// address; "Return Home" on candidate pages leads here.`}
          {...field('websiteUrl')}
        />
        {brand.canEdit && (
          <div className="flex justify-end">
            <Button type="submit" loading={busy} loadingLabel="Saving...">
              Save brand
            </Button>
          </div>
        )}
      </form>
      <Preview brand={brand} fields={fields} />
    </div>
  );
}

/** The employer's brand on candidate pages and e-mails (docs/decisions/0025-employer-brand.md). */
export default function BrandSettingsPage() {
  useTitle('Brand');
  const { data, error, isPending } = useBrand();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumb
        items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Settings', to: '/settings' }, { label: 'Brand' }]}
      />
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900">Brand</h1>
      <Card>
        {isPending ? (
          <PageSpinner label="Loading the brand..." />
        ) : error ? (
          <Alert tone="error">{errorMessage(error, 'The brand could not be loaded. Please try again later.')}</Alert>
        ) : (
          <BrandEditor brand={data} />
        )}
      </Card>
    </div>
  );
}
