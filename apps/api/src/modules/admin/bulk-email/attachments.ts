import { randomUUID } from 'node:crypto';
import { BULK_EMAIL_FILE_RULE, BULK_EMAIL_MESSAGES, type BulkEmailAttachment, UPLOAD_MESSAGES } from '@cq/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { bulkEmailAttachments, bulkEmailRecipients } from '../../../db/schema';
import { badInput } from '../../../lib/errors';
import type { MailAttachment } from '../../../mail/outbox';
import { storedFileName } from '../../uploads/file-names';
import { reencodeImage } from '../../uploads/images';
import { collect, discard, inspectUpload } from '../../uploads/incoming-file';
import { fileChunks, multipartParts } from '../../uploads/multipart-parts';
import { assertPassivePdf } from '../../uploads/pdf-check';

/** The parser's limits for one attachment: a single `file` part of 10 MB at most. */
export const ATTACHMENT_MULTIPART_LIMITS = {
  fileSize: BULK_EMAIL_FILE_RULE.maxBytes + 1,
  files: 1,
  fields: 0,
  parts: 1,
};
export const ATTACHMENT_BODY_LIMIT = BULK_EMAIL_FILE_RULE.maxBytes + 1024 * 1024;

type Row = typeof bulkEmailAttachments.$inferSelect;
const present = (row: Row): BulkEmailAttachment => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.mimeType,
  size: row.size,
});

/**
 * Reads one file for a bulk e-mail and stores it once: its type decided by its bytes, a PDF refused unless
 * passive and an image re-encoded without its metadata, as the registration's documents are. It belongs to no
 * message until a send names it.
 */
export async function uploadAttachment(
  app: FastifyInstance,
  request: FastifyRequest,
  actorId: string,
): Promise<BulkEmailAttachment> {
  let stored: Row | null = null;
  for await (const part of multipartParts(request)) {
    if (part.type === 'field') continue;
    const iterator = fileChunks(part.file);
    try {
      if (part.fieldname !== 'file' || stored) throw badInput(UPLOAD_MESSAGES.missingFile);
      const incoming = await inspectUpload(iterator, BULK_EMAIL_FILE_RULE);
      const raw = await collect(incoming.body);
      if (incoming.mimeType === 'application/pdf') await assertPassivePdf(raw);
      const body = incoming.mimeType.startsWith('image/') ? await reencodeImage(raw, incoming.mimeType) : raw;
      const key = `bulk-email/${randomUUID()}.${incoming.extension}`;
      await app.storage.put(key, body, { contentType: incoming.mimeType });
      const [row] = await app.db
        .insert(bulkEmailAttachments)
        .values({
          storageKey: key,
          fileName: storedFileName(part.filename, incoming.mimeType),
          mimeType: incoming.mimeType,
          size: body.length,
          createdBy: actorId,
        })
        .returning();
      stored = row ?? null;
    } catch (err) {
      await discard(iterator);
      throw err;
    }
  }
  if (!stored) throw badInput(UPLOAD_MESSAGES.missingFile, { file: UPLOAD_MESSAGES.missingFile });
  return present(stored);
}

/** The send takes the files it names (uploaded, not yet another message's); one missing refuses the send. */
export async function claimAttachments(tx: DbOrTx, bulkEmailId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const claimed = await tx
    .update(bulkEmailAttachments)
    .set({ bulkEmailId })
    .where(and(inArray(bulkEmailAttachments.id, unique), isNull(bulkEmailAttachments.bulkEmailId)))
    .returning({ id: bulkEmailAttachments.id });
  if (claimed.length !== unique.length) {
    throw badInput(BULK_EMAIL_MESSAGES.attachmentNotFound, { attachments: BULK_EMAIL_MESSAGES.attachmentNotFound });
  }
}

/** Checks before anything is written that every file named is there to be claimed. */
export async function assertAttachable(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: bulkEmailAttachments.id })
    .from(bulkEmailAttachments)
    .where(and(inArray(bulkEmailAttachments.id, unique), isNull(bulkEmailAttachments.bulkEmailId)));
  if (found.length !== unique.length) {
    throw badInput(BULK_EMAIL_MESSAGES.attachmentNotFound, { attachments: BULK_EMAIL_MESSAGES.attachmentNotFound });
  }
}

/** The files of the bulk e-mail an outbox message is a copy of (none for any other message). */
export async function attachmentRowsOfCopy(db: DbOrTx, outboxId: string): Promise<Row[]> {
  return db
    .select({ attachment: bulkEmailAttachments })
    .from(bulkEmailRecipients)
    .innerJoin(bulkEmailAttachments, eq(bulkEmailAttachments.bulkEmailId, bulkEmailRecipients.bulkEmailId))
    .where(eq(bulkEmailRecipients.outboxId, outboxId))
    .orderBy(bulkEmailAttachments.createdAt)
    .then((rows) => rows.map((r) => r.attachment));
}

/** The files a copy of a bulk e-mail carries, read from storage as it leaves. */
export async function attachmentsOfCopy(app: FastifyInstance, outboxId: string): Promise<MailAttachment[]> {
  const rows = await attachmentRowsOfCopy(app.db, outboxId);
  return Promise.all(
    rows.map(async (row) => {
      const { stream } = await app.storage.open(row.storageKey);
      return { fileName: row.fileName, contentType: row.mimeType, content: await collect(stream) };
    }),
  );
}
