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
  /** Closing or publishing waits for every judge to submit (or be excused); the message names who is open. */
  judgesNotSubmitted: 'judges_not_submitted',
  /** A tie straddles the advancement line. */
  advancementTie: 'advancement_tie',
  /** The results are published: the scores are final. */
  resultsPublished: 'results_published',
  /** The segment is not submitted (nothing to reopen). */
  segmentNotSubmitted: 'segment_not_submitted',
  /** The request must carry a solved person-check puzzle (GET /api/challenge) and did not. */
  challengeRequired: 'challenge_required',
  /** The puzzle's solution was wrong, expired, or already used. */
  challengeFailed: 'challenge_failed',
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
