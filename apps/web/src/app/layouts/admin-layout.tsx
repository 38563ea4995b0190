import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { CrownMark } from '../../components/crown-mark';
import { PageLoading } from '../../components/ui/page-loading';

/** The back office frame; loaded in its own chunk so no visitor downloads it. */
export function AdminLayout() {
  return (
    <div className="min-h-dvh bg-ivory">
      <header className="flex items-center gap-3 border-b border-hairline bg-white px-6 py-4">
        <Link to="/admin" className="flex items-center gap-2">
          <CrownMark className="h-7 w-7" />
          <span className="font-serif font-semibold text-primary-dark">Back office</span>
        </Link>
      </header>
      <main id="main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
