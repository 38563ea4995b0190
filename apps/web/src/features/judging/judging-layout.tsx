import { BRAND } from '@cq/shared';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { CrownMark } from '../../components/crown-mark';
import { SkipLink } from '../../components/skip-link';
import { PageLoading } from '../../components/ui/page-loading';
import { useT } from '../../i18n/locale-context';
import { judgingMessages as m } from './messages';

/**
 * The judges' frame: a slim header and nothing else on a phone, so the scores have the screen. Judges are any
 * account given the judging permission; the server answers only the rounds they are assigned to.
 */
export function JudgingLayout() {
  const t = useT();
  return (
    <div className="min-h-dvh bg-ivory">
      <SkipLink />
      <header className="border-b border-hairline bg-white">
        <div className="mx-auto flex h-14 max-w-xl items-center gap-2 px-4 sm:px-6">
          <Link to="/judging" className="flex items-center gap-2 font-serif text-lg text-ink">
            <CrownMark className="h-7 w-7" />
            <span>
              {BRAND.siteName} <span className="text-muted">· {t(m.layoutJudging)}</span>
            </span>
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
