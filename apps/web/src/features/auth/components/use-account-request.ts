import { useState } from 'react';
import { toast } from 'sonner';
import { useText } from '../../../i18n/locale-context';
import { serverMessage } from '../api/accounts';

/**
 * A one-shot account request (a reset link, a new password): once it succeeds the page shows that it is
 * done and a toast says `success`; a refusal is shown on the form and in a toast, in the server's words
 * or else `failure`.
 */
export function useAccountRequest<A>(send: (args: A) => Promise<unknown>, success: string, failure: string) {
  // `success` and `failure` are the shared rules' messages: said in the page's language.
  const text = useText();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const run = async (args: A) => {
    setError(null);
    try {
      await send(args);
      setDone(true);
      toast.success(text(success));
    } catch (err) {
      const message = text(serverMessage(err, failure));
      setError(message);
      toast.error(message);
    }
  };
  return { error, setError, done, run };
}
