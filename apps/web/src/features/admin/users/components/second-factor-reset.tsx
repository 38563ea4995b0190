import { type AdminUser, type Principal, ROLE_RANK, roleRank } from '@cq/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useT } from '#web/i18n/locale-context';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { usersMessages as m } from '../messages';

/**
 * Two-step sign-in of an account: whether it is set up and, for a super admin looking at someone else, the recovery
 * path when she has lost her phone and her recovery codes. It is audited and she is told by e-mail.
 */
export function SecondFactorReset({ actor, user }: { actor: Principal & { _id: string }; user: AdminUser }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const reset = useResetSecondFactor(user._id);
  const name = `${user.firstName} ${user.lastName}`;
  const mayReset = roleRank(actor.role) >= ROLE_RANK['super admin'] && actor._id !== user._id;
  return (
    <div>
      <p className="text-sm text-ink">{t(user.secondFactor ? m.secondFactorOn : m.secondFactorOff)}</p>
      {mayReset && user.secondFactor ? (
        <>
          <p className="mt-2 mb-3 text-xs text-muted">{t(m.secondFactorResetHint, { name })}</p>
          <Button variant="danger" className="px-4 py-2" disabled={reset.isPending} onClick={() => setConfirming(true)}>
            {t(m.secondFactorReset)}
          </Button>
        </>
      ) : null}
      <ConfirmDialog
        open={confirming}
        type="danger"
        title={t(m.secondFactorResetTitle)}
        message={t(m.secondFactorResetMessage, { name })}
        confirmText={t(m.secondFactorReset)}
        busy={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
