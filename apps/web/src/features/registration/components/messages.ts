import type { CompletionTier, RegistrationStepId } from '@cq/shared';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { defineMessages } from '../../../i18n/message-descriptor';

/** The registration screens: their frame, the form's chrome, banners, dialogs and the closed and status screens. */
export const registrationMessages = defineMessages({
  pageTitle: { id: 'registration.page.title', defaultMessage: 'Registration' },
  pageTitleClosed: { id: 'registration.page.titleClosed', defaultMessage: 'Registration Currently Closed' },
  pageTitleStatus: { id: 'registration.page.titleStatus', defaultMessage: 'Your registration' },
  pageTitleEdit: { id: 'registration.page.titleEdit', defaultMessage: 'Edit Registration' },
  headingCreate: { id: 'registration.page.headingCreate', defaultMessage: 'Contestant Registration' },
  headingEdit: { id: 'registration.page.headingEdit', defaultMessage: 'Edit Registration' },
  eyebrow: { id: 'registration.page.eyebrow', defaultMessage: 'Contestant portal' },
  loading: { id: 'registration.page.loading', defaultMessage: 'Loading...' },
  loadingRegistration: { id: 'registration.page.loadingRegistration', defaultMessage: 'Loading your registration...' },
  loadingForm: { id: 'registration.page.loadingForm', defaultMessage: 'Loading your form...' },
  loadFailed: {
    id: 'registration.page.loadFailed',
    defaultMessage: 'We could not load your registration. Please check your connection.',
  },
  formLoadFailed: { id: 'registration.page.formLoadFailed', defaultMessage: 'We could not load your saved form.' },
  editLoadFailed: {
    id: 'registration.page.editLoadFailed',
    defaultMessage: 'Error loading registration data: {message}',
  },
  tryAgain: { id: 'registration.page.tryAgain', defaultMessage: 'Try again' },

  stepOf: { id: 'registration.chrome.stepOf', defaultMessage: 'Step {step} of {total}' },
  percent: { id: 'registration.chrome.percent', defaultMessage: '{percent}%' },
  stepProgress: { id: 'registration.chrome.stepProgress', defaultMessage: 'Step progress' },
  steps: { id: 'registration.chrome.steps', defaultMessage: 'Steps' },
  completion: { id: 'registration.chrome.completion', defaultMessage: 'Form Completion' },
  saving: { id: 'registration.chrome.saving', defaultMessage: 'Saving...' },
  savedAt: { id: 'registration.chrome.savedAt', defaultMessage: 'Saved {time}' },
  saveError: {
    id: 'registration.chrome.saveError',
    defaultMessage: 'Not saved yet: we will try again after your next change.',
  },
  autosaveOn: { id: 'registration.chrome.autosaveOn', defaultMessage: 'Auto-save enabled' },
  saveNow: { id: 'registration.chrome.saveNow', defaultMessage: 'Save Now' },
  back: { id: 'registration.chrome.back', defaultMessage: 'Back' },
  next: { id: 'registration.chrome.next', defaultMessage: 'Next' },
  submit: { id: 'registration.chrome.submit', defaultMessage: 'Submit Registration' },
  update: { id: 'registration.chrome.update', defaultMessage: 'Update Registration' },
  submitting: { id: 'registration.chrome.submitting', defaultMessage: 'Submitting...' },
  updating: { id: 'registration.chrome.updating', defaultMessage: 'Updating...' },
  restored: {
    id: 'registration.chrome.restored',
    defaultMessage: 'We restored the form you were filling in before signing in.',
  },
  restoredUnsaved: {
    id: 'registration.chrome.restoredUnsaved',
    defaultMessage: 'We restored the changes you made just before you left this page.',
  },
  submissionFailed: { id: 'registration.chrome.submissionFailed', defaultMessage: 'Submission failed: {message}' },
  submissionError: { id: 'registration.chrome.submissionError', defaultMessage: 'Submission error: {message}' },
  unreachable: {
    id: 'registration.chrome.unreachable',
    defaultMessage: 'Could not reach the server. Please try again.',
  },

  editing: { id: 'registration.banner.editing', defaultMessage: 'You are editing your registration form.' },
  editsRemaining: {
    id: 'registration.banner.editsRemaining',
    defaultMessage: '{count, plural, one {You have # edit remaining.} other {You have # edits remaining.}}',
  },
  editingDone: {
    id: 'registration.banner.editingDone',
    defaultMessage: 'When you are done, choose Update Registration to send it back for review.',
  },
  conflictTitle: {
    id: 'registration.banner.conflictTitle',
    defaultMessage: 'Your registration was changed in another tab or window.',
  },
  conflictText: {
    id: 'registration.banner.conflictText',
    defaultMessage:
      'The changes in this tab are kept here but have not been saved. Reload to see the latest saved version, or keep this version to save it over the other one.',
  },
  reloadSaved: { id: 'registration.banner.reloadSaved', defaultMessage: 'Reload saved version' },
  keepMine: { id: 'registration.banner.keepMine', defaultMessage: 'Keep this version' },
  locked: {
    id: 'registration.banner.locked',
    defaultMessage: 'This registration has been submitted and can no longer be changed here.',
  },
  seeRegistration: { id: 'registration.banner.seeRegistration', defaultMessage: 'See my registration' },

  submittedTitle: { id: 'registration.success.submittedTitle', defaultMessage: 'Registration Submitted!' },
  submittedBody: {
    id: 'registration.success.submittedBody',
    defaultMessage:
      'Your registration has been submitted successfully. Our team will review it and be in touch by email.',
  },
  updatedTitle: { id: 'registration.success.updatedTitle', defaultMessage: 'Registration Updated!' },
  updatedBody: {
    id: 'registration.success.updatedBody',
    defaultMessage: 'Your registration has been updated successfully. It is back with our team for review.',
  },
  viewRegistration: { id: 'registration.success.view', defaultMessage: 'View my registration' },

  closedTitle: { id: 'registration.closed.title', defaultMessage: 'Registration Currently Closed' },
  opens: { id: 'registration.closed.opens', defaultMessage: 'Opens' },
  closes: { id: 'registration.closed.closes', defaultMessage: 'Closes' },
  toBeAnnounced: { id: 'registration.closed.toBeAnnounced', defaultMessage: 'To be announced' },
  closedText: {
    id: 'registration.closed.text',
    defaultMessage:
      'Your account and payment are safe. Come back when registration opens, or write to us if you have a question.',
  },
  goBack: { id: 'registration.closed.goBack', defaultMessage: 'Go Back' },
  contactSupport: { id: 'registration.closed.contactSupport', defaultMessage: 'Contact Support' },

  statusEyebrow: { id: 'registration.status.eyebrow', defaultMessage: 'Your registration' },
  submittedOn: { id: 'registration.status.submittedOn', defaultMessage: 'Submitted {date}' },
  reviewTitle: { id: 'registration.status.reviewTitle', defaultMessage: 'Your registration is under review' },
  reviewText: {
    id: 'registration.status.reviewText',
    defaultMessage:
      'Thank you for applying. Our team is reviewing your details and documents, and we will email you as soon as there is news.',
  },
  approvedTitle: { id: 'registration.status.approvedTitle', defaultMessage: 'Your registration is approved' },
  approvedText: {
    id: 'registration.status.approvedText',
    defaultMessage:
      'Congratulations! Your preliminary registration has been approved. Watch your notifications for the next steps of your journey.',
  },
  rejectedTitle: { id: 'registration.status.rejectedTitle', defaultMessage: 'Your registration needs attention' },
  rejectedText: {
    id: 'registration.status.rejectedText',
    defaultMessage:
      'Our team has asked for changes. Check your notifications for the details, then edit and resubmit your registration.',
  },
  activeTitle: { id: 'registration.status.activeTitle', defaultMessage: 'You are an active participant' },
  activeText: {
    id: 'registration.status.activeText',
    defaultMessage: 'Welcome to the competition. Your registration is complete and final.',
  },
  editsLeft: {
    id: 'registration.status.editsLeft',
    defaultMessage:
      '{count, plural, one {You have # edit remaining. Each edit sends your registration back for review.} other {You have # edits remaining. Each edit sends your registration back for review.}}',
  },
  noEditsLeft: {
    id: 'registration.status.noEditsLeft',
    defaultMessage: 'You have used all your edits. Please contact support if something needs to change.',
  },
  viewProfile: { id: 'registration.status.viewProfile', defaultMessage: 'View Profile' },
  editRegistration: { id: 'registration.status.editRegistration', defaultMessage: 'Edit Registration' },
  confirmTitle: { id: 'registration.status.confirmTitle', defaultMessage: 'Edit your registration?' },
  confirmMessage: {
    id: 'registration.status.confirmMessage',
    defaultMessage:
      '{count, plural, one {Editing uses one of your edits: it is your last one. Your registration goes back for review when you update it.} other {Editing uses one of your # edits. Your registration goes back for review when you update it.}}',
  },
  startEditing: { id: 'registration.status.startEditing', defaultMessage: 'Start editing' },
});

