import type { AdminContestantDetail, AdminRepresentedCountry, ConfirmCountryBody } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../../lib/api-client';
import { contestantKeys, refusalMessage } from './keys';

/** POST /admin/contestants/:id/country { country }: the record shows the confirmed country at once. */
export function useConfirmCountry(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmCountryBody) =>
      api.post<AdminRepresentedCountry>(`/admin/contestants/${id}/country`, body),
    onSuccess: (res) => {
      toast.success(res.message ?? 'Country confirmed.');
      client.setQueryData(contestantKeys.detail(id), (old: AdminContestantDetail | undefined) =>
        old ? { ...old, representedCountry: res.data } : old,
      );
    },
    onError: (err) => {
      toast.error(refusalMessage(err, 'The country could not be confirmed. Please try again.'));
    },
  });
}
