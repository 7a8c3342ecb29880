import { useId, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  POSTING_DESCRIPTION_MAX,
  POSTING_TITLE_MAX,
  postingInputSchema,
  submissionNotificationModes,
  type PostingInput,
  type SubmissionNotificationMode,
} from '../../../core/api/postings';
import { RETAKE_DAYS_MAX } from '../../../core/applications';
import { DEFAULT_RECOMMEND_THRESHOLD, RECOMMEND_THRESHOLD_MAX, RECOMMEND_THRESHOLD_MIN } from '../../../core/dashboard';
import { Button } from '../../components/Button';
import { Field, FieldError, Select, Textarea } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { ApiError } from '../../lib/api';
import { FormError, useApiForm } from '../../lib/use-api-form';

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

/** What the page holds: the numbers as typed; `postingInputSchema` (the endpoint's) checks the rest. */
const postingFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    retakeAllowed: z.boolean(),
    /** Undefined while the box is disabled (one application only). */
    retakeAfterDays: z.string().optional(),
    submissionNotifications: z.enum(submissionNotificationModes),
    recommendThreshold: z.string(),
  })
  .transform((form): PostingInput => ({
    title: form.title,
    description: form.description,
    retakeAfterDays: form.retakeAllowed ? Number(form.retakeAfterDays ?? '') : null,
    submissionNotifications: form.submissionNotifications,
    recommendThreshold: form.recommendThreshold.trim() === '' ? Number.NaN : Number(form.recommendThreshold),
  }))
  .pipe(postingInputSchema);

/** Job Title and Job Description, checked with the server's own contract before sending. */
export function PostingForm({ initial, submitLabel, busyLabel, onSubmit }: PostingFormProps) {
  const retakeId = useId();
  const retakeErrorId = useId();
  const [code, setCode] = useState<string | null>(null);
  const {
    form,
    field,
    errorOf,
    alert,
    busy,
    onSubmit: submit,
  } = useApiForm({
    schema: postingFormSchema,
    defaultValues: {
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      retakeAllowed: initial?.retakeAfterDays !== null && initial?.retakeAfterDays !== undefined,
      retakeAfterDays: String(initial?.retakeAfterDays ?? 30),
      submissionNotifications: initial?.submissionNotifications ?? 'each',
      recommendThreshold: String(initial?.recommendThreshold ?? DEFAULT_RECOMMEND_THRESHOLD),
    },
    fallback: 'Something went wrong. Please try again.',
    onSubmit: async (input) => {
      setCode(null);
      try {
        await onSubmit(input);
      } catch (failure) {
        if (failure instanceof ApiError) setCode(failure.code);
        else if (failure instanceof Error && failure.message) throw new FormError(failure.message);
        throw failure;
      }
    },
  });
  const retakeAllowed = form.watch('retakeAllowed');
  const retakeError = errorOf('retakeAfterDays');

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="space-y-6">
      <FormAlert messages={alert}>
        {code === 'SUBSCRIPTION_REQUIRED' && (
          <>
            {' '}
            <Link to="/subscription" className="font-semibold underline">
              View plans
            </Link>
          </>
        )}
      </FormAlert>
      <Field
        label="Job Title"
        required
        maxLength={POSTING_TITLE_MAX}
        autoComplete="off"
        placeholder="e.g. Senior Frontend Engineer"
        {...field('title')}
      />
      <Textarea
        label="Job Description"
        rows={12}
        required
        maxLength={POSTING_DESCRIPTION_MAX}
        placeholder="Responsibilities, requirements and what the interview should focus on"
        textareaClassName="resize-y"
        {...field('description')}
      />
      <Field
        label="Recommended threshold (Overall Score)"
        type="number"
        inputMode="numeric"
        min={RECOMMEND_THRESHOLD_MIN}
        max={RECOMMEND_THRESHOLD_MAX}
        step={1}
        required
        className="max-w-xs"
        hint={`Assessed candidates scoring at least this (${RECOMMEND_THRESHOLD_MIN}–${RECOMMEND_THRESHOLD_MAX}) count as Recommended on the dashboard.`}
        {...field('recommendThreshold')}
      />
      <fieldset>
        <legend className="label">Applications per candidate</legend>
        <p className="text-xs text-slate-500">Candidates are told by e-mail address (in any letter case).</p>
        <div className="mt-2 space-y-2 text-sm text-slate-700">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="retakePolicy"
              checked={!retakeAllowed}
              onChange={() => form.setValue('retakeAllowed', false)}
            />
            One application only
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="retakePolicy"
                checked={retakeAllowed}
                onChange={() => form.setValue('retakeAllowed', true)}
              />
              Allow a new application after
            </label>
            <label htmlFor={retakeId} className="sr-only">
              Days before a new application
            </label>
            <input
              id={retakeId}
              type="number"
              min={1}
              max={RETAKE_DAYS_MAX}
              disabled={!retakeAllowed}
              aria-invalid={retakeError ? true : undefined}
              aria-describedby={retakeError ? retakeErrorId : undefined}
              className="input w-24"
              {...form.register('retakeAfterDays')}
            />
            <span aria-hidden="true">days</span>
          </div>
          <FieldError id={retakeErrorId} message={retakeError} />
        </div>
      </fieldset>
      <Select label="E-mail me about submitted interviews" {...field('submissionNotifications')}>
        {notificationChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/dashboard" className="btn-secondary">
          Cancel
        </Link>
        <Button type="submit" loading={busy} loadingLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
