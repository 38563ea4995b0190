import type { PaymentsList } from '@cq/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** GET /admin/payments?status&provider&q&from&to&page: orders newest first, with the paid totals. */
export const paymentsListQuery = (query: string) =>
  queryOptions({
    queryKey: ['admin', 'payments', 'list', query],
    queryFn: async () => (await api.get<PaymentsList>(`/admin/payments?${query}`)).data,
    placeholderData: keepPreviousData,
  });
