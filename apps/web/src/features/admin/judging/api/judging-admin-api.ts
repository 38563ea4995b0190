import type {
  AdminRound,
  AdminRoundDetail,
  ContestantList,
  ExcuseAnswer,
  LiveTabulation,
  PublishAnswer,
  ReopenAnswer,
  RevealAnswer,
  RoundRules,
  RoundScheduleUpdate,
  Translations,
} from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

/** The director's calls (docs/product/judging.md). */
export const judgingAdminKeys = {
  all: ['admin', 'judging'] as const,
  rounds: ['admin', 'judging', 'rounds'] as const,
  round: (id: string) => ['admin', 'judging', 'rounds', id] as const,
  tabulation: (id: string) => ['admin', 'judging', 'rounds', id, 'tabulation'] as const,
  candidates: (continent: string | null) => ['admin', 'judging', 'candidates', continent] as const,
};

const base = '/admin/judging/rounds';
const roundPath = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const roundsQuery = queryOptions({
  queryKey: judgingAdminKeys.rounds,
  queryFn: async () => (await api.get<{ rounds: AdminRound[] }>(base)).data.rounds,
});

export const roundQuery = (id: string) =>
  queryOptions({
    queryKey: judgingAdminKeys.round(id),
    queryFn: async () => (await api.get<AdminRoundDetail>(roundPath(id))).data,
  });

/**
 * The live tabulation, asked for twice a second while the round is open: a score saved by a judge is in the
 * director's table within a second (the pause plus one tabulation, measured by `npm run bench -- judging`).
 */
export const LIVE_TABULATION_MS = 500;
export const tabulationQuery = (id: string) =>
  queryOptions({
    queryKey: judgingAdminKeys.tabulation(id),
    queryFn: async () => (await api.get<LiveTabulation>(`${roundPath(id)}/tabulation`)).data,
  });

/** Approved contestants who may be a round's delegates (of its continent, or of every continent). */
export const candidatesQuery = (continent: string | null) =>
  queryOptions({
    queryKey: judgingAdminKeys.candidates(continent),
    queryFn: async () => {
      const params = new URLSearchParams({
        status: 'preliminary_approved',
        pageSize: '100',
        sort: 'name',
        order: 'asc',
      });
      if (continent) params.set('continent', continent);
      return (await api.get<ContestantList>(`/admin/contestants?${params}`)).data.contestants;
    },
  });

export interface NewRound {
  season: number;
  name: string;
  translations: Translations<{ name: string }>;
  continent: string | null;
  kind: AdminRound['kind'];
  rules: RoundRules;
}

export const judgingAdmin = {
  create: async (round: NewRound) => (await api.post<AdminRound>(base, round)).data,
  rename: async (id: string, names: { name: string; translations: Translations<{ name: string }> }) =>
    (await api.put<AdminRoundDetail>(`${roundPath(id)}/name`, names)).data,
  schedule: async (id: string, schedule: RoundScheduleUpdate) =>
    (await api.put<AdminRoundDetail>(`${roundPath(id)}/schedule`, schedule)).data,
  rules: async (id: string, rules: RoundRules) =>
    (await api.put<AdminRoundDetail>(`${roundPath(id)}/rules`, { rules })).data,
  delegates: async (id: string, contestantIds: string[]) =>
    (await api.put<AdminRoundDetail>(`${roundPath(id)}/delegates`, { contestantIds })).data,
  advanceFrom: async (id: string, fromRoundIds: string[]) =>
    (await api.post<AdminRoundDetail>(`${roundPath(id)}/advance-from`, { fromRoundIds })).data,
  judges: async (id: string, judges: { email: string; head: boolean }[]) =>
    (await api.put<AdminRoundDetail>(`${roundPath(id)}/judges`, { judges })).data,
  status: async (id: string, status: 'open' | 'closed') =>
    (await api.post<AdminRoundDetail>(`${roundPath(id)}/status`, { status })).data,
  publish: async (id: string) => (await api.post<PublishAnswer>(`${roundPath(id)}/publish`, {})).data,
  reveal: async (id: string, all: boolean) => (await api.post<RevealAnswer>(`${roundPath(id)}/reveal`, { all })).data,
  excuse: async (id: string, userId: string, reason: string) =>
    (await api.post<ExcuseAnswer>(`${roundPath(id)}/judges/${encodeURIComponent(userId)}/excuse`, { reason })).data,
  /** The judging audit chain with its hashes, to verify with `npm run verify-audit -- --file`. */
  auditPath: '/admin/judging/audit',
  reopen: async (id: string, userId: string, segmentKey: string, reason: string) =>
    (
      await api.post<ReopenAnswer>(
        `${roundPath(id)}/judges/${encodeURIComponent(userId)}/segments/${encodeURIComponent(segmentKey)}/reopen`,
        { reason },
      )
    ).data,
};
