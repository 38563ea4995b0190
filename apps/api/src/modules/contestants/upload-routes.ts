import {
  idParamsSchema,
  MAX_UPLOAD_BYTES,
  mediaListResponseSchema,
  UPLOAD_MESSAGES,
  type UploadType,
  uploadResponseSchema,
  uploadTypeSchema,
} from '@cq/shared';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '#api/lib/answers';
import { AppError, badInput } from '../../lib/errors';
import { discard } from '../uploads/incoming-file';
import { listMedia } from '../uploads/media';
import { fileChunks, multipartParts } from '../uploads/multipart-parts';
import { assertWritable, storeUpload } from '../uploads/service';
import { findOwnContestant } from './repo';

const errors = errorResponses(400, 401, 404);

/** The largest upload body: the largest file plus room for the multipart framing and the uploadType field. */
const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 1024 * 1024;

/**
 * An upload that declares a body larger than any file we accept is refused
 * before a byte of it is read, and the connection is closed rather than
 * drained (a body sent without a length is still counted as it arrives).
 */
function refuseDeclaredOversize(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  const declared = Number(request.headers['content-length']);
  if (declared > UPLOAD_BODY_LIMIT)
    done(new AppError(413, UPLOAD_MESSAGES.tooLarge, undefined, { connection: 'close' }));
  else done();
}

/** The contestant's own files: attach one to her registration, list them with short-lived links. */
const contestantUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4, fieldSize: 200, parts: 5 },
  });

  app.post(
    '/contestants/:id/upload',
    {
      onRequest: refuseDeclaredOversize,
      preHandler: app.authenticate,
      config: { bodyType: 'multipart' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['registration'],
        summary: 'Upload a headshot, full body photo, video or birth certificate (multipart: uploadType, then file)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: uploadResponseSchema, ...errors, ...errorResponses(409, 413, 415) },
      },
    },
    async (request) => {
      const contestant = await findOwnContestant(app.db, request.params.id, request.user.id);
      assertWritable(contestant);
      let uploadType: UploadType | undefined;
      let result: Awaited<ReturnType<typeof storeUpload>> | undefined;
      for await (const part of multipartParts(request)) {
        if (part.type === 'field') {
          if (part.fieldname !== 'uploadType') continue;
          const parsed = uploadTypeSchema.safeParse(part.value);
          if (!parsed.success) {
            const message = parsed.error.issues[0]?.message ?? 'Invalid uploadType';
            throw badInput(message, { uploadType: message });
          }
          uploadType = parsed.data;
          continue;
        }
        const iterator = fileChunks(part.file);
        try {
          if (part.fieldname !== 'file' || result) throw badInput(UPLOAD_MESSAGES.missingFile);
          if (!uploadType) throw badInput(UPLOAD_MESSAGES.typeFirst, { uploadType: UPLOAD_MESSAGES.typeFirst });
          result = await storeUpload(app, contestant, { uploadType, fileName: part.filename, iterator });
        } catch (err) {
          await discard(iterator);
          throw err;
        }
      }
      if (!result || !uploadType) throw badInput(UPLOAD_MESSAGES.missingFile, { file: UPLOAD_MESSAGES.missingFile });
      return ok({ [uploadType]: result }, 'File uploaded successfully');
    },
  );

  app.get(
    '/contestants/:id/media',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['registration'],
        summary: 'The uploaded files, each with a link that works for 15 minutes',
        params: idParamsSchema,
        response: { 200: mediaListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const contestant = await findOwnContestant(app.db, request.params.id, request.user.id);
      reply.header('cache-control', 'no-store');
      return ok(await listMedia(app, contestant.id));
    },
  );
};

export default contestantUploadRoutes;
