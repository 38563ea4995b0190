import { ACCOUNT_MESSAGES, type LoginResponse, localePath, loginRequestSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { controlClass, Field } from '../../../components/ui/field';
import { accountLocaleElsewhere } from '../../../i18n/document-locale';
import { Message, useLocale, useT, useText } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { CURRENT_USER_QUERY_KEY, saveLogin } from '../../session';
import { afterLoginPath } from '../after-login-path';
import { accountsApi } from '../api/accounts';
import { signInWithPasskey } from '../api/passkey-sign-in';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { LogoutBanner } from '../components/logout-banner';
import { usePasskeyFailure } from '../components/passkey-failure';
import { PasswordInput } from '../components/password-input';
import { SecondFactorStep } from '../components/second-factor-step';
import { authMessages as m } from '../messages';

interface LoginValues {
  email: string;
  password: string;
}

export default function LoginPage() {
  const t = useT();
  const passkeyFailure = usePasskeyFailure();
  const text = useText();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // With two-step sign-in, the right password answers a challenge: the code step replaces the form.
  const [challenge, setChallenge] = useState<{ token: string; code: boolean; passkey: boolean } | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  const signInByPasskey = async () => {
    setError(null);
    setPasskeyBusy(true);
    try {
      signedIn(await signInWithPasskey());
    } catch (err) {
      setError(passkeyFailure(err));
      setPasskeyBusy(false);
    }
  };
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const signedIn = (data: LoginResponse['data']) => {
    const target = afterLoginPath(localStorage.getItem(STORAGE_KEYS.lastVisitedPath), data.user);
    saveLogin(data);
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, data.user);
    // Signed in from a page without a language prefix, she goes straight to her pages in her account's language
    // (one load), instead of landing in English and being moved once her account has loaded.
    const elsewhere = accountLocaleElsewhere(locale, data.user.language);
    if (elsewhere) window.location.replace(localePath(elsewhere, target));
    else navigate(target, { replace: true });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        const res = await accountsApi.login(values);
        if (!res.success || !res.data) {
          setError(res.message || ACCOUNT_MESSAGES.loginFailed);
          return;
        }
        if ('secondFactorChallenge' in res.data) {
          setChallenge({
            token: res.data.secondFactorChallenge,
            code: res.data.code,
            passkey: res.data.passkey,
          });
          return;
        }
        signedIn(res.data);
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
        {challenge ? (
          <SecondFactorStep
            challenge={challenge.token}
            withCode={challenge.code}
            withPasskey={challenge.passkey}
            onSignedIn={signedIn}
            onStartAgain={() => {
              setChallenge(null);
              form.resetField('password');
            }}
          />
        ) : (
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
            <Button
              type="button"
              variant="secondary"
              busy={passkeyBusy}
              onClick={signInByPasskey}
              className="w-full py-3.5 text-base"
            >
              <Fingerprint className="h-4 w-4" aria-hidden />
              {t(m.passkeySignIn)}
            </Button>
          </form>
        )}
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
