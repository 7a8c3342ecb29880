import { useId, useState, type FormEvent } from 'react';
import { candidateMessages } from '../../../core/candidate-messages';
import { checkCvFile, CV_ACCEPT, CV_HINT } from '../../../core/cv';
import { interviewLengthSentence, type InterviewLength } from '../../../core/interview-length';
import { errorMessage } from '../../lib/api';
import { candidateApi, type CandidateSession, type IntakeApi } from './api';
import { ContactFields } from './ContactFields';
import { FormSection } from './FormSection';

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

/** Stage 1: the candidate's details, CV and consent; creates the interview and its token. */
export function IntakeForm({
  postingId,
  length,
  knockoutQuestion,
  noticeVersionId,
  onStarted,
  invitation,
  start = candidateApi.start,
}: IntakeFormProps) {
  const [knockoutAnswer, setKnockoutAnswer] = useState<'yes' | 'no' | undefined>();
  const [fullName, setFullName] = useState(invitation?.fullName ?? '');
  const [email, setEmail] = useState(invitation?.email ?? '');
  const [cv, setCv] = useState<File | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [aiAgreed, setAiAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cvId = useId();
  const consentId = useId();
  const aiConsentId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fullName.trim() || !email.trim() || !cv || !accepted) {
      setError(candidateMessages.intakeIncomplete);
      return;
    }
    if (!aiAgreed) {
      setError(candidateMessages.aiConsentRequired);
      return;
    }
    const emailInput = event.currentTarget.elements.namedItem('email') as HTMLInputElement | null;
    if (emailInput?.validity.typeMismatch) {
      setError(candidateMessages.invalidEmail);
      return;
    }
    const cvProblem = checkCvFile(cv);
    if (cvProblem) {
      setError(cvProblem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const name = fullName.trim();
      onStarted(
        await start(postingId, {
          fullName: name,
          email: email.trim(),
          cv,
          knockoutAnswer,
          invitation: invitation?.token,
          noticeVersionId,
        }),
        name,
      );
    } catch (reason) {
      setError(errorMessage(reason, 'Something went wrong while starting your interview. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <FormSection title="Your information" error={error} onSubmit={submit}>
      <ContactFields fullName={fullName} email={email} onFullName={setFullName} onEmail={setEmail} />
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
          aria-describedby={`${cvId}-hint`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setCv(file);
            const problem = file ? checkCvFile(file) : null;
            setError(problem);
          }}
        />
        <p id={`${cvId}-hint`} className="mt-1 text-xs text-slate-500">
          {CV_HINT}
        </p>
      </div>
      {knockoutQuestion && (
        <fieldset>
          <legend className="label">{knockoutQuestion}</legend>
          <div className="mt-1 flex gap-6">
            {(['yes', 'no'] as const).map((answer) => (
              <label key={answer} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name="knockoutAnswer"
                  value={answer}
                  checked={knockoutAnswer === answer}
                  onChange={() => setKnockoutAnswer(answer)}
                />
                {answer === 'yes' ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex items-start gap-3">
        <input
          id={consentId}
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-300"
          checked={accepted}
          aria-describedby={`${consentId}-notice`}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <div>
          <label htmlFor={consentId} className="text-sm text-slate-700">
            I have read and understood the interview instructions
          </label>
          <p id={`${consentId}-notice`} className="mt-1 text-xs text-slate-500">
            Ticking this box also records that you read the notice to candidates.
          </p>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={aiConsentId}
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-300"
          checked={aiAgreed}
          aria-describedby={`${aiConsentId}-hint`}
          onChange={(event) => setAiAgreed(event.target.checked)}
        />
        <div>
          <label htmlFor={aiConsentId} className="text-sm text-slate-700">
            {candidateMessages.aiConsentLabel}
          </label>
          <p id={`${aiConsentId}-hint`} className="mt-1 text-xs text-slate-500">
            {candidateMessages.aiConsentHint}
          </p>
        </div>
      </div>
      <p className="text-sm text-slate-700">{interviewLengthSentence(length)}</p>
      <button
        type="submit"
        className="btn-primary w-full"
        disabled={!accepted || !aiAgreed || busy || Boolean(knockoutQuestion && !knockoutAnswer)}
      >
        {busy ? 'Starting Interview...' : 'Start Interview'}
      </button>
    </FormSection>
  );
}
