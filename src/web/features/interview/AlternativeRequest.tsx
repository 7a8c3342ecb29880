import { useId, useState, type FormEvent } from 'react';
import { ALTERNATIVE_MESSAGE_MAX } from '../../../core/candidate-messages';
import { Alert } from '../../components/Alert';
import { errorMessage } from '../../lib/api';
import { candidateApi } from './api';
import { ContactFields } from './ContactFields';
import { FormSection } from './FormSection';

/**
 * Instead of the AI interview, the candidate may ask for another process: the employer is
 * e-mailed, no AI interview or assessment takes place.
 */
export function AlternativeRequest({ postingId, noticeVersionId }: { postingId: string; noticeVersionId: string }) {
  const [open, setOpen] = useState(false);
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const messageId = useId();

  if (done) return <Alert tone="success">{done}</Alert>;
  if (!open) {
    return (
      <button type="button" className="btn-secondary w-full" onClick={() => setOpen(true)}>
        Request an alternative process
      </button>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fullName.trim() || !email.trim()) {
      setError('Please enter your full name and e-mail address.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await candidateApi.requestAlternative(postingId, {
        fullName: fullName.trim(),
        email: email.trim(),
        message: message.trim(),
        noticeVersionId,
      });
      setDone(result.message);
    } catch (reason) {
      setError(errorMessage(reason, 'Your request could not be sent. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <FormSection
      title="Request an alternative process"
      intro="No AI interview or AI assessment takes place. The hiring team is told and contacts you by e-mail."
      error={error}
      onSubmit={submit}
    >
      <ContactFields
        names={{ fullName: 'altFullName', email: 'altEmail' }}
        fullName={fullName}
        email={email}
        onFullName={setFullName}
        onEmail={setEmail}
      />
      <div>
        <label htmlFor={messageId} className="label">
          Note to the hiring team (optional)
        </label>
        <textarea
          id={messageId}
          rows={3}
          maxLength={ALTERNATIVE_MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          className="input resize-y"
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Sending...' : 'Send request'}
        </button>
      </div>
    </FormSection>
  );
}
