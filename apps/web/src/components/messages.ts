import { defineMessages } from '../i18n/message-descriptor';

/** The words of the site-wide pieces: the skip link, the video modal, the announcement bar and the person check. */
export const componentMessages = defineMessages({
  skipToContent: { id: 'components.skipLink.label', defaultMessage: 'Skip to content' },
  video: { id: 'components.videoModal.title', defaultMessage: 'Video' },
  announcement: { id: 'components.announcement.label', defaultMessage: 'Announcement' },
  personChecking: { id: 'components.personCheck.checking', defaultMessage: 'Checking you are a person…' },
  personChecked: { id: 'components.personCheck.done', defaultMessage: 'Done: you are checked.' },
  personCheckFailed: {
    id: 'components.personCheck.failed',
    defaultMessage: 'Your browser could not finish the check. Please try again.',
  },
});
