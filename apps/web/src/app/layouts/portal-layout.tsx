import { PanelLeftClose, PanelLeftOpen, Search, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CrownMark } from '../../components/crown-mark';
import { SkipLink } from '../../components/skip-link';
import { CoolingDownNotice, NotificationBell, PortalPollingProvider } from '../../features/notifications';
import { useT } from '../../i18n/locale-context';
import { LanguageSwitcher } from './language-switcher';
import { LayoutMain } from './layout-main';
import { MenuButton } from './menu-drawer';
import { portalMessages as m } from './portal/messages';
import { MobileDrawer } from './portal/mobile-drawer';
import { PortalNav } from './portal/portal-nav';
import { PortalSearch } from './portal/portal-search';
import { ProfileMenu } from './portal/profile-menu';
import { useHashScroll } from './portal/use-hash-scroll';

/**
 * The contestant portal's frame: a sidebar that collapses on
 * desktop and is a drawer on mobile; a header with the search box, the
 * notifications bell and the profile menu. The portal's one polling
 * scheduler runs while this frame is mounted.
 */
export function PortalLayout() {
  const t = useT();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  useHashScroll();

  return (
    <PortalPollingProvider>
      <SkipLink />
      <div className="flex min-h-dvh bg-ivory">
        <aside
          className={`sticky top-0 hidden h-dvh shrink-0 border-e border-hairline bg-white transition-[width] duration-200 motion-reduce:transition-none md:block ${
            collapsed ? 'w-[4.75rem]' : 'w-64'
          }`}
          aria-label={t(m.sidebar)}
        >
          <PortalNav collapsed={collapsed} />
        </aside>
        <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 border-b border-hairline bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
            <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6">
              <MenuButton open={drawerOpen} onOpen={() => setDrawerOpen(true)} className="md:hidden" />
              <button
                type="button"
                className="hidden h-10 w-10 items-center justify-center rounded-full text-muted hover:bg-ivory hover:text-ink md:flex"
                aria-label={t(collapsed ? m.expandSidebar : m.collapseSidebar)}
                aria-pressed={collapsed}
                onClick={() => setCollapsed((v) => !v)}
              >
                {collapsed ? (
                  <PanelLeftOpen className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
                ) : (
                  <PanelLeftClose className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
                )}
              </button>
              <Link to="/user/home" className="flex items-center gap-2 md:hidden" aria-label={t(m.dashboardLink)}>
                <CrownMark className="h-7 w-7" />
              </Link>
              <div className="hidden w-full max-w-md md:block">
                <PortalSearch />
              </div>
              <div className="ms-auto flex items-center gap-1 sm:gap-2">
                <CoolingDownNotice />
                <button
                  type="button"
                  className="flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-ivory md:hidden"
                  aria-label={t(searchOpen ? m.closeSearch : m.searchPortal)}
                  aria-expanded={searchOpen}
                  onClick={() => setSearchOpen((v) => !v)}
                >
                  {searchOpen ? <X className="h-5 w-5" aria-hidden /> : <Search className="h-5 w-5" aria-hidden />}
                </button>
                <LanguageSwitcher tone="light" compact />
                <NotificationBell />
                <ProfileMenu />
              </div>
            </div>
            {searchOpen ? (
              <div className="border-t border-hairline px-3 py-2.5 md:hidden">
                <PortalSearch autoFocus onDone={() => setSearchOpen(false)} />
              </div>
            ) : null}
          </header>
          <LayoutMain />
        </div>
      </div>
    </PortalPollingProvider>
  );
}
