import type {
  AdminFanVote,
  AdminRound,
  AdminRoundDetail,
  BuildShow,
  ConsoleState,
  CreateCue,
  CreateDisplayLink,
  CreatedDisplayLink,
  DisplayLink,
  ShowSummary,
  UpdateCue,
} from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

/** The show console's calls (docs/product/live-finale.md): runs of show, cues, Go/Back/Hold, display links. */
export const showKeys = {
  shows: ['admin', 'live', 'shows'] as const,
  show: (id: string) => ['admin', 'live', 'shows', id] as const,
  displays: (id: string) => ['admin', 'live', 'shows', id, 'displays'] as const,
  rounds: ['admin', 'live', 'rounds'] as const,
  round: (id: string) => ['admin', 'live', 'rounds', id] as const,
  votes: ['admin', 'live', 'votes'] as const,
};

const show = (id: string) => `/admin/live/shows/${encodeURIComponent(id)}`;

/**
 * The console follows its show's stream (`streamPath`); when the stream cannot be had it polls every 2 s instead,
 * besides the answer to each of its own presses.
 */
export const CONSOLE_REFRESH_MS = 2_000;
/** While polling after its stream failed, the console tries the stream again this often. */
export const CONSOLE_STREAM_RETRY_MS = 30_000;

export const streamPath = (id: string) => `${show(id)}/stream`;

export const showsQuery = queryOptions({
  queryKey: showKeys.shows,
  queryFn: async () => (await api.get<ShowSummary[]>('/admin/live/shows')).data,
});

export const consoleQuery = (id: string, polling = true) =>
  queryOptions({
    queryKey: showKeys.show(id),
    queryFn: async () => (await api.get<ConsoleState>(show(id))).data,
    refetchInterval: polling ? CONSOLE_REFRESH_MS : false,
  });

export const displaysQuery = (id: string) =>
  queryOptions({
    queryKey: showKeys.displays(id),
    queryFn: async () => (await api.get<DisplayLink[]>(`${show(id)}/displays`)).data,
  });

/** The judging rounds a run of show can be built for, and one round's delegates and segments. */
export const roundsQuery = queryOptions({
  queryKey: showKeys.rounds,
  queryFn: async () => (await api.get<{ rounds: AdminRound[] }>('/admin/judging/rounds')).data.rounds,
});
export const roundQuery = (id: string) =>
  queryOptions({
    queryKey: showKeys.round(id),
    queryFn: async () => (await api.get<AdminRoundDetail>(`/admin/judging/rounds/${encodeURIComponent(id)}`)).data,
  });
export const votesQuery = queryOptions({
  queryKey: showKeys.votes,
  queryFn: async () => (await api.get<{ votes: AdminFanVote[] }>('/admin/votes')).data.votes,
});

export type ShowMove = 'go' | 'back' | 'hold' | 'resume';

export const showApi = {
  build: async (input: BuildShow) => (await api.post<ConsoleState>('/admin/live/shows', input)).data,
  move: async (id: string, what: ShowMove, seq: number) =>
    (await api.post<ConsoleState>(`${show(id)}/${what}`, { seq })).data,
  reset: async (id: string) => (await api.post<ConsoleState>(`${show(id)}/reset`)).data,
  addCue: async (id: string, input: Partial<CreateCue> & Pick<CreateCue, 'kind' | 'title'>) =>
    (await api.post<ConsoleState>(`${show(id)}/cues`, input)).data,
  updateCue: async (id: string, cueId: string, input: UpdateCue) =>
    (await api.patch<ConsoleState>(`${show(id)}/cues/${encodeURIComponent(cueId)}`, input)).data,
  deleteCue: async (id: string, cueId: string) =>
    (await api.delete<ConsoleState>(`${show(id)}/cues/${encodeURIComponent(cueId)}`)).data,
  reorder: async (id: string, cueIds: string[]) =>
    (await api.put<ConsoleState>(`${show(id)}/cues/order`, { cueIds })).data,
  createDisplay: async (id: string, input: CreateDisplayLink) =>
    (await api.post<CreatedDisplayLink>(`${show(id)}/displays`, input)).data,
  revokeDisplay: async (id: string, linkId: string) =>
    (await api.post<DisplayLink>(`${show(id)}/displays/${encodeURIComponent(linkId)}/revoke`)).data,
};
