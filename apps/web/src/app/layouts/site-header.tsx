import { BRAND, CONTINENTS } from '@cq/shared';
import { ChevronDown, Menu, X } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

import { Link, NavLink, useLocation } from 'react-router';
import { ContinentGlyph } from '../../components/continent-glyph';
import { CrownMark } from '../../components/crown-mark';
import { siteSectionLinks } from '../../components/site-sections';
import { useSession } from '../../features/session';
import { useContinentName } from '../../i18n/common-messages';
import { useT } from '../../i18n/locale-context';
import { useOnAir } from '../../lib/on-air';
import { useSiteView } from '../../lib/site-view';
import { LanguageSwitcher } from './language-switcher';
import { layoutMessages as m } from './messages';

const MENU = [
  { to: '/', label: m.home },
  { to: '/about', label: m.about },
  { to: '/competition', label: m.competition },
  { to: '/sponsorship', label: m.sponsorship },
] as const;

/** The red dot beside the Live link: a show is on air now (it pulses only where motion is welcome). */
export function OnAirDot() {
  return <span aria-hidden className="inline-block h-2 w-2 rounded-full bg-accent-main motion-safe:animate-pulse" />;
}

/** Closing the submenu waits 150 ms after the pointer leaves. */
export const SUBMENU_CLOSE_DELAY_MS = 150;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `relative whitespace-nowrap rounded-full px-2 py-2 text-[0.8125rem] font-medium transition-colors hover:text-primary-main 2xl:px-3 2xl:text-sm ${
    isActive
      ? 'text-primary-main after:absolute after:inset-x-2 after:-bottom-0.5 2xl:after:inset-x-3 after:h-0.5 after:rounded-full after:bg-secondary-main'
      : 'text-ink'
  }`;

function focusItem(list: HTMLElement | null, index: number | 'last') {
  const items = list ? Array.from(list.querySelectorAll<HTMLElement>('a')) : [];
  const target = index === 'last' ? items.at(-1) : items[index];
  target?.focus();
}

