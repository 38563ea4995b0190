import type { InquiryDetail, InquiryKind } from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { inboxKeys } from './keys';

/** GET /admin/inquiries/:type/:id: every field, the replies and who handled it. */
export const inquiryDetailQuery = (type: InquiryKind, id: string) =>
  queryOptions({
    queryKey: inboxKeys.detail(type, id),
    queryFn: async () => (await api.get<{ inquiry: InquiryDetail }>(`/admin/inquiries/${type}/${id}`)).data.inquiry,
  });
