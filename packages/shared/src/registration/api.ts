import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import { fileRefSchema, registrationFormSchema } from './form';
import { REGISTRATION_STATUSES } from './status';
import { UPLOAD_TYPES } from './uploads';

/** The calls of the registration: request and response shapes both sides use. */

// GET /settings/registration-status
export const registrationWindowSchema = z.object({
  isOpen: z.boolean(),
  /** Why registration is closed; null while open. */
  reason: z.string().nullable(),
  /** Null until staff have set the fee: registration is closed until then. */
  fee: z.number().nullable(),
  currency: z.string(),
  registrationStart: isoDateTimeSchema.nullable(),
  registrationEnd: isoDateTimeSchema.nullable(),
  maxEdits: z.number().int(),
});
export type RegistrationWindow = z.infer<typeof registrationWindowSchema>;
export const registrationWindowResponseSchema = successEnvelope(registrationWindowSchema);

export const REGISTRATION_CLOSED_REASONS = {
  paused: 'The organisers have paused registration for now.',
  notYetOpen: 'Registration for this season has not opened yet.',
  ended: 'The registration period for this season has ended.',
  feeNotSet: 'Registration has not opened yet: the organisers are still setting the fee.',
} as const;

/** On 429 the form assumes open with this reason and a fee of 1, so a busy server locks nobody out. */
export const REGISTRATION_STATUS_FALLBACK: RegistrationWindow = {
  isOpen: true,
  reason: 'Registration status check temporarily unavailable',
  fee: 1,
  currency: 'USD',
  registrationStart: null,
  registrationEnd: null,
  maxEdits: 3,
};

