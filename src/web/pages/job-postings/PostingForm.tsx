import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  POSTING_DESCRIPTION_MAX,
  POSTING_TITLE_MAX,
  postingInputSchema,
  type PostingInput,
  type SubmissionNotificationMode,
} from '../../../core/api/postings';
import { RETAKE_DAYS_MAX } from '../../../core/applications';
import { DEFAULT_RECOMMEND_THRESHOLD, RECOMMEND_THRESHOLD_MAX, RECOMMEND_THRESHOLD_MIN } from '../../../core/dashboard';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { ApiError } from '../../lib/api';

type Field = keyof PostingInput;

const notificationChoices: Array<{ value: SubmissionNotificationMode; label: string }> = [
  { value: 'each', label: 'An e-mail for each submitted interview' },
  { value: 'digest', label: 'One daily digest' },
  { value: 'off', label: 'No e-mails' },
];

interface PostingFormProps {
  initial?: PostingInput;
  submitLabel: string;
  busyLabel: string;
  /** Saves the posting; a thrown error's message is shown as it is. */
  onSubmit: (input: PostingInput) => Promise<void>;
}

interface FormError {
  message: string;
  field?: Field;
  code?: string;
}

function toFormError(error: unknown): FormError {
  if (error instanceof ApiError) return { message: error.message, code: error.code };
  if (error instanceof Error && error.message) return { message: error.message };
  return { message: 'Something went wrong. Please try again.' };
}

/** Job Title and Job Description, checked with the server's own contract before sending. */
export function PostingForm({ initial, submitLabel, busyLabel, onSubmit }: PostingFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [retakeAllowed, setRetakeAllowed] = useState(
    initial?.retakeAfterDays !== null && initial?.retakeAfterDays !== undefined,
  );
  const [retakeDays, setRetakeDays] = useState(String(initial?.retakeAfterDays ?? 30));
  const [notifications, setNotifications] = useState<SubmissionNotificationMode>(
    initial?.submissionNotifications ?? 'each',
  );
  const retakeId = useId();
  const notificationsId = useId();
  const [threshold, setThreshold] = useState(String(initial?.recommendThreshold ?? DEFAULT_RECOMMEND_THRESHOLD));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const descriptionId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const parsed = postingInputSchema.safeParse({
      title,
      description,
      retakeAfterDays: retakeAllowed ? Number(retakeDays) : null,
      submissionNotifications: notifications,
      recommendThreshold: threshold.trim() === '' ? Number.NaN : Number(threshold),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue?.path[0];
      const field: Field =
        path === 'description' || path === 'retakeAfterDays' || path === 'recommendThreshold' ? path : 'title';
      setError({ message: issue?.message ?? 'Please check the form', field });
      formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (failure) {
      setError(toFormError(failure));
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy} className="space-y-6">
      {error && (
        <Alert tone="error">
          {error.message}
          {error.code === 'SUBSCRIPTION_REQUIRED' && (
            <>
              {' '}
              <Link to="/subscription" className="font-semibold underline">
                View plans
              </Link>
            </>
          )}
        </Alert>
      )}
      <Field
        label="Job Title"
        name="title"
        required
        maxLength={POSTING_TITLE_MAX}
        autoComplete="off"
        aria-invalid={error?.field === 'title' || undefined}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        placeholder="e.g. Senior Frontend Engineer"
      />
      <div>
        <label htmlFor={descriptionId} className="label">
          Job Description
        </label>
        <textarea
          id={descriptionId}
          name="description"
          rows={12}
          required
          maxLength={POSTING_DESCRIPTION_MAX}
          aria-invalid={error?.field === 'description' || undefined}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="Responsibilities, requirements and what the interview should focus on"
          className="input resize-y"
        />
      </div>
      <Field
        label="Recommended threshold (Overall Score)"
        name="recommendThreshold"
        type="number"
        inputMode="numeric"
        min={RECOMMEND_THRESHOLD_MIN}
        max={RECOMMEND_THRESHOLD_MAX}
        step={1}
        required
        className="max-w-xs"
        aria-invalid={error?.field === 'recommendThreshold' || undefined}
        value={threshold}
        onChange={(e) => setThreshold(e.target.value)}
        hint={`Assessed candidates scoring at least this (${RECOMMEND_THRESHOLD_MIN}–${RECOMMEND_THRESHOLD_MAX}) count as Recommended on the dashboard.`}
      />
      <fieldset>
        <legend className="label">Applications per candidate</legend>
        <p className="text-xs text-slate-500">Candidates are told by e-mail address (in any letter case).</p>
        <div className="mt-2 space-y-2 text-sm text-slate-700">
          <label className="flex items-center gap-2">
            <input type="radio" name="retakePolicy" checked={!retakeAllowed} onChange={() => setRetakeAllowed(false)} />
            One application only
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-2">
              <input type="radio" name="retakePolicy" checked={retakeAllowed} onChange={() => setRetakeAllowed(true)} />
              Allow a new application after
            </label>
            <label htmlFor={retakeId} className="sr-only">
              Days before a new application
            </label>
            <input
              id={retakeId}
              name="retakeAfterDays"
              type="number"
              min={1}
              max={RETAKE_DAYS_MAX}
              disabled={!retakeAllowed}
              aria-invalid={error?.field === 'retakeAfterDays' || undefined}
              value={retakeDays}
              onChange={(e) => setRetakeDays(e.target.value)}
              className="input w-24"
            />
            <span aria-hidden="true">days</span>
          </div>
        </div>
      </fieldset>
      <div>
        <label htmlFor={notificationsId} className="label">
          E-mail me about submitted interviews
        </label>
        <select
          id={notificationsId}
          name="submissionNotifications"
          value={notifications}
          onChange={(e) => setNotifications(e.target.value as SubmissionNotificationMode)}
          className="input"
        >
          {notificationChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/dashboard" className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" disabled={busy} className="btn-primary">
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
