import { defineMessages } from '../../../i18n/message-descriptor';

/** Delegate to-dos in the back office: the items, completion by continent and delegate, and the review. */
export const todosMessages = defineMessages({
  // The page
  title: { id: 'adminTodos.title', defaultMessage: 'Delegate to-dos' },
  description: {
    id: 'adminTodos.description',
    defaultMessage:
      'What each approved contestant has to send or confirm before the pageant, with its deadline. Reminders go out by e-mail 7 days and 1 day before.',
  },
  loading: { id: 'adminTodos.loading', defaultMessage: 'Loading…' },
  items: { id: 'adminTodos.items', defaultMessage: 'Items' },
  noTodos: { id: 'adminTodos.noTodos', defaultMessage: 'No to-dos yet.' },
  due: { id: 'adminTodos.due', defaultMessage: 'due {date}' },
  reviewed: { id: 'adminTodos.reviewed', defaultMessage: 'reviewed' },
  chosenAudience: {
    id: 'adminTodos.chosenAudience',
    defaultMessage: '{count, plural, one {# chosen delegate} other {# chosen delegates}}',
  },
  everyAudience: { id: 'adminTodos.everyAudience', defaultMessage: 'every delegate' },
  byContinent: { id: 'adminTodos.byContinent', defaultMessage: 'By continent' },
  continent: { id: 'adminTodos.continent', defaultMessage: 'Continent' },
  done: { id: 'adminTodos.done', defaultMessage: 'Done' },
  late: { id: 'adminTodos.late', defaultMessage: 'Late' },
  doneOf: { id: 'adminTodos.doneOf', defaultMessage: '{done} of {total}' },
  notGiven: { id: 'adminTodos.notGiven', defaultMessage: 'Not given' },
  noDelegates: { id: 'adminTodos.noDelegates', defaultMessage: 'No delegates yet.' },
  byDelegate: { id: 'adminTodos.byDelegate', defaultMessage: 'By delegate' },
  onlyWaiting: { id: 'adminTodos.onlyWaiting', defaultMessage: 'Only what waits for review ({count})' },
  nothingWaits: { id: 'adminTodos.nothingWaits', defaultMessage: 'Nothing waits for review.' },
  completion: { id: 'adminTodos.completion', defaultMessage: 'Completion by delegate' },
  delegate: { id: 'adminTodos.delegate', defaultMessage: 'Delegate' },
  lateCount: { id: 'adminTodos.lateCount', defaultMessage: '{count, plural, other {# late}}' },
  cell: { id: 'adminTodos.cell', defaultMessage: '{state}: {name}, {title}' },

  // Each item's state for one delegate
  stateDone: { id: 'adminTodos.state.done', defaultMessage: 'Done' },
  stateWaiting: { id: 'adminTodos.state.waiting', defaultMessage: 'Waiting for review' },
  stateSentBack: { id: 'adminTodos.state.sentBack', defaultMessage: 'Sent back' },
  stateDue: { id: 'adminTodos.state.due', defaultMessage: 'Due' },
  stateLate: { id: 'adminTodos.state.late', defaultMessage: 'Late' },

  // How an item is completed
  kindFile: { id: 'adminTodos.kind.file', defaultMessage: 'Upload a file' },
  kindText: { id: 'adminTodos.kind.text', defaultMessage: 'Write an answer' },
  kindConfirm: { id: 'adminTodos.kind.confirm', defaultMessage: 'Confirm' },

  // Adding or changing an item
  add: { id: 'adminTodos.form.add', defaultMessage: 'Add a to-do' },
  change: { id: 'adminTodos.form.change', defaultMessage: 'Change {title}' },
  saveFailed: { id: 'adminTodos.form.saveFailed', defaultMessage: 'The to-do could not be saved. Please try again.' },
  itemTitle: { id: 'adminTodos.form.title', defaultMessage: 'Title' },
  completedBy: { id: 'adminTodos.form.completedBy', defaultMessage: 'Completed by' },
  itemDescription: { id: 'adminTodos.form.description', defaultMessage: 'Description' },
  deadline: { id: 'adminTodos.form.deadline', defaultMessage: 'Deadline' },
  pastWarning: { id: 'adminTodos.form.pastWarning', defaultMessage: '{warning}.' },
  audience: { id: 'adminTodos.form.audience', defaultMessage: 'For' },
  everyDelegate: { id: 'adminTodos.form.everyDelegate', defaultMessage: 'Every delegate' },
  continentDelegates: { id: 'adminTodos.form.continentDelegates', defaultMessage: "{continent}'s delegates" },
  chosenDelegates: { id: 'adminTodos.form.chosenDelegates', defaultMessage: 'Chosen delegates' },
  delegatesFor: { id: 'adminTodos.form.delegatesFor', defaultMessage: 'Delegates it is for' },
  needsReview: {
    id: 'adminTodos.form.needsReview',
    defaultMessage: 'Staff review what she sends (accept it or send it back); unticked, sending it is doing it',
  },
  save: { id: 'adminTodos.form.save', defaultMessage: 'Save the to-do' },
  submitAdd: { id: 'adminTodos.form.submitAdd', defaultMessage: 'Add the to-do' },
  pastTitle: { id: 'adminTodos.form.pastTitle', defaultMessage: 'Save a deadline that has passed?' },
  pastMessage: { id: 'adminTodos.form.pastMessage', defaultMessage: '{warning}. Save it anyway?' },
  saveAnyway: { id: 'adminTodos.form.saveAnyway', defaultMessage: 'Save anyway' },
  close: { id: 'adminTodos.form.close', defaultMessage: 'Close' },
  changeButton: { id: 'adminTodos.form.changeButton', defaultMessage: 'Change' },

  // Deleting an item
  delete: { id: 'adminTodos.delete.button', defaultMessage: 'Delete' },
  deleteTitle: { id: 'adminTodos.delete.title', defaultMessage: 'Delete this to-do?' },
  deleteMessage: {
    id: 'adminTodos.delete.message',
    defaultMessage: "“{title}” and every delegate's answer and file for it will be deleted.",
  },
  deleteFailed: {
    id: 'adminTodos.delete.failed',
    defaultMessage: 'The to-do could not be deleted. Please try again.',
  },

  // Reviewing what she sent
  reviewTitle: { id: 'adminTodos.review.title', defaultMessage: 'What {name} sent' },
  eventSent: { id: 'adminTodos.review.eventSent', defaultMessage: 'She sent' },
  eventAccepted: { id: 'adminTodos.review.eventAccepted', defaultMessage: 'Accepted' },
  reviewFailed: {
    id: 'adminTodos.review.failed',
    defaultMessage: 'The review could not be saved. Please try again.',
  },
  sentLoadFailed: { id: 'adminTodos.review.loadFailed', defaultMessage: 'What she sent could not be loaded.' },
  notHers: { id: 'adminTodos.review.notHers', defaultMessage: 'This to-do is no longer hers.' },
  dueOn: { id: 'adminTodos.review.dueOn', defaultMessage: 'Due {date}' },
  sentOn: { id: 'adminTodos.review.sentOn', defaultMessage: 'sent {date}' },
  openFile: { id: 'adminTodos.review.openFile', defaultMessage: 'Open {file}' },
  confirmedIt: { id: 'adminTodos.review.confirmedIt', defaultMessage: 'She confirmed it.' },
  history: { id: 'adminTodos.review.history', defaultMessage: 'History' },
  review: { id: 'adminTodos.review.form', defaultMessage: 'Review' },
  reason: { id: 'adminTodos.review.reason', defaultMessage: 'Reason to send it back (she reads it)' },
  accept: { id: 'adminTodos.review.accept', defaultMessage: 'Accept' },
  sendBack: { id: 'adminTodos.review.sendBack', defaultMessage: 'Send back' },
  waitsForStaff: {
    id: 'adminTodos.review.waitsForStaff',
    defaultMessage: 'It waits for review by staff who may change to-dos.',
  },

  // On a delegate's record
  panelTitle: { id: 'adminTodos.panel.title', defaultMessage: 'To-dos' },
  allDelegates: { id: 'adminTodos.panel.allDelegates', defaultMessage: 'All delegates' },
  panelLoadFailed: { id: 'adminTodos.panel.loadFailed', defaultMessage: 'Her to-dos could not be loaded.' },
  noneForHer: { id: 'adminTodos.panel.none', defaultMessage: 'No to-dos for her.' },
  sentBackReason: { id: 'adminTodos.panel.sentBackReason', defaultMessage: 'Sent back: {reason}' },
});
