/**
 * The contestant's registration status (docs/product/registration.md#lifecycle):
 * no record is Not Started; payment initialised is payment_pending; a verified
 * payment is in_progress; submission is preliminary_submitted; staff decide the rest.
 */
export const REGISTRATION_STATUSES = [
  'payment_pending',
  'in_progress',
  'preliminary_submitted',
  'preliminary_approved',
  'preliminary_rejected',
  'active',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REGISTRATION_STATUS_LABELS = {
  payment_pending: 'Payment Pending',
  preliminary_submitted: 'Submitted / Under Review',
  preliminary_approved: 'Approved',
  preliminary_rejected: 'Needs Attention / Needs Review',
  active: 'Active Participant',
} as const satisfies Partial<Record<RegistrationStatus, string>>;

export const NOT_STARTED_LABEL = 'Not Started';
export const IN_PROGRESS_LABEL = 'In Progress';

/** The label of a status; no record is Not Started and any other value In Progress. */
export function registrationStatusLabel(status: string | null | undefined): string {
  if (status === null || status === undefined || status === '') return NOT_STARTED_LABEL;
  return Object.hasOwn(REGISTRATION_STATUS_LABELS, status)
    ? REGISTRATION_STATUS_LABELS[status as keyof typeof REGISTRATION_STATUS_LABELS]
    : IN_PROGRESS_LABEL;
}

/** Statuses after the first submission: the form is read-only unless an edit session is open. */
export const SUBMITTED_STATUSES = [
  'preliminary_submitted',
  'preliminary_approved',
  'preliminary_rejected',
  'active',
] as const satisfies readonly RegistrationStatus[];

export function isSubmittedStatus(status: string | null | undefined): boolean {
  return (SUBMITTED_STATUSES as readonly string[]).includes(status ?? '');
}

/** Statuses from which an edit session can be started (an active participant's record is final). */
export const EDITABLE_STATUSES = [
  'preliminary_submitted',
  'preliminary_approved',
  'preliminary_rejected',
] as const satisfies readonly RegistrationStatus[];

/**
 * Where the contestant's form is writable (drafts, uploads): in `open` always (paid and not yet
 * submitted); in `whileEditing` only inside an edit session (every status after submission).
 */
export const WRITABLE_STATUSES = {
  open: ['in_progress'],
  whileEditing: SUBMITTED_STATUSES,
} as const satisfies Record<string, readonly RegistrationStatus[]>;

/** Whether the form can be changed: paid and not yet submitted, or inside an edit session. */
export function isRegistrationWritable(status: string | null | undefined, editing: boolean): boolean {
  if ((WRITABLE_STATUSES.open as readonly string[]).includes(status ?? '')) return true;
  return editing && (WRITABLE_STATUSES.whileEditing as readonly string[]).includes(status ?? '');
}

/** Whether the form is read-only: the converse of `isRegistrationWritable`. */
export function isRegistrationLocked(status: string | null | undefined, editing: boolean): boolean {
  return !isRegistrationWritable(status, editing);
}
