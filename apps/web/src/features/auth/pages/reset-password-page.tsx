import { ACCOUNT_MESSAGES, type ResetPasswordForm, resetPasswordFormSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { accountsApi } from '../api/accounts';
import { AuthShell } from '../components/auth-shell';
import { BackToLogin } from '../components/back-to-login';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { StatusScreen } from '../components/status-screen';
import { useAccountRequest } from '../components/use-account-request';

/** /auth/reset-password/:token: a new password for the account the token was sent to. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const { error, setError, done, run } = useAccountRequest(
    (password: string) => accountsApi.resetPassword({ token, password }),
    ACCOUNT_MESSAGES.resetSuccessful,
    ACCOUNT_MESSAGES.resetFailed,
  );
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const validation = errors.form?.message ?? errors.confirmPassword?.message ?? errors.password?.message;
  const shown = error ?? validation;

  const onSubmit = form.handleSubmit(({ password }) => run(password));

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
          <NewPasswordFields idPrefix="reset" label="New password" register={form.register} errors={errors} />
          {shown ? <FormAlert>{shown}</FormAlert> : null}
          <Button type="submit" busy={isSubmitting} className="w-full py-3.5 text-base">
            Reset Password
          </Button>
        </form>
        <BackToLogin />
      </AuthShell>
    </>
  );
}
