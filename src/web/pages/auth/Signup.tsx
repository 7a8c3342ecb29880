import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ORGANIZATION_NAME_MAX } from '../../../core/api/organizations';
import { companyNameSchema, signupMessages } from '../../../core/api/signup';
import { NAME_MAX_LENGTH } from '../../../core/limits';
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT } from '../../../core/password';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { authMessage, signUp, useSession, type AuthError } from '../../lib/auth-client';
import { resetUserQueries } from '../../lib/queries';
import { safeNext } from '../../lib/safe-next';
import { useTitle } from '../../lib/use-title';

const FALLBACK = 'An error occurred during signup';

const signupMessage = (error: AuthError): string => authMessage(error, FALLBACK);

export default function SignupPage() {
  useTitle('Create Account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refetch } = useSession();
  const [name, setName] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const next = params.get('next');
  const loginHref = next ? `/login?next=${encodeURIComponent(next)}` : '/login';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(signupMessages.fullNameRequired);
      return;
    }
    const company = companyNameSchema.safeParse(companyName);
    if (!company.success) {
      setError(company.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // Sign-up signs in; the verification link (mailed) confirms the address and lands on `next`.
      const target = safeNext(next);
      const { error: failure } = await signUp.email({
        name: name.trim(),
        email,
        password,
        callbackURL: target,
        companyName: company.data,
      } as Parameters<typeof signUp.email>[0]);
      if (failure) {
        setError(signupMessage(failure));
        return;
      }
      resetUserQueries();
      await refetch();
      await navigate(target, { replace: true });
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
          maxLength={NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <FormField
          label="Company name"
          name="companyName"
          autoComplete="organization"
          required
          maxLength={ORGANIZATION_NAME_MAX}
          hint="Your team's workspace is named after it; you can rename it later."
          value={companyName}
          onChange={(e) => setCompanyName(e.target.value)}
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
