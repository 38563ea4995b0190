import { defineMessages } from '../../../i18n/message-descriptor';

/** Bulk e-mail in the back office: the composer, its templates, the preview, and how far each message has gone. */
export const bulkEmailMessages = defineMessages({
  title: { id: 'adminBulkEmail.title', defaultMessage: 'Bulk e-mail' },
  description: {
    id: 'adminBulkEmail.description',
    defaultMessage:
      'Write to every contestant a filter selects. Each gets her own copy with her details filled in. Back to {contestants}.',
  },
  contestants: { id: 'adminBulkEmail.contestantsLink', defaultMessage: 'Contestants' },
  newMessage: { id: 'adminBulkEmail.newMessage', defaultMessage: 'New message' },
  noPermission: {
    id: 'adminBulkEmail.noPermission',
    defaultMessage: 'Writing to contestants needs the permission to update their records.',
  },
  sentTitle: { id: 'adminBulkEmail.sent.title', defaultMessage: 'Sent' },
  loading: { id: 'adminBulkEmail.loading', defaultMessage: 'Loading…' },

  // Who receives it
  form: { id: 'adminBulkEmail.form.label', defaultMessage: 'Bulk e-mail' },
  audience: { id: 'adminBulkEmail.audience.title', defaultMessage: 'Who receives it' },
  status: { id: 'adminBulkEmail.audience.status', defaultMessage: 'Status' },
  continent: { id: 'adminBulkEmail.audience.continent', defaultMessage: 'Continent' },
  payment: { id: 'adminBulkEmail.audience.payment', defaultMessage: 'Payment' },
  delegate: { id: 'adminBulkEmail.audience.delegate', defaultMessage: 'Delegate' },
  round: { id: 'adminBulkEmail.audience.round', defaultMessage: 'Round' },
  any: { id: 'adminBulkEmail.audience.any', defaultMessage: 'Any' },
  global: { id: 'adminBulkEmail.audience.global', defaultMessage: 'Global' },
  roundOption: { id: 'adminBulkEmail.audience.roundOption', defaultMessage: '{continent} — {name} ({season})' },
  published: { id: 'adminBulkEmail.audience.published', defaultMessage: 'Published delegates' },
  notPublished: { id: 'adminBulkEmail.audience.notPublished', defaultMessage: 'Not published' },
  activeOnly: {
    id: 'adminBulkEmail.audience.activeOnly',
    defaultMessage:
      'Active accounts only. Whoever unsubscribed from these messages is left out; messages about her own registration still reach her.',
  },
  statusPaymentPending: { id: 'adminBulkEmail.registration.paymentPending', defaultMessage: 'Payment Pending' },
  statusInProgress: { id: 'adminBulkEmail.registration.inProgress', defaultMessage: 'In Progress' },
  statusSubmitted: { id: 'adminBulkEmail.registration.submitted', defaultMessage: 'Submitted / Under Review' },
  statusApproved: { id: 'adminBulkEmail.registration.approved', defaultMessage: 'Approved' },
  statusRejected: {
    id: 'adminBulkEmail.registration.rejected',
    defaultMessage: 'Needs Attention / Needs Review',
  },
  statusActive: { id: 'adminBulkEmail.registration.active', defaultMessage: 'Active Participant' },
  statusNotStarted: { id: 'adminBulkEmail.registration.notStarted', defaultMessage: 'Not Started' },
  paymentPaid: { id: 'adminBulkEmail.payment.paid', defaultMessage: 'Paid' },
  paymentPending: { id: 'adminBulkEmail.payment.pending', defaultMessage: 'Pending' },
  paymentFailed: { id: 'adminBulkEmail.payment.failed', defaultMessage: 'Failed' },
  paymentRefunded: { id: 'adminBulkEmail.payment.refunded', defaultMessage: 'Refunded' },
  paymentNone: { id: 'adminBulkEmail.payment.none', defaultMessage: 'Not started' },
  africa: { id: 'adminBulkEmail.continent.africa', defaultMessage: 'Africa' },
  asia: { id: 'adminBulkEmail.continent.asia', defaultMessage: 'Asia' },
  europe: { id: 'adminBulkEmail.continent.europe', defaultMessage: 'Europe' },
  northAmerica: { id: 'adminBulkEmail.continent.northAmerica', defaultMessage: 'North America' },
  southAmerica: { id: 'adminBulkEmail.continent.southAmerica', defaultMessage: 'South America' },
  oceania: { id: 'adminBulkEmail.continent.oceania', defaultMessage: 'Australia/Oceania' },

  // The words
  subject: { id: 'adminBulkEmail.form.subject', defaultMessage: 'Subject' },
  message: { id: 'adminBulkEmail.form.message', defaultMessage: 'Message' },
  messageHint: {
    id: 'adminBulkEmail.form.messageHint',
    defaultMessage: 'Blank lines start new paragraphs. Answers come back to the organisers’ contact address.',
  },
  mergeFields: { id: 'adminBulkEmail.form.mergeFields', defaultMessage: 'Merge fields' },
  mergeInsert: { id: 'adminBulkEmail.form.mergeInsert', defaultMessage: ': insert {field}' },
  mergeFirstName: { id: 'adminBulkEmail.merge.firstName', defaultMessage: 'Her first name' },
  mergeLastName: { id: 'adminBulkEmail.merge.lastName', defaultMessage: 'Her last name' },
  mergeStatus: { id: 'adminBulkEmail.merge.status', defaultMessage: 'Her registration status' },
  mergeContinent: { id: 'adminBulkEmail.merge.continent', defaultMessage: 'Her continent' },
  mergeDeadline: { id: 'adminBulkEmail.merge.deadline', defaultMessage: 'The registration deadline' },
  attachments: { id: 'adminBulkEmail.attachments.title', defaultMessage: 'Attachments' },
  attachmentsHint: {
    id: 'adminBulkEmail.attachments.hint',
    defaultMessage: 'Up to {max} files: PDF, JPEG or PNG, 10 MB each. Every copy carries them.',
  },
  attachFile: { id: 'adminBulkEmail.attachments.choose', defaultMessage: 'Attach a file' },
  attaching: { id: 'adminBulkEmail.attachments.attaching', defaultMessage: 'Attaching {name}…' },
  attachedList: { id: 'adminBulkEmail.attachments.list', defaultMessage: 'Attached files' },
  removeFile: { id: 'adminBulkEmail.attachments.remove', defaultMessage: 'Remove {name}' },
  attachFailed: {
    id: 'adminBulkEmail.attachments.failed',
    defaultMessage: 'The file could not be attached. Please try again.',
  },
  inEditor: { id: 'adminBulkEmail.form.inEditor', defaultMessage: '“{name}” is in the editor.' },

  // When
  when: { id: 'adminBulkEmail.when.title', defaultMessage: 'When' },
  sendNow: { id: 'adminBulkEmail.when.now', defaultMessage: 'Send now' },
  sendLater: { id: 'adminBulkEmail.when.later', defaultMessage: 'Send later' },
  sendAt: { id: 'adminBulkEmail.when.sendAt', defaultMessage: 'Send at ({timeZone})' },
  sendAtHint: {
    id: 'adminBulkEmail.when.hint',
    defaultMessage: 'On the organisers’ clock: {timeZone}. It can be cancelled until it starts.',
  },

  // The buttons and the confirmation
  preview: { id: 'adminBulkEmail.action.preview', defaultMessage: 'Preview' },
  sendTest: { id: 'adminBulkEmail.action.test', defaultMessage: 'Send me a test' },
  scheduleEllipsis: { id: 'adminBulkEmail.action.scheduleEllipsis', defaultMessage: 'Schedule…' },
  sendEllipsis: { id: 'adminBulkEmail.action.sendEllipsis', defaultMessage: 'Send…' },
  confirmSchedule: { id: 'adminBulkEmail.confirm.scheduleTitle', defaultMessage: 'Schedule this message?' },
  confirmSend: { id: 'adminBulkEmail.confirm.sendTitle', defaultMessage: 'Send this message?' },
  confirmScheduleMessage: {
    id: 'adminBulkEmail.confirm.scheduleMessage',
    defaultMessage:
      'It goes on {date} to the contestants the filter selects then ({count} today), each with her own copy. It can be cancelled until it starts.',
  },
  confirmSendMessage: {
    id: 'adminBulkEmail.confirm.sendMessage',
    defaultMessage:
      'It goes to {count, plural, one {# contestant} other {# contestants}}, each with her own copy. It cannot be called back.',
  },
  schedule: { id: 'adminBulkEmail.confirm.schedule', defaultMessage: 'Schedule' },
  sendTo: { id: 'adminBulkEmail.confirm.sendTo', defaultMessage: 'Send to {count}' },
  send: { id: 'adminBulkEmail.confirm.send', defaultMessage: 'Send' },
  previewFailed: {
    id: 'adminBulkEmail.error.preview',
    defaultMessage: 'The preview could not be made. Please try again.',
  },
  testFailed: { id: 'adminBulkEmail.error.test', defaultMessage: 'The test could not be sent. Please try again.' },
  checkFailed: {
    id: 'adminBulkEmail.error.check',
    defaultMessage: 'The message could not be checked. Please try again.',
  },
  sendFailed: { id: 'adminBulkEmail.error.send', defaultMessage: 'The message could not be sent. Please try again.' },

  // The preview
  previewLabel: { id: 'adminBulkEmail.preview.label', defaultMessage: 'Preview' },
  recipients: {
    id: 'adminBulkEmail.preview.recipients',
    defaultMessage: '{count, plural, one {# recipient} other {# recipients}}',
  },
  unsubscribed: {
    id: 'adminBulkEmail.preview.unsubscribed',
    defaultMessage: ' · {count} more unsubscribed and left out',
  },
  to: { id: 'adminBulkEmail.preview.to', defaultMessage: 'To {address}' },
  nobody: { id: 'adminBulkEmail.preview.nobody', defaultMessage: 'Nobody matches this filter yet.' },

  // What was sent
  noneSent: { id: 'adminBulkEmail.history.none', defaultMessage: 'No message sent yet.' },
  stateScheduled: { id: 'adminBulkEmail.state.scheduled', defaultMessage: 'Scheduled' },
  stateCancelled: { id: 'adminBulkEmail.state.cancelled', defaultMessage: 'Cancelled' },
  stateQueuing: { id: 'adminBulkEmail.state.queuing', defaultMessage: 'Preparing copies' },
  stateSending: { id: 'adminBulkEmail.state.sending', defaultMessage: 'Sending' },
  stateDone: { id: 'adminBulkEmail.state.done', defaultMessage: 'Done' },
  paymentIs: { id: 'adminBulkEmail.history.paymentIs', defaultMessage: 'Payment: {status}' },
  judgingRound: { id: 'adminBulkEmail.history.judgingRound', defaultMessage: 'Delegates of a judging round' },
  everyContestant: { id: 'adminBulkEmail.history.everyone', defaultMessage: 'Every contestant' },
  bounced: { id: 'adminBulkEmail.outcome.bounced', defaultMessage: 'Bounced' },
  failed: { id: 'adminBulkEmail.outcome.failed', defaultMessage: 'Failed' },
  notReached: { id: 'adminBulkEmail.history.notReached', defaultMessage: 'Addresses not reached ({count})' },
  firstListed: {
    id: 'adminBulkEmail.history.firstListed',
    defaultMessage: 'The first {shown} of {count} are listed.',
  },
  scheduledFor: { id: 'adminBulkEmail.history.scheduledFor', defaultMessage: 'Scheduled for' },
  cancelledFor: { id: 'adminBulkEmail.history.cancelledFor', defaultMessage: 'Cancelled · was scheduled for' },
  cancelSending: { id: 'adminBulkEmail.history.cancel', defaultMessage: 'Cancel sending' },
  progress: { id: 'adminBulkEmail.history.progress', defaultMessage: '{subject}: sent' },
  sentOf: { id: 'adminBulkEmail.history.sentOf', defaultMessage: '{sent} of {recipients} sent' },
  bouncedCount: { id: 'adminBulkEmail.history.bounced', defaultMessage: ' · {count} bounced' },
  failedCount: { id: 'adminBulkEmail.history.failed', defaultMessage: ' · {count} failed' },
  preparedCount: { id: 'adminBulkEmail.history.prepared', defaultMessage: ' · {count} prepared' },
  cancelTitle: { id: 'adminBulkEmail.history.cancelTitle', defaultMessage: 'Cancel this scheduled message?' },
  cancelMessage: {
    id: 'adminBulkEmail.history.cancelMessage',
    defaultMessage: '“{subject}” will not be sent to anyone.',
  },
  keepIt: { id: 'adminBulkEmail.history.keep', defaultMessage: 'Keep it' },
  cancelFailed: {
    id: 'adminBulkEmail.history.cancelFailed',
    defaultMessage: 'The message could not be cancelled. Please try again.',
  },

  // Templates
  templates: { id: 'adminBulkEmail.templates.title', defaultMessage: 'Templates' },
  templatesLoadFailed: {
    id: 'adminBulkEmail.templates.loadFailed',
    defaultMessage: 'The templates could not be loaded.',
  },
  savedTemplate: { id: 'adminBulkEmail.templates.saved', defaultMessage: 'Saved template' },
  chooseTemplate: { id: 'adminBulkEmail.templates.choose', defaultMessage: 'Choose a template' },
  noTemplate: { id: 'adminBulkEmail.templates.none', defaultMessage: 'No template saved yet' },
  use: { id: 'adminBulkEmail.templates.use', defaultMessage: 'Use' },
  rename: { id: 'adminBulkEmail.templates.rename', defaultMessage: 'Rename' },
  delete: { id: 'adminBulkEmail.templates.delete', defaultMessage: 'Delete' },
  saveAsTemplate: { id: 'adminBulkEmail.templates.saveAs', defaultMessage: 'Save as template' },
  templateName: { id: 'adminBulkEmail.templates.name', defaultMessage: 'Template name' },
  saveTemplate: { id: 'adminBulkEmail.templates.save', defaultMessage: 'Save template' },
  newName: { id: 'adminBulkEmail.templates.newName', defaultMessage: 'New name' },
  cancel: { id: 'adminBulkEmail.templates.cancel', defaultMessage: 'Cancel' },
  deleteTitle: { id: 'adminBulkEmail.templates.deleteTitle', defaultMessage: 'Delete this template?' },
  deleteMessage: {
    id: 'adminBulkEmail.templates.deleteMessage',
    defaultMessage: '“{name}” is deleted for every member of staff. Messages already sent keep their words.',
  },
  saveFailed: {
    id: 'adminBulkEmail.templates.saveFailed',
    defaultMessage: 'The template could not be saved. Please try again.',
  },
  deleteFailed: {
    id: 'adminBulkEmail.templates.deleteFailed',
    defaultMessage: 'The template could not be deleted. Please try again.',
  },
});
