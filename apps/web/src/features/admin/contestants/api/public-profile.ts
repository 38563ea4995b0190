import type { DelegateStatus } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useT } from '#web/i18n/locale-context';
import { api } from '#web/lib/api-client';
import { contestantsMessages as m } from '../messages';
import { contestantKeys, refusalMessage } from './keys';

const keyOf = (id: string) => [...contestantKeys.detail(id), 'public-profile'] as const;

/** GET /admin/contestants/:id/public-profile: her consent and whether her profile is on the site. */
export const publicProfileQuery = (id: string) =>
  queryOptions({
    queryKey: keyOf(id),
    queryFn: async () => (await api.get<DelegateStatus>(`/admin/contestants/${id}/public-profile`)).data,
  });

/** Publishes (or takes down) her profile; the server's refusal (no consent, no headshot) as a toast. */
export function usePublicationChange(id: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'publish' | 'unpublish') =>
      (await api.post<DelegateStatus>(`/admin/contestants/${id}/public-profile/${action}`)).data,
    onSuccess: (status, action) => {
      client.setQueryData(keyOf(id), status);
      toast.success(action === 'publish' ? t(m.publishedToast) : t(m.unpublishedToast));
    },
    onError: (err) => toast.error(refusalMessage(err, t(m.profileFailed))),
  });
}
