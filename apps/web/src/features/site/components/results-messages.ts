import { defineMessages } from '../../../i18n/message-descriptor';

/** The published results: the list, one round's page, its placements and the score sheet's verification. */
export const resultsMessages = defineMessages({
  seoTitle: { id: 'results.seo.title', defaultMessage: 'Results' },
  seoDescription: {
    id: 'results.seo.description',
    defaultMessage:
      'The crowned queens of each continent and of the global finale, with score sheets anyone can verify.',
  },
  heroEyebrow: { id: 'results.hero.eyebrow', defaultMessage: 'Results' },
  heroTitle: { id: 'results.hero.title', defaultMessage: 'The crowns, and how they were won' },
  heroText: {
    id: 'results.hero.text',
    defaultMessage:
      'Every published result comes with its full score sheet, fingerprinted and chained to the one before it, so anyone can check the ranking.',
  },
  loading: { id: 'results.loading', defaultMessage: 'Loading the results...' },
  loadFailed: { id: 'results.loadFailed', defaultMessage: 'The results could not be loaded. Please try again.' },
  none: {
    id: 'results.none',
    defaultMessage:
      'No results have been published yet this season. The first crowns are announced at the continental finals.',
  },
  continentFinal: { id: 'results.round.continentFinal', defaultMessage: '{continent} — Final' },
  scoresLink: { id: 'results.round.scoresLink', defaultMessage: 'Scores and verification' },
  notPublishedTitle: { id: 'results.round.notPublishedTitle', defaultMessage: 'These results are not published' },
  loadFailedTitle: { id: 'results.round.loadFailedTitle', defaultMessage: 'The results could not be loaded' },
  notPublishedText: {
    id: 'results.round.notPublishedText',
    defaultMessage: 'They appear here once the round’s crown is announced.',
  },
  tryAgain: { id: 'results.round.tryAgain', defaultMessage: 'Please try again.' },
  allResults: { id: 'results.round.allResults', defaultMessage: 'All results' },
  roundSeoTitle: { id: 'results.round.seoTitle', defaultMessage: '{title} · Results' },
  roundSeoDescription: {
    id: 'results.round.seoDescription',
    defaultMessage: 'The results of {title}, with a score sheet anyone can verify.',
  },
  publishedOn: { id: 'results.round.publishedOn', defaultMessage: 'Published on {date}.' },
  crownHidden: { id: 'results.placements.crownHidden', defaultMessage: 'The crown is still to be revealed.' },
  queenOf: { id: 'results.placements.queenOf', defaultMessage: 'Queen of {continent}' },
  globalQueen: { id: 'results.placements.globalQueen', defaultMessage: '{brand} Global Queen' },
  runnerUp: {
    id: 'results.placements.runnerUp',
    defaultMessage:
      '{ordinal, select, first {First runner-up} second {Second runner-up} third {Third runner-up} fourth {Fourth runner-up} fifth {Fifth runner-up} sixth {Sixth runner-up} seventh {Seventh runner-up} eighth {Eighth runner-up} ninth {Ninth runner-up} other {{n}th runner-up}}',
  },
  verifyTitle: { id: 'results.verify.title', defaultMessage: 'Check these results yourself' },
  verifyText: {
    id: 'results.verify.text',
    defaultMessage:
      'Every score of this round, with the judges shown only by number, the weights and the rules, was frozen when the results were published. Its fingerprint (SHA-256) is below, linked to the round published before it. Your browser can download the score sheet, recompute the ranking and compare.',
  },
  sheetHash: { id: 'results.verify.sheetHash', defaultMessage: 'Score sheet SHA-256' },
  previousSheet: { id: 'results.verify.previousSheet', defaultMessage: 'Previous published sheet' },
  firstOfChain: { id: 'results.verify.firstOfChain', defaultMessage: 'None: the first of the chain' },
  verifyButton: { id: 'results.verify.button', defaultMessage: 'Verify these results' },
  download: { id: 'results.verify.download', defaultMessage: 'Download the score sheet' },
  networkError: { id: 'results.verify.networkError', defaultMessage: 'Network error. Please check your connection.' },
  downloadFailed: { id: 'results.verify.downloadFailed', defaultMessage: 'The score sheet could not be downloaded.' },
  verified: {
    id: 'results.verify.verified',
    defaultMessage: 'Verified: the published results match the score sheet.',
  },
  notVerified: {
    id: 'results.verify.notVerified',
    defaultMessage: 'Not verified: the score sheet does not match the published results.',
  },
  hashCheck: { id: 'results.verify.hashCheck', defaultMessage: 'The sheet’s SHA-256 is the published one.' },
  chainCheck: { id: 'results.verify.chainCheck', defaultMessage: 'It names the sheet published before it.' },
  rankingCheck: {
    id: 'results.verify.rankingCheck',
    defaultMessage: 'The ranking recomputed in your browser is the published ranking.',
  },
  tableCaption: { id: 'results.verify.tableCaption', defaultMessage: 'The ranking recomputed in your browser' },
  rank: { id: 'results.verify.rank', defaultMessage: 'Rank' },
  delegate: { id: 'results.verify.delegate', defaultMessage: 'Delegate' },
  total: { id: 'results.verify.total', defaultMessage: 'Total' },
  sheetPending: {
    id: 'results.verify.pending',
    defaultMessage: 'The score sheet, its fingerprint and its check are published once every placement is revealed.',
  },
  auditHead: { id: 'results.verify.auditHead', defaultMessage: 'Judging audit chain at publication' },
  auditHeadEntry: { id: 'results.verify.auditHeadEntry', defaultMessage: 'Entry {sequence, number}' },
  locksCheck: {
    id: 'results.verify.locksCheck',
    defaultMessage: 'Each judge’s last receipt matches the scores counted for her.',
  },
  receiptTitle: { id: 'results.receipt.title', defaultMessage: 'Check a judge’s receipt' },
  receiptText: {
    id: 'results.receipt.text',
    defaultMessage:
      'A judge gets a receipt each time she submits a segment. Paste it (at least its first 8 characters) to see that what she locked is what was counted.',
  },
  receiptLabel: { id: 'results.receipt.label', defaultMessage: 'Receipt' },
  receiptButton: { id: 'results.receipt.button', defaultMessage: 'Check the receipt' },
  receiptInvalid: {
    id: 'results.receipt.invalid',
    defaultMessage: 'Enter at least the first 8 characters of the receipt (0–9 and a–f).',
  },
  receiptAmbiguous: {
    id: 'results.receipt.ambiguous',
    defaultMessage: 'Several receipts begin so: enter more characters.',
  },
  receiptNotFound: { id: 'results.receipt.notFound', defaultMessage: 'No receipt on this score sheet begins so.' },
  receiptCounted: {
    id: 'results.receipt.counted',
    defaultMessage:
      'Counted as locked: judge {judge}’s {segment} scores on this sheet are exactly the ones she submitted.',
  },
  receiptChanged: {
    id: 'results.receipt.changed',
    defaultMessage: 'Not as locked: judge {judge}’s {segment} scores on this sheet are not the ones she submitted.',
  },
  receiptReopened: {
    id: 'results.receipt.reopened',
    defaultMessage:
      'Judge {judge}’s {segment} scores were reopened after this receipt ({reason}); her later receipt is the one counted.',
  },
  receiptFailed: {
    id: 'results.receipt.failed',
    defaultMessage: 'The score sheet could not be downloaded to check the receipt.',
  },
});
