import type { AdminDeletionRequest } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useT } from '#web/i18n/locale-context';
import { api } from '#web/lib/api-client';
import { usersMessages as m } from '../messages';
import { refusalMessage, userKeys } from './keys';

const deletionRequestsKey = ['admin', 'privacy', 'deletion-requests'] as const;

export const deletionRequestsQuery = queryOptions({
  queryKey: deletionRequestsKey,
  queryFn: async () =>
    (await api.get<{ requests: AdminDeletionRequest[] }>('/admin/privacy/deletion-requests')).data.requests,
});

/** Carries out a request: the server's message as a toast, then the requests and the users read again. */
export function useErase() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<AdminDeletionRequest>(`/admin/privacy/deletion-requests/${id}/erase`),
    onSuccess: async (res) => {
      toast.success(res.message ?? t(m.done));
      await Promise.all([
        client.invalidateQueries({ queryKey: deletionRequestsKey }),
        client.invalidateQueries({ queryKey: userKeys.all }),
      ]);
    },
    onError: (err) => toast.error(refusalMessage(err, t(m.eraseFailed))),
  });
}
