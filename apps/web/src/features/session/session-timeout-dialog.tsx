import type { User } from '@cq/shared';
import { Clock } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useT } from '../../i18n/locale-context';
import { sessionMessages as m } from './messages';
import { formatCountdown } from './use-idle-timeout';
import { UserAvatar } from './user-avatar';

export interface SessionTimeoutDialogProps {
  open: boolean;
  secondsLeft: number;
  user: User | null;
  onExtend: () => void;
  onSignOut: () => void;
}

/**
 * The inactivity warning (docs/product/accounts.md#sessions); it must be answered, so it has no close button and a click outside
 * does nothing. The safe answer is the default: first focus is on 'Extend Session' (a reflexive Enter keeps the
 * session and its unsaved work) and Escape extends too.
 */
export function SessionTimeoutDialog({ open, secondsLeft, user, onExtend, onSignOut }: SessionTimeoutDialogProps) {
  const t = useT();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <Dialog
      open={open}
      onOpenChange={() => {}}
      dismissible={false}
      onEscape={onExtend}
      hideClose
      size="small"
      title={t(m.timeoutTitle)}
      description={t(m.timeoutBody)}
      icon={
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-status-pending/10 text-status-pending">
          <Clock className="h-7 w-7" aria-hidden />
        </span>
      }
      footer={
        <div className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={onSignOut}>
            {t(m.signOut)}
          </Button>
          <Button onClick={onExtend} data-autofocus>
            {t(m.extend)}
          </Button>
        </div>
      }
    >
      <p
        className="text-center font-serif text-5xl font-semibold tabular-nums text-accent-main"
        role="timer"
        aria-live="off"
        aria-label={t(m.timeLeft, { minutes: Math.floor(secondsLeft / 60), seconds: secondsLeft % 60 })}
      >
        {formatCountdown(secondsLeft)}
      </p>
      <div className="mt-5 flex items-center gap-3 rounded-2xl border border-hairline bg-ivory p-3">
        <UserAvatar user={user} className="h-11 w-11 text-lg" />
        <div className="min-w-0">
          {name ? <p className="truncate font-semibold text-ink">{name}</p> : null}
          {user?.email ? (
            <p className="truncate text-sm text-muted">
              <bdi>{user.email}</bdi>
            </p>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
