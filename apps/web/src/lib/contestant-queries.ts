import type { Contestant, MediaList } from '@cq/shared';
import { api } from './api-client';

/**
 * The contestant calls the portal reads outside the registration form: the
 * me call (polled) and the media links (the profile's gallery). The keys are
 * the registration area's, so every screen shares one cache entry per call.
 */
export const CONTESTANT_ME_KEY = ['contestants', 'me'] as const;
export const contestantMediaKey = (id: string) => ['contestants', id, 'media'] as const;

/** GET /contestants/me: null is a normal answer for a user without a record. */
export async function fetchContestantMe(): Promise<Contestant | null> {
  return (await api.get<Contestant | null>('/contestants/me')).data ?? null;
}

/** GET /contestants/{id}/media: each file with a short-lived signed link. */
export async function fetchContestantMedia(id: string): Promise<MediaList> {
  return (await api.get<MediaList>(`/contestants/${encodeURIComponent(id)}/media`)).data;
}
