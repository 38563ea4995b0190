import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import { PAYMENT_STATUSES } from '../auth/messages';
import { adminRepresentedCountrySchema } from '../delegates/country';
import { threadPostSchema } from '../messages/threads';
import { mediaListSchema } from '../registration/api';
import { parseCalendarDate } from '../registration/dates';
import { type RegistrationForm, registrationFormSchema } from '../registration/form';
import { REGISTRATION_CONTINENTS } from '../registration/options';
import { REGISTRATION_STATUSES } from '../registration/status';
import { BULK_SELECTION_MAX, tagSchema } from './bulk-actions';
import {
  formatFieldValue,
  REGISTRATION_FIELD_LABELS,
  REGISTRATION_FIELD_PATHS,
  type RegistrationFieldPath,
  valueAt,
} from './contestant-fields';
import { pageInfoSchema, pagingQuerySchema } from './paging';

export * from './contestant-fields';
export * from './contestant-review';

/** The back office's review of contestants: filters, decisions and what each answers. */

export const CONTESTANT_SORTS = ['submittedAt', 'name', 'status', 'createdAt', 'updatedAt'] as const;
export type ContestantSort = (typeof CONTESTANT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** Dates read newest first by default, names and statuses A to Z. */
export const DEFAULT_SORT_ORDER: Record<ContestantSort, SortOrder> = {
  submittedAt: 'desc',
  name: 'asc',
  status: 'asc',
  createdAt: 'desc',
  updatedAt: 'desc',
};

/** The account's payment status, or 'none' for an account that never started paying. */
export const CONTESTANT_PAYMENT_FILTERS = [...PAYMENT_STATUSES, 'none'] as const;
export type ContestantPaymentFilter = (typeof CONTESTANT_PAYMENT_FILTERS)[number];
export const CONTESTANT_PAYMENT_LABELS: Record<ContestantPaymentFilter, string> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
  none: 'Not started',
};
export function paymentStatusLabel(status: string | null | undefined): string {
  return CONTESTANT_PAYMENT_LABELS[(status ?? 'none') as ContestantPaymentFilter] ?? status ?? '';
}

// An empty value in the address bar means "any".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const calendarDay = boundedText({ max: 10, tooLong: 'Use a date as YYYY-MM-DD' }).refine(
  (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseCalendarDate(v) !== null,
  'Use a date as YYYY-MM-DD',
);

const filterFields = z.object({
  status: optional(z.enum(REGISTRATION_STATUSES, { message: 'Choose a registration status' })),
  continent: optional(z.enum(REGISTRATION_CONTINENTS, { message: 'Choose a continent' })),
  paymentStatus: optional(z.enum(CONTESTANT_PAYMENT_FILTERS, { message: 'Choose a payment status' })),
  /** Submitted on or after this day (UTC). */
  submittedFrom: optional(calendarDay),
  /** Submitted on or before this day (UTC), the whole day included. */
  submittedTo: optional(calendarDay),
  /** Part of the first name, last name, full name or e-mail address. */
  q: optional(boundedText({ max: 200, tooLong: 'Use at most 200 characters' })),
  /** Records carrying this tag. */
  tag: optional(tagSchema),
  /** These records only (the list's selection, for its export), as ids separated by commas. */
  ids: optional(
    z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z
        .array(idSchema, { message: 'Invalid id' })
        .max(BULK_SELECTION_MAX, `Choose at most ${BULK_SELECTION_MAX} records at a time`),
    ),
  ),
  sort: optional(z.enum(CONTESTANT_SORTS, { message: 'Sort by submittedAt, name, status, createdAt or updatedAt' })),
  order: optional(z.enum(SORT_ORDERS, { message: 'Order is asc or desc' })),
});
const datesInOrder = (f: { submittedFrom?: string; submittedTo?: string }) =>
  !f.submittedFrom || !f.submittedTo || f.submittedFrom <= f.submittedTo;
const datesMessage = { path: ['submittedTo'], message: 'The end date must be on or after the start date' };

/** The filters and order of the list; the CSV export takes the same. */
export const contestantFiltersSchema = filterFields.refine(datesInOrder, datesMessage);
export type ContestantFilters = z.infer<typeof contestantFiltersSchema>;

export const contestantListQuerySchema = filterFields
  .extend(pagingQuerySchema.shape)
  .refine(datesInOrder, datesMessage);
export type ContestantListQuery = z.infer<typeof contestantListQuerySchema>;

/** One row of the list (and the answer of every change to a record). */
export const adminContestantSummarySchema = z.object({
  _id: idSchema,
  userId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  statusLabel: z.string(),
  continent: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  submittedAt: isoDateTimeSchema.nullable(),
  updatedAt: isoDateTimeSchema,
  editsUsed: z.number().int(),
  editsRemaining: z.number().int().optional(),
  version: z.number().int(),
  /** Staff's tags on the record, in alphabetical order. */
  tags: z.array(z.string()),
});
export type AdminContestantSummary = z.infer<typeof adminContestantSummarySchema>;

