import { type AdminUser, canChangeUser, type Principal } from '@cq/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useT } from '#web/i18n/locale-context';
import { useSetActive } from '../api/set-active';
import { usersMessages as m } from '../messages';

/** Deactivate (every session ends at once) or reactivate, after a confirmation. */
export function ActivationControl({ actor, user }: { actor: Principal & { _id: string }; user: AdminUser }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const setActive = useSetActive(user._id);
  const name = `${user.firstName} ${user.lastName}`;
  const verb = user.isActive ? 'deactivate' : 'reactivate';
  const reason =
    user.isActive && actor._id === user._id
      ? t(m.cannotDeactivateSelf)
      : !canChangeUser(actor, user)
        ? t(m.theyRankAbove)
        : null;

  return (
    <div>
      <p className="mb-3 text-sm text-muted">{t(user.isActive ? m.deactivatingExplained : m.isDeactivated)}</p>
      <Button
        variant={user.isActive ? 'danger' : 'success'}
        className="px-5 py-2"
        disabled={Boolean(reason)}
        aria-describedby={reason ? 'activation-reason' : undefined}
        onClick={() => setOpen(true)}
      >
        {t(user.isActive ? m.deactivateAccount : m.reactivateAccount)}
      </Button>
      {reason ? (
        <p id="activation-reason" className="mt-2 text-xs text-muted">
          {reason}
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        type={user.isActive ? 'danger' : 'success'}
        title={t(user.isActive ? m.deactivateTitle : m.reactivateTitle)}
        message={t(user.isActive ? m.deactivateMessage : m.reactivateMessage, { name })}
        confirmText={t(user.isActive ? m.deactivate : m.reactivate)}
        busy={setActive.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => setActive.mutate(verb, { onSettled: () => setOpen(false) })}
      />
    </div>
  );
}
