import { z } from 'zod';
import { idSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import { translationsOf } from '../i18n/written-rules';
import { REVIEW_MESSAGE_MAX } from './contestant-review';

/**
 * The reasons staff choose from when sending a registration back: each has a name staff know it by and the
 * reason the contestant reads, in English and in each other language staff wrote it in. She receives it in her
 * account's language (the English when that language has no version), by e-mail and in her portal.
 */

export const REJECTION_REASON_LABEL_MAX = 80;

export const REJECTION_REASON_MESSAGES = {
  label: `Give the reason a name of at most ${REJECTION_REASON_LABEL_MAX} characters`,
  text: `Write the reason she will read, in at most ${REVIEW_MESSAGE_MAX} characters`,
  notFound: 'That reason no longer exists. Choose another one or write your message.',
  created: 'Reason added. Reviewers can choose it when sending a registration back.',
  updated: 'Reason saved.',
  deleted: 'Reason deleted.',
} as const;

const M = REJECTION_REASON_MESSAGES;

/** The words of a reason a contestant reads. */
export const rejectionReasonWordsSchema = z.object({
  text: boundedText({ max: REVIEW_MESSAGE_MAX, tooLong: M.text, required: M.text }).min(1, M.text),
});
export type RejectionReasonWords = z.infer<typeof rejectionReasonWordsSchema>;

/** POST and PUT /admin/rejection-reasons: the name staff know it by, the English reason and its other languages. */
export const rejectionReasonInputSchema = rejectionReasonWordsSchema.extend({
  label: boundedText({
    max: REJECTION_REASON_LABEL_MAX,
    tooLong: M.label,
    required: M.label,
    singleLine: true,
  }).min(1, M.label),
  translations: translationsOf(rejectionReasonWordsSchema),
});
export type RejectionReasonInput = z.input<typeof rejectionReasonInputSchema>;

export const rejectionReasonSchema = z.object({
  _id: idSchema,
  label: z.string(),
  text: z.string(),
  translations: translationsOf(z.object({ text: z.string() })),
  updatedAt: z.string(),
});
export type RejectionReason = z.infer<typeof rejectionReasonSchema>;

export const rejectionReasonListResponseSchema = successEnvelope(z.object({ reasons: z.array(rejectionReasonSchema) }));
export const rejectionReasonResponseSchema = successEnvelope(rejectionReasonSchema);
export const rejectionReasonDeletedResponseSchema = successEnvelope(z.object({ _id: idSchema }));
