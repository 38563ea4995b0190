import { z } from 'zod';
import { idSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import type { Principal } from '../auth/roles';
import { CHECKLIST_FILE_RULE } from '../delegates/todos';
import { translationsOf } from '../i18n/written-rules';
import { REGISTRATION_CONTINENTS } from '../registration/options';
import { REGISTRATION_STATUSES } from '../registration/status';
import { canStaff } from './access';
import { CONTESTANT_PAYMENT_FILTERS } from './contestants';

/**
 * Bulk e-mail (docs/product/back-office.md#bulk-e-mail): staff write one message to every contestant matching
 * a filter. The message is a template with merge fields, written as {{firstName}}; each recipient gets her own
 * copy through the outbox, at a bounded rate, with a link to stop receiving such messages.
 */
export const MERGE_FIELDS = ['firstName', 'lastName', 'status', 'continent', 'deadline'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  firstName: 'Her first name',
  lastName: 'Her last name',
  status: 'Her registration status',
  continent: 'Her continent',
  deadline: 'The registration deadline',
};

const MERGE_TAG = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The merge fields a template names that do not exist, each once, in order. */
export function unknownMergeFields(template: string): string[] {
  const unknown = new Set<string>();
  for (const [, name] of template.matchAll(MERGE_TAG)) {
    if (!(MERGE_FIELDS as readonly string[]).includes(name ?? '')) unknown.add(name ?? '');
  }
  return [...unknown];
}

/**
 * A template with each {{name}} that `values` has replaced by its value, in one pass (a value that itself looks
 * like a tag is not read again). Other tags are left as they are.
 */
export function fillTags(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(MERGE_TAG, (tag, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? tag) : tag,
  );
}

/** A template with each {{field}} replaced by the recipient's value. */
export function fillMergeFields(template: string, values: MergeValues): string {
  return fillTags(template, values);
}

export const BULK_EMAIL_SUBJECT_MAX = 150;
export const BULK_EMAIL_BODY_MAX = 8000;
/** How many recipients the preview shows, written out as each would receive it. */
export const BULK_EMAIL_PREVIEW_COUNT = 5;

/** Who receives it: the list's filters, whether she is a published delegate, and the delegates of a round. */
export const DELEGATE_FILTERS = ['yes', 'no'] as const;
const audienceFields = {
  status: z.enum(REGISTRATION_STATUSES, { message: 'Choose a registration status' }),
  continent: z.enum(REGISTRATION_CONTINENTS, { message: 'Choose a continent' }),
  paymentStatus: z.enum(CONTESTANT_PAYMENT_FILTERS, { message: 'Choose a payment status' }),
  delegate: z.enum(DELEGATE_FILTERS, { message: 'Choose yes or no' }),
  /** The delegates of one judging round. */
  roundId: idSchema,
};
// An empty choice means "any".
const any = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
export const bulkEmailAudienceSchema = z.object({
  status: any(audienceFields.status),
  continent: any(audienceFields.continent),
  paymentStatus: any(audienceFields.paymentStatus),
  delegate: any(audienceFields.delegate),
  roundId: any(audienceFields.roundId),
});
/** The audience as stored and answered. */
const audienceSchema = z.object({
  status: audienceFields.status.optional(),
  continent: audienceFields.continent.optional(),
  paymentStatus: audienceFields.paymentStatus.optional(),
  delegate: audienceFields.delegate.optional(),
  roundId: audienceFields.roundId.optional(),
});
export type BulkEmailAudience = z.infer<typeof audienceSchema>;

/** Who may read the judging rounds and their delegates: the director (manage) and the auditors (audit). */
export function canReadJudgingRounds(user: Principal | null | undefined): boolean {
  return canStaff(user, 'judging', 'manage') || canStaff(user, 'judging', 'audit');
}

/**
 * Each part of an audience needs the permission of what it reveals, on top of writing to contestants: the
 * delegates of a judging round need reading the rounds (status, continent, payment and publication are on the
 * contestants list already). The parts of this audience this member of staff may not use.
 */
export function forbiddenAudienceParts(
  user: Principal | null | undefined,
  audience: Partial<Record<keyof BulkEmailAudience, string | undefined>>,
): (keyof BulkEmailAudience)[] {
  return audience.roundId && !canReadJudgingRounds(user) ? ['roundId'] : [];
}

const mergeChecked = (value: string, ctx: z.RefinementCtx) => {
  const unknown = unknownMergeFields(value);
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `Unknown merge field${unknown.length > 1 ? 's' : ''}: ${unknown.map((u) => `{{${u}}}`).join(', ')}. Use ${MERGE_FIELDS.map((f) => `{{${f}}}`).join(', ')}`,
    });
  }
};

