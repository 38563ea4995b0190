import type { FileRef, MediaItem, MediaList, UploadType } from '@cq/shared';
import { eq, type Placeholder, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { type MediaFileRow, mediaFiles } from '../../db/schema';
import { dispositionFor } from './file-names';
import { MEDIA_LINK_TTL_SECONDS, mediaLink } from './signed-links';

export function fileRefOf(row: MediaFileRow): FileRef {
  return {
    _id: row.id,
    fileName: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
  };
}

/**
 * A PDF is shown in a frame of the back office, so it is served only with the
 * API's own headers (a policy that runs nothing, framed by the site alone);
 * an object store's presigned link cannot carry them.
 */
const needsOwnHeaders = (mimeType: string) => mimeType === 'application/pdf';

/** A file with a short-lived link: presigned by the object store, or signed for the API to serve. */
export async function mediaItemOf(app: FastifyInstance, row: MediaFileRow, now = Date.now()): Promise<MediaItem> {
  const presigned = needsOwnHeaders(row.mimeType)
    ? null
    : await app.storage.presign(row.storageKey, {
        contentType: row.mimeType,
        disposition: dispositionFor(row.mimeType, row.originalName),
        expiresIn: MEDIA_LINK_TTL_SECONDS,
      });
  const link = presigned
    ? { url: presigned, expiresAt: new Date(now + MEDIA_LINK_TTL_SECONDS * 1000).toISOString() }
    : mediaLink(app.config.jwtSecret, row.id, now);
  return { ...fileRefOf(row), uploadType: row.uploadType, ...link };
}

const mediaRowsQuery = (db: DbOrTx, contestantId: string | Placeholder) =>
  db.select().from(mediaFiles).where(eq(mediaFiles.contestantId, contestantId));

/** Read on every polled contestant record: a prepared statement outside a transaction. */
export async function mediaRowsOf(db: DbOrTx, contestantId: string): Promise<MediaFileRow[]> {
  const statement = prepared(db, 'media_rows_of_contestant', (d) =>
    mediaRowsQuery(d, sql.placeholder('contestantId')).prepare('media_rows_of_contestant'),
  );
  return statement ? statement.execute({ contestantId }) : mediaRowsQuery(db, contestantId);
}

/** The current file of each upload type, with links. */
export async function listMedia(app: FastifyInstance, contestantId: string): Promise<MediaList> {
  const list: MediaList = { headshot: null, fullBody: null, video: null, birthCertificate: null };
  for (const row of await mediaRowsOf(app.db, contestantId)) {
    list[row.uploadType as UploadType] = await mediaItemOf(app, row);
  }
  return list;
}

/** The stored references by upload type: the server's truth, whatever a client's copy of the form says. */
export async function fileRefsOf(db: DbOrTx, contestantId: string): Promise<Record<UploadType, FileRef | null>> {
  const refs: Record<UploadType, FileRef | null> = {
    headshot: null,
    fullBody: null,
    video: null,
    birthCertificate: null,
  };
  for (const row of await mediaRowsOf(db, contestantId)) refs[row.uploadType as UploadType] = fileRefOf(row);
  return refs;
}
