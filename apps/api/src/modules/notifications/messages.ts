import { formatAmount } from '@cq/shared';
import type { NewNotification } from './producer';

/**
 * What the portal's producers say. Each names its cause in `dedupeKey`, so a
 * repeated cause (a second verification link, a retried request) writes once.
 * Action URLs are in-app paths.
 */
export function welcomeNotification(userId: string, siteName: string): NewNotification {
  return {
    userId,
    title: `Welcome to ${siteName}`,
    message:
      'Your e-mail address is verified. When you are ready, pay the registration fee and begin your application: your draft is saved as you go.',
    type: 'account',
    metadata: { priority: 'normal', category: 'account' },
    actions: [
      { label: 'Start Registration', url: '/user/register' },
      { label: 'Competition Info', url: '/competition' },
    ],
    dedupeKey: 'welcome',
  };
}

export function registrationSubmittedNotification(userId: string, version: number): NewNotification {
  return {
    userId,
    title: 'Registration submitted',
    message:
      'Thank you: we have received your registration. The organisers will review it and you will hear from us here and by e-mail.',
    type: 'registration',
    metadata: { priority: 'high', category: 'registration' },
    actions: [{ label: 'View Application', url: '/user/register' }],
    dedupeKey: `registration:submitted:${version}`,
  };
}

export function editStartedNotification(userId: string, editNumber: number, editsRemaining: number): NewNotification {
  const left = editsRemaining === 1 ? '1 edit remains' : `${editsRemaining} edits remain`;
  return {
    userId,
    title: 'Edit started',
    message: `You have opened your registration for changes (${left} after this one). Update your registration to send it back for review.`,
    type: 'registration',
    metadata: { priority: 'normal', category: 'registration' },
    actions: [{ label: 'Edit Registration', url: '/user/edit-registration' }],
    dedupeKey: `registration:edit-started:${editNumber}`,
  };
}

export function registrationUpdatedNotification(userId: string, version: number): NewNotification {
  return {
    userId,
    title: 'Registration updated',
    message: 'Your changes are saved and your registration is back with the organisers for review.',
    type: 'registration',
    metadata: { priority: 'normal', category: 'registration' },
    actions: [{ label: 'View Application', url: '/user/register' }],
    dedupeKey: `registration:updated:${version}`,
  };
}

// Staff decisions on a registration (back office). Keyed by the record version decided on: one per decision.

export function registrationApprovedNotification(userId: string, version: number): NewNotification {
  return {
    userId,
    title: 'Registration approved',
    message:
      'Congratulations: the organisers have approved your registration. We will be in touch about what comes next.',
    type: 'review',
    metadata: { priority: 'high', category: 'registration' },
    actions: [{ label: 'View Application', url: '/user/register' }],
    dedupeKey: `review:approve:${version}`,
  };
}

export function registrationNeedsAttentionNotification(userId: string, version: number, note: string): NewNotification {
  return {
    userId,
    title: 'Your registration needs attention',
    message: `The organisers have asked for changes: ${note}`,
    type: 'review',
    metadata: { priority: 'high', category: 'registration' },
    actions: [{ label: 'Review Registration', url: '/user/register' }],
    dedupeKey: `review:reject:${version}`,
  };
}

export function registrationActivatedNotification(userId: string, version: number): NewNotification {
  return {
    userId,
    title: 'You are an active participant',
    message: 'Welcome, official contestant. Your registration is final and your pageant journey begins now.',
    type: 'review',
    metadata: { priority: 'high', category: 'registration' },
    actions: [{ label: 'Go to Dashboard', url: '/user/home' }],
    dedupeKey: `review:activate:${version}`,
  };
}

export function editsGrantedNotification(userId: string, version: number, editsRemaining: number): NewNotification {
  const left = editsRemaining === 1 ? '1 edit' : `${editsRemaining} edits`;
  return {
    userId,
    title: 'You can edit your registration again',
    message: `The organisers have given you more edits: you now have ${left} available.`,
    type: 'registration',
    metadata: { priority: 'normal', category: 'registration' },
    actions: [{ label: 'Edit Registration', url: '/user/register' }],
    dedupeKey: `review:grant-edits:${version}`,
  };
}

// Payments. Keyed by the order: one per order paid, one per order refunded.

interface FeeOrder {
  id: string;
  amountMinor: number;
  currency: string;
}

export function paymentReceivedNotification(userId: string, order: FeeOrder): NewNotification {
  return {
    userId,
    title: 'Payment received',
    message: `Your registration fee of ${formatAmount(order.amountMinor, order.currency)} has been received. You can now complete your registration.`,
    type: 'payment',
    metadata: { priority: 'high', category: 'payment' },
    actions: [{ label: 'Continue Registration', url: '/user/register' }],
    dedupeKey: `payment:${order.id}`,
  };
}

export function feeWaivedNotification(userId: string, order: FeeOrder): NewNotification {
  return {
    userId,
    title: 'Registration fee waived',
    message: 'The organisers have waived your registration fee. You can now complete your registration.',
    type: 'payment',
    metadata: { priority: 'high', category: 'payment' },
    actions: [{ label: 'Continue Registration', url: '/user/register' }],
    dedupeKey: `payment:${order.id}`,
  };
}

export function feeRefundedNotification(userId: string, order: FeeOrder): NewNotification {
  return {
    userId,
    title: 'Registration fee refunded',
    message: `Your registration fee of ${formatAmount(order.amountMinor, order.currency)} has been refunded.`,
    type: 'payment',
    metadata: { priority: 'high', category: 'payment' },
    actions: [{ label: 'Contact Support', url: '/contact' }],
    dedupeKey: `refund:${order.id}`,
  };
}

/** The organisers corrected one field of her registration (a new version); the reason is hers to read. */
export function registrationCorrectedNotification(
  userId: string,
  version: number,
  change: { label: string; reason: string },
): NewNotification {
  return {
    userId,
    title: 'Your registration was corrected',
    message: `The organisers corrected ${change.label}: ${change.reason}`,
    type: 'registration',
    metadata: { priority: 'high', category: 'registration' },
    actions: [{ label: 'View Application', url: '/user/register' }],
    dedupeKey: `registration:corrected:${version}`,
  };
}
