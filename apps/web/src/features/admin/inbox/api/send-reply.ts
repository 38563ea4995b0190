import type { InquiryDetail, InquiryKind, InquiryReplyRequest } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { inquiryChanged } from './inquiry-changed';

/** POST /admin/inquiries/:type/:id/reply { subject, message, markHandled }: an e-mail to the sender. */
export function useSendReply(type: InquiryKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: InquiryReplyRequest) => {
      const res = await api.post<{ inquiry: InquiryDetail }>(`/admin/inquiries/${type}/${id}/reply`, body);
      return { inquiry: res.data.inquiry, message: res.message };
    },
    onSuccess: ({ inquiry }) => inquiryChanged(client, inquiry),
  });
}
