import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT } from '../../../core/password';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/Field';
import { authMessage, resetPassword } from '../../lib/auth-client';
import { loginHrefWithMessage } from '../../lib/login-messages';
import { FormError, useApiForm } from '../../lib/use-api-form';
import { useTitle } from '../../lib/use-title';

const FALLBACK = 'An error occurred. Please try again.';

const newPasswordSchema = z
  .object({ newPassword: z.string(), confirm: z.string() })
  .refine((values) => values.newPassword === values.confirm, { message: "Passwords don't match", path: ['confirm'] });

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
  const token = params.get('token');
  const { field, alert, busy, onSubmit } = useApiForm({
    schema: newPasswordSchema,
    defaultValues: { newPassword: '', confirm: '' },
    fallback: FALLBACK,
    onSubmit: async ({ newPassword }) => {
      const { error: failure } = await resetPassword({ newPassword, token: token ?? '' });
      if (failure) throw new FormError(authMessage(failure, FALLBACK));
      await navigate(loginHrefWithMessage('password-updated'), { replace: true });
    },
  });

  if (params.get('error')) return <InvalidLink />;
  if (!token) return <Navigate to="/login" replace />;

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={onSubmit} className="space-y-5">
        <FormAlert messages={alert} />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={PASSWORD_HINT}
          {...field('newPassword')}
        />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          {...field('confirm')}
        />
        <Button type="submit" loading={busy} loadingLabel="Updating..." className="w-full">
          Update password
        </Button>
      </form>
    </AuthCard>
  );
}
