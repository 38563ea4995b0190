import { type ComponentType, useEffect, useState } from 'react';
import { useSession } from './session-store';

/**
 * Mounted once over every page: while signed in it runs the idle timeout and shows the warning. Their code (the
 * timer, the dialog and Radix) loads only for signed-in users, never for a visitor of the home page.
 */
export function SessionWatcher() {
  const { signedIn } = useSession();
  const [Watcher, setWatcher] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!signedIn || Watcher) return;
    let live = true;
    void import('./signed-in-watcher').then((m) => {
      if (live) setWatcher(() => m.SignedInWatcher);
    });
    return () => {
      live = false;
    };
  }, [signedIn, Watcher]);

  if (!signedIn || !Watcher) return null;
  return <Watcher />;
}