/** A message's words, in English and in each other language its recipients may read it in. */
const bulkEmailWords = z.object({
  subject: boundedText({
    max: BULK_EMAIL_SUBJECT_MAX,
    tooLong: `Use at most ${BULK_EMAIL_SUBJECT_MAX} characters`,
    required: 'Write a subject',
    singleLine: true,
  })
    .min(1, 'Write a subject')
    .superRefine(mergeChecked),
  message: boundedText({
    max: BULK_EMAIL_BODY_MAX,
    tooLong: `Use at most ${BULK_EMAIL_BODY_MAX} characters`,
    required: 'Write the message',
    anyCharacter: true,
  })
    .min(1, 'Write the message')
    .superRefine(mergeChecked),
});
export type BulkEmailWords = z.infer<typeof bulkEmailWords>;

/**
 * Each recipient gets the version in her account's language, or the English when the message has none in it.
 */
export const bulkEmailDraftSchema = bulkEmailWords.extend({
  audience: bulkEmailAudienceSchema,
  translations: translationsOf(bulkEmailWords),
});
export type BulkEmailDraft = z.infer<typeof bulkEmailDraftSchema>;

/** Sending: the draft and a key the form makes once, so a retried request never sends twice. */
export const bulkEmailSendSchema = bulkEmailDraftSchema.extend({
  requestId: z.uuid({ message: 'Invalid request id' }),
  /**
   * When to send it; absent or null sends it now. The form types it on the organisers' clock (their time zone)
   * and sends the instant; the server refuses an instant already past.
   */
  sendAt: z.iso.datetime({ offset: true, message: 'Choose a valid date and time' }).nullable().optional(),
  /** The files uploaded for it (their ids), carried by every copy. */
  attachments: z
    .array(z.uuid({ message: 'Invalid attachment id' }))
    .max(3, { message: 'Attach at most 3 files.' })
    .optional(),
});
export type BulkEmailSend = z.infer<typeof bulkEmailSendSchema>;

/** Files a bulk e-mail carries: at most this many, each a PDF, JPEG or PNG of 10 MB at most, as a to-do's file. */
export const BULK_EMAIL_ATTACHMENTS_MAX = 3;
export const BULK_EMAIL_FILE_RULE = { ...CHECKLIST_FILE_RULE, label: 'Attachment' } as const;

/** A file uploaded for a bulk e-mail, stored once; the send names it by its id and every copy carries it. */
export const bulkEmailAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type BulkEmailAttachment = z.infer<typeof bulkEmailAttachmentSchema>;
export const bulkEmailAttachmentResponseSchema = successEnvelope(bulkEmailAttachmentSchema);

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/**
 * The composer: the draft, and whether to send it now or later at a time typed on the organisers' clock
 * ("YYYY-MM-DDTHH:mm", a datetime-local field's value), which the form turns into the instant it sends.
 */
export const bulkEmailComposeSchema = bulkEmailDraftSchema
  .extend({ sendLater: z.boolean(), sendAtWall: z.string() })
  .superRefine((v, ctx) => {
    if (v.sendLater && !WALL_TIME.test(v.sendAtWall)) {
      ctx.addIssue({ code: 'custom', path: ['sendAtWall'], message: 'Choose the date and time to send it' });
    }
  });
export type BulkEmailCompose = z.infer<typeof bulkEmailComposeSchema>;

export const bulkEmailPreviewSchema = z.object({
  /** Everyone the filter matches who still receives such messages. */
  recipients: z.number().int(),
  /** Matched, but asked to stop receiving bulk messages. */
  unsubscribed: z.number().int(),
  /** Of the recipients, those whose language the message has no version in: they get the English. */
  fallback: z.number().int(),
  samples: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string() })),
});
export type BulkEmailPreview = z.infer<typeof bulkEmailPreviewSchema>;
export const bulkEmailPreviewResponseSchema = successEnvelope(bulkEmailPreviewSchema);

/**
 * scheduled: waiting for its time (it can still be cancelled); queuing: its copies are being written; sending:
 * written, some still in the outbox; done: every copy sent or given up on; cancelled: staff cancelled it before
 * its time.
 */
