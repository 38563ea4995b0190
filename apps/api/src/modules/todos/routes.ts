import {
  CHECKLIST_FILE_RULE,
  idParamsSchema,
  CHECKLIST_MESSAGES as M,
  type TodoItem,
  todoAnswerSchema,
  todoItemResponseSchema,
  todoItemsResponseSchema,
  UPLOAD_MESSAGES,
} from '@cq/shared';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { AppError, badInput, forbidden } from '../../lib/errors';
import { discard } from '../uploads/incoming-file';
import { fileChunks, multipartParts } from '../uploads/multipart-parts';
import { sendPrivateFile, signedLinkQuerySchema } from '../uploads/serve';
import * as todos from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const common = signedInDoc('delegates');

const UPLOAD_BODY_LIMIT = CHECKLIST_FILE_RULE.maxBytes + 1024 * 1024;

/** A body declared larger than any to-do file is refused before a byte of it is read. */
function refuseDeclaredOversize(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  if (Number(request.headers['content-length']) > UPLOAD_BODY_LIMIT)
    done(new AppError(413, CHECKLIST_FILE_RULE.sizeMessage, undefined, { connection: 'close' }));
  else done();
}

/** Her send's answer: an item that waits for review says so. */
const sent = (message: string, item: TodoItem) => ok(item, item.state === 'waiting' ? M.sentForReview : message);

/** A delegate's to-dos (docs/product/delegates.md#to-dos): her list, and completing an item. */
const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: CHECKLIST_FILE_RULE.maxBytes + 1, files: 1, fields: 4, fieldSize: 200, parts: 5 },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/todos',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Her to-dos: each item that applies to her, done, due or late, with what she gave',
        response: { 200: todoItemsResponseSchema, ...errors },
      },
    },
    async (request) => ok({ items: await todos.myTodos(app, request.user.id) }),
  );

  app.post(
    '/todos/:id/answer',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Her written answer to an item (replaces an earlier one)',
        params: idParamsSchema,
        body: todoAnswerSchema,
        response: { 200: todoItemResponseSchema, ...errors },
      },
    },
    async (request) =>
      sent(M.answered, await todos.answerTodo(app, request.user.id, request.params.id, request.body.answer)),
  );

  app.post(
    '/todos/:id/confirm',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Confirms an item that asks only for her confirmation',
        params: idParamsSchema,
        response: { 200: todoItemResponseSchema, ...errors },
      },
    },
    async (request) => sent(M.confirmed, await todos.confirmTodo(app, request.user.id, request.params.id)),
  );

  app.post(
    '/todos/:id/file',
    {
      onRequest: refuseDeclaredOversize,
      preHandler: app.authenticate,
      config: { bodyType: 'multipart' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        ...common,
        summary: 'Her file for an item (multipart: file), a PDF, JPEG or PNG; replaces an earlier one',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: todoItemResponseSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      let result: Awaited<ReturnType<typeof todos.uploadTodoFile>> | undefined;
      for await (const part of multipartParts(request)) {
        if (part.type === 'field') continue;
        const iterator = fileChunks(part.file);
        try {
          if (part.fieldname !== 'file' || result) throw badInput(UPLOAD_MESSAGES.missingFile);
          result = await todos.uploadTodoFile(app, request.user.id, request.params.id, {
            fileName: part.filename,
            iterator,
          });
        } catch (err) {
          await discard(iterator);
          throw err;
        }
      }
      if (!result) throw badInput(UPLOAD_MESSAGES.missingFile, { file: UPLOAD_MESSAGES.missingFile });
      return sent(M.uploaded, result);
    },
  );

  app.get(
    '/todo-files/:id',
    {
      schema: {
        tags: ['delegates'],
        summary: 'A to-do file through its signed link',
        params: idParamsSchema,
        querystring: signedLinkQuerySchema,
        response: { 200: z.any().describe('the file'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const { expires, signature } = request.query;
      if (!todos.verifyTodoFileLink(app.config.jwtSecret, request.params.id, expires, signature))
        throw forbidden(M.linkInvalid);
      const file = await todos.todoFileFor(app, request.params.id);
      return sendPrivateFile(app, reply, file);
    },
  );
};

export default todoRoutes;
