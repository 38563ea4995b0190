import { defineMessages } from '../../../i18n/message-descriptor';

/** /peoples-choice: the fans' votes. */
export const peoplesChoiceMessages = defineMessages({
  seoTitle: { id: 'voting.page.seoTitle', defaultMessage: 'People’s Choice' },
  seoDescription: {
    id: 'voting.page.seoDescription',
    defaultMessage: 'Vote for your favourite delegates: a free vote every day for each of them, counted exactly once.',
  },
  eyebrow: { id: 'voting.page.eyebrow', defaultMessage: 'People’s Choice' },
  title: { id: 'voting.page.title', defaultMessage: 'Your vote, her crown' },
  intro: {
    id: 'voting.page.intro',
    defaultMessage:
      'Sign in and give each delegate a free vote every day. Every vote is counted exactly once, and the count is there for all to see.',
  },
  loading: { id: 'voting.page.loading', defaultMessage: 'Loading the votes...' },
  loadFailed: { id: 'voting.page.loadFailed', defaultMessage: 'The votes could not be loaded. Please try again.' },
  empty: {
    id: 'voting.page.empty',
    defaultMessage:
      'No vote is open yet this season. Fan voting opens once the delegates of each continent are announced.',
  },
  joinTitle: { id: 'voting.page.joinTitle', defaultMessage: 'New here? Join the vote' },
  joinText: {
    id: 'voting.page.joinText',
    defaultMessage: 'A free fan account is all a vote needs: your name, your e-mail and a password. No phone number.',
  },
  joinAction: { id: 'voting.page.joinAction', defaultMessage: 'Create a fan account' },
  signIn: { id: 'voting.page.signIn', defaultMessage: 'I have an account: sign in' },
});
