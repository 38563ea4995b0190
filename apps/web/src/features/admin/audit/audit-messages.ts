import type { AuditAction } from '@cq/shared';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { defineMessages } from '../../../i18n/message-descriptor';

/**
 * The audit log in words: one sentence per action the API records ({actor} did what to {subject}). Typed by
 * the shared list of actions, so an action without words does not build; the page's test reads every one.
 */
export const auditActionMessages: Readonly<Record<AuditAction, MessageDescriptor>> = defineMessages({
  'contestants.approve': {
    id: 'audit.action.contestants.approve',
    defaultMessage: '{actor} approved {subject}’s registration',
  },
  'contestants.reject': {
    id: 'audit.action.contestants.reject',
    defaultMessage: '{actor} sent {subject}’s registration back for changes',
  },
  'contestants.activate': {
    id: 'audit.action.contestants.activate',
    defaultMessage: '{actor} made {subject} an active participant',
  },
  'contestants.grant_edits': {
    id: 'audit.action.contestants.grant_edits',
    defaultMessage: '{actor} granted {subject} extra edits',
  },
  'contestants.correct': {
    id: 'audit.action.contestants.correct',
    defaultMessage: '{actor} corrected {subject}’s registration',
  },
  'contestants.confirm_country': {
    id: 'audit.action.contestants.confirm_country',
    defaultMessage: '{actor} confirmed the country {subject} represents',
  },
  'contestants.note': {
    id: 'audit.action.contestants.note',
    defaultMessage: '{actor} added an internal note on {subject}',
  },
  'contestants.message': { id: 'audit.action.contestants.message', defaultMessage: '{actor} wrote to {subject}' },
  'contestants.message_reply': {
    id: 'audit.action.contestants.message_reply',
    defaultMessage: '{actor} answered {subject} in a conversation',
  },
  'contestants.publish_profile': {
    id: 'audit.action.contestants.publish_profile',
    defaultMessage: '{actor} published {subject}’s public profile',
  },
  'contestants.unpublish_profile': {
    id: 'audit.action.contestants.unpublish_profile',
    defaultMessage: '{actor} took down {subject}’s public profile',
  },
  'contestants.tag': { id: 'audit.action.contestants.tag', defaultMessage: '{actor} tagged contestants' },
  'contestants.untag': { id: 'audit.action.contestants.untag', defaultMessage: '{actor} took a tag off contestants' },
  'contestants.export': {
    id: 'audit.action.contestants.export',
    defaultMessage: '{actor} exported the contestants as CSV',
  },
  'contestants.bulk-email': {
    id: 'audit.action.contestants.bulk-email',
    defaultMessage: '{actor} e-mailed contestants',
  },
  'contestants.bulk-email-schedule': {
    id: 'audit.action.contestants.bulk-email-schedule',
    defaultMessage: '{actor} scheduled an e-mail to contestants',
  },
  'contestants.bulk-email-cancel': {
    id: 'audit.action.contestants.bulk-email-cancel',
    defaultMessage: '{actor} cancelled a scheduled e-mail to contestants',
  },
  'contestants.bulk-email-template-save': {
    id: 'audit.action.contestants.bulk-email-template-save',
    defaultMessage: '{actor} saved an e-mail template',
  },
  'contestants.bulk-email-template-rename': {
    id: 'audit.action.contestants.bulk-email-template-rename',
    defaultMessage: '{actor} renamed an e-mail template',
  },
  'contestants.bulk-email-template-delete': {
    id: 'audit.action.contestants.bulk-email-template-delete',
    defaultMessage: '{actor} deleted an e-mail template',
  },
  'contestants.todo-create': {
    id: 'audit.action.contestants.todo-create',
    defaultMessage: '{actor} added a delegate to-do',
  },
  'contestants.todo-update': {
    id: 'audit.action.contestants.todo-update',
    defaultMessage: '{actor} changed a delegate to-do',
  },
  'contestants.todo-delete': {
    id: 'audit.action.contestants.todo-delete',
    defaultMessage: '{actor} deleted a delegate to-do',
  },
  'contestants.todo-accept': {
    id: 'audit.action.contestants.todo-accept',
    defaultMessage: '{actor} accepted what a delegate sent for a to-do',
  },
  'contestants.todo-send-back': {
    id: 'audit.action.contestants.todo-send-back',
    defaultMessage: '{actor} sent back what a delegate sent for a to-do',
  },
  'contestants.reason-create': {
    id: 'audit.action.contestants.reason-create',
    defaultMessage: '{actor} added a reason for sending a registration back',
  },
  'contestants.reason-update': {
    id: 'audit.action.contestants.reason-update',
    defaultMessage: '{actor} changed a reason for sending a registration back',
  },
  'contestants.reason-delete': {
    id: 'audit.action.contestants.reason-delete',
    defaultMessage: '{actor} deleted a reason for sending a registration back',
  },
  'users.role_change': { id: 'audit.action.users.role_change', defaultMessage: '{actor} changed {subject}’s role' },
  'users.permissions_change': {
    id: 'audit.action.users.permissions_change',
    defaultMessage: '{actor} changed {subject}’s permissions',
  },
  'users.deactivate': {
    id: 'audit.action.users.deactivate',
    defaultMessage: '{actor} deactivated {subject}’s account',
  },
  'users.reactivate': {
    id: 'audit.action.users.reactivate',
    defaultMessage: '{actor} reactivated {subject}’s account',
  },
  'users.reset_second_factor': {
    id: 'audit.action.users.reset_second_factor',
    defaultMessage: '{actor} reset {subject}’s two-step sign-in',
  },
  'users.second_factor_policy': {
    id: 'audit.action.users.second_factor_policy',
    defaultMessage: '{actor} changed who must use two-step sign-in',
  },
  'users.second_factor_off': {
    id: 'audit.action.users.second_factor_off',
    defaultMessage: '{actor} turned off their two-step sign-in',
  },
  'users.recovery_codes_renewed': {
    id: 'audit.action.users.recovery_codes_renewed',
    defaultMessage: '{actor} made new recovery codes for their account',
  },
  'users.passkey_added': {
    id: 'audit.action.users.passkey_added',
    defaultMessage: '{actor} added a passkey to their account',
  },
  'users.passkey_removed': {
    id: 'audit.action.users.passkey_removed',
    defaultMessage: '{actor} removed a passkey from their account',
  },
  'users.send_verification': {
    id: 'audit.action.users.send_verification',
    defaultMessage: '{actor} sent {subject} a new verification link',
  },
  'users.send_password_reset': {
    id: 'audit.action.users.send_password_reset',
    defaultMessage: '{actor} sent {subject} a password-reset link',
  },
  'users.end_sessions': {
    id: 'audit.action.users.end_sessions',
    defaultMessage: '{actor} ended every session of {subject}',
  },
  'users.erase': { id: 'audit.action.users.erase', defaultMessage: '{actor} erased {subject}' },
  'users.invitation_accepted': {
    id: 'audit.action.users.invitation_accepted',
    defaultMessage: '{actor} accepted an invitation and joined the back office',
  },
  'users.invite': { id: 'audit.action.users.invite', defaultMessage: '{actor} invited {subject} to the back office' },
  'users.invite_resend': {
    id: 'audit.action.users.invite_resend',
    defaultMessage: '{actor} sent {subject} a new invitation link',
  },
  'users.invite_revoke': {
    id: 'audit.action.users.invite_revoke',
    defaultMessage: '{actor} revoked {subject}’s invitation',
  },
  'users.retention-on': {
    id: 'audit.action.users.retention-on',
    defaultMessage: '{actor} switched on a data retention rule',
  },
  'users.retention-off': {
    id: 'audit.action.users.retention-off',
    defaultMessage: '{actor} switched off a data retention rule',
  },
  'settings.registration': {
    id: 'audit.action.settings.registration',
    defaultMessage: '{actor} changed the registration window and fee',
  },
  'settings.organisation': {
    id: 'audit.action.settings.organisation',
    defaultMessage: '{actor} changed the organisers’ contact details',
  },
  'settings.billing': {
    id: 'audit.action.settings.billing',
    defaultMessage: '{actor} changed the organisers’ billing details',
  },
  'settings.siteContent': {
    id: 'audit.action.settings.siteContent',
    defaultMessage: '{actor} changed the public site’s content',
  },
  'settings.previewPassword': {
    id: 'audit.action.settings.previewPassword',
    defaultMessage: '{actor} changed the preview password',
  },
  'settings.mailing': {
    id: 'audit.action.settings.mailing',
    defaultMessage: '{actor} changed the mailing settings (time zone, unpaid-fee reminders)',
  },
  'themes.save': { id: 'audit.action.themes.save', defaultMessage: '{actor} saved and applied {subject}' },
  'themes.activate': { id: 'audit.action.themes.activate', defaultMessage: '{actor} applied {subject} again' },
  'payments.refund': { id: 'audit.action.payments.refund', defaultMessage: '{actor} refunded {subject}' },
  'payments.waive': { id: 'audit.action.payments.waive', defaultMessage: '{actor} waived the fee of {subject}' },
  'payments.record': {
    id: 'audit.action.payments.record',
    defaultMessage: '{actor} recorded {subject} as paid outside the site',
  },
  'payments.export': { id: 'audit.action.payments.export', defaultMessage: '{actor} exported the payments as CSV' },
  'payments.accounting-export': {
    id: 'audit.action.payments.accounting-export',
    defaultMessage: '{actor} exported the accounting entries as CSV',
  },
  'payments.coupon-create': { id: 'audit.action.payments.coupon-create', defaultMessage: '{actor} created {subject}' },
  'payments.coupon-update': { id: 'audit.action.payments.coupon-update', defaultMessage: '{actor} changed {subject}' },
  'inquiries.handled': {
    id: 'audit.action.inquiries.handled',
    defaultMessage: '{actor} marked a message in the inbox as handled',
  },
  'inquiries.unhandled': {
    id: 'audit.action.inquiries.unhandled',
    defaultMessage: '{actor} marked a message in the inbox as not handled',
  },
  'inquiries.reply': {
    id: 'audit.action.inquiries.reply',
    defaultMessage: '{actor} replied to a message in the inbox',
  },
  'voting.create': { id: 'audit.action.voting.create', defaultMessage: '{actor} created {subject}' },
  'voting.update': { id: 'audit.action.voting.update', defaultMessage: '{actor} changed {subject}' },
  'voting.void': { id: 'audit.action.voting.void', defaultMessage: '{actor} voided votes in {subject}' },
  'voting.apply': { id: 'audit.action.voting.apply', defaultMessage: '{actor} applied the result of {subject}' },
  'voting.export': {
    id: 'audit.action.voting.export',
    defaultMessage: '{actor} exported the votes of {subject} as CSV',
  },
  'voting.payments-export': {
    id: 'audit.action.voting.payments-export',
    defaultMessage: '{actor} exported the vote pack payments of {subject} as CSV',
  },
  'judging.create-round': { id: 'audit.action.judging.create-round', defaultMessage: '{actor} created {subject}' },
  'judging.rename-round': { id: 'audit.action.judging.rename-round', defaultMessage: '{actor} renamed {subject}' },
  'judging.schedule-round': {
    id: 'audit.action.judging.schedule-round',
    defaultMessage: '{actor} set the date of {subject}',
  },
  'judging.update-rules': {
    id: 'audit.action.judging.update-rules',
    defaultMessage: '{actor} changed the rules of {subject}',
  },
  'judging.set-delegates': {
    id: 'audit.action.judging.set-delegates',
    defaultMessage: '{actor} chose the delegates of {subject}',
  },
  'judging.add-delegates': {
    id: 'audit.action.judging.add-delegates',
    defaultMessage: '{actor} added delegates to {subject}',
  },
  'judging.advance': {
    id: 'audit.action.judging.advance',
    defaultMessage: '{actor} brought the advancing delegates into {subject}',
  },
  'judging.set-judges': {
    id: 'audit.action.judging.set-judges',
    defaultMessage: '{actor} seated the judges of {subject}',
  },
  'judging.open': { id: 'audit.action.judging.open', defaultMessage: '{actor} opened {subject} for scoring' },
  'judging.close': { id: 'audit.action.judging.close', defaultMessage: '{actor} closed {subject}' },
  'judging.submit': { id: 'audit.action.judging.submit', defaultMessage: '{actor} submitted scores in {subject}' },
  'judging.conflict': {
    id: 'audit.action.judging.conflict',
    defaultMessage: '{actor} declared a conflict of interest in {subject}',
  },
  'judging.head_ranking': {
    id: 'audit.action.judging.head_ranking',
    defaultMessage: '{actor} recorded the head judge’s ranking in {subject}',
  },
  'judging.excuse': { id: 'audit.action.judging.excuse', defaultMessage: '{actor} excused a judge in {subject}' },
  'judging.reopen': {
    id: 'audit.action.judging.reopen',
    defaultMessage: '{actor} reopened a judge’s scores in {subject}',
  },
  'judging.publish': {
    id: 'audit.action.judging.publish',
    defaultMessage: '{actor} published the results of {subject}',
  },
  'judging.reveal': { id: 'audit.action.judging.reveal', defaultMessage: '{actor} revealed placements of {subject}' },
  'live.build': { id: 'audit.action.live.build', defaultMessage: '{actor} built a run of show' },
  'live.cue.add': { id: 'audit.action.live.cue.add', defaultMessage: '{actor} added a cue to a run of show' },
  'live.cue.update': { id: 'audit.action.live.cue.update', defaultMessage: '{actor} changed a cue of a run of show' },
  'live.cue.delete': { id: 'audit.action.live.cue.delete', defaultMessage: '{actor} deleted a cue from a run of show' },
  'live.cue.reorder': {
    id: 'audit.action.live.cue.reorder',
    defaultMessage: '{actor} reordered the cues of a run of show',
  },
  'live.go': { id: 'audit.action.live.go', defaultMessage: '{actor} fired a cue of the show' },
  'live.back': { id: 'audit.action.live.back', defaultMessage: '{actor} went back a cue in the show' },
  'live.hold': { id: 'audit.action.live.hold', defaultMessage: '{actor} held the show’s displays' },
  'live.resume': { id: 'audit.action.live.resume', defaultMessage: '{actor} resumed the show' },
  'live.reset': { id: 'audit.action.live.reset', defaultMessage: '{actor} reset the rehearsal' },
  'live.link.create': {
    id: 'audit.action.live.link.create',
    defaultMessage: '{actor} made a display link for the show',
  },
  'live.link.revoke': {
    id: 'audit.action.live.link.revoke',
    defaultMessage: '{actor} revoked a display link of the show',
  },
});

