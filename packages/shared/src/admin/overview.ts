import { z } from 'zod';
import { successEnvelope } from '../api/envelope';
import { auditEntrySchema } from './audit';

/**
 * The back office's first page: the state of the pageant at a glance. Each
 * part is present only when the staff member may read its resource.
 */
export const adminOverviewSchema = z.object({
  contestants: z
    .object({
      total: z.number().int(),
      byStatus: z.record(z.string(), z.number().int()),
      awaitingReview: z.number().int(),
    })
    .nullable(),
  /** Delegates' to-dos past their deadline and not done (with contestants 'read'). */
  todos: z.object({ late: z.number().int() }).nullable(),
  inquiries: z.object({ unhandledContact: z.number().int(), unhandledSponsorship: z.number().int() }).nullable(),
  payments: z
    .object({
      paidCount: z.number().int(),
      pendingCount: z.number().int(),
      paidByCurrency: z.array(z.object({ currency: z.string(), amountMinor: z.number() })),
    })
    .nullable(),
  /** The latest audit entries, as the audit log gives them: the overview names who and which record, as the log does. */
  recentActivity: z.array(auditEntrySchema).nullable(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const adminOverviewResponseSchema = successEnvelope(adminOverviewSchema);
