import type { InboxList } from '@cq/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { inboxKeys } from './keys';

/** GET /admin/inquiries?type&handled&q&page: both kinds of message, newest first, with the unhandled counts. */
export const inboxListQuery = (query: string) =>
  queryOptions({
    queryKey: inboxKeys.list(query),
    queryFn: async () => (await api.get<InboxList>(`/admin/inquiries?${query}`)).data,
    placeholderData: keepPreviousData,
  });
