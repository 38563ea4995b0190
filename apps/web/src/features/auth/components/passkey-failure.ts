import { ACCOUNT_MESSAGES } from '@cq/shared';
import { useT } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { passkeyRefusal } from '../api/passkey-sign-in';
import { authMessages as m } from '../messages';

/** What to tell her when a passkey sign-in fails: her device's refusal in her words, or the server's answer. */
export function usePasskeyFailure(): (err: unknown) => string {
  const t = useT();
  return (err) => {
    const refusal = passkeyRefusal(err);
    if (refusal === 'unsupported') return t(m.passkeyUnsupported);
    if (refusal === 'cancelled') return t(m.passkeyCancelled);
    return messageOf(err, ACCOUNT_MESSAGES.loginFailed);
  };
}
