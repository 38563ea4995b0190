import { APP_VERSION_UPDATED, resetOnNewBuild } from '../lib/build-version';

export const NEW_VERSION_MESSAGE = 'New version loaded';

/**
 * On every page load: clears what an earlier build left behind and, when it
 * did, tells the visitor with a toast. The toast library is fetched only
 * then, so it stays out of the home page's entry chunk (the providers mount
 * the toaster on the same event, and sonner replays a toast created before).
 */
export function watchBuildVersion(): () => void {
  const onUpdated = () => {
    void import('sonner').then(({ toast }) =>
      toast.success(NEW_VERSION_MESSAGE, {
        id: APP_VERSION_UPDATED,
        description: 'The site was updated while you were away: you are on the latest version.',
      }),
    );
  };
  window.addEventListener(APP_VERSION_UPDATED, onUpdated);
  void resetOnNewBuild();
  return () => window.removeEventListener(APP_VERSION_UPDATED, onUpdated);
}