// The file references the browser can display: short-lived signed links.
export const signedLinkSchema = z.object({ url: z.string(), expiresAt: isoDateTimeSchema });
export const mediaItemSchema = fileRefSchema.extend({
  uploadType: z.enum(UPLOAD_TYPES),
  url: z.string(),
  expiresAt: isoDateTimeSchema,
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

// GET /contestants/{id}/media
export const mediaListSchema = z.object({
  headshot: mediaItemSchema.nullable(),
  fullBody: mediaItemSchema.nullable(),
  video: mediaItemSchema.nullable(),
  birthCertificate: mediaItemSchema.nullable(),
});
export type MediaList = z.infer<typeof mediaListSchema>;
export const mediaListResponseSchema = successEnvelope(mediaListSchema);

// POST /contestants/{id}/upload: data keyed by uploadType holding the stored file reference
export const uploadResultSchema = z.partialRecord(z.enum(UPLOAD_TYPES), mediaItemSchema);
export const uploadResponseSchema = successEnvelope(uploadResultSchema);
export const uploadTypeSchema = z.enum(UPLOAD_TYPES, {
  message: 'uploadType must be headshot, fullBody, video or birthCertificate',
});

// GET /contestants/me
export const contestantPaymentSchema = z.object({
  status: z.string().nullable(),
  currency: z.string().nullable(),
  amount: z.number().nullable(),
  paidAt: isoDateTimeSchema.nullable(),
});
export const contestantSchema = registrationFormSchema.extend({
  _id: idSchema,
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  registrationStatusLabel: z.string(),
  draftFormData: registrationFormSchema.nullable(),
  draftRevision: z.number().int(),
  lastDraftSaved: isoDateTimeSchema.nullable(),
  submittedAt: isoDateTimeSchema.nullable(),
  editing: z.boolean(),
  editsRemaining: z.number().int(),
  /** The organisers' message with their last decision (why a registration needs attention). */
  reviewMessage: z.string().nullable(),
  preliminaryRegistration: z.object({
    submittedAt: isoDateTimeSchema.nullable(),
    dateOfBirth: z.string().nullable(),
    height: z.string().nullable(),
    biography: z.string().nullable(),
    headshot: signedLinkSchema.nullable(),
    fullBody: signedLinkSchema.nullable(),
    video: signedLinkSchema.nullable(),
    birthCertificate: signedLinkSchema.nullable(),
    payment: contestantPaymentSchema,
  }),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Contestant = z.infer<typeof contestantSchema>;
/** A missing record is a normal answer for a new user: data is null. */
export const contestantMeResponseSchema = successEnvelope(contestantSchema.nullable());

// GET/POST /contestants/{id}/draft
export const draftSchema = z.object({
  draftFormData: registrationFormSchema.nullable(),
  lastDraftSaved: isoDateTimeSchema.nullable(),
  /** Each save names the revision it was based on (If-Match); a stale one is refused with 409. */
  draftRevision: z.number().int(),
});
export type Draft = z.infer<typeof draftSchema>;
export const draftResponseSchema = successEnvelope(draftSchema);
export type DraftResponse = z.infer<typeof draftResponseSchema>;
const IF_MATCH_MESSAGE = 'Send the revision the draft was based on in If-Match';
export const draftSaveHeadersSchema = z.object({
  'if-match': boundedText({ max: 16, tooLong: IF_MATCH_MESSAGE, required: IF_MATCH_MESSAGE, trim: false }).regex(
    /^(W\/)?"?\d{1,9}"?$/,
    IF_MATCH_MESSAGE,
  ),
});
/** If-Match carries the draft revision: 3, "3" and W/"3" all mean revision 3. */
export function draftRevisionFromHeader(value: string): number {
  return Number(value.replace(/\D/g, ''));
}
export const DRAFT_MESSAGES = {
  stale:
    'Your registration was changed in another tab or window. Your changes here are kept: reload to see the latest version.',
  locked: 'Your registration has been submitted and is locked. Start an edit to make changes.',
  notPaid: 'Please pay the registration fee before filling in the form.',
} as const;

// POST /contestants/{id}/form and /submit-edit
export const submissionSchema = z.object({
  participant: z.object({ _id: idSchema, status: z.enum(REGISTRATION_STATUSES), submittedAt: isoDateTimeSchema }),
  submittedAt: isoDateTimeSchema,
  version: z.number().int(),
});
export type Submission = z.infer<typeof submissionSchema>;
export const submissionResponseSchema = successEnvelope(submissionSchema);

export const SUBMISSION_MESSAGES = {
  submitted: 'Registration submitted successfully',
  updated: 'Registration updated successfully',
  incomplete: 'Please complete every required field before submitting.',
  alreadySubmitted: 'Your registration has already been submitted. Start an edit to change it.',
  notPaid: 'Please pay the registration fee before submitting your registration.',
  noEditSession: 'There is no edit in progress. Start an edit before updating your registration.',
  noParticipant: 'Error: No participant ID found. Please refresh the page or contact support.',
} as const;

// GET /contestants/{id}/edit-status, POST /contestants/{id}/start-edit
export const editStatusSchema = z.object({
  editsRemaining: z.number().int(),
  editsUsed: z.number().int(),
  editsAllowed: z.number().int(),
  editing: z.boolean(),
  /** Whether start-edit would succeed now (edits left, submitted, not already editing). */
  canEdit: z.boolean(),
});
export type EditStatus = z.infer<typeof editStatusSchema>;
export const editStatusResponseSchema = successEnvelope(editStatusSchema);

export const EDIT_MESSAGES = {
  started: 'Edit session started',
  noneLeft: 'You have no edits remaining. Please contact support if you need to change your registration.',
  alreadyEditing: 'An edit is already in progress. Update your registration to finish it.',
  notSubmitted: 'Your registration has not been submitted yet, so it can be changed without using an edit.',
  final: 'Your registration is final and can no longer be edited. Please contact support to change it.',
  startFailed: 'Failed to start edit session',
} as const;

// GET /contestants/{id}/submitted-form
export const submittedFormSchema = z.object({
  formData: registrationFormSchema,
  submittedAt: isoDateTimeSchema.nullable(),
  version: z.number().int(),
});
export const submittedFormResponseSchema = successEnvelope(submittedFormSchema);

/** Shown when the registration window is closed and a submission or edit is attempted. */
export const WINDOW_CLOSED_MESSAGE = 'Registration is currently closed.';
