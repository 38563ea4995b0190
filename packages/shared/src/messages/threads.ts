import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import { CHECKLIST_FILE_RULE } from '../delegates/todos';
import type { UploadRule } from '../registration/uploads';

/**
 * A conversation about one subject: it starts with a message staff wrote from her record, and then she and
 * staff answer each other in it, each answer with at most one attached file.
 */
export const THREAD_REPLY_MAX = 4000;

/** Her answers across all her conversations, at most this many in any hour. */
export const THREAD_REPLIES_PER_HOUR = 20;
export const THREAD_REPLY_WINDOW_MS = 60 * 60 * 1000;

export const THREAD_MESSAGES = {
  fileType: 'The file must be a PDF, JPEG or PNG file.',
  fileSize: 'The file must be 10 MB or smaller.',
  replied: 'Your answer is sent.',
  staffReplied: 'Answer sent.',
  notFound: 'Conversation not found.',
  fileNotFound: 'File not found.',
  linkInvalid: 'This link has expired. Please reload the page to get a new one.',
  tooManyReplies: 'You have sent many answers this hour. Please wait a little before writing again.',
} as const;

/** An attachment is a PDF or a photo, checked, cleaned and stored as the registration's documents are. */
export const THREAD_FILE_RULE: UploadRule = {
  ...CHECKLIST_FILE_RULE,
  label: 'Attachment',
  typeMessage: THREAD_MESSAGES.fileType,
  sizeMessage: THREAD_MESSAGES.fileSize,
};

/** One answer in a conversation (her answer or staff's), as the multipart form's `message` field carries it. */
export const threadReplyBodySchema = z.object({
  message: boundedText({
    max: THREAD_REPLY_MAX,
    tooLong: `Use at most ${THREAD_REPLY_MAX} characters`,
    required: 'Write a message',
  }).min(1, 'Write a message'),
});
export type ThreadReplyBody = z.infer<typeof threadReplyBodySchema>;

export const threadAttachmentSchema = z.object({
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** A short-lived signed link: only she and staff are handed one. */
  url: z.string(),
});
export type ThreadAttachment = z.infer<typeof threadAttachmentSchema>;

export const threadPostSchema = z.object({
  _id: idSchema,
  body: z.string(),
  /** True for her words, false for staff's. */
  fromContestant: z.boolean(),
  /** Who wrote it (staff's name for staff's words; hers for hers). */
  authorName: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  attachment: threadAttachmentSchema.nullable(),
});
export type ThreadPost = z.infer<typeof threadPostSchema>;

export const threadSummarySchema = z.object({
  _id: idSchema,
  subject: z.string(),
  contestant: z.object({ _id: idSchema, name: z.string() }),
  createdAt: isoDateTimeSchema,
  /** When the last word was written, by either side. */
  lastActivityAt: isoDateTimeSchema,
  /** Her answers in it. */
  replyCount: z.number().int(),
  /** For staff: she answered since staff last opened it. */
  unread: z.boolean(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadSchema = threadSummarySchema.extend({
  /** The first message, then every answer, oldest first. */
  posts: z.array(threadPostSchema),
});
export type Thread = z.infer<typeof threadSchema>;

export const threadListSchema = z.object({
  threads: z.array(threadSummarySchema),
  /** For staff: conversations with answers not yet read. */
  unreadCount: z.number().int(),
});
export type ThreadList = z.infer<typeof threadListSchema>;

export const threadResponseSchema = successEnvelope(threadSchema);
export const threadListResponseSchema = successEnvelope(threadListSchema);
