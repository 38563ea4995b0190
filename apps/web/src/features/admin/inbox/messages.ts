import { defineMessages } from '../../../i18n/message-descriptor';

/** The inbox: messages from the contact form and partnership inquiries, one opened beside the list, and replies. */
export const inboxMessages = defineMessages({
  title: { id: 'adminInbox.title', defaultMessage: 'Inbox' },
  description: {
    id: 'adminInbox.description',
    defaultMessage: 'Messages from the contact form and the Become a Partner form.',
  },
  loadFailed: { id: 'adminInbox.loadFailed', defaultMessage: 'The inbox could not be loaded.' },
  choose: { id: 'adminInbox.choose', defaultMessage: 'Choose a message to read it and reply.' },

  // Filters
  all: { id: 'adminInbox.tab.all', defaultMessage: 'All' },
  contact: { id: 'adminInbox.kind.contact', defaultMessage: 'Contact' },
  sponsorship: { id: 'adminInbox.kind.sponsorship', defaultMessage: 'Sponsorship' },
  typeOfMessage: { id: 'adminInbox.filter.type', defaultMessage: 'Type of message' },
  unhandledBadge: { id: 'adminInbox.filter.unhandledBadge', defaultMessage: 'unhandled' },
  status: { id: 'adminInbox.filter.status', defaultMessage: 'Status' },
  any: { id: 'adminInbox.filter.any', defaultMessage: 'Any' },
  unhandled: { id: 'adminInbox.status.unhandled', defaultMessage: 'Unhandled' },
  handled: { id: 'adminInbox.status.handled', defaultMessage: 'Handled' },
  search: { id: 'adminInbox.filter.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'adminInbox.filter.searchPlaceholder', defaultMessage: 'Name, e-mail or organisation' },

  // The list
  from: { id: 'adminInbox.column.from', defaultMessage: 'From' },
  subject: { id: 'adminInbox.column.subject', defaultMessage: 'Subject' },
  received: { id: 'adminInbox.column.received', defaultMessage: 'Received' },
  caption: { id: 'adminInbox.caption', defaultMessage: 'Contact messages and sponsorship inquiries' },
  noMatch: { id: 'adminInbox.noMatch', defaultMessage: 'No messages match these filters.' },

  // One message
  typeOfInquiry: { id: 'adminInbox.field.typeOfInquiry', defaultMessage: 'Type of inquiry' },
  fieldTitle: { id: 'adminInbox.field.title', defaultMessage: 'Title' },
  organisation: { id: 'adminInbox.field.organisation', defaultMessage: 'Organisation' },
  location: { id: 'adminInbox.field.location', defaultMessage: 'Location' },
  contactNumber: { id: 'adminInbox.field.contactNumber', defaultMessage: 'Contact number' },
  reference: { id: 'adminInbox.field.reference', defaultMessage: 'Reference' },
  interest: { id: 'adminInbox.field.interest', defaultMessage: 'Area of interest' },
  saved: { id: 'adminInbox.saved', defaultMessage: 'Saved.' },
  updateFailed: {
    id: 'adminInbox.updateFailed',
    defaultMessage: 'The message could not be updated. Please try again.',
  },
  markHandled: { id: 'adminInbox.markHandled', defaultMessage: 'Mark handled' },
  markUnhandled: { id: 'adminInbox.markUnhandled', defaultMessage: 'Mark unhandled' },
  back: { id: 'adminInbox.back', defaultMessage: 'Back to the inbox' },
  messageFailed: { id: 'adminInbox.messageFailed', defaultMessage: 'The message could not be loaded.' },
  loading: { id: 'adminInbox.loading', defaultMessage: 'Loading…' },
  receivedOn: { id: 'adminInbox.receivedOn', defaultMessage: 'received {date}' },
  handledOn: { id: 'adminInbox.handledOn', defaultMessage: 'handled {date}' },
  handledOnBy: { id: 'adminInbox.handledOnBy', defaultMessage: 'handled {date} by {name}' },
  notHandled: { id: 'adminInbox.notHandled', defaultMessage: 'not handled yet' },
  message: { id: 'adminInbox.message', defaultMessage: 'Message' },
  proposal: { id: 'adminInbox.proposal', defaultMessage: 'Proposal' },
  replies: { id: 'adminInbox.replies', defaultMessage: 'Replies ({count})' },
  noReply: { id: 'adminInbox.noReply', defaultMessage: 'No reply sent yet.' },
  formerStaff: { id: 'adminInbox.formerStaff', defaultMessage: 'Former staff member' },
  sentTo: { id: 'adminInbox.sentTo', defaultMessage: 'to {email}' },
  replyByEmail: { id: 'adminInbox.replyByEmail', defaultMessage: 'Reply by e-mail' },

  // The reply
  replyFailed: { id: 'adminInbox.reply.failed', defaultMessage: 'The reply could not be sent. Please try again.' },
  replyHint: {
    id: 'adminInbox.reply.hint',
    defaultMessage: "Sent to {email}. Answers come back to the organisers' contact address.",
  },
  replySubject: { id: 'adminInbox.reply.subject', defaultMessage: 'Subject' },
  replyMessage: { id: 'adminInbox.reply.message', defaultMessage: 'Message' },
  markAsHandled: { id: 'adminInbox.reply.markAsHandled', defaultMessage: 'Mark as handled' },
  sendReply: { id: 'adminInbox.reply.send', defaultMessage: 'Send reply' },
});
