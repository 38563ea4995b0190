import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { SessionWatcher } from '../features/session';
import { SplashScreen } from '../features/site/splash/splash-screen';
import { ArabicHeadingFace } from '../i18n/arabic-face';
import { ScrollToTop } from './scroll-to-top';

/** Wraps every route: scroll restoration and app-wide overlays. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <ArabicHeadingFace />
      <SessionWatcher />
      <SplashScreen />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
