/**
 * The machine-readable codes an error envelope carries. A client decides on the code, never on the message:
 * messages are for people and may be reworded, codes stay. The generic codes follow the status; the specific
 * ones name a refusal a client treats differently from others of the same status.
 */
export const ERROR_CODES = {
  // Generic, one per status the API answers with.
  validationFailed: 'validation_failed',
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  notAcceptable: 'not_acceptable',
  requestTimeout: 'request_timeout',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  uriTooLong: 'uri_too_long',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internal: 'internal',
  upstreamFailed: 'upstream_failed',
  unavailable: 'unavailable',
  /** The server's heavy work (documents, exports, pages) is queued to its limit: try again after Retry-After. */
  serverBusy: 'server_busy',
  // Specific refusals of the registration draft (and its uploads).
  /** The draft was saved from another tab since this one loaded it. */
  draftStale: 'draft_stale',
  /** The registration is submitted and no edit session is open. */
  registrationLocked: 'registration_locked',
  /** The registration fee is not paid yet, so there is no form to fill in. */
  registrationNotPaid: 'registration_not_paid',
  // Specific refusals of judging: the judge's phone words each one in her language.
  /** The judge submitted this segment: only the chief auditor can reopen it. */
  segmentLocked: 'segment_locked',
  /** The round is not open for scoring (not yet, or closed). */
  roundNotOpen: 'round_not_open',
  /** The judge declared a conflict with this delegate. */
  judgeConflicted: 'judge_conflicted',
  /** The signed-in account is not a judge of this round. */
  judgeNotAssigned: 'judge_not_assigned',
  /** A segment is submitted only when every delegate the judge may score has a score there. */
  segmentIncomplete: 'segment_incomplete',
  /** A score waited on the judge's phone longer than the bound (MAX_ENTRY_WAIT_MS): refused, the rest saved. */
  scoreTooOld: 'score_too_old',
  /** Closing or publishing waits for every judge to submit (or be excused); the message names who is open. */
  judgesNotSubmitted: 'judges_not_submitted',
  /** A tie straddles the advancement line. */
  advancementTie: 'advancement_tie',
  /** The results are published: the scores are final. */
  resultsPublished: 'results_published',
  /** The segment is not submitted (nothing to reopen). */
  segmentNotSubmitted: 'segment_not_submitted',
  /** The judge has already scored this delegate: a conflict declared now goes to the chief auditor instead. */
  alreadyScored: 'already_scored',
  /** Only the round's head judge records the ranking that breaks a tie. */
  headJudgeOnly: 'head_judge_only',
  /** The round has opened: its rules, delegates and judges are fixed. */
  roundLocked: 'round_locked',
  /** A round in this status cannot be opened or closed (the message names the status). */
  roundStatus: 'round_status',
  /** A round opens only with its delegates and judges set. */
  roundIncomplete: 'round_incomplete',
  /** The results are published only once the round is closed. */
  roundNotClosed: 'round_not_closed',
  /** The placements are revealed only once the results are published. */
  resultsUnpublished: 'results_unpublished',
  /** Every placement is already revealed. */
  allRevealed: 'all_revealed',
  /** The judge has submitted every segment: there is nothing to excuse her from. */
  nothingToExcuse: 'nothing_to_excuse',
  // Specific refusals of the live finale's show console: the console looks again, or the run of show is fixed.
  /** The show moved on since the console last heard from it: it looks again before the next press. */
  consoleStale: 'console_stale',
  /** The round already has a run of show of this kind (rehearsal or live). */
  showExists: 'show_exists',
  /** The run of show holds its most cues. */
  tooManyCues: 'too_many_cues',
  /** A fired cue is fixed: its kind, delegate and placement, and its place in the order. */
  cueFired: 'cue_fired',
  /** A cue that opens or closes the fan vote has no vote attached. */
  cueNeedsVote: 'cue_needs_vote',
  /** A reveal cue has no placement to reveal. */
  revealNeedsPlacement: 'reveal_needs_placement',
  /** Placements are revealed from the last up to the queen: this cue's is not the next one. */
  revealOutOfOrder: 'reveal_out_of_order',
  /** Every cue has been fired: the run of show is over. */
  showOver: 'show_over',
  /** The show has not started: there is no cue to go back from. */
  showNotStarted: 'show_not_started',
  /** The show is at its first cue: there is no earlier one. */
  noEarlierCue: 'no_earlier_cue',
  /** The displays are already held. */
  displaysHeld: 'displays_held',
  /** The displays are not held: there is nothing to resume. */
  displaysNotHeld: 'displays_not_held',
  /** Only a rehearsal is reset; the live show's record stays. */
  rehearsalOnly: 'rehearsal_only',
  /** The display link is revoked: a display opening it is refused (401), and it is not revoked twice. */
  linkRevoked: 'link_revoked',
  // Specific refusals of fan voting and vote packs: the vote's page words each one in her language.
  /** The vote has not opened yet. */
  voteNotOpen: 'vote_not_open',
  /** The vote has closed. */
  voteClosed: 'vote_closed',
  /** She has no paid votes left in this vote (free votes used for the day). */
  noCredits: 'no_credits',
  /** The pack would take her over the paid votes one fan may buy in the vote. */
  overCap: 'over_cap',
  /** The delegate has received the most paid votes one delegate may receive in the vote. */
  delegateOverCap: 'delegate_over_cap',
  /** The vote sells no packs. */
  packsOff: 'packs_off',
  /** The vote's idempotency key was already used for another delegate or vote. */
  voteKeyReused: 'vote_key_reused',
  /** A delegate votes for the others, never for herself. */
  ownVote: 'own_vote',
  /** Staff accounts take no part in fan votes: they neither vote nor buy packs. */
  staffNoVote: 'staff_no_vote',
  /** A delegate in the vote buys no packs in it. */
  delegateNoPacks: 'delegate_no_packs',
  /** Voting and buying packs wait for her confirmed e-mail address. */
  emailUnverified: 'email_unverified',
  /** Her account's address is a throw-away one: she votes with a lasting address. */
  emailDisposable: 'email_disposable',
  /** The back office applies a vote's result only once the vote has closed. */
  voteNotClosed: 'vote_not_closed',
  /** The vote's result was already applied (once only). */
  voteOutcomeApplied: 'vote_outcome_applied',
  /** The request must carry a solved person-check puzzle (GET /api/challenge) and did not. */
  challengeRequired: 'challenge_required',
  /** The puzzle's solution was wrong, expired, or already used. */
  challengeFailed: 'challenge_failed',
  /** A to-do's deadline is already past and staff did not confirm it (`acceptPastDeadline`). */
  deadlinePassed: 'deadline_passed',
  /** A to-do's send is not waiting for review (already accepted or sent back): the matrix is reloaded. */
  todoNotWaiting: 'todo_not_waiting',
  /** Her send for this to-do was accepted: nothing more is sent for it. */
  todoAccepted: 'todo_accepted',
  /**
   * The organisation requires this member of staff to sign in with a second factor and she has none yet: the back
   * office sends her to set it up (Account settings) and its API answers nothing else until she has.
   */
  secondFactorRequired: 'second_factor_required',
  /** Staff chose a country she may not represent: neither her nationality's country nor her residence. */
  countryNotOffered: 'country_not_offered',
  /** The organisers have not given their billing details (legal name, address), so no invoice can be made yet. */
  billingNotSet: 'billing_not_set',
  /** The order has no invoice to give: not paid, nothing taken (a waived fee), or a payment given back. */
  notInvoiceable: 'not_invoiceable',
  /** Taking away this factor would leave her without the second factor the organisation requires of her role. */
  secondFactorStillRequired: 'second_factor_still_required',
  /** The passkey ceremony's challenge was already used, expired, or never handed out: start it again. */
  passkeyChallengeExpired: 'passkey_challenge_expired',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
export const ERROR_CODE_VALUES = Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

const STATUS_CODES: Record<number, ErrorCode> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotAllowed,
  406: ERROR_CODES.notAcceptable,
  408: ERROR_CODES.requestTimeout,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  414: ERROR_CODES.uriTooLong,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
  502: ERROR_CODES.upstreamFailed,
  503: ERROR_CODES.unavailable,
};

/** The generic code of a status: any other 4xx is a bad request, any other 5xx an internal error. */
export function errorCodeForStatus(status: number): ErrorCode {
  return STATUS_CODES[status] ?? (status >= 500 ? ERROR_CODES.internal : ERROR_CODES.badRequest);
}
