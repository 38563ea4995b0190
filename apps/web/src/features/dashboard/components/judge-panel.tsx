import { ArrowRight, Gavel } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { dashboardMessages as m } from '../messages';

/** For an account with the judging permission: the way to the scoring screens. */
export function JudgePanel() {
  const t = useT();
  return (
    <section aria-labelledby="judging-heading" className="card p-6">
      <p className="eyebrow">{t(m.judgesTable)}</p>
      <h2 id="judging-heading" className="mt-1 text-2xl">
        {t(m.judging)}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{t(m.judgingText)}</p>
      <Link
        to="/judging"
        className="mt-5 inline-flex items-center gap-2 rounded-full bg-primary-main px-5 py-2.5 text-sm font-semibold text-primary-contrast transition-colors hover:bg-primary-dark"
      >
        <Gavel className="h-4 w-4" aria-hidden /> {t(m.openRounds)}{' '}
        <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
      </Link>
    </section>
  );
}
