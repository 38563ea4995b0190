import { defineMessages } from '../i18n/message-descriptor';

/** The words of the site-wide pieces: the skip link, the video modal and the announcement bar. */
export const componentMessages = defineMessages({
  skipToContent: { id: 'components.skipLink.label', defaultMessage: 'Skip to content' },
  video: { id: 'components.videoModal.title', defaultMessage: 'Video' },
  announcement: { id: 'components.announcement.label', defaultMessage: 'Announcement' },
});
