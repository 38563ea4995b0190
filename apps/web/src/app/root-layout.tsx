import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { ScrollToTop } from './scroll-to-top';

/** Wraps every route: scroll restoration and app-wide overlays. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
