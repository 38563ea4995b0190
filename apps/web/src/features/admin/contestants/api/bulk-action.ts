import type { BulkActionBody, BulkActionResult } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { judgingAdminKeys } from '../../judging/api/judging-admin-api';
import { contestantKeys } from './keys';

/** POST /admin/contestants/bulk: one action on the ticked records; the list and the rounds are read again. */
export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkActionBody) => {
      const res = await api.post<BulkActionResult>('/admin/contestants/bulk', body);
      return { result: res.data, message: res.message };
    },
    onSuccess: (_data, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: contestantKeys.all }),
        body.action === 'add-to-round' ? client.invalidateQueries({ queryKey: judgingAdminKeys.all }) : null,
      ]),
  });
}
