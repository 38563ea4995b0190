import { ACCOUNT_MESSAGES, type PasswordResetRequest, passwordResetRequestSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { useT } from '../../../i18n/locale-context';
import { accountsApi } from '../api/accounts';
import { AuthShell } from '../components/auth-shell';
import { BackToLogin } from '../components/back-to-login';
import { FormAlert } from '../components/form-alert';
import { StatusScreen } from '../components/status-screen';
import { useAccountRequest } from '../components/use-account-request';
import { authMessages as m } from '../messages';

export default function ForgotPasswordPage() {
  const t = useT();
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
        title={t(m.forgotSentTitle)}
        tone="success"
        icon={<MailCheck className="h-8 w-8" aria-hidden />}
        subtitle={t(m.forgotSentBody)}
        action={{ to: '/auth/login', label: t(m.backToLogin) }}
      />
    );
  }

  return (
    <>
      <Seo title={t(m.forgotSeoTitle)} />
      <AuthShell title={t(m.forgotTitle)} subtitle={t(m.forgotSubtitle)}>
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t(m.forgotForm)}>
          <Field id="forgot-email" label={t(m.email)} error={fieldError}>
            <input
              id="forgot-email"
              type="email"
              dir="ltr"
              autoComplete="email"
              inputMode="email"
              placeholder={t(m.emailPlaceholder)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy('forgot-email', { error: fieldError })}
              className={controlClass(Boolean(fieldError))}
              {...form.register('email')}
            />
          </Field>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Button type="submit" busy={isSubmitting} className="w-full py-3.5 text-base">
            {t(m.forgotSubmit)}
          </Button>
        </form>
        <BackToLogin />
      </AuthShell>
    </>
  );
}
