import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { authMessage, signUp, useSession, type AuthError } from '../../lib/auth-client';
import { resetUserQueries } from '../../lib/queries';
import { safeNext } from '../../lib/safe-next';
import { useTitle } from '../../lib/use-title';

const EXISTS_MESSAGE = 'An account with this email already exists. Please sign in instead.';
const FALLBACK = 'An error occurred during signup';

function signupMessage(error: AuthError): string {
  if (error.code?.startsWith('USER_ALREADY_EXISTS') || error.message === 'User already registered') {
    return EXISTS_MESSAGE;
  }
  return authMessage(error, FALLBACK);
}

export default function SignupPage() {
  useTitle('Create Account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refetch } = useSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      const { error: failure } = await signUp.email({ name: name.trim(), email, password });
      if (failure) {
        setError(signupMessage(failure));
        return;
      }
      resetUserQueries();
      await refetch();
      await navigate(safeNext(next), { replace: true });
    } catch {
      setError(FALLBACK);
    } finally {
      setBusy(false);
    }
  };

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
          minLength={8}
          hint="At least 8 characters."
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
