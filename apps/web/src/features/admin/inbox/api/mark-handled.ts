import type { InquiryDetail, InquiryKind } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { inquiryChanged } from './inquiry-changed';

/** POST /admin/inquiries/:type/:id/handled { handled }. */
export function useMarkHandled(type: InquiryKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (handled: boolean) => {
      const res = await api.post<{ inquiry: InquiryDetail }>(`/admin/inquiries/${type}/${id}/handled`, { handled });
      return { inquiry: res.data.inquiry, message: res.message };
    },
    onSuccess: ({ inquiry }) => inquiryChanged(client, inquiry),
  });
}
