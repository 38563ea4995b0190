import { localeDirection } from '@cq/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { CrownMark } from '../../components/crown-mark';
import { SkipLink } from '../../components/skip-link';
import { UserAvatar, useSession } from '../../features/session';
import { useDocumentLocale } from '../../i18n/document-locale';
import { useLocale, useT } from '../../i18n/locale-context';
import { AdminNav } from './admin/admin-nav';
import { adminLayoutMessages as m } from './admin/messages';
import { LayoutMain } from './layout-main';
import { MenuButton, MenuDrawer } from './menu-drawer';

/**
 * The back office frame: a fixed side navigation on desktop, a drawer on
 * phones, and the page. Loaded in its own chunk so no visitor downloads it. It speaks the page's language, and
 * says so (Arabic right to left), as the public site and the portal do.
 */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { user } = useSession();
  const t = useT();
  const locale = useLocale();
  useDocumentLocale(locale);
  return (
    <div className="flex min-h-dvh bg-ivory" lang={locale} dir={localeDirection(locale)}>
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 border-e border-hairline bg-white lg:block">
        <AdminNav />
      </aside>
      <MenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} title={t(m.menu)}>
        {(close) => <AdminNav onNavigate={close} />}
      </MenuDrawer>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-hairline bg-white/95 px-4 lg:hidden">
          <MenuButton open={drawerOpen} onOpen={() => setDrawerOpen(true)} />
          <Link to="/admin" className="flex items-center gap-2">
            <CrownMark className="h-7 w-7" />
            <span className="font-serif font-semibold text-primary-dark">{t(m.backOffice)}</span>
          </Link>
          {user ? (
            <span className="ms-auto">
              <UserAvatar user={user} className="h-8 w-8 text-sm" />
            </span>
          ) : null}
        </header>
        <LayoutMain className="px-4 py-6 sm:px-6 lg:px-10 lg:py-8" />
      </div>
    </div>
  );
}
