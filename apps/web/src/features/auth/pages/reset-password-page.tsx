import { ACCOUNT_MESSAGES, type ResetPasswordForm, resetPasswordFormSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { accountsApi, serverMessage } from '../api/accounts';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import { StatusScreen } from '../components/status-screen';

/** /auth/reset-password/:token: a new password for the account the token was sent to. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const validation = errors.form?.message ?? errors.confirmPassword?.message ?? errors.password?.message;
  const shown = error ?? validation;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await accountsApi.resetPassword({ token, password });
      setDone(true);
      toast.success(ACCOUNT_MESSAGES.resetSuccessful);
    } catch (err) {
      const message = serverMessage(err, ACCOUNT_MESSAGES.resetFailed);
      setError(message);
      toast.error(message);
    }
  });

  if (done) {
    return (
      <StatusScreen
        title="Password Reset Successful"
        tone="success"
        icon={<ShieldCheck className="h-8 w-8" aria-hidden />}
        subtitle="Your password has been changed and you have been signed out on every device. Sign in with your new password."
        noIndex
        action={{ to: '/auth/login', label: 'Back to Login' }}
      />
    );
  }

  const passwordInvalid = Boolean(errors.form || errors.password);
  return (
    <>
      <Seo title="Reset password" noIndex />
      <AuthShell title="Choose a new password" subtitle="Use at least 8 characters, and avoid common passwords.">
        <form
          onSubmit={(e) => {
            setError(null);
            void onSubmit(e);
          }}
          noValidate
          className="space-y-5"
          aria-label="Reset password"
        >
          <Field id="reset-password" label="New password">
            <PasswordInput
              id="reset-password"
              autoComplete="new-password"
              invalid={passwordInvalid}
              {...form.register('password')}
            />
          </Field>
          <Field id="reset-confirm" label="Confirm password">
            <PasswordInput
              id="reset-confirm"
              autoComplete="new-password"
              invalid={Boolean(errors.form || errors.confirmPassword)}
              {...form.register('confirmPassword')}
            />
          </Field>
          {shown ? <FormAlert>{shown}</FormAlert> : null}
          <Button type="submit" busy={isSubmitting} className="w-full py-3.5 text-base">
            Reset Password
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
