import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clearedWith, createdAt, primaryId, timestamptz, updatedAt } from './columns';
import { users } from './users';

/**
 * Messages from the public contact form. The back office marks
 * them handled.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: primaryId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    requestType: text('request_type').notNull(),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    handledAt: timestamptz('handled_at'),
    handledBy: clearedWith('handled_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contact_messages_inbox_idx').on(t.handled, t.createdAt)],
);

/** Inquiries from the Become a Partner form. */
export const sponsorshipInquiries = pgTable(
  'sponsorship_inquiries',
  {
    id: primaryId(),
    firstName: text('first_name').notNull(),
    title: text('title').notNull(),
    organization: text('organization').notNull(),
    location: text('location').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull(),
    reference: text('reference').notNull(),
    interest: text('interest').notNull(),
    proposal: text('proposal').notNull(),
    handled: boolean('handled').notNull().default(false),
    handledAt: timestamptz('handled_at'),
    handledBy: clearedWith('handled_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sponsorship_inquiries_inbox_idx').on(t.handled, t.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type SponsorshipInquiryRow = typeof sponsorshipInquiries.$inferSelect;

/** A reply sent from the back office to a contact message or sponsorship inquiry (through the outbox). */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: primaryId(),
    inquiryKind: text('inquiry_kind').$type<'contact' | 'sponsorship'>().notNull(),
    inquiryId: uuid('inquiry_id').notNull(),
    authorId: clearedWith('author_id', () => users.id),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_replies_inquiry_idx').on(t.inquiryKind, t.inquiryId, t.createdAt)],
);
export type InquiryReplyRow = typeof inquiryReplies.$inferSelect;
