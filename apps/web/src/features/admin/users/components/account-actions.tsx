import { type AdminUser, canChangeUser, type Principal } from '@cq/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useT } from '#web/i18n/locale-context';
import { useAccountAction } from '../api/account-action';
import { usersMessages as m } from '../messages';

/**
 * Helping an account's owner: a new verification link while the address is
 * unverified, a password-reset link, or signing them out on every device
 * (after a confirmation). Staff never see or set a password.
 */
export function AccountActions({ actor, user }: { actor: Principal & { _id: string }; user: AdminUser }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const act = useAccountAction(user._id);
  const name = `${user.firstName} ${user.lastName}`;
  const self = actor._id === user._id;
  const reason = !user.isActive ? t(m.accountDeactivated) : !canChangeUser(actor, user) ? t(m.theyRankAbove) : null;
  const busy = act.isPending;
  return (
    <div>
      <p className="mb-3 text-sm text-muted">{t(m.linksGoTo, { email: user.email })}</p>
      <div className="flex flex-wrap gap-2">
        {user.isEmailVerified ? null : (
          <Button
            variant="secondary"
            className="px-4 py-2"
            disabled={Boolean(reason) || busy}
            onClick={() => act.mutate('send-verification')}
          >
            {t(m.sendVerification)}
          </Button>
        )}
        <Button
          variant="secondary"
          className="px-4 py-2"
          disabled={Boolean(reason) || busy}
          onClick={() => act.mutate('send-password-reset')}
        >
          {t(m.sendReset)}
        </Button>
        {self ? null : (
          <Button
            variant="danger"
            className="px-4 py-2"
            disabled={Boolean(reason) || busy}
            onClick={() => setConfirming(true)}
          >
            {t(m.endSessions)}
          </Button>
        )}
      </div>
      {reason ? <p className="mt-2 text-xs text-muted">{reason}</p> : null}
      <ConfirmDialog
        open={confirming}
        type="danger"
        title={t(m.endSessionsTitle)}
        message={t(m.endSessionsMessage, { name })}
        confirmText={t(m.endSessions)}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => act.mutate('end-sessions', { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
