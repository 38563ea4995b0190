import { defineMessages } from '../../../i18n/message-descriptor';

/** The show console: the director's run of show, Go/Back/Hold, the preview, rehearsal and display links. */
export const showMessages = defineMessages({
  title: { id: 'show.title', defaultMessage: 'Show console' },
  description: {
    id: 'show.description',
    defaultMessage:
      'Run the finale from the verified record: build the run of show, fire each cue, and open the stage screen and broadcast overlays with display links.',
  },
  loading: { id: 'show.loading', defaultMessage: 'Loading the show…' },
  loadFailed: { id: 'show.loadFailed', defaultMessage: 'The show could not be loaded.' },
  actionFailed: { id: 'show.actionFailed', defaultMessage: 'That could not be done.' },

  // Choosing and building a show
  shows: { id: 'show.shows.title', defaultMessage: 'Runs of show' },
  noShows: { id: 'show.shows.none', defaultMessage: 'No run of show yet. Build one for a round below.' },
  liveShow: { id: 'show.shows.live', defaultMessage: 'Live show' },
  rehearsalShow: { id: 'show.shows.rehearsal', defaultMessage: 'Rehearsal' },
  started: { id: 'show.shows.started', defaultMessage: 'On air since {time}' },
  notStarted: { id: 'show.shows.notStarted', defaultMessage: 'Not started' },
  open: { id: 'show.shows.open', defaultMessage: 'Open' },
  build: { id: 'show.build.title', defaultMessage: 'Build a run of show' },
  round: { id: 'show.build.round', defaultMessage: 'Round' },
  chooseRound: { id: 'show.build.chooseRound', defaultMessage: 'Choose a round' },
  vote: { id: 'show.build.vote', defaultMessage: 'Fan vote opened and closed during the show' },
  noVote: { id: 'show.build.noVote', defaultMessage: 'No fan vote' },
  rehearsalCopy: { id: 'show.build.rehearsal', defaultMessage: 'A rehearsal copy (made-up results, never public)' },
  buildSubmit: { id: 'show.build.submit', defaultMessage: 'Build the run of show' },
  built: { id: 'show.build.done', defaultMessage: 'The run of show is ready.' },

  // The rehearsal
  rehearsalBanner: {
    id: 'show.rehearsal.banner',
    defaultMessage: 'Rehearsal: made-up results, watermarked on every display, never shown to the public.',
  },
  reset: { id: 'show.rehearsal.reset', defaultMessage: 'Reset the rehearsal' },
  resetTitle: { id: 'show.rehearsal.resetTitle', defaultMessage: 'Reset the rehearsal?' },
  resetMessage: {
    id: 'show.rehearsal.resetMessage',
    defaultMessage: 'The rehearsal goes back to before its first cue, with new made-up results.',
  },
  resetDone: { id: 'show.rehearsal.resetDone', defaultMessage: 'The rehearsal is back at the start.' },

  // Go, Back, Hold
  transport: { id: 'show.transport.title', defaultMessage: 'Run the show' },
  go: { id: 'show.transport.go', defaultMessage: 'Go' },
  goNext: { id: 'show.transport.goNext', defaultMessage: 'Go: {cue}' },
  back: { id: 'show.transport.back', defaultMessage: 'Back' },
  hold: { id: 'show.transport.hold', defaultMessage: 'Hold' },
  resume: { id: 'show.transport.resume', defaultMessage: 'Resume' },
  endOfShow: { id: 'show.transport.end', defaultMessage: 'Every cue has been fired.' },
  backHint: {
    id: 'show.transport.backHint',
    defaultMessage:
      'Back shows the previous cue’s picture again; nothing revealed is taken back. Hold freezes every display on the neutral picture.',
  },
  heldNotice: {
    id: 'show.transport.held',
    defaultMessage: 'The displays are held on the neutral picture. Resume to go on.',
  },
  refused: { id: 'show.transport.refused', defaultMessage: 'Refused: {message}' },
  onScreen: { id: 'show.preview.current', defaultMessage: 'On the displays now' },
  next: { id: 'show.preview.next', defaultMessage: 'On the next Go' },
  nothingNext: { id: 'show.preview.nothing', defaultMessage: 'The run of show is over.' },

  // The cues
  cues: { id: 'show.cues.title', defaultMessage: 'Cues' },
  current: { id: 'show.cues.current', defaultMessage: 'On the displays' },
  firedAt: { id: 'show.cues.firedAt', defaultMessage: 'Fired at {time}' },
  firedByYou: { id: 'show.cues.firedByYou', defaultMessage: 'Fired at {time} by you' },
  firedByName: { id: 'show.cues.firedByName', defaultMessage: 'Fired at {time} by {name}' },
  moveUp: { id: 'show.cues.moveUp', defaultMessage: 'Move “{cue}” up' },
  moveDown: { id: 'show.cues.moveDown', defaultMessage: 'Move “{cue}” down' },
  rename: { id: 'show.cues.rename', defaultMessage: 'Edit' },
  renameCue: { id: 'show.cues.renameCue', defaultMessage: 'Edit “{cue}”' },
  remove: { id: 'show.cues.remove', defaultMessage: 'Remove “{cue}”' },
  save: { id: 'show.cues.save', defaultMessage: 'Save' },
  cancel: { id: 'show.cues.cancel', defaultMessage: 'Cancel' },
  cueTitle: { id: 'show.cues.cueTitle', defaultMessage: 'Title' },
  kind: { id: 'show.cues.kind', defaultMessage: 'Kind' },
  delegate: { id: 'show.cues.delegate', defaultMessage: 'Delegate' },
  segment: { id: 'show.cues.segment', defaultMessage: 'Segment' },
  placement: { id: 'show.cues.placement', defaultMessage: 'Placement' },
  none: { id: 'show.cues.none', defaultMessage: 'None' },
  place: { id: 'show.cues.place', defaultMessage: 'Place {place}' },
  voteAttached: { id: 'show.cues.voteAttached', defaultMessage: 'Fan vote' },
  addCue: { id: 'show.cues.add', defaultMessage: 'Add a cue' },
  add: { id: 'show.cues.addSubmit', defaultMessage: 'Add' },
  kinds: {
    id: 'show.cues.kinds',
    defaultMessage:
      '{kind, select, opening {Opening} segment {Segment} scoring_open {Scoring opens} scoring_close {Scoring closes} vote_open {Fan vote opens} vote_close {Fan vote closes} reveal {Reveal} crowning {Crowning} closing {Closing} other {Custom}}',
  },

  // Display links
  displays: { id: 'show.displays.title', defaultMessage: 'Display links' },
  displaysHint: {
    id: 'show.displays.hint',
    defaultMessage:
      'A link opens its display without signing in: open the stage screen on the venue’s machine, an overlay as a 1920 × 1080 browser source.',
  },
  noDisplays: { id: 'show.displays.none', defaultMessage: 'No display link yet.' },
  displayKind: {
    id: 'show.displays.kind',
    defaultMessage: '{kind, select, stage {Stage screen} other {Broadcast overlay}}',
  },
  label: { id: 'show.displays.label', defaultMessage: 'Name' },
  create: { id: 'show.displays.create', defaultMessage: 'Create the link' },
  createdOnce: {
    id: 'show.displays.createdOnce',
    defaultMessage: 'Copy the link now: it is shown only this once.',
  },
  copy: { id: 'show.displays.copy', defaultMessage: 'Copy' },
  copied: { id: 'show.displays.copied', defaultMessage: 'Copied' },
  copyLayout: { id: 'show.displays.copyLayout', defaultMessage: 'Copy the {layout} link' },
  layouts: {
    id: 'show.displays.layouts',
    defaultMessage:
      '{layout, select, lower_third {Lower third} vote_bar {Vote bar} countdown {Countdown} reveal {Reveal card} other {The queen}}',
  },
  revoke: { id: 'show.displays.revoke', defaultMessage: 'Revoke' },
  revokeTitle: { id: 'show.displays.revokeTitle', defaultMessage: 'Revoke “{label}”?' },
  revokeMessage: {
    id: 'show.displays.revokeMessage',
    defaultMessage: 'The display goes dark at once and the link never opens again.',
  },
  revoked: { id: 'show.displays.revoked', defaultMessage: 'Revoked {time}' },
  createdAt: { id: 'show.displays.createdAt', defaultMessage: 'Created {time}' },
});
