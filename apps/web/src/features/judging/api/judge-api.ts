import type { JudgeRound, JudgeSheet } from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { type BatchAnswer, RetryLater, type ScoreEntry } from '../offline/score-outbox';

export type { JudgeRound, JudgeSheet } from '@cq/shared';
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

/**
 * Sends a batch of scores. No connection, a time-out, a rate limit or a server error may mean the batch did not
 * arrive: the outbox keeps it and tries again (the ids make a second arrival harmless). The server stores a batch
 * all or nothing: when it names the scores it refused, only those are refused and the rest go again; a refusal
 * naming none (the round closed, the assignment withdrawn) refuses each score of the batch, with its message.
 */
export async function sendScores(roundId: string, entries: ScoreEntry[]): Promise<BatchAnswer> {
  try {
    const res = await api.put<BatchAnswer>(`/judging/rounds/${encodeURIComponent(roundId)}/scores`, {
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
        saved: [],
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

/** Submits the judge's scores of one segment: after this only the chief auditor can reopen them. */
export async function submitSegment(roundId: string, segmentKey: string): Promise<void> {
  await api.post(
    `/judging/rounds/${encodeURIComponent(roundId)}/segments/${encodeURIComponent(segmentKey)}/submit`,
    {},
  );
}

/** Declares that the judge knows a delegate: she is then neither shown nor scored by this judge. */
export async function declareConflict(roundId: string, delegateId: string): Promise<void> {
  await api.post(`/judging/rounds/${encodeURIComponent(roundId)}/conflicts`, { delegateId });
}
