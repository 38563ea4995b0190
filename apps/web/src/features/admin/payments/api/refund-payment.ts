import type { AdminRefund, RefundBody } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { adminPaymentKeys } from './keys';

/** POST /admin/payments/:id/refunds: (part of) a paid order given back; the order and the lists are read again. */
export function useRefundPayment(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RefundBody) => {
      const res = await api.post<AdminRefund>(`/admin/payments/${orderId}/refunds`, body);
      return { refund: res.data, message: res.message };
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminPaymentKeys.all }),
  });
}
