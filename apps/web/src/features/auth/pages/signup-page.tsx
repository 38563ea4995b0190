import { ACCOUNT_MESSAGES, type RegisterRequest, registerRequestSchema } from '@cq/shared';
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

type TextField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';

const FIELDS: { name: TextField; label: MessageDescriptor; type: string; autoComplete: string; half?: boolean }[] = [
  { name: 'firstName', label: m.firstName, type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: m.lastName, type: 'text', autoComplete: 'family-name', half: true },
  { name: 'email', label: m.email, type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: m.phoneNumber, type: 'tel', autoComplete: 'tel' },
];

export default function SignupPage() {
  const t = useT();
  const text = useText();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [check, setCheck] = useState<PersonCheckState>('idle');
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const ready = useHydrated();

  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      setCheck('idle');
      try {
        // When sign-ups from this address come fast the server asks for the person check: solved, then sent again.
        const res = await withPersonCheck(
          (challenge) => accountsApi.register({ ...values, ...(challenge ? { challenge } : {}) }),
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
    () => setError(ACCOUNT_MESSAGES.checkFields),
  );

  if (sentTo) {
    return (
      <StatusScreen
        title={t(m.signupSentTitle)}
        tone="success"
        icon={<MailCheck className="h-8 w-8" aria-hidden />}
        subtitle={
          <Message
            message={m.signupSentBody}
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

  return (
    <>
      <Seo title={t(m.signupSeoTitle)} description={t(m.signupSeoDescription)} />
      <AuthShell title={t(m.signupTitle)} subtitle={t(m.signupSubtitle)}>
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t(m.signupForm)}>
          <div className="grid gap-5 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <Field
                key={f.name}
                id={`signup-${f.name}`}
                label={t(f.label)}
                required
                className={f.half ? '' : 'sm:col-span-2'}
              >
                <input
                  id={`signup-${f.name}`}
                  type={f.type}
                  // An address and a number read left to right in every language (+971 stays in front).
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
          <Field id="signup-password" label={t(m.password)} required hint={t(m.passwordHint)}>
            <PasswordInput
              id="signup-password"
              autoComplete="new-password"
              invalid={Boolean(errors.password)}
              aria-describedby="signup-password-hint"
              aria-required
              {...form.register('password')}
            />
          </Field>
          <PersonCheckStatus state={check} />
          {error ? <FormAlert>{text(error)}</FormAlert> : null}
          <Button type="submit" busy={isSubmitting} disabled={!ready} className="w-full py-3.5 text-base">
            {t(m.signupSubmit)}
          </Button>
          <p className="text-center text-xs text-muted">
            <Message
              message={m.signupConsent}
              values={{
                terms: (
                  <Link to="/terms-of-use" className="underline hover:text-primary-main">
                    {t(m.termsLink)}
                  </Link>
                ),
                privacy: (
                  <Link to="/privacy-policy" className="underline hover:text-primary-main">
                    {t(m.privacyLink)}
                  </Link>
                ),
              }}
            />
          </p>
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
      </AuthShell>
    </>
  );
}
