import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { authMessage, requestPasswordReset } from '../../lib/auth-client';
import { useTitle } from '../../lib/use-title';

const FALLBACK = 'An error occurred. Please try again.';

export default function ForgotPasswordPage() {
  useTitle('Reset your password');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { error: failure } = await requestPasswordReset({ email, redirectTo: '/update-password' });
      if (failure) {
        setError(authMessage(failure, FALLBACK));
        return;
      }
      setSentTo(email);
    } catch {
      setError(FALLBACK);
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    // The same answer whether or not an account exists, so addresses cannot be probed.
    return (
      <AuthCard title="Check Your Email">
        <div role="status" className="space-y-4 text-sm text-slate-600">
          <p>
            If an account exists for <strong className="text-slate-900">{sentTo}</strong>, we have sent it a link to
            reset your password. The link expires after a short while.
          </p>
          <p>Didn&apos;t get it? Check your spam folder or try again in a few minutes.</p>
        </div>
        <Link to="/login" className="btn-secondary mt-6 w-full">
          Back to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your email and we'll send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" disabled={busy} className="btn-primary w-full">
          {busy ? 'Sending...' : 'Send reset link'}
        </button>
        <p className="text-center text-sm">
          <Link to="/login" className="link">
            Back to sign in
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
