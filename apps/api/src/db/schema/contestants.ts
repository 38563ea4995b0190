import type { RegistrationForm, RegistrationStatus, UploadType } from '@cq/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clearedWith, createdAt, ownedBy, primaryId, timestamptz, updatedAt } from './columns';
import { users } from './users';

/**
 * One contestant record per user. It is created when the
 * fee payment starts (payment_pending) and moves to in_progress once paid.
 * `draft_*` is the autosaved form; `form_data` the last submitted one.
 * `draft_revision` guards drafts against stale tabs; `version` counts every
 * change of the row.
 */
export const contestants = pgTable(
  'contestants',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    registrationStatus: text('registration_status').$type<RegistrationStatus>().notNull().default('payment_pending'),
    draftFormData: jsonb('draft_form_data').$type<RegistrationForm>(),
    draftRevision: integer('draft_revision').notNull().default(0),
    lastDraftSaved: timestamptz('last_draft_saved'),
    formData: jsonb('form_data').$type<RegistrationForm>(),
    submittedAt: timestamptz('submitted_at'),
    /** Number of stored submissions (first submission and each edit). */
    submissionCount: integer('submission_count').notNull().default(0),
    editsUsed: integer('edits_used').notNull().default(0),
    /** Edits granted by staff on top of the maximum of the registration settings. */
    extraEdits: integer('extra_edits').notNull().default(0),
    /** True between start-edit and submit-edit: the submitted form is unlocked. */
    editing: boolean('editing').notNull().default(false),
    paidAt: timestamptz('paid_at'),
    /** Fee paid, in minor units (cents), with its currency. */
    paymentAmountMinor: integer('payment_amount_minor'),
    paymentCurrency: text('payment_currency'),
    version: integer('version').notNull().default(1),
    /** The continent chosen in the form (submitted, else draft): the back office filters and counts by it. */
    continent: text('continent').generatedAlwaysAs(
      sql`nullif(coalesce(form_data->>'continent', draft_form_data->>'continent'), '')`,
    ),
    /** The last staff decision's message to the contestant (a rejection's reason), with who and when. */
    reviewMessage: text('review_message'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: clearedWith('reviewed_by', () => users.id),
    /**
     * The country she represents (ISO 3166-1 alpha-2) once staff confirm it, with who and when; until then she
     * represents the country her form chooses (its nationality or its residence: representedCountry in shared).
     */
    countryCode: text('country_code'),
    countryConfirmedAt: timestamptz('country_confirmed_at'),
    countryConfirmedBy: clearedWith('country_confirmed_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The back office's name order: her account's "last first", lower-cased. A copy kept by the database
     * (triggers on both tables, migration 0013), so a page sorted by name is read from this table's index
     * alone, however deep; the account stays the only place a name is written.
     */
    sortName: text('sort_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('contestants_user_unique').on(t.userId),
    // Status filters, and the back office's counts per status and continent (read from the index alone).
    index('contestants_status_continent_idx').on(t.registrationStatus, t.continent),
    index('contestants_continent_idx').on(t.continent),
    index('contestants_updated_idx').on(t.updatedAt.desc(), t.id),
    index('contestants_created_idx').on(t.createdAt.desc(), t.id),
    // The back office's default order: newest submissions first.
    index('contestants_submitted_idx').on(t.submittedAt.desc().nullsLast(), t.id),
    // The name order both ways, the id breaking ties upwards in each.
    index('contestants_name_asc_idx').on(t.sortName, t.id),
    index('contestants_name_desc_idx').on(t.sortName.desc().nullsLast(), t.id),
    check('contestants_edits_used_non_negative', sql`${t.editsUsed} >= 0`),
    check('contestants_extra_edits_non_negative', sql`${t.extraEdits} >= 0`),
  ],
);
export type ContestantRow = typeof contestants.$inferSelect;

/** What was submitted, one row per submission; rows are only ever inserted. */
export const contestantSubmissions = pgTable(
  'contestant_submissions',
  {
    id: primaryId(),
    contestantId: ownedBy('contestant_id', () => contestants.id),
    version: integer('version').notNull(),
    kind: text('kind').$type<'initial' | 'edit' | 'correction'>().notNull(),
    formData: jsonb('form_data').$type<RegistrationForm>().notNull(),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    /** A staff correction: why (she reads it) and who made it. */
    reason: text('reason'),
    correctedBy: clearedWith('corrected_by', () => users.id),
  },
  (t) => [uniqueIndex('contestant_submissions_version_unique').on(t.contestantId, t.version)],
);

/** The current file of each upload type; replacing one removes the old row and its stored object. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: primaryId(),
    contestantId: ownedBy('contestant_id', () => contestants.id),
    uploadType: text('upload_type').$type<UploadType>().notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('media_files_type_unique').on(t.contestantId, t.uploadType)],
);
export type MediaFileRow = typeof mediaFiles.$inferSelect;

/** Staff's internal notes on a record; never shown to the contestant. */
export const contestantNotes = pgTable(
  'contestant_notes',
  {
    id: primaryId(),
    contestantId: ownedBy('contestant_id', () => contestants.id),
    authorId: clearedWith('author_id', () => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contestant_notes_contestant_idx').on(t.contestantId, t.createdAt)],
);
export type ContestantNoteRow = typeof contestantNotes.$inferSelect;

/** Messages staff sent a contestant from her record (also a notification and an e-mail): the record keeps them. */
export const contestantMessages = pgTable(
  'contestant_messages',
  {
    id: primaryId(),
    contestantId: ownedBy('contestant_id', () => contestants.id),
    authorId: clearedWith('author_id', () => users.id),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** When the last answer in its conversation was written, by either side (null until the first). */
    lastReplyAt: timestamptz('last_reply_at'),
    /** When she last answered in it (null until she does). */
    lastContestantReplyAt: timestamptz('last_contestant_reply_at'),
    /** When staff last opened its conversation: her answers written after it are unread. */
    staffReadAt: timestamptz('staff_read_at'),
  },
  (t) => [index('contestant_messages_contestant_idx').on(t.contestantId, t.createdAt)],
);
export type ContestantMessageRow = typeof contestantMessages.$inferSelect;

/** The answers in a message's conversation, hers and staff's, each with at most one file (checked as her uploads). */
export const contestantMessageReplies = pgTable(
  'contestant_message_replies',
  {
    id: primaryId(),
    messageId: ownedBy('message_id', () => contestantMessages.id),
    authorId: clearedWith('author_id', () => users.id),
    fromContestant: boolean('from_contestant').notNull(),
    body: text('body').notNull(),
    storageKey: text('storage_key'),
    mimeType: text('mime_type'),
    size: bigint('size', { mode: 'number' }),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (t) => [index('contestant_message_replies_message_idx').on(t.messageId, t.createdAt)],
);
export type ContestantMessageReplyRow = typeof contestantMessageReplies.$inferSelect;

/** Staff's tags on records ("visa-pending"): a way to group them, filter the list and act on them together. */
export const contestantTags = pgTable(
  'contestant_tags',
  {
    contestantId: ownedBy('contestant_id', () => contestants.id),
    tag: text('tag').notNull(),
    createdBy: clearedWith('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contestantId, t.tag] }), index('contestant_tags_tag_idx').on(t.tag)],
);
