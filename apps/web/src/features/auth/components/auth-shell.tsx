import { BRAND } from '@cq/shared';
import type { ReactNode } from 'react';
import { CrownMark } from '../../../components/crown-mark';
import { commonMessages } from '../../../i18n/common-messages';
import { useT } from '../../../i18n/locale-context';
import { authMessages as m } from '../messages';

const AIMS = [m.aimEmpowerment, m.aimCulture, m.aimHumanitarian] as const;

/** The brand panel beside every account form: plum to rose, gold accents (BRAND.md). */
function BrandPanel() {
  const t = useT();
  return (
    <aside className="relative hidden overflow-hidden rounded-3xl bg-gradient-to-br from-primary-dark via-primary-main to-accent-dark p-10 text-primary-contrast lg:flex lg:flex-col lg:justify-between lg:gap-12 xl:p-12">
      <div className="pointer-events-none absolute -end-24 -top-24 h-72 w-72 rounded-full border-[28px] border-secondary-main/15" />
      <div className="pointer-events-none absolute -bottom-32 -start-16 h-80 w-80 rounded-full bg-accent-main/25 blur-3xl" />
      <div className="relative">
        <CrownMark className="h-14 w-14" />
        <p className="mt-6 text-xs font-semibold uppercase tracking-[0.25em] text-secondary-light">{BRAND.fullTitle}</p>
        <p className="mt-4 max-w-sm font-serif text-4xl font-semibold leading-tight text-white">
          {t(commonMessages.tagline)}
        </p>
      </div>
      <div className="relative">
        <div className="mb-6 h-px w-16 bg-secondary-main" />
        <ul className="space-y-3 text-white/90">
          {AIMS.map((aim) => (
            <li key={aim.id} className="flex items-center gap-3">
              <span className="h-2 w-2 rounded-full bg-secondary-main" aria-hidden />
              {t(aim)}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-white/75">{t(m.shellMotto)}</p>
      </div>
    </aside>
  );
}

export interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  /** Art above the title of a status screen (check your email, success, failure). */
  icon?: ReactNode;
  /** Shown above the card, e.g. the logout banner. */
  banner?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in, sign-up and password screens: a form card beside the brand panel. */
export function AuthShell({ title, subtitle, icon, banner, children }: AuthShellProps) {
  return (
    <section className="bg-ivory py-8 sm:py-14">
      <div className="container-page">
        {banner}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)]">
          <BrandPanel />
          <div className="rounded-3xl border border-hairline bg-white px-5 py-8 shadow-[var(--shadow-card)] sm:px-10 sm:py-12">
            <div className="mx-auto w-full max-w-md">
              {icon ? (
                <div className="mb-6 flex justify-center">{icon}</div>
              ) : (
                <CrownMark className="mb-5 h-10 w-10 lg:hidden" />
              )}
              <h1 className={`text-3xl sm:text-4xl ${icon ? 'text-center' : ''}`}>{title}</h1>
              {subtitle ? <div className={`mt-3 text-muted ${icon ? 'text-center' : ''}`}>{subtitle}</div> : null}
              <div className="mt-8">{children}</div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The round badge of a status screen. */
export function StatusIcon({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  const ring = {
    success: 'bg-status-approved/10 text-status-approved',
    error: 'bg-status-rejected/10 text-status-rejected',
    info: 'bg-primary-main/10 text-primary-main',
  }[tone];
  return <span className={`flex h-16 w-16 items-center justify-center rounded-full ${ring}`}>{children}</span>;
}
