import type {
  BulkEmail,
  BulkEmailAttachment,
  BulkEmailDraft,
  BulkEmailPreview,
  BulkEmailSend,
  BulkEmailTemplate,
  BulkEmailTemplateInput,
} from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { bulkEmailKeys } from './keys';

/** While a message is still being written or sent, its progress is read again this often. */
export const PROGRESS_REFRESH_MS = 5_000;

/** While a message waits for its time, the list is read again this often (to see it start). */
export const SCHEDULED_REFRESH_MS = 30_000;

/**
 * GET /admin/bulk-emails: the latest messages with their progress and the organisers' time zone, read again
 * while one is under way or waiting for its time.
 */
export const bulkEmailListQuery = () =>
  queryOptions({
    queryKey: bulkEmailKeys.all,
    queryFn: async () => (await api.get<{ bulkEmails: BulkEmail[]; timeZone: string }>('/admin/bulk-emails')).data,
    refetchInterval: (query) => {
      const states = new Set(query.state.data?.bulkEmails.map((m) => m.state));
      if (states.has('queuing') || states.has('sending')) return PROGRESS_REFRESH_MS;
      return states.has('scheduled') ? SCHEDULED_REFRESH_MS : false;
    },
  });

/** POST /admin/bulk-emails/:id/cancel: a scheduled message never goes. */
export function useCancelBulkEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.post<BulkEmail>(`/admin/bulk-emails/${id}/cancel`)).message,
    onSettled: () => client.invalidateQueries({ queryKey: bulkEmailKeys.all }),
  });
}

/** GET /admin/bulk-email-templates: the saved templates, by name. */
export const bulkEmailTemplatesQuery = () =>
  queryOptions({
    queryKey: bulkEmailKeys.templates,
    queryFn: async () =>
      (await api.get<{ templates: BulkEmailTemplate[] }>('/admin/bulk-email-templates')).data.templates,
  });

/** Save, rename and delete a template; the list is read again after each. */
export function useTemplateMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: bulkEmailKeys.templates });
  return {
    save: useMutation({
      mutationFn: async (body: BulkEmailTemplateInput) => {
        const res = await api.post<BulkEmailTemplate>('/admin/bulk-email-templates', body);
        return { template: res.data, message: res.message };
      },
      onSuccess,
    }),
    rename: useMutation({
      mutationFn: async ({ id, name }: { id: string; name: string }) => {
        const res = await api.patch<BulkEmailTemplate>(`/admin/bulk-email-templates/${id}`, { name });
        return { template: res.data, message: res.message };
      },
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: async (id: string) => (await api.delete(`/admin/bulk-email-templates/${id}`)).message,
      onSuccess,
    }),
  };
}

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

/** POST /admin/bulk-email-attachments: one file stored for the message being written; the send names it. */
export function useUploadBulkEmailAttachment() {
  return useMutation({
    mutationFn: async (file: File) => {
      const data = new FormData();
      data.append('file', file, file.name);
      return (await api.post<BulkEmailAttachment>('/admin/bulk-email-attachments', undefined, { rawBody: data })).data;
    },
  });
}
