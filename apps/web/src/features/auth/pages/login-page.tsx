import { ACCOUNT_MESSAGES, loginRequestSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { controlClass, Field } from '../../../components/ui/field';
import { Message, useT, useText } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { CURRENT_USER_QUERY_KEY, saveLogin } from '../../session';
import { afterLoginPath } from '../after-login-path';
import { accountsApi } from '../api/accounts';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { LogoutBanner } from '../components/logout-banner';
import { PasswordInput } from '../components/password-input';
import { authMessages as m } from '../messages';

interface LoginValues {
  email: string;
  password: string;
}

export default function LoginPage() {
  const t = useT();
  const text = useText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        const res = await accountsApi.login(values);
        if (!res.success || !res.data) {
          setError(res.message || ACCOUNT_MESSAGES.loginFailed);
          return;
        }
        const target = afterLoginPath(localStorage.getItem(STORAGE_KEYS.lastVisitedPath), res.data.user);
        saveLogin(res.data);
        queryClient.setQueryData(CURRENT_USER_QUERY_KEY, res.data.user);
        navigate(target, { replace: true });
      } catch (err) {
        setError(messageOf(err, ACCOUNT_MESSAGES.loginFailed));
      }
    },
    () => setError(ACCOUNT_MESSAGES.checkFields),
  );

  return (
    <>
      <Seo title={t(m.loginSeoTitle)} description={t(m.loginSeoDescription)} />
      <AuthShell title={t(m.loginTitle)} subtitle={t(m.loginSubtitle)} banner={<LogoutBanner />}>
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t(m.loginForm)}>
          <Field id="login-email" label={t(m.email)}>
            <input
              id="login-email"
              type="email"
              dir="ltr"
              autoComplete="email"
              inputMode="email"
              placeholder={t(m.emailPlaceholder)}
              aria-invalid={errors.email ? true : undefined}
              className={controlClass(Boolean(errors.email))}
              {...form.register('email')}
            />
          </Field>
          <Field id="login-password" label={t(m.password)}>
            <PasswordInput
              id="login-password"
              autoComplete="current-password"
              invalid={Boolean(errors.password)}
              {...form.register('password')}
            />
          </Field>
          <div className="flex justify-end">
            <Link to="/auth/forgot-password" className="text-sm font-semibold text-primary-main hover:underline">
              {t(m.forgotLink)}
            </Link>
          </div>
          {error ? <FormAlert>{text(error)}</FormAlert> : null}
          <Button type="submit" busy={isSubmitting} className="w-full py-3.5 text-base">
            {t(m.loginSubmit)}
          </Button>
        </form>
        <p className="mt-8 text-center text-sm text-muted">
          <Message
            message={m.loginNewHere}
            values={{
              link: (
                <Link to="/auth/signup" className="font-semibold text-primary-main hover:underline">
                  {t(m.loginSignupLink)}
                </Link>
              ),
            }}
          />
        </p>
      </AuthShell>
    </>
  );
}
