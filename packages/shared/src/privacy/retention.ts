import { z } from 'zod';
import { isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import type { RegistrationStatus } from '../registration/status';

/**
 * The retention rule staff set (docs/product/privacy.md#retention): registrations that ended without going
 * anywhere are erased, account and all, once they have been untouched for a number of months. A daily job applies
 * the rule while it is on; before it is switched on staff see how many it would erase now.
 */

/** A rejected registration: counted from the decision. */
export const RETENTION_REJECTED_STATUSES = ['preliminary_rejected'] as const satisfies readonly RegistrationStatus[];
/** An abandoned one: never submitted (the fee unpaid, or paid and the form left), counted from its last change. */
export const RETENTION_ABANDONED_STATUSES = [
  'payment_pending',
  'in_progress',
] as const satisfies readonly RegistrationStatus[];

export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;
/** How often the job looks at the rule. */
export const RETENTION_RUN_EVERY_MS = 24 * 60 * 60 * 1000;

export const retentionCriteriaSchema = z
  .object({
    months: z
      .number({ error: 'Give a number of months' })
      .int('Give a whole number of months')
      .min(RETENTION_MONTHS_MIN, `At least ${RETENTION_MONTHS_MIN} month`)
      .max(RETENTION_MONTHS_MAX, `At most ${RETENTION_MONTHS_MAX} months`),
    rejected: z.boolean(),
    abandoned: z.boolean(),
  })
  .refine((c) => c.rejected || c.abandoned, { message: 'Choose what to erase', path: ['rejected'] });
export type RetentionCriteria = z.infer<typeof retentionCriteriaSchema>;

/** The stored rule: the criteria, whether the job applies them, and who switched it on. */
export const retentionRuleSchema = z.object({
  enabled: z.boolean(),
  months: z.number().int(),
  rejected: z.boolean(),
  abandoned: z.boolean(),
  enabledAt: z.string().nullable(),
  enabledBy: z.object({ id: z.string(), email: z.string() }).nullable(),
});
export type RetentionRule = z.infer<typeof retentionRuleSchema>;
export const DEFAULT_RETENTION_RULE: RetentionRule = {
  enabled: false,
  months: 12,
  rejected: true,
  abandoned: true,
  enabledAt: null,
  enabledBy: null,
};

/**
 * Switching the rule on or off. Switching on carries the count staff were shown: if it no longer matches what the
 * rule would erase now, nothing changes and they are shown the new count.
 */
export const retentionUpdateSchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    criteria: retentionCriteriaSchema,
    expectedCount: z.number().int().min(0),
  }),
]);
export type RetentionUpdate = z.infer<typeof retentionUpdateSchema>;

export const retentionDryRunSchema = z.object({
  /** Registrations last touched before this moment are erased. */
  cutoff: isoDateTimeSchema,
  count: z.number().int(),
});
export type RetentionDryRun = z.infer<typeof retentionDryRunSchema>;
export const retentionDryRunResponseSchema = successEnvelope(retentionDryRunSchema);

export const retentionLastRunSchema = z.object({ at: isoDateTimeSchema, erased: z.number().int() });
export type RetentionLastRun = z.infer<typeof retentionLastRunSchema>;

export const retentionStateSchema = z.object({
  rule: retentionRuleSchema,
  /** What the stored rule would erase now. */
  dryRun: retentionDryRunSchema,
  lastRun: retentionLastRunSchema.nullable(),
});
export type RetentionState = z.infer<typeof retentionStateSchema>;
export const retentionStateResponseSchema = successEnvelope(retentionStateSchema);

/** The moment `months` calendar months before `now` (the same day of the month, or its last day when shorter). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

export const RETENTION_MESSAGES = {
  switchedOn: 'The retention rule is on: the daily job erases what it matches.',
  switchedOff: 'The retention rule is off.',
  countChanged: 'What the rule would erase has changed since you checked. Check the new count before switching it on.',
} as const;
