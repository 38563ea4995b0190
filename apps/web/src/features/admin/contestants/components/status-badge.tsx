import type { RegistrationStatus } from '@cq/shared';
import { useStatusLabel } from '../use-labels';

/** The brief's status colours: pending amber, submitted blue, approved green, rejected red, active plum. */
const LOOK: Record<RegistrationStatus, string> = {
  payment_pending: 'bg-status-pending/10 text-status-pending',
  in_progress: 'bg-ivory text-ink border border-hairline',
  preliminary_submitted: 'bg-status-submitted/10 text-status-submitted',
  preliminary_approved: 'bg-status-approved/10 text-status-approved',
  preliminary_rejected: 'bg-status-rejected/10 text-status-rejected',
  active: 'bg-status-active/10 text-status-active',
};

/** `wrap`: in a narrow column, a long label ("Needs Attention / Needs Review") may take two lines. */
export function StatusBadge({ status, wrap = false }: { status: RegistrationStatus; wrap?: boolean }) {
  const statusLabel = useStatusLabel();
  const fit = wrap ? 'max-w-[10rem] rounded-2xl' : 'whitespace-nowrap rounded-full';
  return (
    <span className={`inline-flex px-2.5 py-0.5 text-xs font-semibold ${fit} ${LOOK[status]}`}>
      {statusLabel(status)}
    </span>
  );
}
