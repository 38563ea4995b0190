import {
  type CastVoteAnswer,
  ERROR_CODES,
  type Leaderboard,
  type MyVotes,
  type PaymentData,
  type PaymentInitialize,
  type PublicFanVote,
  rankTally,
} from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import type { Translate } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { ApiError, api } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { votingMessages as m } from '../components/messages';

export const votingKeys = {
  all: ['votes'] as const,
  board: (slug: string) => ['votes', slug, 'leaderboard'] as const,
  mine: ['votes', 'mine'] as const,
};

export const votesQuery = queryOptions({
  queryKey: votingKeys.all,
  queryFn: async () => (await api.get<{ votes: PublicFanVote[] }>('/votes')).data.votes,
});

/** The count moves while fans vote: read again every 30 s while the page is open. */
export const leaderboardQuery = (slug: string) =>
  queryOptions({
    queryKey: votingKeys.board(slug),
    queryFn: async () => (await api.get<Leaderboard>(`/votes/${encodeURIComponent(slug)}/leaderboard`)).data,
    refetchInterval: 30_000,
  });

export const myVotesQuery = queryOptions({
  queryKey: votingKeys.mine,
  queryFn: async () => (await api.get<MyVotes>('/votes/mine')).data,
});

/** This browser's own random id, kept in its storage: the server compares it, never shows it. */
export function deviceId(): string {
  let id = localStorage.getItem(STORAGE_KEYS.deviceId);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.deviceId, id);
  }
  return id;
}

export async function castVote(
  slug: string,
  delegate: string,
  idempotencyKey: string,
  challenge?: string,
): Promise<CastVoteAnswer> {
  return (
    await api.post<CastVoteAnswer>(
      `/votes/${encodeURIComponent(slug)}/ballots`,
      { delegate, idempotencyKey, ...(challenge ? { challenge } : {}) },
      { headers: { 'x-device-id': deviceId() } },
    )
  ).data;
}

/**
 * The count as it will be once her vote is in: shown at once, until the server's next count (which it makes at
 * most every LEADERBOARD_CACHE_MS) is fetched.
 */
export function withHerVote(board: Leaderboard | undefined, delegate: string): Leaderboard | undefined {
  if (!board || board.hidden) return board;
  const rows = rankTally(board.rows.map((r) => ({ ...r, votes: r.votes + (r.slug === delegate ? 1 : 0) })));
  return { ...board, total: board.total + 1, rows };
}

/** Starts paying for a vote pack: the answer says where the browser goes to pay. */
export async function buyPack(slug: string, votes: number): Promise<PaymentInitialize & { votes: number }> {
  return (await api.post<PaymentInitialize & { votes: number }>(`/votes/${encodeURIComponent(slug)}/packs`, { votes }))
    .data;
}

/** Back from the checkout: the server checks the payment with the provider and records it (credited once). */
export async function checkPackPayment(reference: string): Promise<{ message: string; status: string }> {
  const res = await api.get<{ paymentData: PaymentData }>(`/payments/verification/${encodeURIComponent(reference)}`);
  return { message: res.message ?? '', status: res.data.paymentData.status };
}

/** What the page says when the server refuses a vote or a pack, by the refusal's code. */
const REFUSALS: Partial<Record<string, MessageDescriptor>> = {
  [ERROR_CODES.voteNotOpen]: m.refusalNotOpen,
  [ERROR_CODES.voteClosed]: m.refusalClosed,
  [ERROR_CODES.voteKeyReused]: m.refusalKeyReused,
  [ERROR_CODES.noCredits]: m.refusalNoCredits,
  [ERROR_CODES.delegateOverCap]: m.refusalDelegateOverCap,
  [ERROR_CODES.overCap]: m.refusalOverCap,
  [ERROR_CODES.packsOff]: m.refusalPacksOff,
};

/** A refusal in the page's language: by its code when the page knows it, else the server's words, else the fallback. */
export function votingRefusal(err: unknown, fallback: string, t: Translate): string {
  if (!(err instanceof ApiError)) return fallback;
  const known = err.code ? REFUSALS[err.code] : undefined;
  if (known) return t(known);
  return err.fromServer && err.message ? err.message : fallback;
}
