import { type Contestant, EDIT_MESSAGES, registrationStatusLabel } from '@cq/shared';
import { BadgeCheck, Clock3, Crown, PencilLine, TriangleAlert, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { useEditStatus, useStartEdit } from '../api/edit-status';
import { editsRemainingText } from './form-banners';
import { RoyalHeader } from './royal-header';

const LOOK = {
  preliminary_submitted: {
    icon: Clock3,
    badge: 'bg-status-submitted/10 text-status-submitted',
    title: 'Your registration is under review',
    text: 'Thank you for applying. Our team is reviewing your details and documents, and we will email you as soon as there is news.',
  },
  preliminary_approved: {
    icon: BadgeCheck,
    badge: 'bg-status-approved/10 text-status-approved',
    title: 'Your registration is approved',
    text: 'Congratulations! Your preliminary registration has been approved. Watch your notifications for the next steps of your journey.',
  },
  preliminary_rejected: {
    icon: TriangleAlert,
    badge: 'bg-status-rejected/10 text-status-rejected',
    title: 'Your registration needs attention',
    text: 'Our team has asked for changes. Check your notifications for the details, then edit and resubmit your registration.',
  },
  active: {
    icon: Crown,
    badge: 'bg-status-active/10 text-status-active',
    title: 'You are an active participant',
    text: 'Welcome to the competition. Your registration is complete and final.',
  },
} as const;

const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString([], { dateStyle: 'long', timeStyle: 'short' }) : null;

/** The submitted registration: its status, View Profile and, while edits remain, Edit Registration. */
export function RegistrationStatusScreen({ contestant }: { contestant: Contestant }) {
  const navigate = useNavigate();
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
        toast.error(messageOf(err, EDIT_MESSAGES.startFailed));
      },
    });

  return (
    <div className="card overflow-hidden">
      <RoyalHeader>
        <p className="eyebrow text-secondary-light">Your registration</p>
        <h1 className="mt-2 font-serif text-3xl text-white sm:text-4xl">{look.title}</h1>
      </RoyalHeader>
      <div className="space-y-6 px-6 py-8 sm:px-10">
        <div className="flex flex-wrap items-center gap-3">
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${look.badge}`}
          >
            <Icon className="h-4 w-4" aria-hidden /> {registrationStatusLabel(contestant.registrationStatus)}
          </span>
          {contestant.submittedAt ? (
            <span className="text-sm text-muted">Submitted {dateTime(contestant.submittedAt)}</span>
          ) : null}
        </div>
        <p className="max-w-2xl text-ink/85">{look.text}</p>
        {status !== 'active' ? (
          <p className="rounded-xl bg-ivory px-4 py-3 text-sm text-muted">
            {remaining > 0
              ? `${editsRemainingText(remaining)} Each edit sends your registration back for review.`
              : 'You have used all your edits. Please contact support if something needs to change.'}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/user/profile" className="btn-outline">
            <UserRound className="h-4 w-4" aria-hidden /> View Profile
          </Link>
          {canEdit && remaining > 0 ? (
            <button type="button" className="btn-primary" onClick={() => setConfirming(true)}>
              <PencilLine className="h-4 w-4" aria-hidden /> Edit Registration
            </button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        type="info"
        title="Edit your registration?"
        message={`Editing uses one of your ${remaining === 1 ? 'edits: it is your last one' : `${remaining} edits`}. Your registration goes back for review when you update it.`}
        confirmText="Start editing"
        busy={startEdit.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={begin}
      />
    </div>
  );
}
