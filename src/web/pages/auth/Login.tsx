import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/Field';
import { authMessage, signIn, useSession } from '../../lib/auth-client';
import { loginMessageFor } from '../../lib/login-messages';
import { resetUserQueries } from '../../lib/queries';
import { safeNext } from '../../lib/safe-next';
import { FormError, useApiForm } from '../../lib/use-api-form';
import { useTitle } from '../../lib/use-title';

const signInSchema = z.object({ email: z.string(), password: z.string(), remember: z.boolean() });

export default function LoginPage() {
  useTitle('Sign in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refetch } = useSession();
  const next = params.get('next');
  const notice = loginMessageFor(params.get('message'));
  const signupHref = next ? `/signup?next=${encodeURIComponent(next)}` : '/signup';

  const { form, field, alert, busy, onSubmit } = useApiForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '', remember: true },
    fallback: 'Failed to sign in',
    onSubmit: async ({ email, password }) => {
      const { error: failure } = await signIn.email({ email, password });
      if (failure) throw new FormError(authMessage(failure, 'Failed to sign in'));
      resetUserQueries();
      await refetch();
      await navigate(safeNext(next), { replace: true });
    },
  });

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
        <FormAlert messages={alert} />
        <Field label="Email" type="email" autoComplete="email" required {...field('email')} />
        <Field label="Password" type="password" autoComplete="current-password" required {...field('password')} />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              {...form.register('remember')}
              className="h-4 w-4 rounded border-slate-300 accent-indigo-600"
            />
            Remember me
          </label>
          <Link to="/forgot-password" className="link">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" loading={busy} loadingLabel="Signing in..." className="w-full">
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
