import { UPLOAD_MESSAGES } from '@cq/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badInput } from '../../lib/errors';

/**
 * The multipart parser fails on bodies that are cut short, lack their boundary or carry a malformed part:
 * the sender's mistakes, answered 400. Its own limits already carry a status (413) and keep it; what fails in
 * our code after a part was read is not touched here and stays a 500.
 */
function senderFault(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) return err;
  return badInput(UPLOAD_MESSAGES.incomplete, { file: UPLOAD_MESSAGES.incomplete });
}

/** The request's parts, as the parser reads them; a body the parser cannot read ends them with a 400. */
export async function* multipartParts(request: FastifyRequest) {
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Awaited<ReturnType<typeof parts.next>>['value']>;
    try {
      next = await parts.next();
    } catch (err) {
      throw senderFault(err);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** A file part's bytes; a file the parser cannot finish reading (the body was cut short) fails with a 400. */
export function fileChunks(file: AsyncIterable<Buffer>): AsyncIterator<Buffer> {
  const chunks = file[Symbol.asyncIterator]();
  return {
    next: () => chunks.next().catch((err) => Promise.reject(senderFault(err))),
    return: (value?: unknown) => chunks.return?.(value) ?? Promise.resolve({ done: true, value: undefined }),
  };
}
