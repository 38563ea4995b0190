import { UPLOAD_MESSAGES } from '@cq/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mediaFiles } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { ByteRange } from '../../storage';
import { dispositionFor } from './file-names';
import { verifyMediaLink } from './signed-links';

const LINK_INVALID = 'This link has expired. Please reload the page to get a new one.';

/** Parses a single `bytes=a-b` range; null when absent, 'invalid' when it cannot be served. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/**
 * A file is data, never a page: it may run nothing, it is sandboxed (an opaque
 * origin even when opened on its own), and only the site itself may frame it
 * (the back office shows a PDF in the browser's viewer, which Chromium and
 * Firefox both start in a sandboxed document).
 */
export const FILE_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

/** The query of a signed link to a private file: when it expires and its signature. */
export const signedLinkQuerySchema = z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) });

/**
 * Sends a whole private file (an attachment to an answer, a to-do's file) to whoever holds a valid signed link:
 * never kept by the browser, and shown as data, never as a page.
 */
export async function sendPrivateFile(
  app: FastifyInstance,
  reply: FastifyReply,
  file: { storageKey: string; mimeType: string; originalName: string },
) {
  const { stream, size } = await app.storage.open(file.storageKey);
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', dispositionFor(file.mimeType, file.originalName))
    .header('content-length', String(size))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', FILE_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'SAMEORIGIN')
    .send(stream);
}

/** Streams a private file to whoever holds a valid signed link; video players ask for ranges. */
export async function serveMedia(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { fileId: string }; Querystring: { expires: number; signature: string } }>,
  reply: FastifyReply,
) {
  const { fileId } = request.params;
  const { expires, signature } = request.query;
  if (!verifyMediaLink(app.config.jwtSecret, fileId, expires, signature)) throw forbidden(LINK_INVALID);
  const [row] = await app.db.select().from(mediaFiles).where(eq(mediaFiles.id, fileId)).limit(1);
  if (!row) throw notFound(UPLOAD_MESSAGES.fileNotFound);

  const range = parseRange(request.headers.range, row.size);
  if (range === 'invalid') {
    reply.header('content-range', `bytes */${row.size}`);
    throw new AppError(416, UPLOAD_MESSAGES.rangeNotServed);
  }
  const { stream } = await app.storage.open(row.storageKey, range ?? undefined);
  const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
  reply
    .header('content-type', row.mimeType)
    .header('content-disposition', dispositionFor(row.mimeType, row.originalName))
    .header('cache-control', `private, max-age=${maxAge}`)
    .header('accept-ranges', 'bytes')
    .header('content-security-policy', FILE_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'SAMEORIGIN');
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
      .header('content-length', String(range.end - range.start + 1));
  } else {
    reply.header('content-length', String(row.size));
  }
  return reply.send(stream);
}
