import { defineMessages } from '../../../i18n/message-descriptor';

/** Fan voting in the back office: the season's votes, one vote's figures, settings and review. */
export const votingMessages = defineMessages({
  // The list of votes
  title: { id: 'adminVoting.title', defaultMessage: 'Fan voting' },
  description: {
    id: 'adminVoting.description',
    defaultMessage:
      'People’s Choice votes: when fans vote, for whom, what the result does; alerts on unusual voting and the votes voided.',
  },
  newVote: { id: 'adminVoting.newVote', defaultMessage: 'New vote' },
  votes: { id: 'adminVoting.votes', defaultMessage: 'Votes' },
  loadFailed: { id: 'adminVoting.loadFailed', defaultMessage: 'The votes could not be loaded.' },
  none: {
    id: 'adminVoting.none',
    defaultMessage: 'No fan vote yet. Publish the delegates’ profiles, then open a vote for them.',
  },
  everyContinent: { id: 'adminVoting.everyContinent', defaultMessage: 'Every continent' },
  delegateCount: {
    id: 'adminVoting.delegateCount',
    defaultMessage: '{count, plural, one {# delegate} other {# delegates}}',
  },
  countedCount: {
    id: 'adminVoting.countedCount',
    defaultMessage: '{count, plural, one {# vote counted} other {# votes counted}}',
  },
  voidedCount: { id: 'adminVoting.voidedCount', defaultMessage: '{count, plural, other {# voided}}' },

  // A vote's states
  stateScheduled: { id: 'adminVoting.state.scheduled', defaultMessage: 'Not open yet' },
  stateOpen: { id: 'adminVoting.state.open', defaultMessage: 'Open' },
  stateClosed: { id: 'adminVoting.state.closed', defaultMessage: 'Closed' },

  // One vote
  publicPage: { id: 'adminVoting.vote.publicPage', defaultMessage: 'Public page' },
  exportCsv: { id: 'adminVoting.vote.exportCsv', defaultMessage: 'Export CSV' },
  exportPayments: { id: 'adminVoting.vote.exportPayments', defaultMessage: 'Export pack payments' },
  apply: { id: 'adminVoting.vote.apply', defaultMessage: 'Apply the result' },
  applyFailed: { id: 'adminVoting.vote.applyFailed', defaultMessage: 'The result could not be applied.' },
  exportFailed: { id: 'adminVoting.vote.exportFailed', defaultMessage: 'The votes could not be exported.' },
  paymentsExportFailed: {
    id: 'adminVoting.vote.paymentsExportFailed',
    defaultMessage: 'The vote pack payments could not be exported.',
  },
  statCounted: { id: 'adminVoting.vote.statCounted', defaultMessage: 'Votes counted' },
  statVoided: { id: 'adminVoting.vote.statVoided', defaultMessage: 'Votes voided' },
  statPaid: { id: 'adminVoting.vote.statPaid', defaultMessage: 'Paid votes counted' },
  statDelegates: { id: 'adminVoting.vote.statDelegates', defaultMessage: 'Delegates' },
  applied: {
    id: 'adminVoting.vote.applied',
    defaultMessage: 'The result was applied on {date}: the leading delegates are in the round.',
  },
  settings: { id: 'adminVoting.vote.settings', defaultMessage: 'Settings' },

  // The review: alerts and votes
  voidFailed: { id: 'adminVoting.review.voidFailed', defaultMessage: 'The votes could not be voided.' },
  voidedToast: { id: 'adminVoting.review.voidedToast', defaultMessage: '{message} ({count})' },
  alerts: { id: 'adminVoting.review.alerts', defaultMessage: 'Alerts' },
  noAlerts: {
    id: 'adminVoting.review.noAlerts',
    defaultMessage: 'Nothing unusual: no surge, no address shared by many accounts.',
  },
  velocityAlert: {
    id: 'adminVoting.review.velocityAlert',
    defaultMessage:
      '{delegate}: {recent, plural, one {# vote} other {# votes}} in the last 10 minutes from {accounts, plural, one {# account} other {# accounts}} on {addresses, plural, one {# address} other {# addresses}} ({crowded} crowded on shared addresses), against about {usual} at the vote’s pace',
  },
  addressAlert: {
    id: 'adminVoting.review.addressAlert',
    defaultMessage:
      '{accounts, plural, one {# account} other {# accounts}} cast {votes, plural, one {# vote} other {# votes}} from one address ({address}) on {day}',
  },
  showVotes: { id: 'adminVoting.review.showVotes', defaultMessage: 'Show these votes' },
  voidSelected: { id: 'adminVoting.review.voidSelected', defaultMessage: 'Void {count} selected' },
  delegate: { id: 'adminVoting.review.delegate', defaultMessage: 'Delegate' },
  everyDelegate: { id: 'adminVoting.review.everyDelegate', defaultMessage: 'Every delegate' },
  counted: { id: 'adminVoting.review.counted', defaultMessage: 'Counted' },
  countedAndVoided: { id: 'adminVoting.review.countedAndVoided', defaultMessage: 'Counted and voided' },
  voided: { id: 'adminVoting.review.voided', defaultMessage: 'Voided' },
  anyAddress: { id: 'adminVoting.review.anyAddress', defaultMessage: 'Any address (now {address})' },
  loading: { id: 'adminVoting.review.loading', defaultMessage: 'Loading...' },
  noMatch: { id: 'adminVoting.review.noMatch', defaultMessage: 'No votes match.' },
  caption: { id: 'adminVoting.review.caption', defaultMessage: 'The newest votes of {name}' },
  selectAll: { id: 'adminVoting.review.selectAll', defaultMessage: 'Select every vote shown' },
  colCast: { id: 'adminVoting.review.colCast', defaultMessage: 'Cast' },
  colFan: { id: 'adminVoting.review.colFan', defaultMessage: 'Fan' },
  colAddress: { id: 'adminVoting.review.colAddress', defaultMessage: 'Address' },
  colState: { id: 'adminVoting.review.colState', defaultMessage: 'State' },
  selectOne: { id: 'adminVoting.review.selectOne', defaultMessage: 'Select the vote of {fan} for {delegate}' },
  paidVote: { id: 'adminVoting.review.paidVote', defaultMessage: 'Paid vote' },
  showAddress: { id: 'adminVoting.review.showAddress', defaultMessage: 'Show the votes from address {address}' },
  limited: {
    id: 'adminVoting.review.limited',
    defaultMessage: 'The newest {limit} are shown: narrow the filter to see others.',
  },

  // Voiding
  voidTitle: {
    id: 'adminVoting.void.title',
    defaultMessage: '{count, plural, one {Void # vote} other {Void # votes}}',
  },
  voidDescription: {
    id: 'adminVoting.void.description',
    defaultMessage:
      'Voided votes stop counting at once and stay on record. The reason is kept in the audit log; the fans are not named there.',
  },
  reason: { id: 'adminVoting.void.reason', defaultMessage: 'Reason' },
  cancel: { id: 'adminVoting.cancel', defaultMessage: 'Cancel' },
  voidSubmit: { id: 'adminVoting.void.submit', defaultMessage: 'Void votes' },

  // The settings form
  saveFailed: { id: 'adminVoting.form.saveFailed', defaultMessage: 'The vote could not be saved.' },
  formSettings: { id: 'adminVoting.form.settings', defaultMessage: 'Vote settings' },
  name: { id: 'adminVoting.form.name', defaultMessage: 'Name' },
  namePlaceholder: { id: 'adminVoting.form.namePlaceholder', defaultMessage: 'Africa People’s Choice' },
  continent: { id: 'adminVoting.form.continent', defaultMessage: 'Continent' },
  everyContinentGlobal: { id: 'adminVoting.form.everyContinentGlobal', defaultMessage: 'Every continent (global)' },
  opens: { id: 'adminVoting.form.opens', defaultMessage: 'Opens' },
  opensHint: { id: 'adminVoting.form.opensHint', defaultMessage: 'On the pageant’s clock (the time zone below)' },
  closes: { id: 'adminVoting.form.closes', defaultMessage: 'Closes' },
  timeZone: { id: 'adminVoting.form.timeZone', defaultMessage: 'Time zone' },
  timeZoneHint: { id: 'adminVoting.form.timeZoneHint', defaultMessage: 'Voting days run midnight to midnight here' },
  leaderboard: { id: 'adminVoting.form.leaderboard', defaultMessage: 'The count' },
  leaderboardPublic: { id: 'adminVoting.form.leaderboardPublic', defaultMessage: 'Public while the vote is open' },
  leaderboardHidden: { id: 'adminVoting.form.leaderboardHidden', defaultMessage: 'Private until the vote closes' },
  freeVotes: { id: 'adminVoting.form.freeVotes', defaultMessage: 'Free votes per delegate per day' },
  addressVotes: { id: 'adminVoting.form.addressVotes', defaultMessage: 'Votes per network per day' },
  addressHint: {
    id: 'adminVoting.form.addressHint',
    defaultMessage: 'A campus or an office shares one address: allow for it',
  },
  challenge: { id: 'adminVoting.form.challenge', defaultMessage: 'Person check' },
  challengeHint: {
    id: 'adminVoting.form.challengeHint',
    defaultMessage: "A puzzle the fan's browser solves on its own: nothing to see, no third party",
  },
  challengeNever: { id: 'adminVoting.form.challengeNever', defaultMessage: 'Never' },
  challengeAlways: { id: 'adminVoting.form.challengeAlways', defaultMessage: 'On every vote' },
  challengeVelocity: {
    id: 'adminVoting.form.challengeVelocity',
    defaultMessage: 'When an address or account votes fast',
  },
  challengeThreshold: {
    id: 'adminVoting.form.challengeThreshold',
    defaultMessage: 'Votes per {minutes} minutes before the check',
  },
  packs: { id: 'adminVoting.form.packs', defaultMessage: 'Vote packs' },
  sellPacks: { id: 'adminVoting.form.sellPacks', defaultMessage: 'Sell vote packs in this vote' },
  packsOnSale: { id: 'adminVoting.form.packsOnSale', defaultMessage: 'Packs on sale' },
  noPack: { id: 'adminVoting.form.noPack', defaultMessage: 'No pack yet: add one for each size fans may buy.' },
  pack: { id: 'adminVoting.form.pack', defaultMessage: 'Pack {number}' },
  packVotes: { id: 'adminVoting.form.packVotes', defaultMessage: 'Votes in pack {number}' },
  packPrice: { id: 'adminVoting.form.packPrice', defaultMessage: 'Price of pack {number} ({currency})' },
  remove: { id: 'adminVoting.form.remove', defaultMessage: 'Remove' },
  whichPack: { id: 'adminVoting.form.whichPack', defaultMessage: 'pack {number}' },
  addPack: { id: 'adminVoting.form.addPack', defaultMessage: 'Add a pack' },
  currency: { id: 'adminVoting.form.currency', defaultMessage: 'Currency' },
  capPerFan: { id: 'adminVoting.form.capPerFan', defaultMessage: 'Paid votes one fan may buy' },
  capPerDelegate: { id: 'adminVoting.form.capPerDelegate', defaultMessage: 'Paid votes one delegate may receive' },
  noCap: { id: 'adminVoting.form.noCap', defaultMessage: 'Empty: no cap' },
  outcome: { id: 'adminVoting.form.outcome', defaultMessage: 'What the result does' },
  outcomeAward: { id: 'adminVoting.form.outcomeAward', defaultMessage: 'An award' },
  outcomeAdvance: { id: 'adminVoting.form.outcomeAdvance', defaultMessage: 'Delegates go through to a judging round' },
  award: { id: 'adminVoting.form.award', defaultMessage: 'Award' },
  advanceCount: { id: 'adminVoting.form.advanceCount', defaultMessage: 'How many go through' },
  round: { id: 'adminVoting.form.round', defaultMessage: 'Into the round' },
  chooseRound: { id: 'adminVoting.form.chooseRound', defaultMessage: 'Choose a round' },
  globalFinale: { id: 'adminVoting.form.globalFinale', defaultMessage: 'Global finale' },
  delegatesChosen: { id: 'adminVoting.form.delegatesChosen', defaultMessage: 'Delegates ({count} chosen)' },
  loadingDelegates: { id: 'adminVoting.form.loadingDelegates', defaultMessage: 'Loading the published delegates...' },
  noPublished: {
    id: 'adminVoting.form.noPublished',
    defaultMessage: 'No published delegate yet: publish profiles from the contestants’ records first.',
  },
  noPublishedOf: {
    id: 'adminVoting.form.noPublishedOf',
    defaultMessage: 'No published delegate of {continent} yet: publish profiles from the contestants’ records first.',
  },
  save: { id: 'adminVoting.form.save', defaultMessage: 'Save changes' },
  create: { id: 'adminVoting.form.create', defaultMessage: 'Create vote' },
});
