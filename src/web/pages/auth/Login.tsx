import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { authMessage, signIn, useSession } from '../../lib/auth-client';
import { loginMessageFor } from '../../lib/login-messages';
import { resetUserQueries } from '../../lib/queries';
import { safeNext } from '../../lib/safe-next';
import { useTitle } from '../../lib/use-title';

export default function LoginPage() {
  useTitle('Sign in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refetch } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const next = params.get('next');
  const notice = loginMessageFor(params.get('message'));
  const signupHref = next ? `/signup?next=${encodeURIComponent(next)}` : '/signup';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { error: failure } = await signIn.email({ email, password });
      if (failure) {
        setError(authMessage(failure, 'Failed to sign in'));
        return;
      }
      resetUserQueries();
      await refetch();
      await navigate(safeNext(next), { replace: true });
    } catch {
      setError('Failed to sign in');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Sign in"
      subtitle={
        <>
          New to Screenroom?{' '}
          <Link to={signupHref} className="link">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-5">
        {notice && <Alert tone="success">{notice}</Alert>}
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
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              className="h-4 w-4 rounded border-slate-300 accent-indigo-600"
            />
            Remember me
          </label>
          <Link to="/forgot-password" className="link">
            Forgot password?
          </Link>
        </div>
        <button type="submit" disabled={busy} className="btn-primary w-full">
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
    </AuthCard>
  );
}