/** The page's other words: a record's name in a sentence, or its kind when it is gone; the details. */
export const auditMessages = defineMessages({
  unknown: { id: 'audit.unknown', defaultMessage: '{actor} made a change' },
  namedContestant: { id: 'audit.named.contestant', defaultMessage: '{name}' },
  namedUser: { id: 'audit.named.user', defaultMessage: '{name}' },
  namedInvitation: { id: 'audit.named.invitation', defaultMessage: '{name}' },
  namedRound: { id: 'audit.named.round', defaultMessage: 'the round {name}' },
  namedVote: { id: 'audit.named.vote', defaultMessage: 'the fan vote {name}' },
  namedOrder: { id: 'audit.named.order', defaultMessage: 'order {name}' },
  namedCoupon: { id: 'audit.named.coupon', defaultMessage: 'the coupon code {name}' },
  namedTheme: { id: 'audit.named.theme', defaultMessage: 'the theme “{name}”' },
  goneContestant: { id: 'audit.gone.contestant', defaultMessage: 'a contestant' },
  goneUser: { id: 'audit.gone.user', defaultMessage: 'an account' },
  goneInvitation: { id: 'audit.gone.invitation', defaultMessage: 'someone' },
  goneRound: { id: 'audit.gone.round', defaultMessage: 'a round' },
  goneVote: { id: 'audit.gone.vote', defaultMessage: 'a fan vote' },
  goneOrder: { id: 'audit.gone.order', defaultMessage: 'an order' },
  goneCoupon: { id: 'audit.gone.coupon', defaultMessage: 'a coupon code' },
  goneTheme: { id: 'audit.gone.theme', defaultMessage: 'a theme' },
  open: { id: 'audit.open', defaultMessage: 'Open' },
  details: { id: 'audit.details', defaultMessage: 'Details' },
  code: { id: 'audit.code', defaultMessage: 'Action code' },
  record: { id: 'audit.record', defaultMessage: 'Record' },
  email: { id: 'audit.email', defaultMessage: 'By' },
});

