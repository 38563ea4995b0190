import { defineMessages } from '../../i18n/message-descriptor';

/** The inactivity warning shown over every page while signed in. */
export const sessionMessages = defineMessages({
  timeoutTitle: { id: 'session.timeout.title', defaultMessage: 'Session Timeout Warning' },
  timeoutBody: {
    id: 'session.timeout.body',
    defaultMessage: 'Your session is about to expire due to inactivity. You will be automatically signed out in:',
  },
  extend: { id: 'session.timeout.extend', defaultMessage: 'Extend Session' },
  signOut: { id: 'session.timeout.signOut', defaultMessage: 'Sign Out Now' },
  timeLeft: { id: 'session.timeout.timeLeft', defaultMessage: '{minutes} minutes {seconds} seconds left' },
});
