import { ACCOUNT_MESSAGES } from '@cq/shared';
import { ShieldCheck } from 'lucide-react';
import { useParams } from 'react-router';
import { Seo } from '../../../components/seo';
import { useT } from '../../../i18n/locale-context';
import { accountsApi } from '../api/accounts';
import { AuthShell } from '../components/auth-shell';
import { BackToLogin } from '../components/back-to-login';
import { NewPasswordFormBody, useNewPasswordForm } from '../components/new-password-fields';
import { StatusScreen } from '../components/status-screen';
import { useAccountRequest } from '../components/use-account-request';
import { authMessages as m } from '../messages';

/** /auth/reset-password/:token: a new password for the account the token was sent to. */
export default function ResetPasswordPage() {
  const t = useT();
  const { token = '' } = useParams();
  const { error, setError, done, run } = useAccountRequest(
    (password: string) => accountsApi.resetPassword({ token, password }),
    ACCOUNT_MESSAGES.resetSuccessful,
    ACCOUNT_MESSAGES.resetFailed,
  );
  const { form, validation } = useNewPasswordForm();
  const shown = error ?? validation;

  const onSubmit = form.handleSubmit(({ password }) => run(password));

  if (done) {
    return (
      <StatusScreen
        title={t(m.resetDoneTitle)}
        tone="success"
        icon={<ShieldCheck className="h-8 w-8" aria-hidden />}
        subtitle={t(m.resetDoneBody)}
        noIndex
        action={{ to: '/auth/login', label: t(m.backToLogin) }}
      />
    );
  }

  return (
    <>
      <Seo title={t(m.resetSeoTitle)} noIndex />
      <AuthShell title={t(m.resetTitle)} subtitle={t(m.resetSubtitle)}>
        <form
          onSubmit={(e) => {
            setError(null);
            void onSubmit(e);
          }}
          noValidate
          className="space-y-5"
          aria-label={t(m.resetForm)}
        >
          <NewPasswordFormBody
            idPrefix="reset"
            label={t(m.newPassword)}
            form={form}
            alert={shown}
            submitLabel={t(m.resetSubmit)}
          />
        </form>
        <BackToLogin />
      </AuthShell>
    </>
  );
}
