import { BRAND, SOCIAL_NETWORKS, type SocialNetwork } from '@cq/shared';

import { Link } from 'react-router';
import { CrownMark } from '../../components/crown-mark';
import { siteSectionLinks } from '../../components/site-sections';
import { commonMessages } from '../../i18n/common-messages';
import { useT } from '../../i18n/locale-context';
import { useOnAir } from '../../lib/on-air';
import { useSiteView } from '../../lib/site-view';
import { BUILT_AT, useClientValue } from '../../lib/use-client-value';
import { LanguageSwitcher } from './language-switcher';
import { layoutMessages as m } from './messages';

const LINKS: readonly { to: string; label: (typeof m)[keyof typeof m] }[] = [
  { to: '/about', label: m.footerAbout },
  { to: '/competition', label: m.footerCompetitions },
  { to: '/sponsorship', label: m.footerSponsor },
  { to: '/contact', label: m.footerContact },
  { to: '/terms-of-use', label: m.footerTerms },
  { to: '/privacy-policy', label: m.footerPrivacy },
];

/** The networks' marks; the links are the organisers' (back office → Settings → Site content). */
const SOCIAL_ICONS: Record<SocialNetwork, string> = {
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm5-3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z',
  facebook: 'M14 8V6.5c0-.8.2-1.5 1.5-1.5H17V2h-2.6C11.6 2 11 3.9 11 5.9V8H9v3h2v11h3V11h2.5l.5-3h-3Z',
  x: 'M17.8 3h3.1l-6.8 7.7 8 10.3h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  tiktok:
    'M16.6 2h-3.3v13.3a2.9 2.9 0 1 1-2-2.8V9.1a6.3 6.3 0 1 0 5.3 6.2V8.6a7.6 7.6 0 0 0 4.4 1.4V6.7a4.4 4.4 0 0 1-4.4-4.7Z',
};

const currentYear = () => new Date().getFullYear();

export function SiteFooter() {
  const t = useT();
  const year = useClientValue(currentYear, BUILT_AT.getFullYear());
  const view = useSiteView();
  const links = view.content.social;
  const footerLinks = [...siteSectionLinks(view.sections), ...LINKS];
  const onAir = useOnAir();
  const social = SOCIAL_NETWORKS.filter((n) => links[n.key] !== '').map((n) => ({ ...n, href: links[n.key] }));
  return (
    <footer className="bg-primary-dark text-primary-contrast">
      <div className="h-1 bg-gradient-to-r from-secondary-dark via-secondary-light to-secondary-dark" />
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.3fr_1fr_auto]">
        <div>
          <Link to="/" className="flex items-center gap-2.5">
            <CrownMark className="h-10 w-10" />
            <span className="font-serif text-xl font-semibold text-white">{BRAND.siteName}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-white/80">
            {t(m.footerMission, { tagline: t(commonMessages.tagline) })}
          </p>
        </div>
        <nav aria-label={t(m.footerNav)}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
            {(onAir ? [{ to: '/live', label: m.live }, ...footerLinks] : footerLinks).map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-white/85 hover:text-secondary-light">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {social.length > 0 ? (
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-secondary-light">{t(m.followUs)}</p>
          ) : null}
          <ul className="mt-4 flex flex-wrap gap-3">
            {social.map((s) => (
              <li key={s.key}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 hover:bg-secondary-main hover:text-secondary-contrast"
                >
                  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden>
                    <path d={SOCIAL_ICONS[s.key]} />
                  </svg>
                  <span className="sr-only">{s.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-5">
          <p className="text-xs text-white/70">{t(m.rights, { year: String(year), title: BRAND.fullTitle })}</p>
          <LanguageSwitcher tone="dark" />
        </div>
      </div>
    </footer>
  );
}
