import { type AdminUser, canChangeUser, type Principal } from '@cq/shared';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useAccountAction } from '../api/account-action';

/**
 * Helping an account's owner: a new verification link while the address is
 * unverified, a password-reset link, or signing them out on every device
 * (after a confirmation). Staff never see or set a password.
 */
export function AccountActions({ actor, user }: { actor: Principal & { _id: string }; user: AdminUser }) {
  const [confirming, setConfirming] = useState(false);
  const act = useAccountAction(user._id);
  const name = `${user.firstName} ${user.lastName}`;
  const self = actor._id === user._id;
  const reason = !user.isActive
    ? 'This account is deactivated.'
    : !canChangeUser(actor, user)
      ? 'Their role ranks above yours.'
      : null;
  const busy = act.isPending;
  return (
    <div>
      <p className="mb-3 text-sm text-muted">Links go to {user.email} and expire like the ones the user asks for.</p>
      <div className="flex flex-wrap gap-2">
        {user.isEmailVerified ? null : (
          <Button
            variant="secondary"
            className="px-4 py-2"
            disabled={Boolean(reason) || busy}
            onClick={() => act.mutate('send-verification')}
          >
            Send verification e-mail
          </Button>
        )}
        <Button
          variant="secondary"
          className="px-4 py-2"
          disabled={Boolean(reason) || busy}
          onClick={() => act.mutate('send-password-reset')}
        >
          Send password-reset link
        </Button>
        {self ? null : (
          <Button
            variant="danger"
            className="px-4 py-2"
            disabled={Boolean(reason) || busy}
            onClick={() => setConfirming(true)}
          >
            End all sessions
          </Button>
        )}
      </div>
      {reason ? <p className="mt-2 text-xs text-muted">{reason}</p> : null}
      <ConfirmDialog
        open={confirming}
        type="danger"
        title="End every session?"
        message={`${name} will be signed out on every device at once and will have to sign in again.`}
        confirmText="End all sessions"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => act.mutate('end-sessions', { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
