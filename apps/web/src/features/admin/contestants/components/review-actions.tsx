import { type AdminContestantDetail, canDecide, EDITABLE_STATUSES, type ReviewDecision } from '@cq/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useT } from '#web/i18n/locale-context';
import { useDecision } from '../api/decision';
import { useGrantEdits } from '../api/grant-edits';
import { contestantsMessages as m } from '../messages';
import { GrantEditsDialog } from './grant-edits-dialog';
import { RejectDialog, type SendBack } from './reject-dialog';

type Open = ReviewDecision | 'grant' | null;
const small = 'px-4 py-2';

/**
 * The decisions the record's state allows, each confirmed first and sent with
 * the version on screen: if the record changed meanwhile the server refuses
 * (409) and the page offers to reload instead of deciding on what was not seen.
 */
export function ReviewActions({
  record,
  onConflict,
}: {
  record: AdminContestantDetail;
  onConflict: (message: string) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const closeOnConflict = (message: string) => {
    close();
    onConflict(message);
  };
  const decision = useDecision(record._id, closeOnConflict);
  const grant = useGrantEdits(record._id, closeOnConflict);
  const name = `${record.user.firstName} ${record.user.lastName}`;
  const decide = (kind: ReviewDecision, why?: SendBack) =>
    decision.mutate({ decision: kind, version: record.version, ...why }, { onSuccess: close });
  const can = (kind: ReviewDecision) => canDecide(kind, record.status, record.editing);
  const canGrant = (EDITABLE_STATUSES as readonly string[]).includes(record.status);

  return (
    <>
      {can('approve') ? (
        <Button variant="success" className={small} onClick={() => setOpen('approve')}>
          {t(m.approve)}
        </Button>
      ) : null}
      {can('reject') ? (
        <Button variant="danger" className={small} onClick={() => setOpen('reject')}>
          {t(m.reject)}
        </Button>
      ) : null}
      {can('activate') ? (
        <Button className={small} onClick={() => setOpen('activate')}>
          {t(m.activate)}
        </Button>
      ) : null}
      {canGrant ? (
        <Button variant="secondary" className={small} onClick={() => setOpen('grant')}>
          {t(m.grantEdits)}
        </Button>
      ) : null}

      <ConfirmDialog
        open={open === 'approve'}
        type="success"
        title={t(m.approveTitle)}
        message={t(m.approveMessage, { name })}
        confirmText={t(m.approve)}
        busy={decision.isPending}
        onCancel={close}
        onConfirm={() => decide('approve')}
      />
      <ConfirmDialog
        open={open === 'activate'}
        type="info"
        title={t(m.activateTitle)}
        message={t(m.activateMessage, { name })}
        confirmText={t(m.activate)}
        busy={decision.isPending}
        onCancel={close}
        onConfirm={() => decide('activate')}
      />
      <RejectDialog
        open={open === 'reject'}
        name={name}
        busy={decision.isPending}
        onCancel={close}
        onSend={(why) => decide('reject', why)}
      />
      <GrantEditsDialog
        open={open === 'grant'}
        name={name}
        busy={grant.isPending}
        onCancel={close}
        onGrant={(count) => grant.mutate({ count, version: record.version }, { onSuccess: close })}
      />
    </>
  );
}
