import { defineMessages } from '../../../i18n/message-descriptor';

/** Fan voting (People’s Choice): a vote, its Vote buttons, its count, its rules, its packs and her history. */
export const votingMessages = defineMessages({
  // A vote
  stateOpen: { id: 'voting.state.open', defaultMessage: 'Voting is open' },
  stateScheduled: { id: 'voting.state.scheduled', defaultMessage: 'Opens soon' },
  stateClosed: { id: 'voting.state.closed', defaultMessage: 'Voting has closed' },
  window: { id: 'voting.window', defaultMessage: '{opens} – {closes} ({timeZone})' },
  countTitle: { id: 'voting.count.title', defaultMessage: 'The count' },
  outcomeAward: { id: 'voting.outcome.award', defaultMessage: 'The delegate with the most votes wins the {title}.' },
  outcomeAdvance: {
    id: 'voting.outcome.advance',
    defaultMessage:
      '{count, plural, one {The delegate with the most votes goes through to {round}.} other {The # delegates with the most votes go through to {round}.}}',
  },
  outcomeAdvanceNext: {
    id: 'voting.outcome.advanceNext',
    defaultMessage:
      '{count, plural, one {The delegate with the most votes goes through to the next round.} other {The # delegates with the most votes go through to the next round.}}',
  },

  // The Vote button
  signInToVoteFor: { id: 'voting.button.signInFor', defaultMessage: 'Sign in to vote for {name}' },
  signInToVote: { id: 'voting.button.signIn', defaultMessage: 'Sign in to vote' },
  voteFor: { id: 'voting.button.voteFor', defaultMessage: 'Vote for {name}' },
  paidVoteFor: { id: 'voting.button.paidVoteFor', defaultMessage: 'Paid vote for {name}' },
  votedToday: { id: 'voting.button.votedToday', defaultMessage: 'Voted today · back tomorrow' },
  paidLeft: {
    id: 'voting.button.paidLeft',
    defaultMessage: 'Free votes used today · {count, plural, one {# paid vote} other {# paid votes}} left',
  },
  freeLeft: {
    id: 'voting.button.freeLeft',
    defaultMessage: '{count, plural, one {# free vote} other {# free votes}} left for her today',
  },
  sendFailed: { id: 'voting.button.sendFailed', defaultMessage: 'Your vote could not be sent. Please try again.' },

  // The count
  counting: { id: 'voting.count.loading', defaultMessage: 'Counting the votes...' },
  countFailed: {
    id: 'voting.count.failed',
    defaultMessage: 'The count could not be loaded. It will be tried again shortly.',
  },
  countHidden: {
    id: 'voting.count.hidden',
    defaultMessage: 'The count is kept private until the vote closes; the result is announced then.',
  },
  countedSoFar: {
    id: 'voting.count.total',
    defaultMessage: '{count, plural, one {# vote} other {# votes}} counted so far',
  },
  countList: { id: 'voting.count.list', defaultMessage: '{title}: the count' },
  rank: { id: 'voting.count.rank', defaultMessage: 'Rank' },

  // The rules
  rulesTitle: { id: 'voting.rules.title', defaultMessage: 'How voting works' },
  ruleSignIn: {
    id: 'voting.rules.signIn',
    defaultMessage:
      'Sign in with a confirmed e-mail address to vote. Addresses from temporary mail services are not accepted.',
  },
  ruleDaily: {
    id: 'voting.rules.daily',
    defaultMessage:
      'You have {count, plural, one {# free vote} other {# free votes}} for each delegate every day. A day runs from midnight to midnight, {timeZone} time.',
  },
  ruleOnce: {
    id: 'voting.rules.once',
    defaultMessage: 'Pressing Vote twice, or in two tabs, never counts twice: each vote is counted exactly once.',
  },
  ruleFair: {
    id: 'voting.rules.fair',
    defaultMessage:
      'To keep the vote fair, a limited number of votes is accepted from one network and from one device each day. Our team reviews unusual surges and may void votes that break these rules; voided votes are not counted.',
  },
  rulePacks: {
    id: 'voting.rules.packs',
    defaultMessage:
      'Vote packs are on sale in this vote ({packs}). Your free votes are used first; once they are used for a delegate that day, each vote takes one paid vote. A paid vote counts exactly like a free one. If our team voids a paid vote for breaking these rules, it is not given back.',
  },
  rulePack: {
    id: 'voting.rules.pack',
    defaultMessage: '{count, plural, one {# vote} other {# votes}} for {price}',
  },
  ruleCapFan: {
    id: 'voting.rules.capFan',
    defaultMessage: 'One fan may buy at most {count, plural, one {# paid vote} other {# paid votes}}.',
  },
  ruleCapDelegate: {
    id: 'voting.rules.capDelegate',
    defaultMessage: 'A delegate may receive at most {count, plural, one {# paid vote} other {# paid votes}}.',
  },
  ruleNoRefund: {
    id: 'voting.rules.noRefund',
    defaultMessage: 'Paid votes not used when the vote closes are not refunded.',
  },
  ruleWho: {
    id: 'voting.rules.who',
    defaultMessage:
      'Delegates may vote for the other delegates, never for themselves, and may not buy vote packs in a vote they are in. Members of the organisers’ staff do not vote or buy vote packs.',
  },
  ruleCountPublic: { id: 'voting.rules.countPublic', defaultMessage: 'The count is public and updated as you vote.' },
  ruleCountPrivate: {
    id: 'voting.rules.countPrivate',
    defaultMessage: 'The count is kept private until the vote closes.',
  },

  // Vote packs
  packsTitle: { id: 'voting.packs.title', defaultMessage: 'More votes' },
  packsIntro: {
    id: 'voting.packs.intro',
    defaultMessage:
      'Used free votes for today? A vote pack lets you keep voting in this vote. Paid votes count like any other.',
  },
  packsCredits: {
    id: 'voting.packs.credits',
    defaultMessage: 'You have {count, plural, one {# paid vote} other {# paid votes}} left in this vote.',
  },
  packBuy: { id: 'voting.packs.buy', defaultMessage: 'Buy {count, plural, one {# vote} other {# votes}}' },
  packsSignIn: { id: 'voting.packs.signIn', defaultMessage: 'Sign in to buy votes' },
  packPay: { id: 'voting.packs.pay', defaultMessage: 'Pay for {count, plural, one {# vote} other {# votes}}' },
  packPaid: { id: 'voting.packs.paid', defaultMessage: 'Payment successful. Your votes are ready.' },
  packStartFailed: {
    id: 'voting.packs.startFailed',
    defaultMessage: 'The payment could not be started. Please try again.',
  },
  packChecking: { id: 'voting.packs.checking', defaultMessage: 'Checking your payment…' },
  packCheckFailed: {
    id: 'voting.packs.checkFailed',
    defaultMessage: 'Your payment could not be checked. Please reload the page.',
  },

  // Refusals of a vote or a pack, by the code the server gives (the server's own words, in her language)
  refusalNotOpen: {
    id: 'voting.refusal.notOpen',
    defaultMessage: 'This vote has not opened yet. Come back when it opens.',
  },
  refusalClosed: { id: 'voting.refusal.closed', defaultMessage: 'This vote has closed. Thank you for taking part.' },
  refusalKeyReused: {
    id: 'voting.refusal.keyReused',
    defaultMessage: 'This vote was already sent for someone else. Please reload the page and vote again.',
  },
  refusalNoCredits: {
    id: 'voting.refusal.noCredits',
    defaultMessage: 'You have no paid votes left in this vote. Buy a vote pack, or vote with your free votes.',
  },
  refusalDelegateOverCap: {
    id: 'voting.refusal.delegateOverCap',
    defaultMessage: 'She has received all the paid votes allowed in this vote. Your free votes still count for her.',
  },
  refusalOverCap: {
    id: 'voting.refusal.overCap',
    defaultMessage:
      'This pack would take you over the paid votes one fan may buy in this vote. Choose a smaller pack, or keep voting with your free votes.',
  },
  refusalPacksOff: { id: 'voting.refusal.packsOff', defaultMessage: 'Vote packs are not on sale for this vote.' },

  // On a delegate's or a continent's page
  eyebrow: { id: 'voting.eyebrow', defaultMessage: 'People’s Choice' },
  seeCount: { id: 'voting.delegate.seeCount', defaultMessage: 'See the count and the rules' },
  continentTitle: { id: 'voting.continent.title', defaultMessage: 'Vote for the delegates of {continent}' },

  // Her votes
  historyTitle: { id: 'voting.history.title', defaultMessage: 'Your votes' },
  historyEmpty: {
    id: 'voting.history.empty',
    defaultMessage: 'You have not voted yet. Your votes will be listed here.',
  },
  historyLine: { id: 'voting.history.line', defaultMessage: '{delegate} in {vote}' },
  historyVoided: { id: 'voting.history.voided', defaultMessage: 'Voided' },
  votedDelegatesTitle: { id: 'voting.voted.title', defaultMessage: 'Delegates you voted for' },
  votedDelegatesEmpty: {
    id: 'voting.voted.empty',
    defaultMessage: 'Once you vote, the delegates you chose are listed here with a link to their pages.',
  },
  votedDelegatesCount: {
    id: 'voting.voted.count',
    defaultMessage: '{count, plural, one {# vote} other {# votes}}',
  },
});
