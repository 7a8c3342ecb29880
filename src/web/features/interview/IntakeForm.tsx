import { useId, useState, type FormEvent } from 'react';
import { candidateMessages } from '../../../core/candidate-messages';
import { checkCvFile, CV_ACCEPT, CV_HINT } from '../../../core/cv';
import { interviewLengthSentence, type InterviewLength } from '../../../core/interview-length';
import { Button } from '../../components/Button';
import { FieldError } from '../../components/Field';
import { useFocusFirstInvalid } from '../../lib/focus-first-invalid';
import { checkValues, fieldPaths, submitErrors } from '../../lib/form-errors';
import { candidateApi, type CandidateSession, type IntakeApi } from './api';
import { ContactFields } from './ContactFields';
import { FormSection } from './FormSection';
import { intakeFieldOf, intakeFormSchema, type IntakeValues } from './intake-form';

interface IntakeFormProps {
  postingId: string;
  /** The interview's real length (the posting's published plan), said again beside the start button. */
  length: InterviewLength;
  /** The plan's knockout yes/no question, when the posting has one. */
  knockoutQuestion?: string | null;
  /** The notice version shown above the form; consent is recorded against it. */
  noticeVersionId: string;
  onStarted: (session: CandidateSession, fullName: string) => void;
  /** From a personal invitation link: the invited name and e-mail, and the link's token. */
  invitation?: { token: string; fullName: string; email: string };
  /** Starts the interview: the candidate's intake, or an employer's preview (docs/decisions/0042). */
  start?: IntakeApi['start'];
}

type Errors = Partial<Record<keyof IntakeValues, string>>;
const FALLBACK = 'Something went wrong while starting your interview. Please try again.';

/**
 * Stage 1: the candidate's details, CV and consent; creates the interview and its token. Checked
 * with the endpoint's schema (intake-form.ts), each message under its field. No react-hook-form
 * here: the candidate route keeps its first download under budget (docs/decisions/0045).
 */
export function IntakeForm({
  postingId,
  length,
  knockoutQuestion,
  noticeVersionId,
  onStarted,
  invitation,
  start = candidateApi.start,
}: IntakeFormProps) {
  const [values, setValues] = useState<IntakeValues>({
    fullName: invitation?.fullName ?? '',
    email: invitation?.email ?? '',
    cv: null,
    consent: '',
    aiConsent: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRef, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>(errors);
  const cvId = useId();
  const consentId = useId();
  const aiConsentId = useId();
  const knockoutErrorId = useId();
  const set = (patch: Partial<IntakeValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkValues(intakeFormSchema(Boolean(knockoutQuestion)), values);
    if (!checked.data) {
      focusFirstInvalid();
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { fullName, email, cv, knockoutAnswer } = checked.data;
      onStarted(
        await start(postingId, {
          fullName,
          email,
          cv,
          knockoutAnswer,
          invitation: invitation?.token,
          noticeVersionId,
        }),
        fullName,
      );
    } catch (reason) {
      const placed = submitErrors(reason, fieldPaths(values), FALLBACK, intakeFieldOf);
      focusFirstInvalid();
      setErrors(placed.fields);
      setFormError(placed.form);
      setBusy(false);
    }
  };

  return (
    <FormSection title="Your information" error={formError} onSubmit={submit} formRef={focusRef}>
      <ContactFields
        fullName={values.fullName}
        email={values.email}
        errors={errors}
        onFullName={(fullName) => set({ fullName })}
        onEmail={(email) => set({ email })}
      />
      <div>
        <label htmlFor={cvId} className="label">
          CV
        </label>
        <input
          id={cvId}
          name="cv"
          type="file"
          required
          accept={CV_ACCEPT}
          aria-describedby={[`${cvId}-hint`, errors.cv && `${cvId}-error`].filter(Boolean).join(' ')}
          aria-invalid={errors.cv ? true : undefined}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100"
          onChange={(event) => {
            const cv = event.target.files?.[0] ?? null;
            set({ cv });
            // The size and type are said as soon as the file is chosen.
            const problem = cv ? checkCvFile(cv) : null;
            setErrors((current) => ({ ...current, cv: problem ?? undefined }));
          }}
        />
        <p id={`${cvId}-hint`} className="mt-1 text-xs text-slate-500">
          {CV_HINT}
        </p>
        <FieldError id={`${cvId}-error`} message={errors.cv} />
      </div>
      {knockoutQuestion && (
        <fieldset aria-describedby={errors.knockoutAnswer ? knockoutErrorId : undefined}>
          <legend className="label">{knockoutQuestion}</legend>
          <div className="mt-1 flex gap-6">
            {(['yes', 'no'] as const).map((answer) => (
              <label key={answer} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name="knockoutAnswer"
                  value={answer}
                  aria-invalid={errors.knockoutAnswer ? true : undefined}
                  checked={values.knockoutAnswer === answer}
                  onChange={() => set({ knockoutAnswer: answer })}
                />
                {answer === 'yes' ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
          <FieldError id={knockoutErrorId} message={errors.knockoutAnswer} />
        </fieldset>
      )}
      <Consent
        id={consentId}
        label="I have read and understood the interview instructions"
        hint="Ticking this box also records that you read the notice to candidates."
        checked={values.consent === 'true'}
        error={errors.consent}
        onChange={(checked) => set({ consent: checked ? 'true' : '' })}
      />
      <Consent
        id={aiConsentId}
        label={candidateMessages.aiConsentLabel}
        hint={candidateMessages.aiConsentHint}
        checked={values.aiConsent === 'true'}
        error={errors.aiConsent}
        onChange={(checked) => set({ aiConsent: checked ? 'true' : '' })}
      />
      <p className="text-sm text-slate-700">{interviewLengthSentence(length)}</p>
      <Button
        type="submit"
        className="w-full"
        loading={busy}
        loadingLabel="Starting Interview..."
        disabled={!values.consent || !values.aiConsent || Boolean(knockoutQuestion && !values.knockoutAnswer)}
      >
        Start Interview
      </Button>
    </FormSection>
  );
}

/** A consent box with its label, the hint under it and its message. */
function Consent(props: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const { id, error } = props;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 rounded border-slate-300"
        checked={props.checked}
        aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="text-sm text-slate-700">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {props.hint}
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}
