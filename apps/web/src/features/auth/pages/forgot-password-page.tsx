import { ACCOUNT_MESSAGES, type PasswordResetRequest, passwordResetRequestSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { accountsApi, serverMessage } from '../api/accounts';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { StatusScreen } from '../components/status-screen';

export default function ForgotPasswordPage() {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = errors.email?.message;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await accountsApi.requestPasswordReset(email);
      setSent(true);
      toast.success(ACCOUNT_MESSAGES.resetLinkSent);
    } catch (err) {
      const message = serverMessage(err, ACCOUNT_MESSAGES.sendResetFailed);
      setError(message);
      toast.error(message);
    }
  });

  if (sent) {
    return (
      <StatusScreen
        title="Check Your Email"
        tone="success"
        icon={<MailCheck className="h-8 w-8" aria-hidden />}
        subtitle="If an account exists for this address, a password reset link is on its way. The link expires in 1 hour."
        action={{ to: '/auth/login', label: 'Back to Login' }}
      />
    );
  }

  return (
    <>
      <Seo title="Forgot password" />
      <AuthShell
        title="Forgot your password?"
        subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Request a password reset link">
          <Field id="forgot-email" label="Email" error={fieldError}>
            <input
              id="forgot-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy('forgot-email', { error: fieldError })}
              className={controlClass(Boolean(fieldError))}
              {...form.register('email')}
            />
          </Field>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Button type="submit" busy={isSubmitting} className="w-full py-3.5 text-base">
            Send Reset Link
          </Button>
        </form>
        <p className="mt-8 text-center text-sm">
          <Link
            to="/auth/login"
            className="inline-flex items-center gap-1.5 font-semibold text-primary-main hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Login
          </Link>
        </p>
      </AuthShell>
    </>
  );
}
