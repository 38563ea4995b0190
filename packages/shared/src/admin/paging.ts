import { z } from 'zod';

/** Page and size of every back-office list; sizes are capped so no page is unbounded. */
export const ADMIN_DEFAULT_PAGE_SIZE = 25;

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page starts at 1').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Use at most 100 rows per page').default(ADMIN_DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export const pageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;