export const BULK_EMAIL_STATES = ['scheduled', 'queuing', 'sending', 'done', 'cancelled'] as const;
export type BulkEmailState = (typeof BULK_EMAIL_STATES)[number];

/** How many of the addresses a message could not reach are listed with it (the counts are always complete). */
export const BULK_EMAIL_UNDELIVERED_LISTED = 100;
/** bounced: her mail server refused it for good (not retried); failed: it could not be delivered after every retry. */
export const UNDELIVERED_OUTCOMES = ['bounced', 'failed'] as const;

export const bulkEmailSchema = z.object({
  id: z.string(),
  subject: z.string(),
  audience: audienceSchema,
  state: z.enum(BULK_EMAIL_STATES),
  /** How many it was addressed to when sent; the counts below add up to it once every copy is queued. */
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  bounced: z.number().int(),
  failed: z.number().int(),
  /** The addresses it could not reach, in address order (at most BULK_EMAIL_UNDELIVERED_LISTED). */
  undelivered: z.array(
    z.object({ email: z.string(), outcome: z.enum(UNDELIVERED_OUTCOMES), reason: z.string().nullable() }),
  ),
  /** When it was set to start (a scheduled message), or null when it was sent at once. */
  sendAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type BulkEmail = z.infer<typeof bulkEmailSchema>;
export const bulkEmailResponseSchema = successEnvelope(bulkEmailSchema);
/** The messages, and the organisers' time zone (scheduled times are typed and shown on its clock). */
export const bulkEmailListResponseSchema = successEnvelope(
  z.object({ bulkEmails: z.array(bulkEmailSchema), timeZone: z.string() }),
);

// ── Templates ───────────────────────────────────────────────────────────────────────────────────────────────────

export const BULK_EMAIL_TEMPLATE_NAME_MAX = 80;
const templateName = boundedText({
  max: BULK_EMAIL_TEMPLATE_NAME_MAX,
  tooLong: `Use at most ${BULK_EMAIL_TEMPLATE_NAME_MAX} characters`,
  required: 'Name the template',
  singleLine: true,
}).min(1, 'Name the template');

/** A message's words in every language kept under a name, to fill the editor again later. */
export const bulkEmailTemplateInputSchema = bulkEmailWords.extend({
  name: templateName,
  translations: translationsOf(bulkEmailWords),
});
export type BulkEmailTemplateInput = z.infer<typeof bulkEmailTemplateInputSchema>;
export const bulkEmailTemplateRenameSchema = z.object({ name: templateName });
export type BulkEmailTemplateRename = z.infer<typeof bulkEmailTemplateRenameSchema>;

export const bulkEmailTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  message: z.string(),
  translations: z.record(z.string(), z.object({ subject: z.string(), message: z.string() })),
  updatedAt: z.string(),
});
export type BulkEmailTemplate = z.infer<typeof bulkEmailTemplateSchema>;
export const bulkEmailTemplateResponseSchema = successEnvelope(bulkEmailTemplateSchema);
export const bulkEmailTemplateListResponseSchema = successEnvelope(
  z.object({ templates: z.array(bulkEmailTemplateSchema) }),
);

/** The unsubscribe link's token (signed, so no one can unsubscribe someone else). */
export const unsubscribeBodySchema = z.object({ token: z.string().min(1).max(512) });

export const BULK_EMAIL_MESSAGES = {
  queued: 'Your message is on its way: each copy is sent in turn.',
  testSent: 'A test copy is on its way to your address.',
  nobody: 'Nobody matches this filter: change it before sending.',
  unsubscribed:
    'Done: you will not receive these messages any more. Messages about your own registration still reach you.',
  invalidLink: 'This link is not valid. Use the link at the foot of the most recent message.',
  scheduled: 'Your message is scheduled: it starts at the time you chose.',
  pastTime: 'This time has already passed: choose a time in the future, or send it now.',
  cancelled: 'The scheduled message was cancelled: nobody receives it.',
  notCancellable: 'This message has already started (or was cancelled): it can no longer be cancelled.',
  notFound: 'No such message.',
  templateSaved: 'Template saved.',
  templateRenamed: 'Template renamed.',
  templateDeleted: 'Template deleted.',
  templateNameTaken: 'A template already has this name: choose another one.',
  templateNotFound: 'No such template: it may have been deleted.',
  attachmentsMax: 'Attach at most 3 files.',
  attachmentNotFound: 'An attached file is no longer there: attach it again.',
} as const;
