import { ACCOUNT_MESSAGES, type PasswordResetRequest, passwordResetRequestSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { accountsApi } from '../api/accounts';
import { AuthShell } from '../components/auth-shell';
import { BackToLogin } from '../components/back-to-login';
import { FormAlert } from '../components/form-alert';
import { StatusScreen } from '../components/status-screen';
import { useAccountRequest } from '../components/use-account-request';

export default function ForgotPasswordPage() {
  const {
    error,
    done: sent,
    run,
  } = useAccountRequest(
    (email: string) => accountsApi.requestPasswordReset(email),
    ACCOUNT_MESSAGES.resetLinkSent,
    ACCOUNT_MESSAGES.sendResetFailed,
  );
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = errors.email?.message;

  const onSubmit = form.handleSubmit(({ email }) => run(email));

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
        <BackToLogin />
      </AuthShell>
    </>
  );
}
