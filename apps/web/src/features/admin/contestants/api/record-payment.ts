import type { AdminPayment, ManualPaymentBody } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { adminPaymentKeys } from '../../payments/api/keys';
import { contestantKeys } from './keys';

/** POST /admin/users/:userId/manual-payment: her fee paid by transfer or cash, or waived; the record is read again. */
export function useRecordPayment(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ManualPaymentBody) => {
      const res = await api.post<AdminPayment>(`/admin/users/${userId}/manual-payment`, body);
      return { payment: res.data, message: res.message };
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contestantKeys.all }),
        client.invalidateQueries({ queryKey: adminPaymentKeys.all }),
      ]),
  });
}
