import { ACCOUNT_MESSAGES, type FanRegisterRequest, fanRegisterRequestSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { componentMessages } from '../../../components/messages';
import { PersonCheckStatus } from '../../../components/person-check-status';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { controlClass, Field } from '../../../components/ui/field';
import { Message, useT, useText } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { PersonCheckFailed, type PersonCheckState, withPersonCheck } from '../../../lib/person-check';
import { useHydrated } from '../../../lib/use-client-value';
import { accountsApi, serverMessage } from '../api/accounts';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import { StatusScreen } from '../components/status-screen';
import { authMessages as m } from '../messages';

type TextField = 'firstName' | 'lastName' | 'email';

const FIELDS: { name: TextField; label: MessageDescriptor; type: string; autoComplete: string; half?: boolean }[] = [
  { name: 'firstName', label: m.firstName, type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: m.lastName, type: 'text', autoComplete: 'family-name', half: true },
  { name: 'email', label: m.email, type: 'email', autoComplete: 'email' },
];

/**
 * /auth/fan-signup — a fan's sign-up, reached from People's Choice: what a vote needs (her name, address,
 * password and her acceptance of the terms and the privacy policy), no phone number. Her home is then a fan's.
 */
export default function FanSignupPage() {
  const t = useT();
  const text = useText();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [check, setCheck] = useState<PersonCheckState>('idle');
  const form = useForm<FanRegisterRequest>({
    resolver: zodResolver(fanRegisterRequestSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', consent: false },
  });
  const { errors, isSubmitting } = form.formState;
  const ready = useHydrated();

  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      setCheck('idle');
      try {
        const res = await withPersonCheck(
          (challenge) => accountsApi.registerFan({ ...values, ...(challenge ? { challenge } : {}) }),
          setCheck,
        );
        if (!res.success) {
          setError(res.message || ACCOUNT_MESSAGES.registrationFailed);
          return;
        }
        setSentTo(values.email);
      } catch (err) {
        if (err instanceof PersonCheckFailed) setError(t(componentMessages.personCheckFailed));
        else setError(serverMessage(err, ACCOUNT_MESSAGES.registrationFailed));
      }
    },
    (invalid) => setError(invalid.consent?.message ?? ACCOUNT_MESSAGES.checkFields),
  );

  if (sentTo) {
    return (
      <StatusScreen
        title={t(m.signupSentTitle)}
        tone="success"
        icon={<MailCheck className="h-8 w-8" aria-hidden />}
        subtitle={
          <Message
            message={m.fanSentBody}
            values={{
              email: (
                <strong className="text-ink" dir="ltr">
                  {sentTo}
                </strong>
              ),
            }}
          />
        }
        action={{ to: '/auth/login', label: t(m.signupSentBack) }}
        note={t(m.signupSentNote)}
      />
    );
  }

  const legal = (to: string, label: MessageDescriptor) => (
    <Link to={to} className="underline hover:text-primary-main">
      {t(label)}
    </Link>
  );

  return (
    <>
      <Seo title={t(m.fanSeoTitle)} description={t(m.fanSeoDescription)} />
      <AuthShell title={t(m.fanTitle)} subtitle={t(m.fanSubtitle)}>
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t(m.fanForm)}>
          <div className="grid gap-5 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <Field
                key={f.name}
                id={`fan-${f.name}`}
                label={t(f.label)}
                required
                className={f.half ? '' : 'sm:col-span-2'}
              >
                <input
                  id={`fan-${f.name}`}
                  type={f.type}
                  dir={f.type === 'text' ? undefined : 'ltr'}
                  autoComplete={f.autoComplete}
                  aria-invalid={errors[f.name] ? true : undefined}
                  aria-required
                  className={controlClass(Boolean(errors[f.name]))}
                  {...form.register(f.name)}
                />
              </Field>
            ))}
          </div>
          <Field id="fan-password" label={t(m.password)} required hint={t(m.passwordHint)}>
            <PasswordInput
              id="fan-password"
              autoComplete="new-password"
              invalid={Boolean(errors.password)}
              aria-describedby="fan-password-hint"
              aria-required
              {...form.register('password')}
            />
          </Field>
          <div className="flex items-start gap-3">
            <input
              id="fan-consent"
              type="checkbox"
              className="mt-1 h-4 w-4 shrink-0 accent-primary-main"
              aria-invalid={errors.consent ? true : undefined}
              aria-required
              {...form.register('consent')}
            />
            <label htmlFor="fan-consent" className="text-sm text-ink">
              <Message
                message={m.fanConsent}
                values={{
                  terms: legal('/terms-of-use', m.termsLink),
                  privacy: legal('/privacy-policy', m.privacyLink),
                }}
              />
            </label>
          </div>
          <PersonCheckStatus state={check} />
          {error ? <FormAlert>{text(error)}</FormAlert> : null}
          <Button type="submit" busy={isSubmitting} disabled={!ready} className="w-full py-3.5 text-base">
            {t(m.fanSubmit)}
          </Button>
        </form>
        <p className="mt-8 text-center text-sm text-muted">
          <Message
            message={m.signupHaveAccount}
            values={{
              link: (
                <Link to="/auth/login" className="font-semibold text-primary-main hover:underline">
                  {t(m.signupSigninLink)}
                </Link>
              ),
            }}
          />
        </p>
        <p className="mt-2 text-center text-sm text-muted">
          <Message
            message={m.fanCompeteInstead}
            values={{
              link: (
                <Link to="/auth/signup" className="font-semibold text-primary-main hover:underline">
                  {t(m.fanCompeteLink)}
                </Link>
              ),
            }}
          />
        </p>
      </AuthShell>
    </>
  );
}
