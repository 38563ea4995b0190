import { type PublishedRound, RESULTS_PATH } from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_BASE, ApiError, api } from '../../../lib/api-client';

export const resultsKeys = {
  all: ['results'] as const,
  one: (slug: string) => ['results', slug] as const,
};

export const publishedRoundsQuery = queryOptions({
  queryKey: resultsKeys.all,
  queryFn: async () => (await api.get<{ rounds: PublishedRound[] }>(RESULTS_PATH)).data.rounds,
});

export const publishedRoundQuery = (slug: string) =>
  queryOptions({
    queryKey: resultsKeys.one(slug),
    queryFn: async () => (await api.get<PublishedRound>(`${RESULTS_PATH}/${encodeURIComponent(slug)}`)).data,
  });

/** The address of a round's score sheet: the exact bytes whose SHA-256 is published. */
export const sheetUrl = (slug: string) => `${API_BASE}${RESULTS_PATH}/${encodeURIComponent(slug)}/sheet`;

/** Downloads the sheet as text: it is verified byte for byte, never parsed and re-serialised first. */
export async function fetchSheetText(slug: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(sheetUrl(slug), { headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection.');
  }
  if (!res.ok) throw new ApiError(res.status, 'The score sheet could not be downloaded.');
  return res.text();
}
