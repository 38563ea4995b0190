import { ACCOUNT_MESSAGES, type FanRegisterRequest, fanRegisterRequestSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PersonCheckStatus } from '../../../components/person-check-status';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Message, useT, useText } from '../../../i18n/locale-context';
import { useHydrated } from '../../../lib/use-client-value';
import { accountsApi } from '../api/accounts';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import {
  NAME_AND_EMAIL,
  SignupHaveAccount,
  SignupSentScreen,
  SignupTextFields,
  useLegalLinks,
  useSignupRequest,
} from '../components/signup-parts';
import { authMessages as m } from '../messages';

/**
 * /auth/fan-signup — a fan's sign-up, reached from People's Choice: what a vote needs (her name, address,
 * password and her acceptance of the terms and the privacy policy), no phone number. Her home is then a fan's.
 */
export default function FanSignupPage() {
  const t = useT();
  const text = useText();
  const form = useForm<FanRegisterRequest>({
    resolver: zodResolver(fanRegisterRequestSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', consent: false },
  });
  const { errors, isSubmitting } = form.formState;
  const ready = useHydrated();
  const { error, setError, sentTo, check, submit } = useSignupRequest(accountsApi.registerFan);
  const legalLinks = useLegalLinks();

  const onSubmit = form.handleSubmit(submit, (invalid) =>
    setError(invalid.consent?.message ?? ACCOUNT_MESSAGES.checkFields),
  );

  if (sentTo) return <SignupSentScreen email={sentTo} body={m.fanSentBody} />;

  return (
    <>
      <Seo title={t(m.fanSeoTitle)} description={t(m.fanSeoDescription)} />
      <AuthShell title={t(m.fanTitle)} subtitle={t(m.fanSubtitle)}>
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t(m.fanForm)}>
          <SignupTextFields idPrefix="fan" fields={NAME_AND_EMAIL} register={form.register} errors={errors} />
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
              <Message message={m.fanConsent} values={legalLinks} />
            </label>
          </div>
          <PersonCheckStatus state={check} />
          {error ? <FormAlert>{text(error)}</FormAlert> : null}
          <Button type="submit" busy={isSubmitting} disabled={!ready} className="w-full py-3.5 text-base">
            {t(m.fanSubmit)}
          </Button>
        </form>
        <SignupHaveAccount />
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
