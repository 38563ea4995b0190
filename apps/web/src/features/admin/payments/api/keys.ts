/** The query keys of the back office's payments: the filtered lists and each order's detail. */
export const adminPaymentKeys = {
  all: ['admin', 'payments'] as const,
  list: (query: string) => ['admin', 'payments', 'list', query] as const,
  detail: (id: string) => ['admin', 'payments', 'detail', id] as const,
};
