import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { authMessage, sendVerificationEmail } from '../../lib/auth-client';

/** Shown while the account's address is unconfirmed: admin rights and sending e-mail wait for it. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setState('sending');
    setError(null);
    const { error: failure } = await sendVerificationEmail({ email, callbackURL: '/settings' });
    if (failure) {
      setError(authMessage(failure, 'Could not send the e-mail. Please try again later.'));
      setState('idle');
      return;
    }
    setState('sent');
  };

  return (
    <Alert tone="info">
      <p>
        Please verify your e-mail address: open the link we sent to <strong>{email}</strong>.
      </p>
      {state === 'sent' ? (
        <p className="mt-2">A new link is on its way.</p>
      ) : (
        <button type="button" className="link mt-2" disabled={state === 'sending'} onClick={() => void resend()}>
          {state === 'sending' ? 'Sending...' : 'Resend the verification e-mail'}
        </button>
      )}
      {error && <p className="mt-2">{error}</p>}
    </Alert>
  );
}