/** Over every contestant, whatever the filters: the whole picture at the top of the page. */
export const contestantCountsSchema = z.object({
  all: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
  byContinent: z.record(z.string(), z.number().int()),
});
export type ContestantCounts = z.infer<typeof contestantCountsSchema>;

export const contestantListSchema = pageInfoSchema.extend({
  contestants: z.array(adminContestantSummarySchema),
  counts: contestantCountsSchema,
});
export type ContestantList = z.infer<typeof contestantListSchema>;
export const contestantListResponseSchema = successEnvelope(contestantListSchema);

/** One field that differs between two submissions, written as the reviewer reads it. */
export const formChangeSchema = z.object({
  field: z.string(),
  label: z.string().optional(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type FormChange = z.infer<typeof formChangeSchema>;

/** JSON with object keys sorted: stored JSONB does not keep the order keys were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The fields that changed from one submission to the next, in the form's order. */
export function diffRegistrationForms(prev: RegistrationForm, next: RegistrationForm): FormChange[] {
  const changes: FormChange[] = [];
  for (const field of REGISTRATION_FIELD_PATHS) {
    const a = valueAt(prev, field);
    const b = valueAt(next, field);
    if (sameValue(a, b)) continue;
    const before = formatFieldValue(field, a);
    let after = formatFieldValue(field, b);
    // A file replaced by one of the same name still counts as a change; say so.
    if (before !== null && before === after) after = `${after} (new file)`;
    changes.push({ field, label: REGISTRATION_FIELD_LABELS[field as RegistrationFieldPath], before, after });
  }
  return changes;
}

export const contestantVersionSchema = z.object({
  version: z.number().int(),
  kind: z.enum(['initial', 'edit', 'correction']),
  submittedAt: isoDateTimeSchema,
  /** A staff correction's reason and author (null otherwise). */
  reason: z.string().nullable(),
  correctedBy: z.string().nullable(),
  /** Against the version before it; empty for the first. */
  changes: z.array(formChangeSchema),
});
export type ContestantVersion = z.infer<typeof contestantVersionSchema>;

export const contestantNoteSchema = z.object({
  _id: idSchema,
  body: z.string(),
  authorId: idSchema.nullable(),
  authorName: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type ContestantNote = z.infer<typeof contestantNoteSchema>;
export const contestantNoteResponseSchema = successEnvelope(contestantNoteSchema);

/** A message staff sent her from her record: in her portal's notifications and by e-mail. */
export const contestantMessageSchema = z.object({
  _id: idSchema,
  subject: z.string(),
  body: z.string(),
  authorId: idSchema.nullable(),
  authorName: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  /** The answers in its conversation, hers and staff's, oldest first. */
  replies: z.array(threadPostSchema),
  /** She answered since staff last opened the conversation. */
  unread: z.boolean(),
});
export type ContestantMessage = z.infer<typeof contestantMessageSchema>;
export const contestantMessageResponseSchema = successEnvelope(contestantMessageSchema);

export const adminContestantDetailSchema = z.object({
  _id: idSchema,
  status: z.enum(REGISTRATION_STATUSES),
  statusLabel: z.string(),
  /** The record's version: send it back with every decision. */
  version: z.number().int(),
  continent: z.string().nullable(),
  editing: z.boolean(),
  editsUsed: z.number().int(),
  extraEdits: z.number().int(),
  editsAllowed: z.number().int(),
  editsRemaining: z.number().int(),
  submissionCount: z.number().int(),
  submittedAt: isoDateTimeSchema.nullable(),
  lastDraftSaved: isoDateTimeSchema.nullable(),
  reviewMessage: z.string().nullable(),
  reviewedAt: isoDateTimeSchema.nullable(),
  reviewedBy: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  user: z.object({
    _id: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    paymentStatus: z.string().nullable(),
    /** Her mail server refused a message to this address for good: when, and its answer. */
    emailBounce: z.object({ at: isoDateTimeSchema, reason: z.string().nullable() }).nullable(),
  }),
  payment: z.object({
    amount: z.number().nullable(),
    currency: z.string().nullable(),
    paidAt: isoDateTimeSchema.nullable(),
  }),
  /** The submitted form (null before the first submission). */
  form: registrationFormSchema.nullable(),
  /** The country she represents (from her submitted form until staff confirm it). */
  representedCountry: adminRepresentedCountrySchema,
  /** Every submission, newest first. */
  versions: z.array(contestantVersionSchema),
  media: mediaListSchema,
  notes: z.array(contestantNoteSchema),
  /** What staff wrote to her from the record, newest first. */
  messages: z.array(contestantMessageSchema),
});
export type AdminContestantDetail = z.infer<typeof adminContestantDetailSchema>;
export const adminContestantDetailResponseSchema = successEnvelope(adminContestantDetailSchema);

export const adminContestantSummaryResponseSchema = successEnvelope(adminContestantSummarySchema);
