import { defineMessages } from '../../i18n/message-descriptor';

/** The live finale as the fans (/live), the stage screen and the broadcast overlays show it. */
export const liveMessages = defineMessages({
  // The fans' page
  seoTitle: { id: 'live.seo.title', defaultMessage: 'Live: the finale as it happens' },
  seoDescription: {
    id: 'live.seo.description',
    defaultMessage:
      'Follow the Continental Queens finale as it happens: who is on stage, the fan vote, each placement as it is revealed and the crowning.',
  },
  eyebrow: { id: 'live.eyebrow', defaultMessage: 'Live' },
  onAir: { id: 'live.onAir', defaultMessage: 'On air' },
  idleTitle: { id: 'live.idle.title', defaultMessage: 'No show on air right now' },
  idleText: {
    id: 'live.idle.text',
    defaultMessage:
      'When the finale starts, follow it here as it happens: who is on stage, the fan vote, each placement as it is revealed and the crowning. This page updates by itself.',
  },
  loading: { id: 'live.loading', defaultMessage: 'Joining the show…' },
  loadFailed: {
    id: 'live.loadFailed',
    defaultMessage: 'The show could not be reached. It will be tried again shortly.',
  },
  reconnecting: { id: 'live.reconnecting', defaultMessage: 'Reconnecting…' },
  now: { id: 'live.now', defaultMessage: 'Now' },
  held: { id: 'live.held', defaultMessage: 'The show continues in a moment.' },
  onStage: { id: 'live.onStage', defaultMessage: 'On stage' },
  voteOpen: { id: 'live.vote.open', defaultMessage: 'The fan vote is open' },
  voteScheduled: { id: 'live.vote.scheduled', defaultMessage: 'The fan vote opens soon' },
  voteClosed: { id: 'live.vote.closed', defaultMessage: 'The fan vote has closed' },
  voteClosesIn: { id: 'live.vote.closesIn', defaultMessage: 'Closes in {time}' },
  voteNow: { id: 'live.vote.now', defaultMessage: 'Vote now' },
  leaderboard: { id: 'live.vote.leaderboard', defaultMessage: 'The fans’ count' },
  leaderboardHidden: {
    id: 'live.vote.leaderboardHidden',
    defaultMessage: 'The count stays private until the vote closes.',
  },
  votes: { id: 'live.vote.votes', defaultMessage: '{count, plural, one {# vote} other {# votes}}' },
  placements: { id: 'live.placements.title', defaultMessage: 'Placements revealed' },
  placementsToCome: {
    id: 'live.placements.toCome',
    defaultMessage: '{count, plural, one {# placement still to be revealed} other {# placements still to be revealed}}',
  },
  queen: { id: 'live.queen', defaultMessage: 'The queen' },
  newQueen: { id: 'live.newQueen', defaultMessage: 'Your new queen' },
  runnerUp: {
    id: 'live.runnerUp',
    defaultMessage:
      '{place, select, 2 {First runner-up} 3 {Second runner-up} 4 {Third runner-up} 5 {Fourth runner-up} other {Runner-up}}',
  },

  // The displays
  stageLabel: { id: 'live.display.stage', defaultMessage: 'Stage screen' },
  overlayLabel: { id: 'live.display.overlay', defaultMessage: 'Broadcast overlay' },
  rehearsal: { id: 'live.display.rehearsal', defaultMessage: 'Rehearsal' },
  connecting: { id: 'live.display.connecting', defaultMessage: 'Connecting to the show…' },
  refused: {
    id: 'live.display.refused',
    defaultMessage: 'This display link is no longer valid. Ask the show’s director for a new one.',
  },
  beginsSoon: { id: 'live.display.beginsSoon', defaultMessage: 'The show begins soon' },
  backSoon: { id: 'live.display.backSoon', defaultMessage: 'We’ll be right back' },
  scoring: { id: 'live.countdown.scoring', defaultMessage: 'The judges are scoring' },
  voteEndsIn: { id: 'live.countdown.vote', defaultMessage: 'The fan vote closes in' },
  voteEnded: { id: 'live.countdown.voteEnded', defaultMessage: 'The fan vote has closed' },
  fanVote: { id: 'live.voteBar.title', defaultMessage: 'Fan vote' },
  totalVotes: {
    id: 'live.voteBar.total',
    defaultMessage: '{count, plural, one {# vote counted} other {# votes counted}}',
  },
});
