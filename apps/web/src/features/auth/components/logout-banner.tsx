import { LOGOUT_BANNER_MS } from '@cq/shared';
import { CheckCircle2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT, useText } from '../../../i18n/locale-context';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { authMessages as m } from '../messages';

/**
 * The one-time message of the last sign-out: a green banner
 * that hides itself after 5 seconds or on close; either way the stored
 * message is cleared.
 */
export function LogoutBanner() {
  const t = useT();
  const text = useText();
  const [message, setMessage] = useState(() => localStorage.getItem(STORAGE_KEYS.logoutSuccess));

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => {
      localStorage.removeItem(STORAGE_KEYS.logoutSuccess);
      setMessage(null);
    }, LOGOUT_BANNER_MS);
    return () => {
      clearTimeout(timer);
      // Leaving the page early also uses the message up: it is shown once.
      localStorage.removeItem(STORAGE_KEYS.logoutSuccess);
    };
  }, [message]);

  if (!message) return null;
  const close = () => {
    localStorage.removeItem(STORAGE_KEYS.logoutSuccess);
    setMessage(null);
  };
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-status-approved/30 bg-status-approved/10 px-4 py-3 text-status-approved shadow-sm"
    >
      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <p className="flex-1 font-medium">{text(message)}</p>
      <button
        type="button"
        onClick={close}
        className="-m-1 rounded-full p-1 hover:bg-status-approved/15"
        aria-label={t(m.closeMessage)}
      >
        <X className="h-5 w-5" aria-hidden />
      </button>
    </div>
  );
}
