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
  sectionVote: { id: 'components.sections.vote', defaultMessage: 'People’s Choice' },
  sectionVoteHint: {
    id: 'components.sections.voteHint',
    defaultMessage: 'The fans’ vote is open: give your free votes of the day.',
  },
  sectionDelegates: { id: 'components.sections.delegates', defaultMessage: 'Delegates' },
  sectionDelegatesHint: {
    id: 'components.sections.delegatesHint',
    defaultMessage: 'Meet every delegate presented so far, continent by continent.',
  },
  sectionResults: { id: 'components.sections.results', defaultMessage: 'Results' },
  sectionResultsHint: {
    id: 'components.sections.resultsHint',
    defaultMessage: 'See each round’s placements as they are revealed.',
  },
  shareLabel: { id: 'components.share.label', defaultMessage: 'Share this page' },
  shareCopy: { id: 'components.share.copy', defaultMessage: 'Copy link' },
  shareCopied: { id: 'components.share.copied', defaultMessage: 'Link copied' },
  shareEmail: { id: 'components.share.email', defaultMessage: 'E-mail' },
  shareOn: { id: 'components.share.on', defaultMessage: 'Share on {network}' },
});
