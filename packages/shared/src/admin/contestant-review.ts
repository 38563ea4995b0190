import { z } from 'zod';
import { idSchema } from '../api/common';
import { boundedText } from '../api/text';
import type { RegistrationStatus } from '../registration/status';

/** Staff decisions on a registration, extra edits and internal notes: the rules and the bodies both sides check. */

export const REVIEW_DECISIONS = ['approve', 'reject', 'activate'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Which status each decision leaves, and from which statuses it may be taken. */
export const DECISION_TRANSITIONS: Record<
  ReviewDecision,
  { from: readonly RegistrationStatus[]; to: RegistrationStatus }
> = {
  approve: { from: ['preliminary_submitted'], to: 'preliminary_approved' },
  reject: { from: ['preliminary_submitted', 'preliminary_approved'], to: 'preliminary_rejected' },
  activate: { from: ['preliminary_approved'], to: 'active' },
};

export function canDecide(decision: ReviewDecision, status: string, editing: boolean): boolean {
  return !editing && (DECISION_TRANSITIONS[decision].from as readonly string[]).includes(status);
}

export const REVIEW_MESSAGE_MAX = 2000;
const recordVersion = z.number({ message: 'Send the version of the record you reviewed' }).int().min(1);

export const ADMIN_CONTESTANT_MESSAGES = {
  notFound: 'Registration not found.',
  stale: 'This registration changed since you opened it. Reload to see the latest version.',
  ownRecord: 'You cannot review your own registration. Another member of staff must decide on it.',
  editing: 'The contestant is editing this registration. Wait until she sends her changes.',
  rejectMessageRequired: 'Write a message telling the contestant what needs attention.',
  reasonOrMessage: 'Send her either a kept reason or your own message, and only when sending a registration back.',
  wrongState: {
    approve: 'Only a registration under review can be approved.',
    reject: 'Only a registration under review or already approved can be sent back.',
    activate: 'Only an approved registration can be activated.',
  } satisfies Record<ReviewDecision, string>,
  done: {
    approve: 'Registration approved. The contestant has been told.',
    reject: 'Registration sent back with your message. The contestant has been told.',
    activate: 'She is now an active participant. The contestant has been told.',
  } satisfies Record<ReviewDecision, string>,
  cannotGrant: 'Extra edits can only be granted to a submitted registration that is not final.',
  editsGranted: 'Extra edits granted. The contestant has been told.',
  noteAdded: 'Note added.',
  messageSent: 'Message sent: she sees it in her portal and by e-mail.',
  corrected: 'Corrected: a new version is on the record and she has been told why.',
  correctingWhileEditing: 'She is editing her registration now: correct it once she has sent it again.',
  notSubmitted: 'There is no submitted registration to correct yet.',
  correctionUnchanged: 'That is already the value of this field.',
} as const;

export const decisionBodySchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { message: 'Choose approve, reject or activate' }),
    message: boundedText({
      max: REVIEW_MESSAGE_MAX,
      tooLong: `Use at most ${REVIEW_MESSAGE_MAX} characters`,
    }).optional(),
    /**
     * A reason staff keep (see ./rejection-reasons) instead of a message: she reads it in her account's
     * language. Only when sending back, and then without a message of the reviewer's own.
     */
    reasonId: idSchema.optional(),
    version: recordVersion,
  })
  .superRefine((body, ctx) => {
    if (body.reasonId && (body.decision !== 'reject' || body.message)) {
      ctx.addIssue({ code: 'custom', path: ['reasonId'], message: ADMIN_CONTESTANT_MESSAGES.reasonOrMessage });
    }
    if (body.decision === 'reject' && !body.message && !body.reasonId) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: ADMIN_CONTESTANT_MESSAGES.rejectMessageRequired });
    }
  });
export type DecisionBody = z.infer<typeof decisionBodySchema>;

export const grantEditsBodySchema = z.object({
  count: z
    .number({ message: 'Enter a number of edits' })
    .int('Enter a whole number')
    .min(1, 'Grant at least 1 edit')
    .max(10, 'Grant at most 10 edits at a time'),
  version: recordVersion,
});
export type GrantEditsBody = z.infer<typeof grantEditsBodySchema>;

export const NOTE_MAX = 2000;
export const noteBodySchema = z.object({
  body: boundedText({
    max: NOTE_MAX,
    tooLong: `Use at most ${NOTE_MAX} characters`,
    required: 'Write a note first',
  }).min(1, 'Write a note first'),
});
export type NoteBody = z.infer<typeof noteBodySchema>;

export const MESSAGE_SUBJECT_MAX = 120;
export const MESSAGE_BODY_MAX = 4000;
/** A message to one contestant from her record. */
export const contestantMessageBodySchema = z.object({
  subject: boundedText({
    max: MESSAGE_SUBJECT_MAX,
    tooLong: `Use at most ${MESSAGE_SUBJECT_MAX} characters`,
    required: 'Write a subject',
    singleLine: true,
  }).min(1, 'Write a subject'),
  message: boundedText({
    max: MESSAGE_BODY_MAX,
    tooLong: `Use at most ${MESSAGE_BODY_MAX} characters`,
    required: 'Write a message',
  }).min(1, 'Write a message'),
});
export type ContestantMessageBody = z.infer<typeof contestantMessageBodySchema>;

/**
 * The fields staff may correct on her behalf: what she wrote as text. Her files, lists, choices and
 * declarations stay hers to change (she can be given an edit for those).
 */
export const CORRECTABLE_FIELDS = [
  'nationality',
  'residence',
  'address',
  'ethnicity',
  'height',
  'weight',
  'hairColor',
  'eyeColor',
  'measurements.bust',
  'measurements.waist',
  'measurements.hips',
  'healthFitness',
  'occupation',
  'moralCharacter',
  'talent.category',
  'talent.description',
  'talent.video',
  'platform.cause',
  'platform.description',
  'platform.experience',
  'socialMedia.instagram',
  'socialMedia.facebook',
  'socialMedia.twitter',
  'socialMedia.tiktok',
  'socialMedia.youtube',
  'emergencyContact.name',
  'emergencyContact.relationship',
  'emergencyContact.phone',
  'emergencyContact.email',
  'emergencyContact.address.street',
  'emergencyContact.address.city',
  'emergencyContact.address.state',
  'emergencyContact.address.country',
  'emergencyContact.address.postalCode',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export const CORRECTION_REASON_MAX = 500;
/** A correction of one field of her submitted registration, with the reason she will read. */
export const correctionBodySchema = z.object({
  field: z.enum(CORRECTABLE_FIELDS, { message: 'Choose a field to correct' }),
  value: z.string().max(5000, 'Use at most 5000 characters'),
  reason: boundedText({
    max: CORRECTION_REASON_MAX,
    tooLong: `Use at most ${CORRECTION_REASON_MAX} characters`,
    required: 'Say why you correct it: she will read it',
  }).min(1, 'Say why you correct it: she will read it'),
  version: recordVersion,
});
export type CorrectionBody = z.infer<typeof correctionBodySchema>;

/** The form with one field set (a copy; the form itself is left as it was). */
export function withFieldValue<T extends object>(form: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  if (key === undefined) return form;
  const current = (form as Record<string, unknown>)[key];
  const next = rest.length === 0 ? value : withFieldValue((current ?? {}) as object, rest.join('.'), value);
  return { ...form, [key]: next } as T;
}
