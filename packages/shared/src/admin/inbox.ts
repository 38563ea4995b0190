import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import { pageInfoSchema, pagingQuerySchema } from './paging';

/**
 * The back office's inbox: contact messages and
 * sponsorship inquiries in one list, marked handled and answered by e-mail.
 */
export const INQUIRY_KINDS = ['contact', 'sponsorship'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

export const INQUIRY_KIND_LABELS: Record<InquiryKind, string> = { contact: 'Contact', sponsorship: 'Sponsorship' };

/** The contact form's requestType as staff read it. */
export const CONTACT_REQUEST_LABELS: Record<string, string> = {
  partnership: 'Partnership request',
  sponsorship: 'Sponsorship request',
  media: 'Media request',
  'General Inquiry': 'General question or comment',
  other: 'Other',
};

export const INBOX_MESSAGES = {
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject is at most 200 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message is at most 5000 characters',
  handledRequired: 'Say whether the message is handled',
  replySent: 'Your reply is on its way.',
  markedHandled: 'Marked as handled.',
  markedUnhandled: 'Marked as not handled.',
} as const;

export const inboxQuerySchema = pagingQuerySchema.extend({
  type: z.enum(['all', ...INQUIRY_KINDS], { error: 'Choose all, contact or sponsorship' }).default('all'),
  handled: z.enum(['true', 'false'], { error: 'Use true or false' }).optional(),
  q: boundedText({ max: 200, tooLong: 'At most 200 characters' }).optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inquiryParamsSchema = z.object({
  type: z.enum(INQUIRY_KINDS, { error: 'Unknown message type' }),
  id: idSchema,
});

const person = z.object({ _id: idSchema, name: z.string(), email: z.string() });

export const inboxItemSchema = z.object({
  _id: idSchema,
  type: z.enum(INQUIRY_KINDS),
  name: z.string(),
  email: z.string(),
  /** Contact: the request type; sponsorship: the organisation and its interest. */
  summary: z.string(),
  /** The start of the message or proposal. */
  excerpt: z.string(),
  handled: z.boolean(),
  handledAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxListSchema = pageInfoSchema.extend({
  inquiries: z.array(inboxItemSchema),
  counts: z.object({ unhandled: z.object({ contact: z.number().int(), sponsorship: z.number().int() }) }),
});
export type InboxList = z.infer<typeof inboxListSchema>;
export const inboxListResponseSchema = successEnvelope(inboxListSchema);

export const inquiryReplySchema = z.object({
  _id: idSchema,
  toEmail: z.string(),
  subject: z.string(),
  body: z.string(),
  author: person.nullable(),
  createdAt: isoDateTimeSchema,
});
export type InquiryReply = z.infer<typeof inquiryReplySchema>;

const detailBase = inboxItemSchema.omit({ type: true, excerpt: true }).extend({
  handledBy: person.nullable(),
  replies: z.array(inquiryReplySchema),
});

/** Every field the sender filled in, the replies sent, and who handled it. */
export const inquiryDetailSchema = z.discriminatedUnion('type', [
  detailBase.extend({
    type: z.literal('contact'),
    fields: z.object({
      firstName: z.string(),
      lastName: z.string(),
      requestType: z.string(),
      message: z.string(),
    }),
  }),
  detailBase.extend({
    type: z.literal('sponsorship'),
    fields: z.object({
      firstName: z.string(),
      title: z.string(),
      organization: z.string(),
      location: z.string(),
      contactNumber: z.string(),
      reference: z.string(),
      interest: z.string(),
      proposal: z.string(),
    }),
  }),
]);
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;
export const inquiryDetailResponseSchema = successEnvelope(z.object({ inquiry: inquiryDetailSchema }));

export const inquiryHandledSchema = z.object({ handled: z.boolean({ error: INBOX_MESSAGES.handledRequired }) });
export type InquiryHandledInput = z.infer<typeof inquiryHandledSchema>;

export const inquiryReplyRequestSchema = z.object({
  subject: boundedText({
    max: 200,
    tooLong: INBOX_MESSAGES.subjectTooLong,
    required: INBOX_MESSAGES.subjectRequired,
    singleLine: true,
  }).min(1, INBOX_MESSAGES.subjectRequired),
  message: boundedText({
    max: 5000,
    tooLong: INBOX_MESSAGES.messageTooLong,
    required: INBOX_MESSAGES.messageRequired,
  }).min(1, INBOX_MESSAGES.messageRequired),
  markHandled: z.boolean().optional(),
});
export type InquiryReplyRequest = z.input<typeof inquiryReplyRequestSchema>;

/** 'Re: …' once, however often the thread is answered. */
export function replySubject(summary: string): string {
  return /^re:/i.test(summary) ? summary : `Re: ${summary}`;
}