/** The steps' titles (REGISTRATION_STEPS), by step id. */
export const stepTitleMessages: Record<RegistrationStepId, MessageDescriptor> = defineMessages({
  personal: { id: 'registration.step.personal', defaultMessage: 'Personal Info' },
  physical: { id: 'registration.step.physical', defaultMessage: 'Physical Details' },
  background: { id: 'registration.step.background', defaultMessage: 'Background' },
  experience: { id: 'registration.step.experience', defaultMessage: 'Experience' },
  platform: { id: 'registration.step.platform', defaultMessage: 'Platform' },
  social: { id: 'registration.step.social', defaultMessage: 'Social & Contact' },
  media: { id: 'registration.step.media', defaultMessage: 'Media & Documents' },
  review: { id: 'registration.step.review', defaultMessage: 'Review & Submit' },
});

/** The completion bar's five messages, by tier (the same thresholds as completionTier). */
export const completionMessages: Record<CompletionTier, MessageDescriptor> = defineMessages({
  empty: { id: 'registration.completion.empty', defaultMessage: "Let's get started! Fill out the required fields." },
  started: { id: 'registration.completion.started', defaultMessage: 'Good start! Continue filling out the form.' },
  half: { id: 'registration.completion.half', defaultMessage: "You're halfway there! Keep going." },
  almost: { id: 'registration.completion.almost', defaultMessage: 'Almost there! Just a few more fields to go.' },
  complete: { id: 'registration.completion.complete', defaultMessage: 'All fields completed! Ready to submit.' },
});

/** The status badge of a submitted registration, by status. */
export const statusLabelMessages = defineMessages({
  payment_pending: { id: 'registration.statusLabel.paymentPending', defaultMessage: 'Payment Pending' },
  in_progress: { id: 'registration.statusLabel.inProgress', defaultMessage: 'In Progress' },
  preliminary_submitted: { id: 'registration.statusLabel.submitted', defaultMessage: 'Submitted / Under Review' },
  preliminary_approved: { id: 'registration.statusLabel.approved', defaultMessage: 'Approved' },
  preliminary_rejected: {
    id: 'registration.statusLabel.rejected',
    defaultMessage: 'Needs Attention / Needs Review',
  },
  active: { id: 'registration.statusLabel.active', defaultMessage: 'Active Participant' },
  not_started: { id: 'registration.statusLabel.notStarted', defaultMessage: 'Not Started' },
});
