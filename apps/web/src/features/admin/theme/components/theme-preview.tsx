import { type ThemeColors, themeToCssVariables } from '@cq/shared';
import type { CSSProperties } from 'react';
import { useT } from '#web/i18n/locale-context';
import { themeMessages as m } from '../messages';

// The status badges as the portal draws them (fixed status colours, shown beside the theme's).
const BADGES = [
  [m.previewPending, 'bg-status-pending/10 text-status-pending'],
  [m.previewSubmitted, 'bg-status-submitted/10 text-status-submitted'],
  [m.previewApproved, 'bg-status-approved/10 text-status-approved'],
  [m.previewRejected, 'bg-status-rejected/10 text-status-rejected'],
  [m.previewActive, 'bg-status-active/10 text-status-active'],
] as const;

/**
 * A small mock of the site in the edited colours. The twelve variables are set
 * on this box only, so the classes inside (bg-primary-main…) pick up the
 * draft while the rest of the back office keeps the active theme until saved.
 * Nothing in it is interactive: it is a picture of the site.
 */
export function ThemePreview({ colors }: { colors: ThemeColors }) {
  const t = useT();
  const scoped = themeToCssVariables(colors) as CSSProperties;
  return (
    <figure
      data-testid="theme-preview"
      style={scoped}
      className="overflow-hidden rounded-2xl border border-hairline bg-ivory text-ink shadow-sm"
    >
      <figcaption className="sr-only">{t(m.previewCaption)}</figcaption>
      <div className="flex items-center justify-between gap-3 bg-primary-dark px-4 py-3 text-primary-contrast">
        <span className="font-serif text-sm font-semibold">Continental Queens</span>
        <span className="hidden gap-3 text-xs sm:flex" aria-hidden>
          <span>{t(m.previewAbout)}</span>
          <span>{t(m.previewContestants)}</span>
          <span>{t(m.previewSponsorship)}</span>
        </span>
      </div>
      <div className="h-0.5 bg-secondary-main" />
      <div className="bg-gradient-to-br from-primary-dark via-primary-main to-accent-dark px-5 py-7 text-primary-contrast">
        <p className="text-[10px] font-semibold uppercase tracking-[0.2em] text-secondary-light">
          {t(m.previewSeason)}
        </p>
        <p className="mt-1 font-serif text-xl font-semibold">{t(m.previewTagline)}</p>
        <p className="mt-1 max-w-xs text-xs opacity-90">{t(m.previewIntro)}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <span className="rounded-full bg-accent-main px-4 py-1.5 text-xs font-semibold text-accent-contrast">
            {t(m.previewApply)}
          </span>
          <span className="rounded-full bg-secondary-main px-4 py-1.5 text-xs font-semibold text-secondary-contrast">
            {t(m.previewPartner)}
          </span>
        </div>
      </div>
      <div className="grid gap-3 p-4 sm:grid-cols-2">
        <div className="rounded-xl border border-hairline bg-white p-4 shadow-sm">
          <p className="text-[10px] font-semibold uppercase tracking-[0.2em] text-accent-main">{t(m.previewCause)}</p>
          <p className="mt-1 font-serif text-base font-semibold text-primary-main">{t(m.previewCauseTitle)}</p>
          <p className="mt-1 text-xs text-muted">{t(m.previewCauseText)}</p>
          <span className="mt-3 inline-block rounded-full bg-primary-main px-3 py-1 text-xs font-semibold text-primary-contrast">
            {t(m.previewReadMore)}
          </span>
        </div>
        <div className="rounded-xl border border-hairline bg-white p-4 shadow-sm">
          <p className="font-serif text-sm font-semibold text-primary-dark">{t(m.previewStatus)}</p>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {BADGES.map(([label, bg]) => (
              <li key={label.id} className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ${bg}`}>
                {t(label)}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs">
            <span className="font-semibold text-accent-main underline">{t(m.previewAccentLink)}</span>
            <span className="text-muted"> · </span>
            <span className="font-semibold text-ink underline decoration-secondary-main decoration-2 underline-offset-2">
              {t(m.previewGoldDetail)}
            </span>
          </p>
        </div>
      </div>
    </figure>
  );
}
