import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ORGANIZATION_NAME_MAX } from '../../../core/api/organizations';
import { companyNameSchema, signupMessages } from '../../../core/api/signup';
import { NAME_MAX_LENGTH } from '../../../core/limits';
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT } from '../../../core/password';
import { AuthCard } from '../../components/AuthCard';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/Field';
import { authMessage, signUp, useSession, type AuthError } from '../../lib/auth-client';
import { resetUserQueries } from '../../lib/queries';
import { safeNext } from '../../lib/safe-next';
import { FormError, useApiForm } from '../../lib/use-api-form';
import { useTitle } from '../../lib/use-title';

const FALLBACK = 'An error occurred during signup';

const signupMessage = (error: AuthError): string => authMessage(error, FALLBACK);

/** better-auth's own fields beside the sign-up endpoint's `companyName` (src/core/api/signup.ts). */
const signupFormSchema = z.object({
  name: z.string().trim().min(1, signupMessages.fullNameRequired).max(NAME_MAX_LENGTH, signupMessages.fullNameTooLong),
  companyName: companyNameSchema,
  email: z.string(),
  password: z.string(),
});

export default function SignupPage() {
  useTitle('Create Account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refetch } = useSession();

  const next = params.get('next');
  const loginHref = next ? `/login?next=${encodeURIComponent(next)}` : '/login';

  const { field, alert, busy, onSubmit } = useApiForm({
    schema: signupFormSchema,
    defaultValues: { name: '', companyName: '', email: '', password: '' },
    fallback: FALLBACK,
    onSubmit: async ({ name, companyName, email, password }) => {
      // Sign-up signs in; the verification link (mailed) confirms the address and lands on `next`.
      const target = safeNext(next);
      const { error: failure } = await signUp.email({
        name,
        email,
        password,
        callbackURL: target,
        companyName,
      } as Parameters<typeof signUp.email>[0]);
      if (failure) throw new FormError(signupMessage(failure));
      resetUserQueries();
      await refetch();
      await navigate(target, { replace: true });
    },
  });

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
        <FormAlert messages={alert} />
        <Field label="Full name" autoComplete="name" required maxLength={NAME_MAX_LENGTH} {...field('name')} />
        <Field
          label="Company name"
          autoComplete="organization"
          required
          maxLength={ORGANIZATION_NAME_MAX}
          hint="Your team's workspace is named after it; you can rename it later."
          {...field('companyName')}
        />
        <Field label="Email" type="email" autoComplete="email" required {...field('email')} />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={PASSWORD_HINT}
          {...field('password')}
        />
        <Button type="submit" loading={busy} loadingLabel="Creating account..." className="w-full">
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
