import { type AdminUser, type Principal, ROLE_RANK, roleRank } from '@cq/shared';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useResetSecondFactor } from '../api/reset-second-factor';

/**
 * Two-step sign-in of an account: whether it is set up and, for a super admin looking at someone else, the recovery
 * path when she has lost her phone and her recovery codes. It is audited and she is told by e-mail.
 */
export function SecondFactorReset({ actor, user }: { actor: Principal & { _id: string }; user: AdminUser }) {
  const [confirming, setConfirming] = useState(false);
  const reset = useResetSecondFactor(user._id);
  const name = `${user.firstName} ${user.lastName}`;
  const mayReset = roleRank(actor.role) >= ROLE_RANK['super admin'] && actor._id !== user._id;
  return (
    <div>
      <p className="text-sm text-ink">
        {user.secondFactor ? 'Set up: sign-in asks for a code from an authenticator app.' : 'Not set up.'}
      </p>
      {mayReset && user.secondFactor ? (
        <>
          <p className="mt-2 mb-3 text-xs text-muted">
            If {name} lost her phone and her recovery codes, reset it: her sessions end, she signs in with her password
            and sets it up again. The reset is written to the audit log and she is told by e-mail.
          </p>
          <Button variant="danger" className="px-4 py-2" disabled={reset.isPending} onClick={() => setConfirming(true)}>
            Reset two-step sign-in
          </Button>
        </>
      ) : null}
      <ConfirmDialog
        open={confirming}
        type="danger"
        title="Reset two-step sign-in?"
        message={`${name}'s authenticator app and recovery codes stop working, and she is signed out everywhere. Do this only once you are sure it is her asking.`}
        confirmText="Reset two-step sign-in"
        busy={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
