import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { delegateProfileMessages as m } from '../messages';

/** On the dashboard of an approved contestant: the way to her public delegate profile. */
export function PublicProfilePanel() {
  const t = useT();
  return (
    <section aria-labelledby="public-profile-heading" className="card p-6">
      <p className="eyebrow">{t(m.eyebrow)}</p>
      <h2 id="public-profile-heading" className="mt-1 text-2xl">
        {t(m.heading)}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{t(m.panelText)}</p>
      <Link
        to="/user/public-profile"
        className="mt-5 inline-flex items-center gap-2 rounded-full bg-primary-main px-5 py-2.5 text-sm font-semibold text-primary-contrast transition-colors hover:bg-primary-dark"
      >
        <Sparkles className="h-4 w-4" aria-hidden /> {t(m.setUp)}{' '}
        <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
      </Link>
    </section>
  );
}
