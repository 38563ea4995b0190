import { defineMessages } from '../../../i18n/message-descriptor';

/** The back office's conversations with contestants: the list, one conversation and staff's answer. */
export const staffMessagesMessages = defineMessages({
  title: { id: 'adminMessages.title', defaultMessage: 'Messages' },
  description: {
    id: 'adminMessages.description',
    defaultMessage:
      'Conversations with contestants, started from their records. Those she answered come first until opened.',
  },
  loadFailed: { id: 'adminMessages.loadFailed', defaultMessage: 'The messages could not be loaded.' },
  loading: { id: 'adminMessages.loading', defaultMessage: 'Loading the messages…' },
  noUnread: { id: 'adminMessages.noUnread', defaultMessage: 'No unread answers.' },
  unreadCount: {
    id: 'adminMessages.unreadCount',
    defaultMessage: '{count, plural, one {# conversation} other {# conversations}} with unread answers.',
  },
  empty: {
    id: 'adminMessages.empty',
    defaultMessage: 'No conversations yet. Write to a contestant from her record to start one.',
  },
  answersFromHer: {
    id: 'adminMessages.answersFromHer',
    defaultMessage: '{name} · {count, plural, one {# answer} other {# answers}} from her',
  },
  unread: { id: 'adminMessages.unread', defaultMessage: 'Unread' },

  // One conversation
  conversation: { id: 'adminMessages.thread.title', defaultMessage: 'Conversation' },
  withHer: { id: 'adminMessages.thread.with', defaultMessage: 'With {name}' },
  allMessages: { id: 'adminMessages.thread.all', defaultMessage: 'All messages' },
  herRecord: { id: 'adminMessages.thread.record', defaultMessage: 'Her record' },
  loadingThread: { id: 'adminMessages.thread.loading', defaultMessage: 'Loading the conversation…' },
  threadLoadFailed: { id: 'adminMessages.thread.loadFailed', defaultMessage: 'The conversation could not be loaded.' },
  answerHer: { id: 'adminMessages.thread.answerHer', defaultMessage: 'Answer her' },
  formerStaff: { id: 'adminMessages.thread.formerStaff', defaultMessage: 'A former staff member' },

  // Staff's answer
  answer: { id: 'adminMessages.reply.label', defaultMessage: 'Answer' },
  hint: {
    id: 'adminMessages.reply.hint',
    defaultMessage: '{firstName} sees it in her portal and by e-mail, in her language.',
  },
  attach: { id: 'adminMessages.reply.attach', defaultMessage: 'Attach a file (PDF, JPEG or PNG, up to 10 MB)' },
  send: { id: 'adminMessages.reply.send', defaultMessage: 'Send answer' },
  sent: { id: 'adminMessages.reply.sent', defaultMessage: 'Answer sent.' },
  sendFailed: {
    id: 'adminMessages.reply.failed',
    defaultMessage: 'The answer could not be sent. Please try again.',
  },
});
