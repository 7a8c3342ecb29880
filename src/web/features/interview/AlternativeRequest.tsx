import { useId, useState, type FormEvent } from 'react';
import { ALTERNATIVE_MESSAGE_MAX } from '../../../core/candidate-messages';
import { Alert } from '../../components/Alert';
import { FormField } from '../../components/FormField';
import { errorMessage } from '../../lib/api';
import { candidateApi } from './api';

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
  const headingId = useId();

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
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Request an alternative process
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        No AI interview or AI assessment takes place. The hiring team is told and contacts you by e-mail.
      </p>
      <form noValidate className="mt-4 space-y-4" onSubmit={(event) => void submit(event)}>
        {error && <Alert tone="error">{error}</Alert>}
        <FormField
          label="Full name"
          name="altFullName"
          autoComplete="name"
          required
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
        />
        <FormField
          label="Email"
          name="altEmail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
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
      </form>
    </section>
  );
}
