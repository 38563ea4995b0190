import { ChevronRight, Crown, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { dashboardMessages as m } from '../messages';

const ACTIONS = [
  { label: m.quickProfile, to: '/user/profile', icon: UserRound, hint: m.quickProfileHint },
  { label: m.quickSettings, to: '/user/settings', icon: Settings, hint: m.quickSettingsHint },
  { label: m.quickCompetition, to: '/competition', icon: Crown, hint: m.quickCompetitionHint },
] as const;

/** Quick Actions: shortcuts that follow where the contestant stands (docs/product/portal.md#dashboard). */
export function QuickActions() {
  const t = useT();
  return (
    <section id="quick-actions" aria-labelledby="quick-actions-heading" className="card scroll-mt-24 p-6">
      <h2 id="quick-actions-heading" className="text-xl">
        {t(m.quickActions)}
      </h2>
      <ul className="mt-4 space-y-2">
        {ACTIONS.map(({ label, to, icon: Icon, hint }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-xl border border-transparent px-3 py-2.5 transition-colors hover:border-hairline hover:bg-ivory"
            >
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-primary-main/10 text-primary-main">
                <Icon className="h-4.5 w-4.5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-ink">{t(label)}</span>
                <span className="block truncate text-xs text-muted">{t(hint)}</span>
              </span>
              <ChevronRight
                className="h-4 w-4 text-muted transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                aria-hidden
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
