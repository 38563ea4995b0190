import type { PaymentsList } from '@cq/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { adminPaymentKeys } from './keys';

/** GET /admin/payments?status&provider&q&from&to&page: orders newest first, with the paid totals. */
export const paymentsListQuery = (query: string) =>
  queryOptions({
    queryKey: adminPaymentKeys.list(query),
    queryFn: async () => (await api.get<PaymentsList>(`/admin/payments?${query}`)).data,
    placeholderData: keepPreviousData,
  });
