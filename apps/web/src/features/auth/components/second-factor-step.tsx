import { ACCOUNT_MESSAGES, type LoginResponse, SECOND_FACTOR_MESSAGES } from '@cq/shared';
import { Fingerprint } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClass, Field } from '../../../components/ui/field';
import { useT, useText } from '../../../i18n/locale-context';
import { ApiError, messageOf } from '../../../lib/api-client';
import { accountsApi } from '../api/accounts';
import { secondStepWithPasskey } from '../api/passkey-sign-in';
import { authMessages as m } from '../messages';
import { FormAlert } from './form-alert';
import { usePasskeyFailure } from './passkey-failure';

/**
 * The second step of sign-in for an account with two-step sign-in: a code from her authenticator app or one of her
 * recovery codes. A challenge that ran out (five minutes) sends her back to the password.
 */
export function SecondFactorStep({
  challenge,
  withCode = true,
  withPasskey = false,
  onSignedIn,
  onStartAgain,
}: {
  challenge: string;
  /** Her account has codes from an app (and recovery codes). */
  withCode?: boolean;
  /** Her account has a passkey, which may answer this step. */
  withPasskey?: boolean;
  onSignedIn: (data: LoginResponse['data']) => void;
  onStartAgain: () => void;
}) {
  const t = useT();
  const passkeyFailure = usePasskeyFailure();
  const text = useText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signInByPasskey = async () => {
    setError(null);
    setBusy(true);
    try {
      onSignedIn(await secondStepWithPasskey(challenge));
    } catch (err) {
      setError(passkeyFailure(err));
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) {
      setError(SECOND_FACTOR_MESSAGES.codeFormat);
      return;
    }
    setBusy(true);
    try {
      const res = await accountsApi.loginSecondFactor({ secondFactorChallenge: challenge, code });
      onSignedIn(res.data);
    } catch (err) {
      const field = err instanceof ApiError ? err.errors?.code : undefined;
      setError(field ?? messageOf(err, ACCOUNT_MESSAGES.loginFailed));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t(m.secondFactorTitle)}>
      <h2 className="text-xl">{t(m.secondFactorTitle)}</h2>
      {withPasskey ? (
        <>
          <p className="text-sm text-muted">{text(SECOND_FACTOR_MESSAGES.passkeyNeeded)}</p>
          <Button type="button" busy={busy} onClick={signInByPasskey} className="w-full py-3.5 text-base">
            <Fingerprint className="h-4 w-4" aria-hidden />
            {t(m.secondFactorPasskey)}
          </Button>
        </>
      ) : null}
      {withCode ? (
        <>
          {withPasskey ? <p className="text-center text-sm text-muted">{t(m.secondFactorOr)}</p> : null}
          <p className="text-sm text-muted" id="second-factor-intro">
            {t(m.secondFactorIntro)}
          </p>
          <Field id="login-code" label={t(m.secondFactorCode)}>
            <input
              id="login-code"
              dir="ltr"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby="second-factor-intro"
              className={controlClass(Boolean(error), 'tracking-widest')}
            />
          </Field>
          <Button type="submit" busy={busy} className="w-full py-3.5 text-base">
            {t(m.secondFactorSubmit)}
          </Button>
        </>
      ) : null}
      {error ? <FormAlert>{text(error)}</FormAlert> : null}
      <button
        type="button"
        onClick={onStartAgain}
        className="w-full text-sm font-semibold text-primary-main hover:underline"
      >
        {t(m.secondFactorStartAgain)}
      </button>
    </form>
  );
}
