import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT } from '../../../core/password';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { authMessage, resetPassword } from '../../lib/auth-client';
import { loginHrefWithMessage } from '../../lib/login-messages';
import { useTitle } from '../../lib/use-title';

const FALLBACK = 'An error occurred. Please try again.';

function InvalidLink() {
  return (
    <AuthCard title="Reset link expired">
      <Alert tone="error">This reset link is invalid or has expired.</Alert>
      <Link to="/forgot-password" className="btn-primary mt-6 w-full">
        Request a new link
      </Link>
    </AuthCard>
  );
}

export default function UpdatePasswordPage() {
  useTitle('Choose a new password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const token = params.get('token');
  if (params.get('error')) return <InvalidLink />;
  if (!token) return <Navigate to="/login" replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirm) {
      setError("Passwords don't match");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { error: failure } = await resetPassword({ newPassword: password, token });
      if (failure) {
        setError(authMessage(failure, FALLBACK));
        return;
      }
      await navigate(loginHrefWithMessage('password-updated'), { replace: true });
    } catch {
      setError(FALLBACK);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={onSubmit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <FormField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={PASSWORD_HINT}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormField
          label="Confirm password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <button type="submit" disabled={busy} className="btn-primary w-full">
          {busy ? 'Updating...' : 'Update password'}
        </button>
      </form>
    </AuthCard>
  );
}
