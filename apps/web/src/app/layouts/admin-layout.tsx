import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { CrownMark } from '../../components/crown-mark';
import { SkipLink } from '../../components/skip-link';
import { PageLoading } from '../../components/ui/page-loading';
import { useReturnFocus } from '../../components/ui/return-focus';
import { UserAvatar, useSession } from '../../features/session';
import { AdminNav } from './admin/admin-nav';

/**
 * The back office frame: a fixed side navigation on desktop, a drawer on
 * phones, and the page. Loaded in its own chunk so no visitor downloads it.
 */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { user } = useSession();
  const returnFocus = useReturnFocus(drawerOpen);
  return (
    <div className="flex min-h-dvh bg-ivory">
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 border-r border-hairline bg-white lg:block">
        <AdminNav />
      </aside>
      <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-primary-dark/50" />
          <RadixDialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={returnFocus}
            className="drawer-content fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-2xl focus:outline-none"
          >
            <RadixDialog.Title className="sr-only">Back office menu</RadixDialog.Title>
            <RadixDialog.Close
              className="absolute right-3 top-4 rounded-full p-2 text-muted hover:bg-ivory hover:text-ink"
              aria-label="Close menu"
            >
              <X className="h-5 w-5" aria-hidden />
            </RadixDialog.Close>
            <AdminNav onNavigate={() => setDrawerOpen(false)} />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-hairline bg-white/95 px-4 lg:hidden">
          <button
            type="button"
            className="flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-ivory"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu className="h-5 w-5" aria-hidden />
          </button>
          <Link to="/admin" className="flex items-center gap-2">
            <CrownMark className="h-7 w-7" />
            <span className="font-serif font-semibold text-primary-dark">Back office</span>
          </Link>
          {user ? (
            <span className="ml-auto">
              <UserAvatar user={user} className="h-8 w-8 text-sm" />
            </span>
          ) : null}
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
