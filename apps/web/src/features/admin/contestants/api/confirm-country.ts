import type { AdminContestantDetail, AdminRepresentedCountry, ConfirmCountryBody } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useT } from '#web/i18n/locale-context';
import { api } from '#web/lib/api-client';
import { contestantsMessages as m } from '../messages';
import { contestantKeys, refusalMessage } from './keys';

/** POST /admin/contestants/:id/country { country }: the record shows the confirmed country at once. */
export function useConfirmCountry(id: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmCountryBody) =>
      api.post<AdminRepresentedCountry>(`/admin/contestants/${id}/country`, body),
    onSuccess: (res) => {
      toast.success(res.message ?? t(m.countryConfirmed));
      client.setQueryData(contestantKeys.detail(id), (old: AdminContestantDetail | undefined) =>
        old ? { ...old, representedCountry: res.data } : old,
      );
    },
    onError: (err) => {
      toast.error(refusalMessage(err, t(m.countryFailed)));
    },
  });
}
