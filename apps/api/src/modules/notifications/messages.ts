import { formatAmountIn, type Locale, type Translations, writtenIn } from '@cq/shared';
import { defineMailMessages } from '../../mail/i18n';
import { type NewNotification, phrase } from './producer';

/**
 * What the portal's producers say, in the recipient's language (written when the notification is, from
 * ./catalogues/<locale>.ts; English is the source). Each names its cause in `dedupeKey`, so a repeated cause
 * (a second verification link, a retried request) writes once. Action URLs are in-app paths.
 */
export const notificationMessages = defineMailMessages({
  welcomeTitle: { id: 'notification.welcome.title', defaultMessage: 'Welcome to {site}' },
  welcomeMessage: {
    id: 'notification.welcome.message',
    defaultMessage:
      'Your e-mail address is verified. When you are ready, pay the registration fee and begin your application: your draft is saved as you go.',
  },
  startRegistration: { id: 'notification.action.startRegistration', defaultMessage: 'Start Registration' },
  competitionInfo: { id: 'notification.action.competitionInfo', defaultMessage: 'Competition Info' },
  viewApplication: { id: 'notification.action.viewApplication', defaultMessage: 'View Application' },
  editRegistration: { id: 'notification.action.editRegistration', defaultMessage: 'Edit Registration' },
  reviewRegistration: { id: 'notification.action.reviewRegistration', defaultMessage: 'Review Registration' },
  goToDashboard: { id: 'notification.action.goToDashboard', defaultMessage: 'Go to Dashboard' },
  continueRegistration: { id: 'notification.action.continueRegistration', defaultMessage: 'Continue Registration' },
  contactSupport: { id: 'notification.action.contactSupport', defaultMessage: 'Contact Support' },
  openConversation: { id: 'notification.action.openConversation', defaultMessage: 'Open the conversation' },
  submittedTitle: { id: 'notification.submitted.title', defaultMessage: 'Registration submitted' },
  submittedMessage: {
    id: 'notification.submitted.message',
    defaultMessage:
      'Thank you: we have received your registration. The organisers will review it and you will hear from us here and by e-mail.',
  },
  editStartedTitle: { id: 'notification.editStarted.title', defaultMessage: 'Edit started' },
  editStartedMessage: {
    id: 'notification.editStarted.message',
    defaultMessage:
      'You have opened your registration for changes ({remaining, plural, one {# edit remains} other {# edits remain}} after this one). Update your registration to send it back for review.',
  },
  updatedTitle: { id: 'notification.updated.title', defaultMessage: 'Registration updated' },
  updatedMessage: {
    id: 'notification.updated.message',
    defaultMessage: 'Your changes are saved and your registration is back with the organisers for review.',
  },
  approvedTitle: { id: 'notification.approved.title', defaultMessage: 'Registration approved' },
  approvedMessage: {
    id: 'notification.approved.message',
    defaultMessage:
      'Congratulations: the organisers have approved your registration. We will be in touch about what comes next.',
  },
  attentionTitle: { id: 'notification.attention.title', defaultMessage: 'Your registration needs attention' },
  attentionMessage: {
    id: 'notification.attention.message',
    defaultMessage: 'The organisers have asked for changes: {note}',
  },
  activatedTitle: { id: 'notification.activated.title', defaultMessage: 'You are an active participant' },
  activatedMessage: {
    id: 'notification.activated.message',
    defaultMessage: 'Welcome, official contestant. Your registration is final and your pageant journey begins now.',
  },
  editsGrantedTitle: { id: 'notification.editsGranted.title', defaultMessage: 'You can edit your registration again' },
  editsGrantedMessage: {
    id: 'notification.editsGranted.message',
    defaultMessage:
      'The organisers have given you more edits: you now have {remaining, plural, one {# edit} other {# edits}} available.',
  },
  paymentTitle: { id: 'notification.payment.title', defaultMessage: 'Payment received' },
  paymentMessage: {
    id: 'notification.payment.message',
    defaultMessage: 'Your registration fee of {amount} has been received. You can now complete your registration.',
  },
  waivedTitle: { id: 'notification.waived.title', defaultMessage: 'Registration fee waived' },
  waivedMessage: {
    id: 'notification.waived.message',
    defaultMessage: 'The organisers have waived your registration fee. You can now complete your registration.',
  },
  refundedTitle: { id: 'notification.refunded.title', defaultMessage: 'Registration fee refunded' },
  refundedMessage: {
    id: 'notification.refunded.message',
    defaultMessage: 'Your registration fee of {amount} has been refunded.',
  },
  correctedTitle: { id: 'notification.corrected.title', defaultMessage: 'Your registration was corrected' },
  correctedMessage: {
    id: 'notification.corrected.message',
    defaultMessage: 'The organisers corrected {field}: {reason}',
  },
  todoSentBackTitle: { id: 'notification.todoSentBack.title', defaultMessage: '“{todo}” needs another send' },
  todoSentBackMessage: {
    id: 'notification.todoSentBack.message',
    defaultMessage: 'The organisers sent it back to you. Their reason: {reason}',
  },
  openTodos: { id: 'notification.action.openTodos', defaultMessage: 'Open my to-dos' },
});
const m = notificationMessages;

