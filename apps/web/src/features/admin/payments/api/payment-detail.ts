import type { PaymentDetail } from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { adminPaymentKeys } from './keys';

/** GET /admin/payments/:id: the order, its payer and the provider's events, oldest first. */
export const paymentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: adminPaymentKeys.detail(id),
    queryFn: async () => (await api.get<PaymentDetail>(`/admin/payments/${id}`)).data,
  });