/** The audit page around the sentences: its title, the filters, the table and what it says while empty. */
export const auditPageMessages = defineMessages({
  title: { id: 'audit.page.title', defaultMessage: 'Audit log' },
  description: { id: 'audit.page.description', defaultMessage: 'Every change staff made, newest first.' },
  resource: { id: 'audit.page.resource', defaultMessage: 'Resource' },
  any: { id: 'audit.page.any', defaultMessage: 'Any' },
  action: { id: 'audit.page.action', defaultMessage: 'Action' },
  actionPlaceholder: { id: 'audit.page.actionPlaceholder', defaultMessage: 'e.g. reject' },
  actor: { id: 'audit.page.actor', defaultMessage: 'Who (e-mail)' },
  actorPlaceholder: { id: 'audit.page.actorPlaceholder', defaultMessage: 'Part of an address' },
  from: { id: 'audit.page.from', defaultMessage: 'From' },
  to: { id: 'audit.page.to', defaultMessage: 'To' },
  showingRecord: { id: 'audit.page.showingRecord', defaultMessage: 'Showing record {record} only.' },
  showAll: { id: 'audit.page.showAll', defaultMessage: 'Show all records' },
  when: { id: 'audit.page.when', defaultMessage: 'When' },
  what: { id: 'audit.page.what', defaultMessage: 'What happened' },
  loading: { id: 'audit.page.loading', defaultMessage: 'Loading…' },
  noMatch: { id: 'audit.page.noMatch', defaultMessage: 'No entry matches these filters.' },
});
