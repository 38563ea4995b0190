import { z } from 'zod';
import { successEnvelope } from '../api/envelope';
import { boundedText, isoDateInput, isoDateTimeInput } from '../api/text';
import { ADMIN_RESOURCES } from './access';
import { pageInfoSchema, pagingQuerySchema } from './paging';

/**
 * The audit log (issue 8): who did what to which record and when. Every staff
 * change writes one entry in the transaction of the change; this is how the
 * back office reads them.
 */

export const auditEntrySchema = z.object({
  _id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  /** Who acted, by name as her account reads now (null once the account is gone: the e-mail stays). */
  actorName: z.string().nullable(),
  /** `<resource>.<verb>`, e.g. users.role_change. */
  action: z.string(),
  resource: z.string(),
  recordId: z.string().nullable(),
  /** The record's name as it reads now (a person, a round, an order's reference); null when it has none or is gone. */
  recordName: z.string().nullable(),
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

/** A calendar day (the whole day, UTC) or an exact instant. */
const DATE_MESSAGE = 'Use a date such as 2026-03-14';
const dateBound = z.union([isoDateInput(DATE_MESSAGE), isoDateTimeInput(DATE_MESSAGE)], { message: DATE_MESSAGE });

export const auditQuerySchema = pagingQuerySchema
  .extend({
    resource: z.enum(ADMIN_RESOURCES, { message: `Choose one of: ${ADMIN_RESOURCES.join(', ')}` }).optional(),
    /** Part of the action, e.g. 'reject' or 'users.'. */
    action: boundedText({ max: 100, tooLong: 'Search with at most 100 characters' }).optional(),
    /** Part of the actor's e-mail address. */
    actor: boundedText({ max: 200, tooLong: 'Search with at most 200 characters' }).optional(),
    recordId: boundedText({ max: 100, tooLong: 'Search with at most 100 characters' }).optional(),
    from: dateBound.optional(),
    to: dateBound.optional(),
  })
  .refine(
    (q) => {
      const { from, to } = auditRange(q);
      return !from || !to || from < to;
    },
    { path: ['to'], message: 'The end date must not be before the start date' },
  );
export type AuditQuery = z.input<typeof auditQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The filter's instants: `from` inclusive, `to` exclusive; a day as `to` includes the whole day. */
export function auditRange(q: { from?: string; to?: string }): { from?: Date; to?: Date } {
  const from = q.from ? new Date(isDay(q.from) ? `${q.from}T00:00:00Z` : q.from) : undefined;
  const to = q.to ? new Date(isDay(q.to) ? Date.parse(`${q.to}T00:00:00Z`) + DAY_MS : Date.parse(q.to)) : undefined;
  return { from, to };
}

export const auditListResponseSchema = successEnvelope(pageInfoSchema.extend({ entries: z.array(auditEntrySchema) }));
export type AuditList = z.infer<typeof auditListResponseSchema>['data'];
