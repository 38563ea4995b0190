import { defineMessages } from '../../i18n/message-descriptor';

/** The delegate's to-dos on her dashboard. */
export const todosMessages = defineMessages({
  eyebrow: { id: 'todos.panel.eyebrow', defaultMessage: 'Delegates' },
  heading: { id: 'todos.panel.heading', defaultMessage: 'Your to-dos' },
  loading: { id: 'todos.panel.loading', defaultMessage: 'Loading your to-dos…' },
  loadFailed: {
    id: 'todos.panel.loadFailed',
    defaultMessage: 'Your to-dos could not be loaded. Please refresh the page.',
  },
  empty: { id: 'todos.panel.empty', defaultMessage: 'Nothing to do for now. The organisers will add items here.' },
  doneCount: { id: 'todos.panel.doneCount', defaultMessage: '{done} of {total} done' },
  stateDone: { id: 'todos.state.done', defaultMessage: 'Done' },
  stateDue: { id: 'todos.state.due', defaultMessage: 'Due' },
  stateLate: { id: 'todos.state.late', defaultMessage: 'Late' },
  stateWaiting: { id: 'todos.state.waiting', defaultMessage: 'Waiting for review' },
  stateSentBack: { id: 'todos.state.sentBack', defaultMessage: 'Sent back' },
  sentBackReason: {
    id: 'todos.item.sentBackReason',
    defaultMessage: 'The organisers sent this back to you. Their reason: {reason}',
  },
  sendAgain: { id: 'todos.item.sendAgain', defaultMessage: 'Please send it again.' },
  waitingNote: {
    id: 'todos.item.waitingNote',
    defaultMessage: 'The organisers will review what you sent. You can still replace it until they do.',
  },
  acceptedNote: { id: 'todos.item.acceptedNote', defaultMessage: 'The organisers accepted what you sent.' },
  deadline: { id: 'todos.item.deadline', defaultMessage: 'Deadline: {date}' },
  sent: { id: 'todos.item.sent', defaultMessage: 'Sent: {file}' },
  answer: { id: 'todos.item.answer', defaultMessage: 'Your answer' },
  replaceFile: { id: 'todos.item.replaceFile', defaultMessage: 'Replace the file (PDF, JPEG or PNG)' },
  chooseFile: { id: 'todos.item.chooseFile', defaultMessage: 'Choose a file (PDF, JPEG or PNG)' },
  confirm: { id: 'todos.item.confirm', defaultMessage: 'Confirm' },
  upload: { id: 'todos.item.upload', defaultMessage: 'Upload' },
  saveAnswer: { id: 'todos.item.saveAnswer', defaultMessage: 'Save answer' },
  saved: { id: 'todos.item.saved', defaultMessage: 'Saved.' },
  saveFailed: { id: 'todos.item.saveFailed', defaultMessage: 'This to-do could not be saved. Please try again.' },
});
