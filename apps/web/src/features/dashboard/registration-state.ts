import type { Contestant } from '@cq/shared';

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
  label: string;
  description: string;
  to: string;
}

/** The Next Steps of the dashboard by state. */
export function nextStepsFor(state: RegistrationState): NextStep[] {
  switch (state) {
    case 'not_started':
      return [
        {
          label: 'Start Registration',
          description: 'Pay the registration fee and begin your application. Your answers are saved as you go.',
          to: '/user/register',
        },
      ];
    case 'in_progress':
      return [
        {
          label: 'Continue Registration',
          description: 'Pick up where you left off: your draft is saved automatically.',
          to: '/user/register',
        },
        {
          label: 'View Progress',
          description: 'See what your profile shows so far and what is still missing.',
          to: '/user/profile',
        },
      ];
    case 'submitted':
      return [
        {
          label: 'View Application',
          description: 'Your registration is with the organisers for review. You can look over what you sent.',
          to: '/user/register',
        },
      ];
    case 'approved':
    case 'active':
      return [
        {
          label: 'View Profile',
          description: 'Your registration is approved. Keep your profile ready for the programme ahead.',
          to: '/user/profile',
        },
      ];
    case 'rejected':
      return [
        {
          label: 'Update Registration',
          description: 'The organisers asked for changes. Update your registration and resubmit it for review.',
          to: '/user/register',
        },
      ];
  }
}
