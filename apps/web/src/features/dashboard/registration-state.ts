import type { Contestant, RegistrationStatus } from '@cq/shared';
import type { MessageDescriptor } from '../../i18n/message-descriptor';
import { registrationStatusLabels } from '../../i18n/registration-status';
import { dashboardMessages as m } from './messages';

/**
 * Where the contestant stands: no record is not started; the
 * stored statuses map to submitted / approved / rejected / active; any other
 * value (payment pending, paid and filling in) is in progress.
 */
export type RegistrationState = 'not_started' | 'in_progress' | 'submitted' | 'approved' | 'rejected' | 'active';

export function registrationStateOf(
  contestant: Pick<Contestant, 'registrationStatus'> | null | undefined,
): RegistrationState {
  switch (contestant?.registrationStatus) {
    case undefined:
      return 'not_started';
    case 'preliminary_submitted':
      return 'submitted';
    case 'preliminary_approved':
      return 'approved';
    case 'preliminary_rejected':
      return 'rejected';
    case 'active':
      return 'active';
    default:
      return 'in_progress';
  }
}

/** Colours of the status badge (BRAND.md: pending amber, submitted blue, approved green, rejected red, active plum). */
export const STATE_TONE: Record<RegistrationState, string> = {
  not_started: 'bg-hairline text-muted',
  in_progress: 'bg-status-pending/10 text-status-pending',
  submitted: 'bg-status-submitted/10 text-status-submitted',
  approved: 'bg-status-approved/10 text-status-approved',
  rejected: 'bg-status-rejected/10 text-status-rejected',
  active: 'bg-status-active/10 text-status-active',
};

export interface NextStep {
  label: MessageDescriptor;
  description: MessageDescriptor;
  to: string;
}

/** The Next Steps of the dashboard by state. */
export function nextStepsFor(state: RegistrationState): NextStep[] {
  switch (state) {
    case 'not_started':
      return [{ label: m.startRegistration, description: m.startRegistrationText, to: '/user/register' }];
    case 'in_progress':
      return [
        { label: m.continueRegistration, description: m.continueRegistrationText, to: '/user/register' },
        { label: m.viewProgress, description: m.viewProgressText, to: '/user/profile' },
      ];
    case 'submitted':
      return [{ label: m.viewApplication, description: m.viewApplicationText, to: '/user/register' }];
    case 'approved':
    case 'active':
      return [{ label: m.viewProfile, description: m.viewProfileText, to: '/user/profile' }];
    case 'rejected':
      return [{ label: m.updateRegistration, description: m.updateRegistrationText, to: '/user/register' }];
  }
}

const STATUS_LABEL = registrationStatusLabels(m);

/** The label of a stored status (the shared rule's words, in the page's language); no record is Not Started. */
export function registrationStatusMessage(status: string | null | undefined): MessageDescriptor {
  if (status === null || status === undefined || status === '') return m.statusNotStarted;
  return Object.hasOwn(STATUS_LABEL, status) ? STATUS_LABEL[status as RegistrationStatus] : m.statusInProgress;
}
