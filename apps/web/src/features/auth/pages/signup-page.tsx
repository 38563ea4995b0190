import { ACCOUNT_MESSAGES, type RegisterRequest, registerRequestSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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
  type SignupTextField,
  SignupTextFields,
  useLegalLinks,
  useSignupRequest,
} from '../components/signup-parts';
import { authMessages as m } from '../messages';

const FIELDS: SignupTextField[] = [
  ...NAME_AND_EMAIL,
  { name: 'phoneNumber', label: m.phoneNumber, type: 'tel', autoComplete: 'tel' },
];

export default function SignupPage() {
  const t = useT();
  const text = useText();
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const ready = useHydrated();
  const { error, setError, sentTo, check, submit } = useSignupRequest(accountsApi.register);
  const legalLinks = useLegalLinks();

  const onSubmit = form.handleSubmit(submit, () => setError(ACCOUNT_MESSAGES.checkFields));

  if (sentTo) return <SignupSentScreen email={sentTo} body={m.signupSentBody} />;

  return (
    <>
      <Seo title={t(m.signupSeoTitle)} description={t(m.signupSeoDescription)} />
      <AuthShell title={t(m.signupTitle)} subtitle={t(m.signupSubtitle)}>
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t(m.signupForm)}>
          <SignupTextFields idPrefix="signup" fields={FIELDS} register={form.register} errors={errors} />
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
            <Message message={m.signupConsent} values={legalLinks} />
          </p>
        </form>
        <SignupHaveAccount />
      </AuthShell>
    </>
  );
}
