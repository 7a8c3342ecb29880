import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { AuthCard } from '../../components/AuthCard';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/Field';
import { authMessage, requestPasswordReset } from '../../lib/auth-client';
import { FormError, useApiForm } from '../../lib/use-api-form';
import { useTitle } from '../../lib/use-title';

const FALLBACK = 'An error occurred. Please try again.';

const resetRequestSchema = z.object({ email: z.string() });

export default function ForgotPasswordPage() {
  useTitle('Reset your password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field, alert, busy, onSubmit } = useApiForm({
    schema: resetRequestSchema,
    defaultValues: { email: '' },
    fallback: FALLBACK,
    onSubmit: async ({ email }) => {
      const { error: failure } = await requestPasswordReset({ email, redirectTo: '/update-password' });
      if (failure) throw new FormError(authMessage(failure, FALLBACK));
      setSentTo(email);
    },
  });

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
        <FormAlert messages={alert} />
        <Field label="Email" type="email" autoComplete="email" required {...field('email')} />
        <Button type="submit" loading={busy} loadingLabel="Sending..." className="w-full">
          Send reset link
        </Button>
        <p className="text-center text-sm">
          <Link to="/login" className="link">
            Back to sign in
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
