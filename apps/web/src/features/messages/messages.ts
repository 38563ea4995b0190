import { defineMessages } from '../../i18n/message-descriptor';

/** Her conversations with the organisers, in her portal. */
export const threadMessages = defineMessages({
  title: { id: 'messages.list.title', defaultMessage: 'Messages' },
  intro: {
    id: 'messages.list.intro',
    defaultMessage: 'Messages from the organisers. Open one to read it and answer, with a file if you need to.',
  },
  loading: { id: 'messages.list.loading', defaultMessage: 'Loading your messages…' },
  loadFailed: {
    id: 'messages.list.loadFailed',
    defaultMessage: 'Your messages could not be loaded. Please refresh the page.',
  },
  empty: {
    id: 'messages.list.empty',
    defaultMessage: 'No messages yet. When the organisers write to you, it appears here.',
  },
  answers: {
    id: 'messages.list.answers',
    defaultMessage: '{count, plural, =0 {No answer yet} one {# answer from you} other {# answers from you}}',
  },
  back: { id: 'messages.thread.back', defaultMessage: 'All messages' },
  threadLoading: { id: 'messages.thread.loading', defaultMessage: 'Loading the conversation…' },
  threadFailed: {
    id: 'messages.thread.failed',
    defaultMessage: 'This conversation could not be loaded. It may not be yours, or it may have been removed.',
  },
  you: { id: 'messages.thread.you', defaultMessage: 'You' },
  organisers: { id: 'messages.thread.organisers', defaultMessage: 'The organisers' },
  attachment: { id: 'messages.thread.attachment', defaultMessage: 'Attached file: {name}' },
  answerLabel: { id: 'messages.reply.label', defaultMessage: 'Your answer' },
  fileLabel: { id: 'messages.reply.file', defaultMessage: 'Attach a file (PDF, JPEG or PNG, up to 10 MB)' },
  send: { id: 'messages.reply.send', defaultMessage: 'Send answer' },
  sent: { id: 'messages.reply.sent', defaultMessage: 'Your answer is sent.' },
  sendFailed: { id: 'messages.reply.failed', defaultMessage: 'Your answer could not be sent. Please try again.' },
});
