import { Readable } from 'node:stream';
import { UPLOAD_MESSAGES, UPLOAD_RULES, type UploadRule, type UploadType } from '@cq/shared';
import { badInput, tooLarge, unsupportedType } from '../../lib/errors';

/** Bytes file-type needs to recognise every format we accept. */
const SNIFF_BYTES = 4100;

export interface IncomingFile {
  /** The type decided by the file's bytes, not its name. */
  mimeType: string;
  extension: string;
  /** The whole file, from the first byte; fails with 413 once it grows past the type's limit. */
  body: Readable;
  /** Bytes that have flowed through `body` so far (the file's size once it has been read). */
  bytesRead(): number;
}

/**
 * Reads the head of an uploaded file, decides its type from the bytes and
 * checks it against the upload type's rules, then hands back the whole file
 * as a stream that counts as it flows. Nothing is buffered beyond the head.
 */
export async function inspectUpload(
  iterator: AsyncIterator<Buffer>,
  uploadType: UploadType | UploadRule,
): Promise<IncomingFile> {
  const rule = typeof uploadType === 'string' ? UPLOAD_RULES[uploadType] : uploadType;
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  if (headBytes === 0) throw badInput(UPLOAD_MESSAGES.empty, { file: UPLOAD_MESSAGES.empty });
  if (headBytes > rule.maxBytes) throw tooLarge(rule.sizeMessage);

  // Loaded on first use (a start needs none of it).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(Buffer.concat(head));
  if (!detected || !rule.mimeTypes.includes(detected.mime)) throw unsupportedType(rule.typeMessage);

  let total = 0;
  async function* whole(): AsyncGenerator<Buffer> {
    for (const chunk of head) {
      total += chunk.length;
      yield chunk;
    }
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      total += next.value.length;
      if (total > rule.maxBytes) throw tooLarge(rule.sizeMessage);
      yield next.value;
    }
  }
  return {
    mimeType: detected.mime,
    extension: detected.ext,
    body: Readable.from(whole(), { objectMode: false }),
    bytesRead: () => total,
  };
}

/** Reads a stream into memory; only for files capped at a few megabytes (images, documents). */
export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads and drops what is left of a refused file, so the client receives the
 * answer instead of a connection reset while it is still sending.
 */
export async function discard(iterator: AsyncIterator<unknown>): Promise<void> {
  try {
    for (;;) if ((await iterator.next()).done) return;
  } catch {
    // The stream already failed: nothing left to read.
  }
}
