import type { AdminOverview } from '@cq/shared';
import type { AuditLogRow } from '../../../db/schema';

/** One line of the overview's recent activity: who did what, and when. */
export function toRecentActivity(r: AuditLogRow): NonNullable<AdminOverview['recentActivity']>[number] {
  return {
    _id: r.id,
    actorEmail: r.actorEmail,
    action: r.action,
    summary: r.summary,
    createdAt: r.createdAt.toISOString(),
  };
}
