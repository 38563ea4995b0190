import { randomUUID } from 'node:crypto';
import {
  DRAFT_MESSAGES,
  ERROR_CODES,
  isRegistrationLocked,
  type MediaItem,
  normaliseRegistrationForm,
  UPLOAD_RULES,
  type UploadType,
} from '@cq/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ContestantRow, contestants, mediaFiles } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { storedFileName } from './file-names';
import { reencodeImage } from './images';
import { collect, inspectUpload } from './incoming-file';
import { fileRefOf, mediaItemOf } from './media';
import { assertPassivePdf } from './pdf-check';
import { videoError, withoutVideoMetadata } from './video-metadata';

/** Uploads change the form, so they follow the form's lock. */
export function assertWritable(row: Pick<ContestantRow, 'registrationStatus' | 'editing'>): void {
  if (row.registrationStatus === 'payment_pending')
    throw conflict(DRAFT_MESSAGES.notPaid, ERROR_CODES.registrationNotPaid);
  if (isRegistrationLocked(row.registrationStatus, row.editing))
    throw conflict(DRAFT_MESSAGES.locked, ERROR_CODES.registrationLocked);
}

export interface UploadInput {
  uploadType: UploadType;
  fileName: string | undefined;
  /** The multipart file, read once. */
  iterator: AsyncIterator<Buffer>;
}

/**
 * Checks, stores and records one upload: the type from the
 * bytes, images re-encoded without metadata, video streamed to storage. The
 * new file replaces the previous one of its type, which is then removed.
 */
export async function storeUpload(
  app: FastifyInstance,
  contestant: ContestantRow,
  input: UploadInput,
): Promise<MediaItem> {
  const rule = UPLOAD_RULES[input.uploadType];
  const incoming = await inspectUpload(input.iterator, input.uploadType);
  const key = `contestants/${contestant.id}/${input.uploadType}/${randomUUID()}.${incoming.extension}`;

  let size: number;
  if (rule.kind === 'video') {
    await app.storage
      .put(key, withoutVideoMetadata(incoming.body, incoming.mimeType), { contentType: incoming.mimeType })
      .catch((err) => {
        throw videoError(err);
      });
    size = incoming.bytesRead();
  } else {
    const raw = await collect(incoming.body);
    if (incoming.mimeType === 'application/pdf') await assertPassivePdf(raw);
    const stored = incoming.mimeType.startsWith('image/') ? await reencodeImage(raw, incoming.mimeType) : raw;
    await app.storage.put(key, stored, { contentType: incoming.mimeType });
    size = stored.length;
  }

  try {
    const { row, oldKey } = await app.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(contestants).where(eq(contestants.id, contestant.id)).for('update');
      if (!locked) throw conflict(DRAFT_MESSAGES.locked, ERROR_CODES.registrationLocked);
      assertWritable(locked);
      const [old] = await tx
        .select()
        .from(mediaFiles)
        .where(and(eq(mediaFiles.contestantId, contestant.id), eq(mediaFiles.uploadType, input.uploadType)));
      if (old) await tx.delete(mediaFiles).where(eq(mediaFiles.id, old.id));
      const [inserted] = await tx
        .insert(mediaFiles)
        .values({
          contestantId: contestant.id,
          uploadType: input.uploadType,
          storageKey: key,
          mimeType: incoming.mimeType,
          size,
          originalName: storedFileName(input.fileName, incoming.mimeType),
        })
        .returning();
      if (!inserted) throw new Error('media insert returned nothing');
      // The draft refers to the new file at once; its revision is unchanged, so an open tab's next save still fits.
      const draft = normaliseRegistrationForm(locked.draftFormData ?? {});
      draft[input.uploadType] = fileRefOf(inserted);
      await tx
        .update(contestants)
        .set({ draftFormData: draft, version: sql`${contestants.version} + 1`, updatedAt: new Date() })
        .where(eq(contestants.id, contestant.id));
      return { row: inserted, oldKey: old?.storageKey };
    });
    if (oldKey) await app.storage.delete(oldKey).catch((err) => app.log.warn({ err }, 'old upload not removed'));
    return mediaItemOf(app, row);
  } catch (err) {
    await app.storage.delete(key).catch(() => {});
    throw err;
  }
}
