import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { authMessages as m } from '../messages';

/** The way back to the login form, under a form of the password-reset pages. */
export function BackToLogin() {
  const t = useT();
  return (
    <p className="mt-8 text-center text-sm">
      <Link
        to="/auth/login"
        className="inline-flex items-center gap-1.5 font-semibold text-primary-main hover:underline"
      >
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t(m.backToLogin)}
      </Link>
    </p>
  );
}
