import {
  allDelegatesQueryKey,
  type DelegateSummary,
  delegateListQueryKey,
  delegateQueryKey,
  type PublicDelegate,
} from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pageData } from '../../../lib/page-data';

export const delegateKeys = {
  list: delegateListQueryKey,
  one: delegateQueryKey,
};

/** The published delegates of one continent (its page lists them). */
export const continentDelegatesQuery = (continent: string) =>
  queryOptions({
    queryKey: delegateKeys.list(continent),
    queryFn: async () =>
      (await api.get<{ delegates: DelegateSummary[] }>(`/delegates?continent=${encodeURIComponent(continent)}`)).data
        .delegates,
    // The page the server drew carries the list when there is one.
    initialData: () => pageData<DelegateSummary[]>(delegateKeys.list(continent)),
    staleTime: 60_000,
  });

/** Every published delegate (the /delegates page groups them by continent). */
export const allDelegatesQuery = queryOptions({
  queryKey: allDelegatesQueryKey,
  queryFn: async () => (await api.get<{ delegates: DelegateSummary[] }>('/delegates')).data.delegates,
  // The page the server drew carries the list when there is one.
  initialData: () => pageData<DelegateSummary[]>(allDelegatesQueryKey),
  staleTime: 60_000,
});

/** One delegate's profile; the page the server drew carries it, so the first paint needs no request. */
export const delegateQuery = (slug: string) =>
  queryOptions({
    queryKey: delegateKeys.one(slug),
    queryFn: async () => (await api.get<PublicDelegate>(`/delegates/${encodeURIComponent(slug)}`)).data,
    initialData: () => pageData<PublicDelegate>(delegateKeys.one(slug)),
    staleTime: 60_000,
  });
