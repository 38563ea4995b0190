import type { BulkEmail, BulkEmailDraft, BulkEmailPreview, BulkEmailSend } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { bulkEmailKeys } from './keys';

/** While a message is still being written or sent, its progress is read again this often. */
export const PROGRESS_REFRESH_MS = 5_000;

/** GET /admin/bulk-emails: the latest messages with their progress, read again while one is under way. */
export const bulkEmailListQuery = () =>
  queryOptions({
    queryKey: bulkEmailKeys.all,
    queryFn: async () => (await api.get<{ bulkEmails: BulkEmail[] }>('/admin/bulk-emails')).data.bulkEmails,
    refetchInterval: (query) => (query.state.data?.some((m) => m.state !== 'done') ? PROGRESS_REFRESH_MS : false),
  });

/** POST /admin/bulk-emails/preview: who it reaches and the first copies. */
export function usePreviewBulkEmail() {
  return useMutation({
    mutationFn: async (draft: BulkEmailDraft) =>
      (await api.post<BulkEmailPreview>('/admin/bulk-emails/preview', draft)).data,
  });
}

/** POST /admin/bulk-emails/test: one copy to the signed-in member of staff. */
export function useSendTestBulkEmail() {
  return useMutation({
    mutationFn: async (draft: BulkEmailDraft) => (await api.post('/admin/bulk-emails/test', draft)).message,
  });
}

/** POST /admin/bulk-emails: sends it; the request id makes a retry find the same message. */
export function useSendBulkEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkEmailSend) => {
      const res = await api.post<BulkEmail>('/admin/bulk-emails', body);
      return { bulkEmail: res.data, message: res.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: bulkEmailKeys.all }),
  });
}
