import { logout } from './logout';
import { useSession } from './session-store';
import { SessionTimeoutDialog } from './session-timeout-dialog';
import { useIdleTimeout } from './use-idle-timeout';

/** While signed in: the idle timeout and its warning (loaded with the first signed-in page, see SessionWatcher). */
export function SignedInWatcher() {
  const { user } = useSession();
  const idle = useIdleTimeout(true, () => logout('inactivity'));
  return (
    <SessionTimeoutDialog
      open={idle.warningOpen}
      secondsLeft={idle.secondsLeft}
      user={user}
      onExtend={idle.extend}
      onSignOut={() => logout('manual')}
    />
  );
}
