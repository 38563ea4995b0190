import type {
  AdminFanVote,
  AdminRound,
  FanVoteInput,
  VoidBallots,
  VoidBallotsAnswer,
  VoteCandidate,
  VoteReview,
  VoteReviewQuery,
} from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

/** Staff's calls for fan voting (docs/product/fan-voting.md). */
export const votingAdminKeys = {
  all: ['admin', 'votes'] as const,
  one: (id: string) => ['admin', 'votes', id] as const,
  review: (id: string, q: VoteReviewQuery) => ['admin', 'votes', id, 'review', q] as const,
  candidates: ['admin', 'votes', 'candidates'] as const,
  rounds: ['admin', 'votes', 'rounds'] as const,
};

const path = (id: string) => `/admin/votes/${encodeURIComponent(id)}`;

export const adminVotesQuery = queryOptions({
  queryKey: votingAdminKeys.all,
  queryFn: async () => (await api.get<{ votes: AdminFanVote[] }>('/admin/votes')).data.votes,
});

export const adminVoteQuery = (id: string) =>
  queryOptions({
    queryKey: votingAdminKeys.one(id),
    queryFn: async () => (await api.get<AdminFanVote>(path(id))).data,
  });

export const candidatesQuery = queryOptions({
  queryKey: votingAdminKeys.candidates,
  queryFn: async () => (await api.get<{ delegates: VoteCandidate[] }>('/admin/votes/candidates')).data.delegates,
});

/** The judging rounds an advancing vote can feed (read by staff who may see judging). */
export const roundsQuery = queryOptions({
  queryKey: votingAdminKeys.rounds,
  queryFn: async () => (await api.get<{ rounds: AdminRound[] }>('/admin/judging/rounds')).data.rounds,
});

export const reviewQuery = (id: string, q: VoteReviewQuery) =>
  queryOptions({
    queryKey: votingAdminKeys.review(id, q),
    queryFn: async () => {
      const params = new URLSearchParams(Object.entries(q).filter(([, v]) => v) as [string, string][]);
      return (await api.get<VoteReview>(`${path(id)}/review${params.size ? `?${params}` : ''}`)).data;
    },
    refetchInterval: 60_000,
  });

export const votingAdmin = {
  create: async (input: FanVoteInput) => (await api.post<AdminFanVote>('/admin/votes', input)).data,
  update: async (id: string, input: FanVoteInput) => (await api.put<AdminFanVote>(path(id), input)).data,
  void: async (id: string, body: VoidBallots) => (await api.post<VoidBallotsAnswer>(`${path(id)}/void`, body)).data,
  apply: async (id: string) => (await api.post<AdminFanVote>(`${path(id)}/apply`)).data,
  exportPath: (id: string) => `${path(id)}/export.csv`,
  paymentsExportPath: (id: string) => `${path(id)}/payments.csv`,
};
