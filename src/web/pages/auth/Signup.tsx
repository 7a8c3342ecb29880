import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT } from '../../../core/password';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { authMessage, signUp, type AuthError } from '../../lib/auth-client';
import { safeNext } from '../../lib/safe-next';
import { useTitle } from '../../lib/use-title';

const FALLBACK = 'An error occurred during signup';

const signupMessage = (error: AuthError): string => authMessage(error, FALLBACK);

export default function SignupPage() {
  useTitle('Create Account');
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const next = params.get('next');
  const loginHref = next ? `/login?next=${encodeURIComponent(next)}` : '/login';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Please enter your full name');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // The verification link signs the new owner in and lands on `next`.
      const callbackURL = safeNext(next);
      const { error: failure } = await signUp.email({ name: name.trim(), email, password, callbackURL });
      if (failure) {
        setError(signupMessage(failure));
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
    // The same answer whether or not the address already had an account, so addresses cannot be probed.
    return (
      <AuthCard title="Check Your Email">
        <div role="status" className="space-y-4 text-sm text-slate-600">
          <p>
            We have sent a link to <strong className="text-slate-900">{sentTo}</strong>. Open it to confirm your address
            and sign in.
          </p>
          <p>Didn&apos;t get it? Check your spam folder, or sign in and ask for a new link from Settings.</p>
        </div>
        <Link to={loginHref} className="btn-secondary mt-6 w-full">
          Go to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create Account"
      subtitle={
        <>
          Already have an account?{' '}
          <Link to={loginHref} className="link">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <FormField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={PASSWORD_HINT}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" disabled={busy} className="btn-primary w-full">
          {busy ? 'Creating account...' : 'Create account'}
        </button>
      </form>
    </AuthCard>
  );
}
