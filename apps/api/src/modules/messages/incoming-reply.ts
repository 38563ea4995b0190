import { THREAD_FILE_RULE, THREAD_REPLY_MAX, threadReplyBodySchema, UPLOAD_MESSAGES } from '@cq/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badInput } from '../../lib/errors';
import { discard } from '../uploads/incoming-file';
import { fileChunks, multipartParts } from '../uploads/multipart-parts';
import { dropAttachment, type Reply, type StoredAttachment, storeAttachment } from './service';

/** An answer's body: its words and one file, with room for the multipart framing. */
export const REPLY_BODY_LIMIT = THREAD_FILE_RULE.maxBytes + 1024 * 1024;

/** The multipart parser's limits for an answer: one `message` field and at most one `file`. */
export const REPLY_MULTIPART_LIMITS = {
  fileSize: THREAD_FILE_RULE.maxBytes + 1,
  files: 1,
  fields: 2,
  fieldSize: THREAD_REPLY_MAX * 4 + 64,
  parts: 3,
};

/** A body declared larger than any answer with its file is refused before a byte of it is read. */
export function refuseDeclaredOversize(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  if (Number(request.headers['content-length']) > REPLY_BODY_LIMIT)
    done(new AppError(413, THREAD_FILE_RULE.sizeMessage, undefined, { connection: 'close' }));
  else done();
}

function checkedWords(message: string | undefined): string {
  const parsed = threadReplyBodySchema.safeParse({ message: message ?? '' });
  if (parsed.success) return parsed.data.message;
  const text = parsed.error.issues[0]?.message ?? 'Write a message';
  throw badInput(text, { message: text });
}

/**
 * Reads an answer sent as multipart (`message`, then an optional `file`). Who may write is checked before the
 * file is read (`allowed`, answering her record's id); the words are checked before the file too, so a refused
 * answer stores nothing. The file is checked and stored as the registration's documents are.
 */
export async function readReply(
  app: FastifyInstance,
  request: FastifyRequest,
  threadId: string,
  allowed: () => Promise<{ contestantId: string }>,
): Promise<Reply> {
  let message: string | undefined;
  let attachment: StoredAttachment | null = null;
  try {
    for await (const part of multipartParts(request)) {
      if (part.type === 'field') {
        if (part.fieldname === 'message' && typeof part.value === 'string') message = part.value;
        continue;
      }
      const iterator = fileChunks(part.file);
      try {
        if (part.fieldname !== 'file' || attachment) throw badInput(UPLOAD_MESSAGES.missingFile);
        const words = checkedWords(message);
        message = words;
        const { contestantId } = await allowed();
        attachment = await storeAttachment(app, contestantId, threadId, { fileName: part.filename, iterator });
      } catch (err) {
        await discard(iterator);
        throw err;
      }
    }
    const words = checkedWords(message);
    if (!attachment) await allowed();
    return { message: words, attachment };
  } catch (err) {
    await dropAttachment(app, attachment);
    throw err;
  }
}