/** The Continents dropdown on desktop: hover opens it, leaving closes it after 150 ms; fully keyboard-driven. */
function ContinentsMenu() {
  const t = useT();
  // Once a delegate is published, the list of them all closes the continents' menu.
  const withDelegates = useSiteView().sections.delegates;
  const continentName = useContinentName();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const inContinents = pathname.startsWith('/continents/') || pathname === '/delegates';

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigation closes the menu.
  useEffect(() => {
    cancelClose();
    setOpen(false);
  }, [pathname]);
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), SUBMENU_CLOSE_DELAY_MS);
  };
  const closeAndFocusButton = () => {
    cancelClose();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openNow();
      // The list renders on the next frame.
      requestAnimationFrame(() => focusItem(listRef.current, e.key === 'ArrowDown' ? 0 : 'last'));
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLElement>('a') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusItem(listRef.current, (index + 1) % items.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(listRef.current, (index - 1 + items.length) % items.length);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusItem(listRef.current, 0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusItem(listRef.current, 'last');
    } else if (e.key === 'Escape') {
      e.preventDefault();
      closeAndFocusButton();
    }
  };
  // Tabbing out of the menu closes it.
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only widens the target; the button is the keyboard control.
    <div className="relative" onMouseEnter={openNow} onMouseLeave={closeSoon} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-2 text-[0.8125rem] font-medium hover:text-primary-main 2xl:px-3 2xl:text-sm ${
          inContinents ? 'text-primary-main' : 'text-ink'
        }`}
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls="continents-menu"
        onClick={() => (open ? setOpen(false) : openNow())}
        onKeyDown={onButtonKey}
      >
        {t(m.continents)}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      {open ? (
        <div id="continents-menu" className="absolute left-1/2 top-full w-60 -translate-x-1/2 pt-2">
          <ul
            ref={listRef}
            aria-label={t(m.continents)}
            onKeyDown={onListKey}
            className="rounded-2xl border border-hairline bg-white p-2 shadow-[var(--shadow-card)]"
          >
            {CONTINENTS.map((c) => (
              <li key={c.slug}>
                <NavLink
                  to={`/continents/${c.slug}`}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm hover:bg-ivory hover:text-primary-main focus-visible:bg-ivory ${
                      isActive ? 'font-semibold text-primary-main' : 'text-ink'
                    }`
                  }
                >
                  <ContinentGlyph slug={c.slug} className="h-6 w-6" />
                  {continentName(c.slug)}
                </NavLink>
              </li>
            ))}
            {withDelegates ? (
              <li className="mt-1 border-t border-hairline pt-1">
                <NavLink
                  to="/delegates"
                  end
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm hover:bg-ivory hover:text-primary-main focus-visible:bg-ivory ${
                      isActive ? 'font-semibold text-primary-main' : 'text-ink'
                    }`
                  }
                >
                  {t(m.allDelegates)}
                </NavLink>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function AccountLinks({ signedIn, stacked }: { signedIn: boolean; stacked?: boolean }) {
  const t = useT();
  // On the desktop header each link keeps to one line, whatever the language's words.
  const base = stacked ? 'flex-1 py-3 text-center text-sm' : 'whitespace-nowrap py-2 text-[0.8125rem] 2xl:text-sm';
  if (signedIn) {
    return (
      <Link
        to="/user/home"
        className={`${base} rounded-full bg-primary-main px-4 font-semibold text-primary-contrast hover:bg-primary-dark`}
      >
        {t(m.account)}
      </Link>
    );
  }
  return (
    <>
      <Link
        to="/auth/login"
        className={`${base} rounded-full px-3 font-semibold text-primary-main hover:bg-primary-main/5 ${
          stacked ? 'border border-primary-main' : ''
        }`}
      >
        {t(m.login)}
      </Link>
      <Link
        to="/auth/signup"
        className={`${base} rounded-full bg-primary-main px-4 font-semibold text-primary-contrast shadow-sm hover:bg-primary-dark`}
      >
        {t(m.signup)}
      </Link>
    </>
  );
}

/** The menu below 1280 px: behind a toggle; the Continents submenu opens on click; Escape closes it. */
function MobileMenu({ signedIn, onAir, onClose }: { signedIn: boolean; onAir: boolean; onClose: () => void }) {
  const t = useT();
  const sectionLinks = siteSectionLinks(useSiteView().sections);
  const continentName = useContinentName();
  const [continentsOpen, setContinentsOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    navRef.current?.querySelector<HTMLElement>('a,button')?.focus();
  }, []);
  return (
    <nav
      ref={navRef}
      id="mobile-menu"
      aria-label={t(m.mainNav)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
      className="max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-hairline bg-white shadow-lg xl:hidden"
    >
      <ul className="container-page flex flex-col gap-1 py-4">
        {[...MENU, ...sectionLinks].map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                `block rounded-xl px-3 py-3 font-medium hover:bg-ivory ${isActive ? 'text-primary-main' : 'text-ink'}`
              }
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="flex w-full items-center justify-between rounded-xl px-3 py-3 font-medium text-ink hover:bg-ivory"
            aria-expanded={continentsOpen}
            aria-controls="mobile-continents"
            onClick={() => setContinentsOpen((v) => !v)}
          >
            {t(m.continents)}
            <ChevronDown className={`h-4 w-4 transition-transform ${continentsOpen ? 'rotate-180' : ''}`} aria-hidden />
          </button>
          {continentsOpen ? (
            <ul id="mobile-continents" className="ms-4 border-s-2 border-secondary-main/40 ps-3">
              {CONTINENTS.map((c) => (
                <li key={c.slug}>
                  <NavLink
                    to={`/continents/${c.slug}`}
                    className="block rounded-xl px-3 py-2.5 text-ink hover:bg-ivory"
                  >
                    {continentName(c.slug)}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
        {onAir ? (
          <li>
            <NavLink
              to="/live"
              className={({ isActive }) =>
                `flex items-center gap-2 rounded-xl px-3 py-3 font-medium hover:bg-ivory ${isActive ? 'text-primary-main' : 'text-ink'}`
              }
            >
              <OnAirDot />
              {t(m.live)}
            </NavLink>
          </li>
        ) : null}
        <li>
          <NavLink
            to="/contact"
            className={({ isActive }) =>
              `block rounded-xl px-3 py-3 font-medium hover:bg-ivory ${isActive ? 'text-primary-main' : 'text-ink'}`
            }
          >
            {t(m.contact)}
          </NavLink>
        </li>
        <li className="mt-3 flex gap-3 px-3">
          <AccountLinks signedIn={signedIn} stacked />
        </li>
        <li className="mt-2 px-3">
          <LanguageSwitcher tone="light" />
        </li>
      </ul>
    </nav>
  );
}

export function SiteHeader() {
  const t = useT();
  // The vote and the results join the menu once they exist.
  const sectionLinks = siteSectionLinks(useSiteView().sections);
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { signedIn } = useSession();
  const onAir = useOnAir();

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigation closes the mobile menu.
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname]);

  const closeMobile = () => {
    setMobileOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-[var(--header-height)] border-b border-hairline/80 bg-white/92 backdrop-blur-md">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2.5"
          aria-label={t(m.homeLink, { brand: BRAND.siteName })}
        >
          <CrownMark className="h-9 w-9" />
          <span className="font-serif text-lg font-semibold leading-tight text-primary-dark">
            Continental <span className="text-accent-main">Queens</span>
          </span>
        </Link>

        <nav aria-label={t(m.mainNav)} className="hidden items-center xl:flex 2xl:gap-0.5">
          {MENU.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {t(item.label)}
            </NavLink>
          ))}
          {/* People's Choice and Results join the full menu where every language has room for them (1536 px);
              narrower, they are in the home page's "Happening now" strip and the footer. */}
          {sectionLinks
            .filter((item) => item.to !== '/delegates')
            .map((item) => (
              <NavLink key={item.to} to={item.to} className={(state) => `${linkClass(state)} hidden 2xl:inline-flex`}>
                {t(item.label)}
              </NavLink>
            ))}
          <ContinentsMenu />
          {onAir ? (
            <NavLink to="/live" className={(state) => `${linkClass(state)} inline-flex items-center gap-1.5`}>
              <OnAirDot />
              {t(m.live)}
            </NavLink>
          ) : null}
          <NavLink to="/contact" className={linkClass}>
            {t(m.contact)}
          </NavLink>
        </nav>

        <div className="hidden shrink-0 items-center gap-1 xl:flex">
          <LanguageSwitcher tone="light" compact />
          <AccountLinks signedIn={signedIn} />
        </div>

        <button
          ref={toggleRef}
          type="button"
          className="-me-2 rounded-xl p-2.5 text-ink hover:bg-ivory xl:hidden"
          aria-label={t(mobileOpen ? m.closeMenu : m.openMenu)}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((v) => !v)}
        >
          {mobileOpen ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
        </button>
      </div>

      {mobileOpen ? <MobileMenu signedIn={signedIn} onAir={onAir} onClose={closeMobile} /> : null}
    </header>
  );
}