export function welcomeNotification(userId: string, siteName: string): NewNotification {
  return {
    userId,
    title: phrase(m.welcomeTitle, { site: siteName }),
    message: phrase(m.welcomeMessage),
    type: 'account',
    metadata: { priority: 'normal', category: 'account' },
    actions: [
      { label: phrase(m.startRegistration), url: '/user/register' },
      { label: phrase(m.competitionInfo), url: '/competition' },
    ],
    dedupeKey: 'welcome',
  };
}

export function registrationSubmittedNotification(userId: string, version: number): NewNotification {
  return {
    userId,
    title: phrase(m.submittedTitle),
    message: phrase(m.submittedMessage),
    type: 'registration',
    metadata: { priority: 'high', category: 'registration' },
    actions: [{ label: phrase(m.viewApplication), url: '/user/register' }],
    dedupeKey: `registration:submitted:${version}`,
  };
}

export function editStartedNotification(userId: string, editNumber: number, editsRemaining: number): NewNotification {
  return {
    userId,
    title: phrase(m.editStartedTitle),
    message: phrase(m.editStartedMessage, { remaining: editsRemaining }),
    type: 'registration',
    metadata: { priority: 'normal', category: 'registration' },
    actions: [{ label: phrase(m.editRegistration), url: '/user/edit-registration' }],
    dedupeKey: `registration:edit-started:${editNumber}`,
  };
}

export function registrationUpdatedNotification(userId: string, version: number): NewNotification {
  return {
    userId,
    title: phrase(m.updatedTitle),
    message: phrase(m.updatedMessage),
    type: 'registration',
    metadata: { priority: 'normal', category: 'registration' },
    actions: [{ label: phrase(m.viewApplication), url: '/user/register' }],
    dedupeKey: `registration:updated:${version}`,
  };
}

// Staff decisions on a registration (back office). Keyed by the record version decided on: one per decision.

export function registrationApprovedNotification(userId: string, version: number): NewNotification {
  return {
    userId,
    title: phrase(m.approvedTitle),
    message: phrase(m.approvedMessage),
    type: 'review',
    metadata: { priority: 'high', category: 'registration' },
    actions: [{ label: phrase(m.viewApplication), url: '/user/register' }],
    dedupeKey: `review:approve:${version}`,
  };
}

export function registrationNeedsAttentionNotification(userId: string, version: number, note: string): NewNotification {
  return {
    userId,
    title: phrase(m.attentionTitle),
    message: phrase(m.attentionMessage, { note }),
    type: 'review',
    metadata: { priority: 'high', category: 'registration' },
    actions: [{ label: phrase(m.reviewRegistration), url: '/user/register' }],
    dedupeKey: `review:reject:${version}`,
  };
}

