import { CONTINENTS } from '@cq/shared';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CrownMark } from '../../components/crown-mark';
import { hasStoredToken } from '../../lib/session-snapshot';

const MENU = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/competition', label: 'Competition' },
  { to: '/sponsorship', label: 'Sponsorship' },
] as const;

/** Closing the submenu waits 150 ms after the pointer leaves (seed 000 §2). */
export const SUBMENU_CLOSE_DELAY_MS = 150;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors hover:text-primary-main ${
    isActive ? 'text-primary-main' : 'text-ink'
  }`;

export function SiteHeader() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [continentsOpen, setContinentsOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const location = useLocation();
  const signedIn = hasStoredToken();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close menus on navigation.
  useEffect(() => {
    setMobileOpen(false);
    setContinentsOpen(false);
  }, [location.pathname]);
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const openNow = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    setContinentsOpen(true);
  };
  const closeSoon = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setContinentsOpen(false), SUBMENU_CLOSE_DELAY_MS);
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-[var(--header-height)] border-b border-hairline bg-white/90 backdrop-blur">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2.5" aria-label="Continental Queens, home">
          <CrownMark className="h-9 w-9" />
          <span className="font-serif text-lg font-semibold leading-tight text-primary-dark">
            Continental <span className="text-accent-main">Queens</span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {MENU.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only widens the target; the button is the keyboard control. */}
          <div className="relative" onMouseEnter={openNow} onMouseLeave={closeSoon}>
            <button
              type="button"
              className="flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-ink hover:text-primary-main"
              aria-expanded={continentsOpen}
              aria-controls="continents-menu"
              onClick={() => setContinentsOpen((v) => !v)}
            >
              Continents <ChevronDown className="h-4 w-4" aria-hidden />
            </button>
            {continentsOpen ? (
              <ul
                id="continents-menu"
                className="absolute left-0 top-full mt-1 w-56 rounded-xl border border-hairline bg-white p-2 shadow-[var(--shadow-card)]"
              >
                {CONTINENTS.map((c) => (
                  <li key={c.slug}>
                    <NavLink
                      to={`/continents/${c.slug}`}
                      className="block rounded-lg px-3 py-2 text-sm hover:bg-ivory hover:text-primary-main"
                    >
                      {c.name}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <NavLink to="/contact" className={linkClass}>
            Contact
          </NavLink>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          {signedIn ? (
            <Link
              to="/user/home"
              className="rounded-full bg-primary-main px-5 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark"
            >
              Account
            </Link>
          ) : (
            <>
              <Link
                to="/auth/login"
                className="rounded-full px-4 py-2 text-sm font-semibold text-primary-main hover:bg-ivory"
              >
                Login
              </Link>
              <Link
                to="/auth/signup"
                className="rounded-full bg-primary-main px-5 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark"
              >
                Signup
              </Link>
            </>
          )}
        </div>

        <button
          type="button"
          className="rounded-lg p-2 text-ink lg:hidden"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((v) => !v)}
        >
          {mobileOpen ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
        </button>
      </div>

      {mobileOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-hairline bg-white lg:hidden"
        >
          <ul className="container-page flex flex-col gap-1 py-4">
            {MENU.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className="block rounded-lg px-3 py-3 font-medium hover:bg-ivory"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="flex w-full items-center justify-between rounded-lg px-3 py-3 font-medium hover:bg-ivory"
                aria-expanded={continentsOpen}
                onClick={() => setContinentsOpen((v) => !v)}
              >
                Continents{' '}
                <ChevronDown
                  className={`h-4 w-4 transition-transform ${continentsOpen ? 'rotate-180' : ''}`}
                  aria-hidden
                />
              </button>
              {continentsOpen ? (
                <ul className="ml-3 border-l border-hairline pl-3">
                  {CONTINENTS.map((c) => (
                    <li key={c.slug}>
                      <NavLink to={`/continents/${c.slug}`} className="block rounded-lg px-3 py-2.5 hover:bg-ivory">
                        {c.name}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
            <li>
              <NavLink to="/contact" className="block rounded-lg px-3 py-3 font-medium hover:bg-ivory">
                Contact
              </NavLink>
            </li>
            <li className="mt-3 flex gap-3 px-3">
              {signedIn ? (
                <Link
                  to="/user/home"
                  className="flex-1 rounded-full bg-primary-main px-5 py-3 text-center font-semibold text-primary-contrast"
                >
                  Account
                </Link>
              ) : (
                <>
                  <Link
                    to="/auth/login"
                    className="flex-1 rounded-full border border-primary-main px-5 py-3 text-center font-semibold text-primary-main"
                  >
                    Login
                  </Link>
                  <Link
                    to="/auth/signup"
                    className="flex-1 rounded-full bg-primary-main px-5 py-3 text-center font-semibold text-primary-contrast"
                  >
                    Signup
                  </Link>
                </>
              )}
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
