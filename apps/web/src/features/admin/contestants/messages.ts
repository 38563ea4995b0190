import { defineMessages } from '../../../i18n/message-descriptor';

/** The back office's contestants: the list, one registration under review, and the reasons for sending back. */
export const contestantsMessages = defineMessages({
  loading: { id: 'adminContestants.loading', defaultMessage: 'Loading…' },
  cancel: { id: 'adminContestants.cancel', defaultMessage: 'Cancel' },
  close: { id: 'adminContestants.close', defaultMessage: 'Close' },
  empty: { id: 'adminContestants.empty', defaultMessage: 'empty' },
  formerStaff: { id: 'adminContestants.formerStaff', defaultMessage: 'A former staff member' },
  downloading: { id: 'adminContestants.downloading', defaultMessage: 'Downloading {name}' },
  exportFailed: {
    id: 'adminContestants.exportFailed',
    defaultMessage: 'The export could not be downloaded. Please try again.',
  },
  networkError: { id: 'adminContestants.networkError', defaultMessage: 'Network error. Please check your connection.' },
  saved: { id: 'adminContestants.saved', defaultMessage: 'Saved.' },

  // The list
  title: { id: 'adminContestants.list.title', defaultMessage: 'Contestants' },
  description: {
    id: 'adminContestants.list.description',
    defaultMessage:
      'Review registrations, decide on them and keep notes. Filters stay in the address bar, so a view can be shared.',
  },
  reasonsLink: { id: 'adminContestants.list.reasonsLink', defaultMessage: 'Reasons for sending back' },
  noMatch: { id: 'adminContestants.list.noMatch', defaultMessage: 'No registration matches these filters.' },
  emailThem: { id: 'adminContestants.list.emailThem', defaultMessage: 'E-mail these contestants' },
  exportCsv: { id: 'adminContestants.list.exportCsv', defaultMessage: 'Export CSV' },
  byStatus: { id: 'adminContestants.counts.byStatus', defaultMessage: 'Registrations by status' },
  byContinent: { id: 'adminContestants.counts.byContinent', defaultMessage: 'Registrations by continent' },
  all: { id: 'adminContestants.counts.all', defaultMessage: 'All' },

  // Filters
  search: { id: 'adminContestants.filters.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'adminContestants.filters.searchPlaceholder', defaultMessage: 'Name or e-mail' },
  status: { id: 'adminContestants.filters.status', defaultMessage: 'Status' },
  continent: { id: 'adminContestants.filters.continent', defaultMessage: 'Continent' },
  payment: { id: 'adminContestants.filters.payment', defaultMessage: 'Payment' },
  submittedFrom: { id: 'adminContestants.filters.submittedFrom', defaultMessage: 'Submitted from' },
  submittedTo: { id: 'adminContestants.filters.submittedTo', defaultMessage: 'Submitted to' },
  tag: { id: 'adminContestants.filters.tag', defaultMessage: 'Tag' },
  tagPlaceholder: { id: 'adminContestants.filters.tagPlaceholder', defaultMessage: 'e.g. visa-pending' },

  // The table
  caption: { id: 'adminContestants.table.caption', defaultMessage: 'Contestants' },
  name: { id: 'adminContestants.table.name', defaultMessage: 'Name' },
  submitted: { id: 'adminContestants.table.submitted', defaultMessage: 'Submitted' },
  updated: { id: 'adminContestants.table.updated', defaultMessage: 'Updated' },
  editsUsed: { id: 'adminContestants.table.editsUsed', defaultMessage: 'Edits used' },
  tickAll: { id: 'adminContestants.table.tickAll', defaultMessage: 'Tick every record on this page' },
  tickOne: { id: 'adminContestants.table.tickOne', defaultMessage: 'Tick {name}' },

  // Registration statuses
  statusNotStarted: { id: 'adminContestants.status.notStarted', defaultMessage: 'Not Started' },
  statusPaymentPending: { id: 'adminContestants.status.paymentPending', defaultMessage: 'Payment Pending' },
  statusInProgress: { id: 'adminContestants.status.inProgress', defaultMessage: 'In Progress' },
  statusSubmitted: { id: 'adminContestants.status.submitted', defaultMessage: 'Submitted / Under Review' },
  statusApproved: { id: 'adminContestants.status.approved', defaultMessage: 'Approved' },
  statusRejected: { id: 'adminContestants.status.rejected', defaultMessage: 'Needs Attention / Needs Review' },
  statusActive: { id: 'adminContestants.status.active', defaultMessage: 'Active Participant' },

  // Payment statuses
  paymentPaid: { id: 'adminContestants.paymentStatus.paid', defaultMessage: 'Paid' },
  paymentPending: { id: 'adminContestants.paymentStatus.pending', defaultMessage: 'Pending' },
  paymentFailed: { id: 'adminContestants.paymentStatus.failed', defaultMessage: 'Failed' },
  paymentRefunded: { id: 'adminContestants.paymentStatus.refunded', defaultMessage: 'Refunded' },
  paymentNone: { id: 'adminContestants.paymentStatus.none', defaultMessage: 'Not started' },

  // Bulk actions
  bulkRegion: { id: 'adminContestants.bulk.region', defaultMessage: 'Actions on the ticked records' },
  ticked: { id: 'adminContestants.bulk.ticked', defaultMessage: '{count, plural, one {# ticked} other {# ticked}}' },
  forTicked: {
    id: 'adminContestants.bulk.forTicked',
    defaultMessage: '{count, plural, one {For the # ticked record.} other {For the # ticked records.}}',
  },
  grantExtraEdits: { id: 'adminContestants.bulk.grantExtraEdits', defaultMessage: 'Grant extra edits' },
  addToJudgingRound: { id: 'adminContestants.bulk.addToJudgingRound', defaultMessage: 'Add to a judging round' },
  addATag: { id: 'adminContestants.bulk.addATag', defaultMessage: 'Add a tag' },
  takeATagOff: { id: 'adminContestants.bulk.takeATagOff', defaultMessage: 'Take a tag off' },
  grantEdits: { id: 'adminContestants.bulk.grantEdits', defaultMessage: 'Grant edits' },
  addToRound: { id: 'adminContestants.bulk.addToRound', defaultMessage: 'Add to round' },
  addTag: { id: 'adminContestants.bulk.addTag', defaultMessage: 'Add tag' },
  takeTagOff: { id: 'adminContestants.bulk.takeTagOff', defaultMessage: 'Take tag off' },
  exportTicked: { id: 'adminContestants.bulk.exportTicked', defaultMessage: 'Export ticked' },
  clear: { id: 'adminContestants.bulk.clear', defaultMessage: 'Clear' },
  leftAsTheyWere: { id: 'adminContestants.bulk.leftAsTheyWere', defaultMessage: 'Left as they were' },
  unknownRecord: { id: 'adminContestants.bulk.unknownRecord', defaultMessage: 'Unknown record' },
  chooseRound: { id: 'adminContestants.bulk.chooseRound', defaultMessage: 'Choose a round' },
  checkValue: { id: 'adminContestants.bulk.checkValue', defaultMessage: 'Check this value' },
  done: { id: 'adminContestants.bulk.done', defaultMessage: 'Done.' },
  actionFailed: {
    id: 'adminContestants.bulk.actionFailed',
    defaultMessage: 'The action could not be done. Please try again.',
  },
  extraEditsEach: { id: 'adminContestants.bulk.extraEditsEach', defaultMessage: 'Extra edits each' },
  round: { id: 'adminContestants.bulk.round', defaultMessage: 'Round' },
  roundsHint: { id: 'adminContestants.bulk.roundsHint', defaultMessage: 'Rounds still being set up.' },
  global: { id: 'adminContestants.bulk.global', defaultMessage: 'Global' },
  roundOption: { id: 'adminContestants.bulk.roundOption', defaultMessage: '{continent} — {name} ({season})' },
  tagHint: { id: 'adminContestants.bulk.tagHint', defaultMessage: 'One word: lowercase letters, digits or hyphens.' },
  apply: { id: 'adminContestants.bulk.apply', defaultMessage: 'Apply' },

  // One registration
  back: { id: 'adminContestants.detail.back', defaultMessage: 'All contestants' },
  contestant: { id: 'adminContestants.detail.title', defaultMessage: 'Contestant' },
  registrationForm: { id: 'adminContestants.detail.form', defaultMessage: 'Registration form' },
  notSubmitted: {
    id: 'adminContestants.detail.notSubmitted',
    defaultMessage: 'Not submitted yet: the files uploaded so far are below.',
  },
  notProvided: { id: 'adminContestants.detail.notProvided', defaultMessage: 'Not provided' },
  yes: { id: 'adminContestants.detail.yes', defaultMessage: 'Yes' },
  no: { id: 'adminContestants.detail.no', defaultMessage: 'No' },
  herResidenceCountry: {
    id: 'adminContestants.detail.herResidenceCountry',
    defaultMessage: 'Her country of residence',
  },
  herNationalityCountry: {
    id: 'adminContestants.detail.herNationalityCountry',
    defaultMessage: 'Her nationality’s country',
  },
  reload: { id: 'adminContestants.detail.reload', defaultMessage: 'Reload' },

  // The form's sections
  sectionPersonal: { id: 'adminContestants.section.personal', defaultMessage: 'Personal Info' },
  sectionPhysical: { id: 'adminContestants.section.physical', defaultMessage: 'Physical Details' },
  sectionBackground: { id: 'adminContestants.section.background', defaultMessage: 'Background' },
  sectionExperience: { id: 'adminContestants.section.experience', defaultMessage: 'Experience' },
  sectionPlatform: { id: 'adminContestants.section.platform', defaultMessage: 'Platform' },
  sectionSocial: { id: 'adminContestants.section.social', defaultMessage: 'Social & Contact' },
  sectionMedia: { id: 'adminContestants.section.media', defaultMessage: 'Media & Documents' },
  sectionReview: { id: 'adminContestants.section.review', defaultMessage: 'Review & Submit' },

  // Her files
  headshot: { id: 'adminContestants.media.headshot', defaultMessage: 'Headshot' },
  fullBody: { id: 'adminContestants.media.fullBody', defaultMessage: 'Full body photo' },
  video: { id: 'adminContestants.media.video', defaultMessage: 'Video' },
  birthCertificate: { id: 'adminContestants.media.birthCertificate', defaultMessage: 'Birth certificate' },
  fileOf: { id: 'adminContestants.media.fileOf', defaultMessage: '{label} of {name}' },
  openInTab: { id: 'adminContestants.media.openInTab', defaultMessage: 'Open {label} in a new tab' },
  open: { id: 'adminContestants.media.open', defaultMessage: 'Open' },
  notUploaded: { id: 'adminContestants.media.notUploaded', defaultMessage: 'Not uploaded' },

  // The record's facts
  registration: { id: 'adminContestants.facts.title', defaultMessage: 'Registration' },
  email: { id: 'adminContestants.facts.email', defaultMessage: 'E-mail' },
  bounced: { id: 'adminContestants.facts.bounced', defaultMessage: 'Bounced' },
  bouncedOn: {
    id: 'adminContestants.facts.bouncedOn',
    defaultMessage: '{bounced} · her mail server refused a message to this address on {date}',
  },
  phone: { id: 'adminContestants.facts.phone', defaultMessage: 'Phone' },
  draftSaved: { id: 'adminContestants.facts.draftSaved', defaultMessage: 'Draft last saved' },
  edits: { id: 'adminContestants.facts.edits', defaultMessage: 'Edits' },
  editsCount: { id: 'adminContestants.facts.editsCount', defaultMessage: '{used} used of {allowed} · {left} left' },
  editsGranted: { id: 'adminContestants.facts.editsGranted', defaultMessage: ' · {count} granted by staff' },
  editingNow: { id: 'adminContestants.facts.editingNow', defaultMessage: ' · editing now' },
  lastDecision: { id: 'adminContestants.facts.lastDecision', defaultMessage: 'Last decision' },
  byName: { id: 'adminContestants.facts.byName', defaultMessage: ' by {name}' },
  noneYet: { id: 'adminContestants.facts.noneYet', defaultMessage: 'None yet' },

  // Decisions
  approve: { id: 'adminContestants.review.approve', defaultMessage: 'Approve' },
  reject: { id: 'adminContestants.review.reject', defaultMessage: 'Reject' },
  activate: { id: 'adminContestants.review.activate', defaultMessage: 'Activate' },
  approveTitle: { id: 'adminContestants.review.approveTitle', defaultMessage: 'Approve this registration?' },
  approveMessage: {
    id: 'adminContestants.review.approveMessage',
    defaultMessage: '{name} will be told by notification and e-mail.',
  },
  activateTitle: { id: 'adminContestants.review.activateTitle', defaultMessage: 'Make her an active participant?' },
  activateMessage: {
    id: 'adminContestants.review.activateMessage',
    defaultMessage: "{name}'s registration becomes final, and she will be told by notification and e-mail.",
  },
  decisionFailed: {
    id: 'adminContestants.review.decisionFailed',
    defaultMessage: 'The decision could not be saved. Please try again.',
  },
  grantFailed: {
    id: 'adminContestants.review.grantFailed',
    defaultMessage: 'The edits could not be granted. Please try again.',
  },
  grantDescription: {
    id: 'adminContestants.review.grantDescription',
    defaultMessage: '{name} will be able to edit her registration again and will be told by notification and e-mail.',
  },
  numberOfEdits: { id: 'adminContestants.review.numberOfEdits', defaultMessage: 'Number of edits' },
  oneToTen: { id: 'adminContestants.review.oneToTen', defaultMessage: 'From 1 to 10.' },

  // Sending back
  sendBackTitle: { id: 'adminContestants.reject.title', defaultMessage: 'Send back for changes' },
  sendBackDescription: {
    id: 'adminContestants.reject.description',
    defaultMessage:
      '{name} will receive the reason by notification and e-mail, and can edit her registration to answer it.',
  },
  reason: { id: 'adminContestants.reject.reason', defaultMessage: 'Reason' },
  keptReasonHint: {
    id: 'adminContestants.reject.keptReasonHint',
    defaultMessage: 'A kept reason reaches her in her account’s language.',
  },
  ownMessage: { id: 'adminContestants.reject.ownMessage', defaultMessage: 'Write my own message' },
  readsOwnLanguage: {
    id: 'adminContestants.reject.readsOwnLanguage',
    defaultMessage: 'She reads it in her own language.',
  },
  readsEnglish: {
    id: 'adminContestants.reject.readsEnglish',
    defaultMessage: 'A contestant writing in {languages} reads it in English.',
  },
  messageToHer: { id: 'adminContestants.reject.messageToHer', defaultMessage: 'Message to the contestant' },
  messageTooLong: { id: 'adminContestants.reject.messageTooLong', defaultMessage: 'Use at most {max} characters' },
  sendBack: { id: 'adminContestants.reject.submit', defaultMessage: 'Send back' },

  // Correcting a field
  correctTitle: { id: 'adminContestants.correct.title', defaultMessage: 'Correct a field' },
  sheIsEditing: {
    id: 'adminContestants.correct.sheIsEditing',
    defaultMessage: 'She is editing her registration now: correct it once she has sent it again.',
  },
  field: { id: 'adminContestants.correct.field', defaultMessage: 'Field' },
  now: { id: 'adminContestants.correct.now', defaultMessage: 'Now:' },
  correctedValue: { id: 'adminContestants.correct.value', defaultMessage: 'Corrected value' },
  correctionHint: { id: 'adminContestants.correct.hint', defaultMessage: 'She reads it in her portal and by e-mail.' },
  saveCorrection: { id: 'adminContestants.correct.submit', defaultMessage: 'Save correction' },
  correctionFailed: {
    id: 'adminContestants.correct.failed',
    defaultMessage: 'The correction could not be saved. Please try again.',
  },

  // Versions
  versionHistory: { id: 'adminContestants.versions.title', defaultMessage: 'Version history' },
  nothingSubmitted: { id: 'adminContestants.versions.none', defaultMessage: 'Nothing submitted yet.' },
  version: { id: 'adminContestants.versions.version', defaultMessage: 'Version {version}' },
  kindInitial: { id: 'adminContestants.versions.initial', defaultMessage: 'first submission' },
  kindEdit: { id: 'adminContestants.versions.edit', defaultMessage: 'edit' },
  kindCorrection: { id: 'adminContestants.versions.correction', defaultMessage: 'correction by staff' },
  why: { id: 'adminContestants.versions.why', defaultMessage: 'Why: {reason}' },
  changedField: { id: 'adminContestants.versions.changedField', defaultMessage: '{field}:' },
  noChanges: { id: 'adminContestants.versions.noChanges', defaultMessage: 'Sent again without changes.' },

  // The country she represents
  countryTitle: { id: 'adminContestants.country.title', defaultMessage: 'Country she represents' },
  herNationality: { id: 'adminContestants.country.nationality', defaultMessage: 'her nationality' },
  herResidence: { id: 'adminContestants.country.residence', defaultMessage: 'her country of residence' },
  noCountry: { id: 'adminContestants.country.none', defaultMessage: 'No country yet' },
  confirmedOn: { id: 'adminContestants.country.confirmedOn', defaultMessage: '· confirmed {date}' },
  notConfirmed: { id: 'adminContestants.country.notConfirmed', defaultMessage: '· not confirmed yet' },
  confirmOrChange: { id: 'adminContestants.country.confirmOrChange', defaultMessage: 'Confirm or change' },
  confirmCountry: { id: 'adminContestants.country.submit', defaultMessage: 'Confirm country' },
  countryConfirmed: { id: 'adminContestants.country.done', defaultMessage: 'Country confirmed.' },
  countryFailed: {
    id: 'adminContestants.country.failed',
    defaultMessage: 'The country could not be confirmed. Please try again.',
  },

  // Her public profile
  profileTitle: { id: 'adminContestants.profile.title', defaultMessage: 'Public profile' },
  profileNotEligible: {
    id: 'adminContestants.profile.notEligible',
    defaultMessage: 'A public profile is possible once her registration is approved.',
  },
  profileNoConsent: {
    id: 'adminContestants.profile.noConsent',
    defaultMessage: 'She has not agreed to a public profile yet. She does so in her portal.',
  },
  profileAwaiting: {
    id: 'adminContestants.profile.awaiting',
    defaultMessage: 'She agreed to a public profile. It is not on the site yet.',
  },
  profilePublished: { id: 'adminContestants.profile.published', defaultMessage: 'Her profile is on the public site.' },
  agreed: { id: 'adminContestants.profile.agreed', defaultMessage: 'Agreed' },
  biography: { id: 'adminContestants.profile.biography', defaultMessage: 'Biography' },
  noneWritten: { id: 'adminContestants.profile.noneWritten', defaultMessage: 'None written.' },
  viewHerPage: { id: 'adminContestants.profile.viewHerPage', defaultMessage: 'View her page' },
  opensInTab: { id: 'adminContestants.profile.opensInTab', defaultMessage: '(opens in a new tab)' },
  publish: { id: 'adminContestants.profile.publish', defaultMessage: 'Publish profile' },
  unpublish: { id: 'adminContestants.profile.unpublish', defaultMessage: 'Take off the site' },
  publishedToast: { id: 'adminContestants.profile.publishedToast', defaultMessage: 'Profile published.' },
  unpublishedToast: { id: 'adminContestants.profile.unpublishedToast', defaultMessage: 'Profile taken off the site.' },
  profileFailed: {
    id: 'adminContestants.profile.failed',
    defaultMessage: 'The profile could not be changed. Please try again.',
  },

  // Recording a payment
  feeNotPaid: { id: 'adminContestants.payment.title', defaultMessage: 'Fee not paid' },
  recordAPayment: { id: 'adminContestants.payment.form', defaultMessage: 'Record a payment' },
  paymentIntro: {
    id: 'adminContestants.payment.intro',
    defaultMessage:
      'Paid by bank transfer or cash, or waived? Recording it opens {firstName}’s registration form and e-mails her a receipt.',
  },
  how: { id: 'adminContestants.payment.how', defaultMessage: 'How' },
  bankTransfer: { id: 'adminContestants.payment.bankTransfer', defaultMessage: 'Bank transfer' },
  cash: { id: 'adminContestants.payment.cash', defaultMessage: 'Cash' },
  waiver: { id: 'adminContestants.payment.waiver', defaultMessage: 'Fee waived' },
  reference: { id: 'adminContestants.payment.reference', defaultMessage: 'Reference' },
  referenceHint: { id: 'adminContestants.payment.referenceHint', defaultMessage: 'The transfer’s or the receipt’s.' },
  whyWaived: { id: 'adminContestants.payment.whyWaived', defaultMessage: 'Why' },
  noteOptional: { id: 'adminContestants.payment.noteOptional', defaultMessage: 'Note (optional)' },
  waiveTheFee: { id: 'adminContestants.payment.waiveTheFee', defaultMessage: 'Waive the fee' },
  recordThePayment: { id: 'adminContestants.payment.recordThePayment', defaultMessage: 'Record the payment' },
  waiveTitle: { id: 'adminContestants.payment.waiveTitle', defaultMessage: 'Waive her fee?' },
  recordTitle: { id: 'adminContestants.payment.recordTitle', defaultMessage: 'Record this payment?' },
  waiveMessage: {
    id: 'adminContestants.payment.waiveMessage',
    defaultMessage: '{firstName}’s registration form opens at once and she is told the fee is waived.',
  },
  recordMessage: {
    id: 'adminContestants.payment.recordMessage',
    defaultMessage:
      '{firstName}’s registration form opens at once and she gets a receipt for {method, select, cash {cash} other {bank transfer}} {reference}.',
  },
  waive: { id: 'adminContestants.payment.waive', defaultMessage: 'Waive' },
  record: { id: 'adminContestants.payment.record', defaultMessage: 'Record' },
  paymentRecorded: { id: 'adminContestants.payment.recorded', defaultMessage: 'Payment recorded.' },
  paymentFailedToRecord: {
    id: 'adminContestants.payment.failed',
    defaultMessage: 'The payment could not be recorded. Please try again.',
  },

  // Messages to her
  messagesTo: { id: 'adminContestants.messages.title', defaultMessage: 'Messages to {firstName}' },
  subject: { id: 'adminContestants.messages.subject', defaultMessage: 'Subject' },
  message: { id: 'adminContestants.messages.message', defaultMessage: 'Message' },
  messageHint: {
    id: 'adminContestants.messages.hint',
    defaultMessage: 'She sees it in her portal and by e-mail, and can answer it there with a file.',
  },
  sendMessage: { id: 'adminContestants.messages.submit', defaultMessage: 'Send message' },
  noMessages: { id: 'adminContestants.messages.none', defaultMessage: 'No messages yet.' },
  unreadAnswer: { id: 'adminContestants.messages.unread', defaultMessage: 'Unread answer' },
  openToAnswer: { id: 'adminContestants.messages.openToAnswer', defaultMessage: 'Open the conversation to answer' },
  openConversation: { id: 'adminContestants.messages.open', defaultMessage: 'Open the conversation' },
  messageSent: { id: 'adminContestants.messages.sent', defaultMessage: 'Message sent.' },
  messageFailed: {
    id: 'adminContestants.messages.failed',
    defaultMessage: 'The message could not be sent. Please try again.',
  },

  // Internal notes
  notesTitle: { id: 'adminContestants.notes.title', defaultMessage: 'Internal notes' },
  addANote: { id: 'adminContestants.notes.label', defaultMessage: 'Add a note' },
  notesHint: { id: 'adminContestants.notes.hint', defaultMessage: 'Only staff see notes.' },
  addNote: { id: 'adminContestants.notes.submit', defaultMessage: 'Add note' },
  noNotes: { id: 'adminContestants.notes.none', defaultMessage: 'No notes yet.' },
  noteAdded: { id: 'adminContestants.notes.added', defaultMessage: 'Note added.' },
  noteFailed: { id: 'adminContestants.notes.failed', defaultMessage: 'The note could not be saved. Please try again.' },

  // Reasons for sending back
  reasonsTitle: { id: 'adminContestants.reasons.title', defaultMessage: 'Reasons for sending back' },
  reasonsDescription: {
    id: 'adminContestants.reasons.description',
    defaultMessage:
      'The reasons reviewers choose from when a registration needs changes. Each contestant reads the reason in her account’s language, or in English when it has no version in hers.',
  },
  backToContestants: { id: 'adminContestants.reasons.back', defaultMessage: 'Back to contestants' },
  addAReason: { id: 'adminContestants.reasons.add', defaultMessage: 'Add a reason' },
  reasons: { id: 'adminContestants.reasons.list', defaultMessage: 'Reasons' },
  noReasons: { id: 'adminContestants.reasons.none', defaultMessage: 'No reasons yet.' },
  changeReason: { id: 'adminContestants.reasons.changeForm', defaultMessage: 'Change {label}' },
  reasonName: { id: 'adminContestants.reasons.name', defaultMessage: 'Name' },
  reasonNameHint: {
    id: 'adminContestants.reasons.nameHint',
    defaultMessage: 'What reviewers choose it by; she never sees it.',
  },
  reasonEnglish: { id: 'adminContestants.reasons.english', defaultMessage: 'Reason (English)' },
  saveReason: { id: 'adminContestants.reasons.save', defaultMessage: 'Save the reason' },
  addTheReason: { id: 'adminContestants.reasons.addSubmit', defaultMessage: 'Add the reason' },
  change: { id: 'adminContestants.reasons.change', defaultMessage: 'Change' },
  delete: { id: 'adminContestants.reasons.delete', defaultMessage: 'Delete' },
  deleteTitle: { id: 'adminContestants.reasons.deleteTitle', defaultMessage: 'Delete this reason?' },
  deleteMessage: {
    id: 'adminContestants.reasons.deleteMessage',
    defaultMessage:
      '“{label}” will no longer be offered. Registrations already sent back keep the words they were sent.',
  },
  reasonSaveFailed: {
    id: 'adminContestants.reasons.saveFailed',
    defaultMessage: 'The reason could not be saved. Please try again.',
  },
  reasonDeleteFailed: {
    id: 'adminContestants.reasons.deleteFailed',
    defaultMessage: 'The reason could not be deleted. Please try again.',
  },
  everyLanguage: { id: 'adminContestants.reasons.everyLanguage', defaultMessage: 'In every language' },
  englishFor: { id: 'adminContestants.reasons.englishFor', defaultMessage: 'English for {languages}' },
});
