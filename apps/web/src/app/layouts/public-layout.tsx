import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { PageLoading } from '../../components/ui/page-loading';
import { needsTopPadding } from '../top-padding';
import { AnnouncementBar } from './announcement-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" className={`flex-1 ${needsTopPadding(pathname) ? 'pt-[var(--header-height)]' : ''}`}>
        <AnnouncementBar />
        {/* A full-height placeholder keeps the footer below the fold while a page's code loads (no layout shift). */}
        <Suspense
          fallback={
            <div className="min-h-dvh">
              <PageLoading />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
