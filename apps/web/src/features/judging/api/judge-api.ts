import { ERROR_CODES, type JudgeRound, type JudgeSheet, type LockReceipt } from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import type { Translate } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { ApiError, api } from '../../../lib/api-client';
import { judgingMessages as m } from '../messages';
import { type BatchAnswer, RetryLater, type ScoreEntry } from '../offline/score-outbox';

export type { JudgeRound, JudgeSheet, LockReceipt } from '@cq/shared';
export type JudgeSegment = JudgeRound['segments'][number];
export type JudgeScale = JudgeRound['scale'];
export type JudgeDelegate = JudgeSheet['delegates'][number];

export const judgeKeys = {
  all: ['judging'] as const,
  rounds: ['judging', 'rounds'] as const,
  sheet: (roundId: string) => ['judging', 'rounds', roundId] as const,
};

export const myRoundsQuery = queryOptions({
  queryKey: judgeKeys.rounds,
  queryFn: async () => (await api.get<{ rounds: JudgeRound[] }>('/judging/rounds')).data.rounds,
});

export const judgeSheetQuery = (roundId: string) =>
  queryOptions({
    queryKey: judgeKeys.sheet(roundId),
    queryFn: async () => (await api.get<JudgeSheet>(`/judging/rounds/${encodeURIComponent(roundId)}`)).data,
  });

/** The id this phone gives itself, kept with each score it sends (the score's history names it). */
function deviceId(): string | undefined {
  try {
    const key = 'cq.judging.device';
    const held = localStorage.getItem(key);
    if (held) return held;
    const made = crypto.randomUUID();
    localStorage.setItem(key, made);
    return made;
  } catch {
    return undefined;
  }
}

/** What the phone says when the server refuses a score or a submission, by the refusal's code. */
const REFUSALS: Partial<Record<string, MessageDescriptor>> = {
  [ERROR_CODES.segmentLocked]: m.refusalLocked,
  [ERROR_CODES.roundNotOpen]: m.refusalNotOpen,
  [ERROR_CODES.judgeConflicted]: m.refusalConflicted,
  [ERROR_CODES.judgeNotAssigned]: m.refusalNotAssigned,
  [ERROR_CODES.segmentIncomplete]: m.refusalIncomplete,
  [ERROR_CODES.scoreTooOld]: m.refusalTooOld,
  [ERROR_CODES.alreadyScored]: m.refusalAlreadyScored,
  [ERROR_CODES.headJudgeOnly]: m.refusalHeadOnly,
  [ERROR_CODES.resultsPublished]: m.refusalPublished,
};
/** A refusal in the judge's language: by its code when the phone knows it, else the server's words. */
export function refusalText(code: string | undefined, message: string, t: Translate): string {
  const known = code ? REFUSALS[code] : undefined;
  return known ? t(known) : message;
}
export function refusalMessage(err: unknown, fallback: string, t: Translate): string {
  if (err instanceof ApiError) return refusalText(err.code, err.message || fallback, t);
  return fallback;
}

/**
 * Sends a batch of scores. No connection, a time-out, a rate limit or a server error may mean the batch did not
 * arrive: the outbox keeps it and tries again (the ids make a second arrival harmless). The server stores a batch
 * all or nothing: when it names the scores it refused, only those are refused and the rest go again; a refusal
 * naming none (the round closed, the assignment withdrawn) refuses each score of the batch, with its message.
 */
export async function sendScores(roundId: string, entries: ScoreEntry[]): Promise<BatchAnswer> {
  try {
    const res = await api.put<BatchAnswer>(`/judging/rounds/${encodeURIComponent(roundId)}/scores`, {
      // The send time by this phone's clock: the server measures from it how long each score waited here.
      sentAt: Date.now(),
      deviceId: deviceId(),
      scores: entries.map(({ clientId, delegateId, segmentKey, value, enteredAt }) => ({
        clientId,
        delegateId,
        segmentKey,
        value,
        enteredAt,
      })),
    });
    return res.data;
  } catch (err) {
    if (
      err instanceof ApiError &&
      (err.status === 0 || err.status === 401 || err.status === 429 || err.status >= 500)
    ) {
      throw new RetryLater(err.message);
    }
    if (err instanceof ApiError) {
      // The server refuses a batch as a whole and names each refused score; the others are sent again at once.
      const named = err.errors ? entries.filter((e) => err.errors?.[e.clientId]) : [];
      const refused = named.length > 0 ? named : entries;
      return {
        applied: [],
        superseded: [],
        refused: refused.map((e) => ({
          clientId: e.clientId,
          code: err.code,
          message: err.errors?.[e.clientId] ?? err.message,
        })),
      };
    }
    throw err;
  }
}

/**
 * Submits the judge's scores of one segment: after this only the chief auditor can reopen them. The answer is
 * her receipt: the SHA-256 of her scores there as frozen, which the published sheet lists.
 */
export async function submitSegment(roundId: string, segmentKey: string): Promise<LockReceipt> {
  const res = await api.post<{ locked: true; receipt: LockReceipt }>(
    `/judging/rounds/${encodeURIComponent(roundId)}/segments/${encodeURIComponent(segmentKey)}/submit`,
    {},
  );
  return res.data.receipt;
}

/** Declares that the judge knows a delegate: she is then neither shown nor scored by this judge. */
export async function declareConflict(roundId: string, delegateId: string): Promise<void> {
  await api.post(`/judging/rounds/${encodeURIComponent(roundId)}/conflicts`, { delegateId });
}
