import { z } from 'zod';
import { isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';

/**
 * A person's requests about her own data (docs/product/privacy.md): a copy of everything kept about her, and
 * the erasure of her account.
 */

/** How long the link to a prepared copy of her data works, counted from the moment it is ready. */
export const DATA_EXPORT_TTL_HOURS = 72;

/** preparing: being written in the background; ready: the link works; failed: try again; expired: link gone. */
export const DATA_EXPORT_STATES = ['preparing', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export const dataExportSchema = z.object({
  id: z.string(),
  state: z.enum(DATA_EXPORT_STATES),
  requestedAt: isoDateTimeSchema,
  readyAt: isoDateTimeSchema.nullable(),
  /** When the download link stops working (set once ready). */
  expiresAt: isoDateTimeSchema.nullable(),
  /** The download link while ready; it carries its own expiry, so it works from an e-mail too. */
  downloadUrl: z.string().nullable(),
  /** The ZIP's size in bytes, once ready. */
  size: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportResponseSchema = successEnvelope(z.object({ dataExport: dataExportSchema.nullable() }));

/** The files of the ZIP besides her uploads (under files/), in the order they are written. */
export const DATA_EXPORT_PARTS = [
  'account.json',
  'registration.json',
  'registration-versions.json',
  'notifications.json',
  'payments.json',
  'consents.json',
  'fan-votes.json',
  'todos.json',
] as const;

/** pending: waiting for staff; erased: carried out; a request is made at most once while it is pending. */
export const DELETION_REQUEST_STATES = ['pending', 'erased'] as const;
export type DeletionRequestState = (typeof DELETION_REQUEST_STATES)[number];

export const deletionRequestSchema = z.object({
  id: z.string(),
  state: z.enum(DELETION_REQUEST_STATES),
  requestedAt: isoDateTimeSchema,
  erasedAt: isoDateTimeSchema.nullable(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;
export const deletionRequestResponseSchema = successEnvelope(
  z.object({ deletionRequest: deletionRequestSchema.nullable() }),
);

/** What staff see of a request: who asked (until the erasure removes it) and her registration's status. */
export const adminDeletionRequestSchema = deletionRequestSchema.extend({
  userId: z.string().nullable(),
  /** Her name and address while the request is pending; null once erased. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  registrationStatus: z.string().nullable(),
  erasedBy: z.string().nullable(),
});
export type AdminDeletionRequest = z.infer<typeof adminDeletionRequestSchema>;
export const adminDeletionRequestListResponseSchema = successEnvelope(
  z.object({ requests: z.array(adminDeletionRequestSchema) }),
);
export const adminDeletionRequestResponseSchema = successEnvelope(adminDeletionRequestSchema);

/** What an erased account's address becomes: unique, undeliverable, and saying nothing about her. */
export function erasedEmailFor(userId: string): string {
  return `erased-${userId}@erased.invalid`;
}

export const PRIVACY_MESSAGES = {
  exportRequested: 'We are preparing a copy of your data. We will e-mail you a link when it is ready.',
  exportPreparing: 'A copy of your data is already being prepared.',
  exportLinkInvalid: 'This download link has expired. Ask for a new copy of your data from Account settings.',
  exportNotFound: 'No such copy of your data.',
  deletionRequested: 'Your request has been sent. Our team will erase your account and the data kept about you.',
  deletionAlreadyRequested: 'You have already asked for your account to be deleted.',
  deletionStaffAccount: 'A back-office account cannot be deleted from here. Ask an administrator.',
  deletionRequestNotFound: 'No such request.',
  erased: 'The account has been erased.',
  alreadyErased: 'This account has already been erased.',
  inPublishedResults:
    'She is named in published competition results, whose score sheet cannot change without breaking its proof, so this account cannot be erased.',
} as const;
