import { defineMessages } from '../../i18n/message-descriptor';

/** The judges' screens: their rounds, scoring one delegate at a time, the review, receipts and refusals. */
export const judgingMessages = defineMessages({
  layoutJudging: { id: 'judging.layout.judging', defaultMessage: 'Judging' },
  homeSeo: { id: 'judging.home.seo', defaultMessage: 'Judging' },
  homeEyebrow: { id: 'judging.home.eyebrow', defaultMessage: 'Judges’ table' },
  homeTitle: { id: 'judging.home.title', defaultMessage: 'My rounds' },
  homeText: {
    id: 'judging.home.text',
    defaultMessage:
      'Score one delegate at a time. Every score is kept on this device the moment you enter it and sent as soon as there is a connection.',
  },
  homeLoading: { id: 'judging.home.loading', defaultMessage: 'Loading your rounds...' },
  homeLoadFailed: {
    id: 'judging.home.loadFailed',
    defaultMessage: 'Your rounds could not be loaded. Please check your connection.',
  },
  homeNone: { id: 'judging.home.none', defaultMessage: 'You are not assigned to a round yet.' },
  homeNoneText: {
    id: 'judging.home.noneText',
    defaultMessage: 'The pageant director assigns judges before each round opens.',
  },
  nextTitle: { id: 'judging.home.next', defaultMessage: 'Your next round' },
  startsAt: { id: 'judging.home.startsAt', defaultMessage: 'Starts {when}' },
  todoOpen: {
    id: 'judging.home.todoOpen',
    defaultMessage:
      'Scoring is open: score each delegate, then submit {count, plural, one {the # segment} other {each of the # segments}} still to send.',
  },
  todoDraft: {
    id: 'judging.home.todoDraft',
    defaultMessage:
      'Not open yet: the director opens it when the round begins. Come back here to score; nothing to prepare.',
  },
  todoDone: {
    id: 'judging.home.todoDone',
    defaultMessage: 'Every segment is submitted: nothing more to do in this round.',
  },
  startScoring: { id: 'judging.home.start', defaultMessage: 'Start scoring' },
  openRound: { id: 'judging.home.open', defaultMessage: 'Open the round' },
  statusDraft: { id: 'judging.status.draft', defaultMessage: 'Not open yet' },
  statusOpen: { id: 'judging.status.open', defaultMessage: 'Open for scoring' },
  statusClosed: { id: 'judging.status.closed', defaultMessage: 'Closed' },
  statusPublished: { id: 'judging.status.published', defaultMessage: 'Published' },
  roundLine: {
    id: 'judging.home.roundLine',
    defaultMessage: '{status} · Judge {number} · {count, plural, one {# segment} other {# segments}}',
  },
  pageLoading: { id: 'judging.scoring.loading', defaultMessage: 'Loading the round...' },
  cannotOpen: { id: 'judging.scoring.cannotOpen', defaultMessage: 'This round cannot be opened' },
  checkConnection: {
    id: 'judging.scoring.checkConnection',
    defaultMessage: 'Please check your connection and try again.',
  },
  backToRounds: { id: 'judging.scoring.backToRounds', defaultMessage: 'Back to my rounds' },
  myRounds: { id: 'judging.scoring.myRounds', defaultMessage: 'My rounds' },
  seoTitle: { id: 'judging.scoring.seoTitle', defaultMessage: '{round} · Judging' },
  progress: { id: 'judging.scoring.progress', defaultMessage: 'Judge {number} · {scored} of {total} delegates scored' },
  score: { id: 'judging.scoring.score', defaultMessage: 'Score' },
  review: { id: 'judging.scoring.review', defaultMessage: 'Review' },
  notOpen: { id: 'judging.scoring.notOpen', defaultMessage: 'This round has not opened for scoring yet.' },
  closed: {
    id: 'judging.scoring.closed',
    defaultMessage: 'Scoring for this round is closed. Your submitted scores are shown below.',
  },
  noDelegates: { id: 'judging.scoring.noDelegates', defaultMessage: 'No delegates are in this round yet.' },
  delegateOf: { id: 'judging.scoring.delegateOf', defaultMessage: 'Delegate {index} of {total}' },
  knowDelegate: { id: 'judging.scoring.knowDelegate', defaultMessage: 'I know this delegate personally' },
  conflictFailed: {
    id: 'judging.scoring.conflictFailed',
    defaultMessage: 'The declaration could not be sent. Please try again.',
  },
  delegatesNav: { id: 'judging.scoring.delegatesNav', defaultMessage: 'Delegates' },
  previous: { id: 'judging.scoring.previous', defaultMessage: 'Previous' },
  next: { id: 'judging.scoring.next', defaultMessage: 'Next' },
  conflictTitle: { id: 'judging.scoring.conflictTitle', defaultMessage: 'Declare a conflict of interest?' },
  conflictText: {
    id: 'judging.scoring.conflictText',
    defaultMessage:
      'You will no longer see or score {name}. Her result is computed from the other judges’ scores. This cannot be undone by you.',
  },
  conflictConfirm: { id: 'judging.scoring.conflictConfirm', defaultMessage: 'Declare conflict' },
  lower: { id: 'judging.input.lower', defaultMessage: 'Lower {label} by {step}' },
  raise: { id: 'judging.input.raise', defaultMessage: 'Raise {label} by {step}' },
  submittedState: { id: 'judging.input.submitted', defaultMessage: 'Submitted' },
  saved: { id: 'judging.input.saved', defaultMessage: 'Saved' },
  superseded: {
    id: 'judging.input.superseded',
    defaultMessage: 'Not applied: a later score from another device is kept.',
  },
  waiting: { id: 'judging.input.waiting', defaultMessage: 'Kept on this phone, sending…' },
  offline: {
    id: 'judging.sync.offline',
    defaultMessage:
      'No connection. {count, plural, one {# score is} other {# scores are}} kept on this phone and will be sent as soon as you are back online.',
  },
  tryNow: { id: 'judging.sync.tryNow', defaultMessage: 'Try now' },
  sending: { id: 'judging.sync.sending', defaultMessage: 'Sending {count, plural, one {# score} other {# scores}}…' },
  allSaved: { id: 'judging.sync.allSaved', defaultMessage: 'All scores saved' },
  clockAhead: {
    id: 'judging.sync.clockAhead',
    defaultMessage:
      'This phone’s clock is {span} ahead of the server’s. Your scores are ordered by the server’s clock, so nothing is lost; set the phone’s time to automatic when you can.',
  },
  clockBehind: {
    id: 'judging.sync.clockBehind',
    defaultMessage:
      'This phone’s clock is {span} behind the server’s. Your scores are ordered by the server’s clock, so nothing is lost; set the phone’s time to automatic when you can.',
  },
  spanSeconds: { id: 'judging.sync.spanSeconds', defaultMessage: '{s} s' },
  spanMinutes: { id: 'judging.sync.spanMinutes', defaultMessage: '{m} min' },
  spanHours: { id: 'judging.sync.spanHours', defaultMessage: '{h} h {m} min' },
  reviewTitle: { id: 'judging.review.title', defaultMessage: 'Review your scores' },
  reviewText: {
    id: 'judging.review.text',
    defaultMessage:
      'Check every score, then submit each segment. Once submitted, your scores in that segment are final.',
  },
  tableCaption: { id: 'judging.review.caption', defaultMessage: 'Your scores by delegate and segment' },
  delegate: { id: 'judging.review.delegate', defaultMessage: 'Delegate' },
  missing: { id: 'judging.review.missing', defaultMessage: 'Missing' },
  notSent: { id: 'judging.review.notSent', defaultMessage: '(not sent yet)' },
  refused: { id: 'judging.review.refused', defaultMessage: '(refused)' },
  missingCount: {
    id: 'judging.review.missingCount',
    defaultMessage: '{count, plural, one {# score missing} other {# scores missing}}',
  },
  waitingAll: { id: 'judging.review.waitingAll', defaultMessage: 'Waiting for every score to reach the server' },
  ready: { id: 'judging.review.ready', defaultMessage: 'Ready to submit' },
  yourReceipt: { id: 'judging.review.yourReceipt', defaultMessage: 'Your receipt: {short}' },
  fullReceipt: { id: 'judging.review.fullReceipt', defaultMessage: 'Full receipt:' },
  showReceipt: { id: 'judging.review.showReceipt', defaultMessage: 'Show the full receipt' },
  submit: { id: 'judging.review.submit', defaultMessage: 'Submit' },
  submitSegment: { id: 'judging.review.submitSegment', defaultMessage: 'Submit {segment}' },
  submitFailed: {
    id: 'judging.review.submitFailed',
    defaultMessage: 'The scores could not be submitted. Please try again.',
  },
  confirmTitle: { id: 'judging.review.confirmTitle', defaultMessage: 'Submit your {segment} scores?' },
  confirmText: {
    id: 'judging.review.confirmText',
    defaultMessage:
      'After you submit, you can no longer change these scores. Only the chief auditor can reopen them. You get a receipt you can check against the published results.',
  },
  confirmButton: { id: 'judging.review.confirmButton', defaultMessage: 'Submit scores' },
  headTitle: { id: 'judging.head.title', defaultMessage: 'Your ranking as head judge' },
  headText: {
    id: 'judging.head.text',
    defaultMessage:
      'Put the delegates in your order, best first. It is used only if two delegates are still tied after the tie-break segment.',
  },
  headRecordedNote: {
    id: 'judging.head.recordedNote',
    defaultMessage: 'Recorded; you may change it until the results are published.',
  },
  moveUp: { id: 'judging.head.moveUp', defaultMessage: 'Move {name} up' },
  moveDown: { id: 'judging.head.moveDown', defaultMessage: 'Move {name} down' },
  record: { id: 'judging.head.record', defaultMessage: 'Record my ranking' },
  recorded: { id: 'judging.head.recorded', defaultMessage: 'Your ranking is recorded.' },
  recordFailed: {
    id: 'judging.head.recordFailed',
    defaultMessage: 'Your ranking could not be recorded. Please try again.',
  },
  refusalLocked: {
    id: 'judging.refusal.segmentLocked',
    defaultMessage: 'You have submitted this segment. Only the chief auditor can reopen it.',
  },
  refusalNotOpen: { id: 'judging.refusal.roundNotOpen', defaultMessage: 'Scoring for this round is not open.' },
  refusalConflicted: {
    id: 'judging.refusal.judgeConflicted',
    defaultMessage: 'You declared a conflict with this delegate: you do not score her.',
  },
  refusalNotAssigned: { id: 'judging.refusal.judgeNotAssigned', defaultMessage: 'You are not a judge of this round.' },
  refusalIncomplete: {
    id: 'judging.refusal.segmentIncomplete',
    defaultMessage: 'Score every delegate before submitting this segment.',
  },
  refusalTooOld: {
    id: 'judging.refusal.scoreTooOld',
    defaultMessage:
      'This score waited on your phone for more than 12 hours and was not saved. Enter it again if it still stands.',
  },
  refusalAlreadyScored: {
    id: 'judging.refusal.alreadyScored',
    defaultMessage: 'You have already scored this delegate. Ask the chief auditor to review the conflict.',
  },
  refusalHeadOnly: { id: 'judging.refusal.headJudgeOnly', defaultMessage: 'Only the head judge records a ranking.' },
  refusalPublished: {
    id: 'judging.refusal.resultsPublished',
    defaultMessage: 'The results are published: the scores are final.',
  },
  scaleHint: { id: 'judging.input.scaleHint', defaultMessage: 'Enter a score from {min} to {max} in steps of {step}.' },
});
