import { useState } from 'react';
import { signupMessages } from '../../../core/api/signup';
import { Alert } from '../../components/Alert';
import { authMessage, sendVerificationEmail } from '../../lib/auth-client';

/**
 * Shown while the account's address is unconfirmed (the dashboard right after sign-up, and
 * Settings): API keys, webhooks, inviting members or candidates and sending e-mail wait for it.
 */
export function VerifyEmailNotice({ email, callbackURL = '/settings' }: { email: string; callbackURL?: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setState('sending');
    setError(null);
    const { error: failure } = await sendVerificationEmail({ email, callbackURL });
    if (failure) {
      setError(authMessage(failure, 'Could not send the e-mail. Please try again later.'));
      setState('idle');
      return;
    }
    setState('sent');
  };

  return (
    <Alert tone="info">
      <p data-testid="verify-email-banner">
        {signupMessages.verifyBanner} <strong>{email}</strong>. Until then you can set up postings and plans; API keys,
        webhooks, invitations and e-mails to candidates wait for it.
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
