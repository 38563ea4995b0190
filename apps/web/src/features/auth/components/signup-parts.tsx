import { ACCOUNT_MESSAGES } from '@cq/shared';
import { MailCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { componentMessages } from '../../../components/messages';
import { controlClass, Field } from '../../../components/ui/field';
import { Message, useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { PersonCheckFailed, type PersonCheckState, withPersonCheck } from '../../../lib/person-check';
import { serverMessage } from '../api/accounts';
import { authMessages as m } from '../messages';
import { StatusScreen } from './status-screen';

/*
 * What a contestant's sign-up and a fan's sign-up have in common: the same way of sending (with the person check
 * when the server asks for it), the same name and address fields, and the same "check your inbox" screen.
 */

type TextName = 'firstName' | 'lastName' | 'email' | 'phoneNumber';

export interface SignupTextField<N extends TextName = TextName> {
  name: N;
  label: MessageDescriptor;
  type: string;
  autoComplete: string;
  half?: boolean;
}

/** What both sign-ups ask first: her first and last name side by side, then her address. */
export const NAME_AND_EMAIL: SignupTextField<'firstName' | 'lastName' | 'email'>[] = [
  { name: 'firstName', label: m.firstName, type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: m.lastName, type: 'text', autoComplete: 'family-name', half: true },
  { name: 'email', label: m.email, type: 'email', autoComplete: 'email' },
];

/** Sends a sign-up and follows it: the error to show, the person check's state, and the address once sent. */
export function useSignupRequest<T extends { email: string }>(
  send: (body: T & { challenge?: string }) => Promise<{ success: boolean; message?: string }>,
) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [check, setCheck] = useState<PersonCheckState>('idle');

  const submit = async (values: T) => {
    setError(null);
    setCheck('idle');
    try {
      // When sign-ups from this address come fast the server asks for the person check: solved, then sent again.
      const res = await withPersonCheck(
        (challenge) => send({ ...values, ...(challenge ? { challenge } : {}) }),
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
  };

  return { error, setError, sentTo, check, submit };
}

/** Her name, address (and for a contestant her phone number), two to a row on a wide screen. */
export function SignupTextFields<N extends TextName>({
  idPrefix,
  fields,
  register,
  errors,
}: {
  idPrefix: string;
  fields: readonly SignupTextField<N>[];
  register: (name: N) => UseFormRegisterReturn;
  errors: Partial<Record<N, unknown>>;
}) {
  const t = useT();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((f) => {
        const invalid = Boolean(errors[f.name]);
        return (
          <Field
            key={f.name}
            id={`${idPrefix}-${f.name}`}
            label={t(f.label)}
            required
            className={f.half ? '' : 'sm:col-span-2'}
          >
            <input
              id={`${idPrefix}-${f.name}`}
              type={f.type}
              // An address and a number read left to right in every language (+971 stays in front).
              dir={f.type === 'text' ? undefined : 'ltr'}
              autoComplete={f.autoComplete}
              aria-invalid={invalid ? true : undefined}
              aria-required
              className={controlClass(invalid)}
              {...register(f.name)}
            />
          </Field>
        );
      })}
    </div>
  );
}

/** The screen once the sign-up is sent: the address the confirmation went to, and the way back to sign-in. */
export function SignupSentScreen({ email, body }: { email: string; body: MessageDescriptor }) {
  const t = useT();
  return (
    <StatusScreen
      title={t(m.signupSentTitle)}
      tone="success"
      icon={<MailCheck className="h-8 w-8" aria-hidden />}
      subtitle={
        <Message
          message={body}
          values={{
            email: (
              <strong className="text-ink" dir="ltr">
                {email}
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

/** The terms of use and privacy policy links, for the sentence each sign-up words its agreement with. */
export function useLegalLinks(): { terms: ReactNode; privacy: ReactNode } {
  const t = useT();
  return {
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
  };
}

/** The link under both forms for someone who already has an account. */
export function SignupHaveAccount() {
  const t = useT();
  return (
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
  );
}
