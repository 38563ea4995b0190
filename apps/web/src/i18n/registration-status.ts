import type { RegistrationStatus } from '@cq/shared';
import type { MessageDescriptor } from './message-descriptor';

/** A screen's own words for the six registration statuses, as its messages name them. */
export interface RegistrationStatusWords {
  statusPaymentPending: MessageDescriptor;
  statusInProgress: MessageDescriptor;
  statusSubmitted: MessageDescriptor;
  statusApproved: MessageDescriptor;
  statusRejected: MessageDescriptor;
  statusActive: MessageDescriptor;
}

/** Each registration status with the screen's word for it (each screen keeps its own, in its own catalogue). */
export function registrationStatusLabels(m: RegistrationStatusWords): Record<RegistrationStatus, MessageDescriptor> {
  return {
    payment_pending: m.statusPaymentPending,
    in_progress: m.statusInProgress,
    preliminary_submitted: m.statusSubmitted,
    preliminary_approved: m.statusApproved,
    preliminary_rejected: m.statusRejected,
    active: m.statusActive,
  };
}
