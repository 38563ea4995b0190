import { type AdminUser, canChangeUser, type Principal } from '@cq/shared';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useSetActive } from '../api/set-active';

/** Deactivate (every session ends at once) or reactivate, after a confirmation. */
export function ActivationControl({ actor, user }: { actor: Principal & { _id: string }; user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const setActive = useSetActive(user._id);
  const name = `${user.firstName} ${user.lastName}`;
  const verb = user.isActive ? 'deactivate' : 'reactivate';
  const reason =
    user.isActive && actor._id === user._id
      ? 'You cannot deactivate your own account.'
      : !canChangeUser(actor, user)
        ? 'Their role ranks above yours.'
        : null;

  return (
    <div>
      <p className="mb-3 text-sm text-muted">
        {user.isActive
          ? 'Deactivating signs the user out everywhere at once; they cannot sign in until reactivated.'
          : 'This account is deactivated: the user cannot sign in.'}
      </p>
      <Button
        variant={user.isActive ? 'danger' : 'success'}
        className="px-5 py-2"
        disabled={Boolean(reason)}
        aria-describedby={reason ? 'activation-reason' : undefined}
        onClick={() => setOpen(true)}
      >
        {user.isActive ? 'Deactivate account' : 'Reactivate account'}
      </Button>
      {reason ? (
        <p id="activation-reason" className="mt-2 text-xs text-muted">
          {reason}
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        type={user.isActive ? 'danger' : 'success'}
        title={user.isActive ? 'Deactivate this account?' : 'Reactivate this account?'}
        message={
          user.isActive
            ? `${name} will be signed out on every device at once and cannot sign in until reactivated.`
            : `${name} will be able to sign in again.`
        }
        confirmText={user.isActive ? 'Deactivate' : 'Reactivate'}
        busy={setActive.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => setActive.mutate(verb, { onSettled: () => setOpen(false) })}
      />
    </div>
  );
}
