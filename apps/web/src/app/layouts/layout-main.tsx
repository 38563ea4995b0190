import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';

/**
 * The page area of a signed-in layout (back office, portal): the skip link's target (focusable, without a focus
 * ring), its page drawn inside, and the loading state while a lazily fetched page arrives.
 */
export function LayoutMain({ className = '' }: { className?: string }) {
  return (
    <main id="main" tabIndex={-1} className={`min-w-0 flex-1 focus:outline-none${className ? ` ${className}` : ''}`}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
