import { defineMessages } from '../../../i18n/message-descriptor';

/** The back office's judging: the season's rounds, a round's set-up, its live tabulation and its results. */
export const judgingAdminMessages = defineMessages({
  // The rounds
  title: { id: 'adminJudging.title', defaultMessage: 'Judging' },
  description: {
    id: 'adminJudging.description',
    defaultMessage:
      'One round per continent, then the global finale: its segments and weights, its delegates and judges, the live tabulation and the published results.',
  },
  newRound: { id: 'adminJudging.newRound', defaultMessage: 'New round' },
  rounds: { id: 'adminJudging.rounds.title', defaultMessage: 'Rounds' },
  roundsLoadFailed: { id: 'adminJudging.rounds.loadFailed', defaultMessage: 'The rounds could not be loaded.' },
  noRounds: { id: 'adminJudging.rounds.none', defaultMessage: 'No rounds yet. Create the first one for a continent.' },
  globalFinale: { id: 'adminJudging.globalFinale', defaultMessage: 'Global finale' },
  roundTitle: { id: 'adminJudging.roundTitle', defaultMessage: '{continent} — {name}' },
  roundLine: {
    id: 'adminJudging.rounds.line',
    defaultMessage: '{season} · {status} · {count, plural, one {# segment} other {# segments}}',
  },

  // A new round
  name: { id: 'adminJudging.new.name', defaultMessage: 'Name' },
  continent: { id: 'adminJudging.new.continent', defaultMessage: 'Continent' },
  stage: { id: 'adminJudging.new.stage', defaultMessage: 'Stage' },
  preliminary: { id: 'adminJudging.new.preliminary', defaultMessage: 'Preliminary' },
  final: { id: 'adminJudging.new.final', defaultMessage: 'Final' },
  season: { id: 'adminJudging.new.season', defaultMessage: 'Season' },
  createFailed: { id: 'adminJudging.new.failed', defaultMessage: 'The round could not be created.' },
  create: { id: 'adminJudging.new.submit', defaultMessage: 'Create the round' },
  cancel: { id: 'adminJudging.new.cancel', defaultMessage: 'Cancel' },

  // A round's status
  statusDraft: { id: 'adminJudging.status.draft', defaultMessage: 'Being set up' },
  statusOpen: { id: 'adminJudging.status.open', defaultMessage: 'Open for scoring' },
  statusClosed: { id: 'adminJudging.status.closed', defaultMessage: 'Scoring closed' },
  statusPublished: { id: 'adminJudging.status.published', defaultMessage: 'Published' },

  // The round page
  round: { id: 'adminJudging.round.title', defaultMessage: 'Round' },
  roundLoadFailed: { id: 'adminJudging.round.loadFailed', defaultMessage: 'The round could not be loaded.' },
  roundDescription: { id: 'adminJudging.round.description', defaultMessage: '{season} · {status}' },

  // Opening, closing, publishing and revealing
  opened: { id: 'adminJudging.actions.opened', defaultMessage: 'The round is open for scoring.' },
  closed: { id: 'adminJudging.actions.closed', defaultMessage: 'Scoring is closed.' },
  changeFailed: { id: 'adminJudging.actions.changeFailed', defaultMessage: 'The round could not be changed.' },
  published: {
    id: 'adminJudging.actions.published',
    defaultMessage: 'The results are published. Reveal the placements when the show is ready.',
  },
  publishFailed: { id: 'adminJudging.actions.publishFailed', defaultMessage: 'The results could not be published.' },
  revealed: {
    id: 'adminJudging.actions.revealed',
    defaultMessage: '{revealed} of {total} placements revealed.',
  },
  revealFailed: { id: 'adminJudging.actions.revealFailed', defaultMessage: 'The placement could not be revealed.' },
  open: { id: 'adminJudging.actions.open', defaultMessage: 'Open for scoring' },
  close: { id: 'adminJudging.actions.close', defaultMessage: 'Close scoring' },
  reopenScoring: { id: 'adminJudging.actions.reopen', defaultMessage: 'Reopen scoring' },
  publishResults: { id: 'adminJudging.actions.publishResults', defaultMessage: 'Publish results' },
  publishTitle: { id: 'adminJudging.actions.publishTitle', defaultMessage: 'Publish these results?' },
  publishMessage: {
    id: 'adminJudging.actions.publishMessage',
    defaultMessage:
      'The score sheet is frozen and fingerprinted: no score of this round can change afterwards. The placements stay hidden until you reveal them.',
  },
  publish: { id: 'adminJudging.actions.publish', defaultMessage: 'Publish' },
  revealNext: { id: 'adminJudging.actions.revealNext', defaultMessage: 'Reveal the next placement' },
  revealAll: { id: 'adminJudging.actions.revealAll', defaultMessage: 'Reveal all' },
  publicPage: { id: 'adminJudging.actions.publicPage', defaultMessage: 'Public page' },

  // The tabulation
  tabulation: { id: 'adminJudging.tabulation.title', defaultMessage: 'Tabulation' },
  live: { id: 'adminJudging.tabulation.live', defaultMessage: 'Live' },
  tabulationLoadFailed: {
    id: 'adminJudging.tabulation.loadFailed',
    defaultMessage: 'The tabulation could not be loaded.',
  },
  noDelegatesYet: { id: 'adminJudging.tabulation.noDelegates', defaultMessage: 'No delegates in this round yet.' },
  received: {
    id: 'adminJudging.tabulation.received',
    defaultMessage:
      '{count, plural, one {# score received} other {# scores received}}. Totals weigh each segment’s mean over the judges who scored the delegate.',
  },
  receivedDropping: {
    id: 'adminJudging.tabulation.receivedDropping',
    defaultMessage:
      '{count, plural, one {# score received} other {# scores received}}. Totals weigh each segment’s mean over the judges who scored the delegate, after dropping the highest and lowest score when four or more judges scored.',
  },
  cutTieRecorded: {
    id: 'adminJudging.tabulation.cutTieRecorded',
    defaultMessage:
      'A tie straddles the advancement line that neither the tie-break segment nor the head judge’s ranking breaks.',
  },
  cutTieWaiting: {
    id: 'adminJudging.tabulation.cutTieWaiting',
    defaultMessage:
      'A tie straddles the advancement line: the head judge records her ranking on her scoring screen (Review) before the results can be published.',
  },
  headRecorded: {
    id: 'adminJudging.tabulation.headRecorded',
    defaultMessage: 'The head judge has recorded her ranking.',
  },
  headWaiting: {
    id: 'adminJudging.tabulation.headWaiting',
    defaultMessage: 'The head judge has not recorded her ranking yet.',
  },
  tableRegion: { id: 'adminJudging.tabulation.region', defaultMessage: 'Tabulation table of {round}' },
  tableCaption: { id: 'adminJudging.tabulation.caption', defaultMessage: 'Live tabulation of {round}' },
  rank: { id: 'adminJudging.tabulation.rank', defaultMessage: 'Rank' },
  delegate: { id: 'adminJudging.tabulation.delegate', defaultMessage: 'Delegate' },
  total: { id: 'adminJudging.tabulation.total', defaultMessage: 'Total' },
  weight: { id: 'adminJudging.tabulation.weight', defaultMessage: '{weight} %' },
  segmentWeight: { id: 'adminJudging.tabulation.segmentWeight', defaultMessage: '{segment} · {weight} %' },
  tie: { id: 'adminJudging.tabulation.tie', defaultMessage: 'tie' },
  tieSegment: { id: 'adminJudging.tabulation.tieSegment', defaultMessage: 'tie broken by the tie-break segment' },
  tieHeadJudge: { id: 'adminJudging.tabulation.tieHeadJudge', defaultMessage: 'tie broken by the head judge' },
  tieShared: { id: 'adminJudging.tabulation.tieShared', defaultMessage: 'tie: shared rank' },
  advances: { id: 'adminJudging.tabulation.advances', defaultMessage: 'advances' },
  tiedOnLine: { id: 'adminJudging.tabulation.tiedOnLine', defaultMessage: 'tied on the line' },
  incomplete: { id: 'adminJudging.tabulation.incomplete', defaultMessage: 'incomplete' },
  scores: { id: 'adminJudging.tabulation.scores', defaultMessage: '{count, plural, one {# score} other {# scores}}' },
  scoresDropped: {
    id: 'adminJudging.tabulation.scoresDropped',
    defaultMessage: '{count, plural, one {# score} other {# scores}}, 2 dropped',
  },

  // Who advanced
  whoAdvanced: { id: 'adminJudging.advance.title', defaultMessage: 'Who advanced' },
  advanceFromFinals: {
    id: 'adminJudging.advance.fromFinals',
    defaultMessage:
      'The continental finals published this season. Their advancing delegates join this round: the continental queens.',
  },
  advanceFromPreliminaries: {
    id: 'adminJudging.advance.fromPreliminaries',
    defaultMessage: 'The preliminaries published this season. Their advancing delegates join this round.',
  },
  advancing: { id: 'adminJudging.advance.count', defaultMessage: '{count} advancing' },
  bringIn: { id: 'adminJudging.advance.submit', defaultMessage: 'Bring them into this round' },
  bringFailed: { id: 'adminJudging.advance.failed', defaultMessage: 'The delegates could not be brought in.' },
  delegatesInRound: {
    id: 'adminJudging.delegates.saved',
    defaultMessage: '{count, plural, one {# delegate} other {# delegates}} in the round.',
  },

  // Delegates
  delegates: { id: 'adminJudging.delegates.title', defaultMessage: 'Delegates ({count})' },
  approvedContestants: { id: 'adminJudging.delegates.approved', defaultMessage: 'Approved contestants.' },
  approvedContestantsOf: {
    id: 'adminJudging.delegates.approvedOf',
    defaultMessage: 'Approved contestants of {continent}.',
  },
  contestantsLoadFailed: {
    id: 'adminJudging.delegates.loadFailed',
    defaultMessage: 'The contestants could not be loaded.',
  },
  noApproved: { id: 'adminJudging.delegates.noneApproved', defaultMessage: 'No approved contestant yet.' },
  delegatesSaveFailed: { id: 'adminJudging.delegates.saveFailed', defaultMessage: 'The delegates could not be saved.' },
  saveDelegates: { id: 'adminJudging.delegates.save', defaultMessage: 'Save the delegates' },
  noDelegates: { id: 'adminJudging.delegates.none', defaultMessage: 'No delegates.' },

  // Judges
  judges: { id: 'adminJudging.judges.title', defaultMessage: 'Judges ({count})' },
  judgesAssigned: {
    id: 'adminJudging.judges.saved',
    defaultMessage: '{count, plural, one {# judge assigned.} other {# judges assigned.}}',
  },
  judgeEmails: {
    id: 'adminJudging.judges.emails',
    defaultMessage: 'Judges’ account e-mails, one per line (numbered in this order)',
  },
  headJudge: { id: 'adminJudging.judges.head', defaultMessage: 'Head judge' },
  none: { id: 'adminJudging.judges.noHead', defaultMessage: 'None' },
  judgesSaveFailed: { id: 'adminJudging.judges.saveFailed', defaultMessage: 'The judges could not be saved.' },
  saveJudges: { id: 'adminJudging.judges.save', defaultMessage: 'Save the judges' },
  judgeNumber: { id: 'adminJudging.judges.number', defaultMessage: 'Judge {number}' },
  judgeNumberHead: { id: 'adminJudging.judges.numberHead', defaultMessage: 'Judge {number} · head judge' },
  nothingSubmitted: { id: 'adminJudging.judges.nothingSubmitted', defaultMessage: 'Nothing submitted yet.' },
  submitted: { id: 'adminJudging.judges.submitted', defaultMessage: 'Submitted:' },
  reopen: { id: 'adminJudging.judges.reopen', defaultMessage: 'Reopen' },
  reopenFor: { id: 'adminJudging.judges.reopenFor', defaultMessage: '{segment} for judge {number}' },
  excusedFrom: { id: 'adminJudging.judges.excusedFrom', defaultMessage: 'Excused from {segments}: {reason}' },
  excuseJudge: { id: 'adminJudging.judges.excuseJudge', defaultMessage: 'Excuse judge {number} from {segments}' },
  excused: {
    id: 'adminJudging.judges.excused',
    defaultMessage: 'The judge is excused; the round can close without her submission.',
  },
  reopened: {
    id: 'adminJudging.judges.reopened',
    defaultMessage: 'The scores are reopened; the judge can change them and submit again.',
  },
  auditDownloadFailed: {
    id: 'adminJudging.judges.auditFailed',
    defaultMessage: 'The audit chain could not be downloaded.',
  },
  downloadAudit: { id: 'adminJudging.judges.downloadAudit', defaultMessage: 'Download the audit chain' },
  auditHint: {
    id: 'adminJudging.judges.auditHint',
    defaultMessage:
      'Every judging entry with its hash and each locked segment as held now; check it anywhere with {command}.',
  },
  excuseTitle: { id: 'adminJudging.judges.excuseTitle', defaultMessage: 'Excuse {judge} from {segments}?' },
  excuseReason: {
    id: 'adminJudging.judges.excuseReason',
    defaultMessage: 'Reason (kept in the audit log and shown on the published score sheet)',
  },
  excuseFailed: { id: 'adminJudging.judges.excuseFailed', defaultMessage: 'The judge could not be excused.' },
  excuse: { id: 'adminJudging.judges.excuse', defaultMessage: 'Excuse' },
  reopenTitle: { id: 'adminJudging.judges.reopenTitle', defaultMessage: 'Reopen {judge}’s {segment} scores?' },
  reopenReason: { id: 'adminJudging.judges.reopenReason', defaultMessage: 'Reason (kept in the audit log)' },
  reopenFailed: { id: 'adminJudging.judges.reopenFailed', defaultMessage: 'The scores could not be reopened.' },

  // The scoring rules
  scoringRules: { id: 'adminJudging.rules.title', defaultMessage: 'Scoring rules' },
  fixed: { id: 'adminJudging.rules.fixed', defaultMessage: 'Fixed' },
  fixedOnceOpen: {
    id: 'adminJudging.rules.fixedOnceOpen',
    defaultMessage: 'The rules are fixed once the round opens, so every judge scores by the same ones.',
  },
  rulesSaved: { id: 'adminJudging.rules.saved', defaultMessage: 'The rules are saved.' },
  rulesSaveFailed: { id: 'adminJudging.rules.saveFailed', defaultMessage: 'The rules could not be saved.' },
  saveRules: { id: 'adminJudging.rules.save', defaultMessage: 'Save the rules' },
  segmentsAndWeights: { id: 'adminJudging.rules.segments', defaultMessage: 'Segments and weights' },
  segment: { id: 'adminJudging.rules.segment', defaultMessage: 'Segment' },
  weightPercent: { id: 'adminJudging.rules.weight', defaultMessage: 'Weight (%)' },
  remove: { id: 'adminJudging.rules.remove', defaultMessage: 'Remove' },
  segmentName: { id: 'adminJudging.rules.segmentName', defaultMessage: 'Name of segment {n}' },
  segmentNumber: { id: 'adminJudging.rules.segmentNumber', defaultMessage: 'segment {n}' },
  segmentWeightLabel: { id: 'adminJudging.rules.segmentWeight', defaultMessage: 'Weight of {segment} in percent' },
  removeSegment: { id: 'adminJudging.rules.removeSegment', defaultMessage: 'Remove {segment}' },
  addSegment: { id: 'adminJudging.rules.addSegment', defaultMessage: 'Add a segment' },
  newSegment: { id: 'adminJudging.rules.newSegment', defaultMessage: 'New segment' },
  totalPercent: { id: 'adminJudging.rules.total', defaultMessage: 'Total {total} %' },
  lowestScore: { id: 'adminJudging.rules.min', defaultMessage: 'Lowest score' },
  highestScore: { id: 'adminJudging.rules.max', defaultMessage: 'Highest score' },
  step: { id: 'adminJudging.rules.step', defaultMessage: 'Step' },
  advanceCount: { id: 'adminJudging.rules.advanceCount', defaultMessage: 'Delegates who advance' },
  tieBreak: { id: 'adminJudging.rules.tieBreak', defaultMessage: 'Ties broken first by' },
  tieBreakHeadOnly: { id: 'adminJudging.rules.tieBreakHeadOnly', defaultMessage: 'The head judge’s ranking only' },
  tieBreakThenHead: { id: 'adminJudging.rules.tieBreakThenHead', defaultMessage: '{segment}, then the head judge' },
  dropHighLow: {
    id: 'adminJudging.rules.dropHighLow',
    defaultMessage: 'Drop each delegate’s highest and lowest score',
  },

  // The date
  date: { id: 'adminJudging.date.title', defaultMessage: 'Date' },
  starts: { id: 'adminJudging.date.starts', defaultMessage: 'Starts' },
  timeZone: { id: 'adminJudging.date.timeZone', defaultMessage: 'Time zone' },
  timeZoneHint: {
    id: 'adminJudging.date.timeZoneHint',
    defaultMessage: 'The venue’s clock: judges read the time as it shows it',
  },
  dateSaved: { id: 'adminJudging.date.saved', defaultMessage: 'The date is saved.' },
  dateRemoved: { id: 'adminJudging.date.removed', defaultMessage: 'The date is taken away.' },
  dateSaveFailed: { id: 'adminJudging.date.saveFailed', defaultMessage: 'The date could not be saved.' },
  saveDate: { id: 'adminJudging.date.save', defaultMessage: 'Save the date' },
  removeDate: { id: 'adminJudging.date.remove', defaultMessage: 'Take the date away' },

  // The name
  nameTitle: { id: 'adminJudging.name.title', defaultMessage: 'Name' },
  nameSaved: { id: 'adminJudging.name.saved', defaultMessage: 'The name is saved.' },
  nameSaveFailed: { id: 'adminJudging.name.saveFailed', defaultMessage: 'The name could not be saved.' },
  saveName: { id: 'adminJudging.name.save', defaultMessage: 'Save the name' },
});
