import { type Contestant, EDIT_MESSAGES, REGISTRATION_STATUSES } from '@cq/shared';
import { BadgeCheck, Clock3, Crown, PencilLine, TriangleAlert, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFormat } from '../../../i18n/format';
import { useT, useText } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { useEditStatus, useStartEdit } from '../api/edit-status';
import { registrationMessages as m, statusLabelMessages } from './messages';
import { RoyalHeader } from './royal-header';

const LOOK = {
  preliminary_submitted: {
    icon: Clock3,
    badge: 'bg-status-submitted/10 text-status-submitted',
    title: m.reviewTitle,
    text: m.reviewText,
  },
  preliminary_approved: {
    icon: BadgeCheck,
    badge: 'bg-status-approved/10 text-status-approved',
    title: m.approvedTitle,
    text: m.approvedText,
  },
  preliminary_rejected: {
    icon: TriangleAlert,
    badge: 'bg-status-rejected/10 text-status-rejected',
    title: m.rejectedTitle,
    text: m.rejectedText,
  },
  active: {
    icon: Crown,
    badge: 'bg-status-active/10 text-status-active',
    title: m.activeTitle,
    text: m.activeText,
  },
} as const;

/** A status's badge label: no record is Not Started and any other value In Progress (registrationStatusLabel). */
function statusLabel(status: string | null | undefined) {
  if (status === null || status === undefined || status === '') return statusLabelMessages.not_started;
  return (REGISTRATION_STATUSES as readonly string[]).includes(status)
    ? statusLabelMessages[status as keyof typeof statusLabelMessages]
    : statusLabelMessages.in_progress;
}

/** The submitted registration: its status, View Profile and, while edits remain, Edit Registration. */
export function RegistrationStatusScreen({ contestant }: { contestant: Contestant }) {
  const navigate = useNavigate();
  const t = useT();
  const text = useText();
  const format = useFormat();
  const status = contestant.registrationStatus as keyof typeof LOOK;
  const look = LOOK[status] ?? LOOK.preliminary_submitted;
  const Icon = look.icon;
  const editStatus = useEditStatus(contestant._id);
  const startEdit = useStartEdit(contestant._id);
  const [confirming, setConfirming] = useState(false);
  const remaining = editStatus.data?.editsRemaining ?? contestant.editsRemaining;
  const canEdit = editStatus.data ? editStatus.data.canEdit : remaining > 0 && status !== 'active';

  const begin = () =>
    startEdit.mutate(undefined, {
      onSuccess: () => navigate('/user/edit-registration'),
      onError: (err) => {
        setConfirming(false);
        toast.error(text(messageOf(err, EDIT_MESSAGES.startFailed)));
      },
    });

  return (
    <div className="card overflow-hidden">
      <RoyalHeader>
        <p className="eyebrow text-secondary-light">{t(m.statusEyebrow)}</p>
        <h1 className="mt-2 font-serif text-3xl text-white sm:text-4xl">{t(look.title)}</h1>
      </RoyalHeader>
      <div className="space-y-6 px-6 py-8 sm:px-10">
        <div className="flex flex-wrap items-center gap-3">
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${look.badge}`}
          >
            <Icon className="h-4 w-4" aria-hidden /> {t(statusLabel(contestant.registrationStatus))}
          </span>
          {contestant.submittedAt ? (
            <span className="text-sm text-muted">
              {t(m.submittedOn, {
                date: format.date(contestant.submittedAt, { dateStyle: 'long', timeStyle: 'short' }),
              })}
            </span>
          ) : null}
        </div>
        <p className="max-w-2xl text-ink/85">{t(look.text)}</p>
        {status !== 'active' ? (
          <p className="rounded-xl bg-ivory px-4 py-3 text-sm text-muted">
            {remaining > 0 ? t(m.editsLeft, { count: remaining }) : t(m.noEditsLeft)}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/user/profile" className="btn-outline">
            <UserRound className="h-4 w-4" aria-hidden /> {t(m.viewProfile)}
          </Link>
          {canEdit && remaining > 0 ? (
            <button type="button" className="btn-primary" onClick={() => setConfirming(true)}>
              <PencilLine className="h-4 w-4" aria-hidden /> {t(m.editRegistration)}
            </button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        type="info"
        title={t(m.confirmTitle)}
        message={t(m.confirmMessage, { count: remaining })}
        confirmText={t(m.startEditing)}
        busy={startEdit.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={begin}
      />
    </div>
  );
}