export function registrationActivatedNotification(userId: string, version: number): NewNotification {
  return {
    userId,
    title: phrase(m.activatedTitle),
    message: phrase(m.activatedMessage),
    type: 'review',
    metadata: { priority: 'high', category: 'registration' },
    actions: [{ label: phrase(m.goToDashboard), url: '/user/home' }],
    dedupeKey: `review:activate:${version}`,
  };
}

export function editsGrantedNotification(userId: string, version: number, editsRemaining: number): NewNotification {
  return {
    userId,
    title: phrase(m.editsGrantedTitle),
    message: phrase(m.editsGrantedMessage, { remaining: editsRemaining }),
    type: 'registration',
    metadata: { priority: 'normal', category: 'registration' },
    actions: [{ label: phrase(m.editRegistration), url: '/user/register' }],
    dedupeKey: `review:grant-edits:${version}`,
  };
}

// Payments. Keyed by the order: one per order paid, one per order refunded.

interface FeeOrder {
  id: string;
  amountMinor: number;
  currency: string;
}

/** The order's amount, written in her language's way when the notification is. */
const amountOf = (order: FeeOrder) => (locale: Locale) => formatAmountIn(locale, order.amountMinor, order.currency);

export function paymentReceivedNotification(userId: string, order: FeeOrder): NewNotification {
  return {
    userId,
    title: phrase(m.paymentTitle),
    message: phrase(m.paymentMessage, { amount: amountOf(order) }),
    type: 'payment',
    metadata: { priority: 'high', category: 'payment' },
    actions: [{ label: phrase(m.continueRegistration), url: '/user/register' }],
    dedupeKey: `payment:${order.id}`,
  };
}

export function feeWaivedNotification(userId: string, order: FeeOrder): NewNotification {
  return {
    userId,
    title: phrase(m.waivedTitle),
    message: phrase(m.waivedMessage),
    type: 'payment',
    metadata: { priority: 'high', category: 'payment' },
    actions: [{ label: phrase(m.continueRegistration), url: '/user/register' }],
    dedupeKey: `payment:${order.id}`,
  };
}

export function feeRefundedNotification(userId: string, order: FeeOrder): NewNotification {
  return {
    userId,
    title: phrase(m.refundedTitle),
    message: phrase(m.refundedMessage, { amount: amountOf(order) }),
    type: 'payment',
    metadata: { priority: 'high', category: 'payment' },
    actions: [{ label: phrase(m.contactSupport), url: '/contact' }],
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
    title: phrase(m.correctedTitle),
    message: phrase(m.correctedMessage, { field: change.label, reason: change.reason }),
    type: 'registration',
    metadata: { priority: 'high', category: 'registration' },
    actions: [{ label: phrase(m.viewApplication), url: '/user/register' }],
    dedupeKey: `registration:corrected:${version}`,
  };
}

/**
 * A to-do she sent, sent back by staff: the item's title in her language (staff's version of it, else the
 * English), and their reason as they wrote it. Every send-back is its own notification.
 */
export function todoSentBackNotification(
  userId: string,
  todo: { id: string; title: string; translations?: Translations<{ title: string }> | null },
  reason: string,
  at: Date,
): NewNotification {
  return {
    userId,
    title: phrase(m.todoSentBackTitle, {
      todo: (locale: Locale) => writtenIn({ title: todo.title }, todo.translations, locale).words.title,
    }),
    message: phrase(m.todoSentBackMessage, { reason }),
    type: 'review',
    metadata: { priority: 'high', category: 'todo' },
    actions: [{ label: phrase(m.openTodos), url: '/user/home' }],
    dedupeKey: `todo:sent-back:${todo.id}:${at.toISOString()}`,
  };
}
