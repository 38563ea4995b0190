import { type ComponentType, useEffect, useState } from 'react';
import { logout } from './logout';
import { useSession } from './session-store';
import type { SessionTimeoutDialogProps } from './session-timeout-dialog';
import { useIdleTimeout } from './use-idle-timeout';

/**
 * Mounted once over every page: while signed in it runs the idle timeout and
 * shows the warning. The dialog's code (and Radix) loads only for signed-in
 * users, never for a visitor of the home page.
 */
export function SessionWatcher() {
  const { signedIn, user } = useSession();
  const idle = useIdleTimeout(signedIn, () => logout('inactivity'));
  const [TimeoutDialog, setTimeoutDialog] = useState<ComponentType<SessionTimeoutDialogProps> | null>(null);

  useEffect(() => {
    if (!signedIn || TimeoutDialog) return;
    let live = true;
    void import('./session-timeout-dialog').then((m) => {
      if (live) setTimeoutDialog(() => m.SessionTimeoutDialog);
    });
    return () => {
      live = false;
    };
  }, [signedIn, TimeoutDialog]);

  if (!signedIn || !TimeoutDialog) return null;
  return (
    <TimeoutDialog
      open={idle.warningOpen}
      secondsLeft={idle.secondsLeft}
      user={user}
      onExtend={idle.extend}
      onSignOut={() => logout('manual')}
    />
  );
}
