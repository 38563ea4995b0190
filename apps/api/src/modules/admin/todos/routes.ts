import {
  CHECKLIST_REMINDER_RUN_EVERY_MS,
  idParamsSchema,
  CHECKLIST_MESSAGES as M,
  todoDelegateParamsSchema,
  todoDeletedResponseSchema,
  todoInputSchema,
  todoItemResponseSchema,
  todoItemsResponseSchema,
  todoListResponseSchema,
  todoMatrixResponseSchema,
  todoResponseSchema,
  todoReviewParamsSchema,
  todoSendBackSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { scheduleRepeating } from '../../privacy/retention';
import * as todos from '../../todos/service';
import { actorOf, staffOnly } from '../guard';

const errors = errorResponses(400, 401, 403, 404, 409);
const common = signedInDoc('admin');

/**
 * Delegate to-dos (resource 'contestants'): staff set the season's items ('update'), follow completion per
 * delegate and per continent and open a delegate's answers ('read'). The daily job sends the reminders.
 */
const adminTodoRoutes: FastifyPluginAsyncZod = async (app) => {
  let job: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    job = scheduleRepeating(
      () => todos.runTodoReminders(app).catch((err) => app.log.error({ err }, 'to-do reminders failed')),
      CHECKLIST_REMINDER_RUN_EVERY_MS,
    );
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });

  app.get(
    '/todos',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...common,
        summary: 'The delegate to-dos of the season, the nearest deadline first',
        response: { 200: todoListResponseSchema, ...errors },
      },
    },
    async () => ok({ todos: await todos.listTodos(app.db) }),
  );

  app.post(
    '/todos',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Adds a to-do for every delegate, one continent’s or chosen delegates; audited',
        body: todoInputSchema,
        response: { 200: todoResponseSchema, ...errors },
      },
    },
    async (request) => ok(await todos.createTodo(app, actorOf(request), request.body), M.created),
  );

  app.put(
    '/todos/:id',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Changes a to-do (a moved deadline is reminded of again); audited',
        params: idParamsSchema,
        body: todoInputSchema,
        response: { 200: todoResponseSchema, ...errors },
      },
    },
    async (request) => ok(await todos.updateTodo(app, actorOf(request), request.params.id, request.body), M.updated),
  );

  app.delete(
    '/todos/:id',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Deletes a to-do with the delegates’ answers and files; audited',
        params: idParamsSchema,
        response: { 200: todoDeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await todos.deleteTodo(app, actorOf(request), request.params.id);
      return ok({ _id: request.params.id }, M.deleted);
    },
  );

  app.get(
    '/todos/matrix',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...common,
        summary: 'Completion per delegate and per continent: each item done, due or late',
        response: { 200: todoMatrixResponseSchema, ...errors },
      },
    },
    async () => ok(await todos.todoMatrix(app.db)),
  );

  app.get(
    '/todos/delegates/:contestantId',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...common,
        summary: 'One delegate’s to-dos with her answers and files (links valid for 15 minutes)',
        params: todoDelegateParamsSchema,
        response: { 200: todoItemsResponseSchema, ...errors },
      },
    },
    async (request) => ok({ items: await todos.delegateTodosForStaff(app, request.params.contestantId) }),
  );

  app.post(
    '/todos/:id/delegates/:contestantId/accept',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Accepts what a delegate sent for a to-do that waits for review: it is done; audited',
        params: todoReviewParamsSchema,
        response: { 200: todoItemResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await todos.reviewTodo(app, actorOf(request), request.params.id, request.params.contestantId, {
          accept: true,
        }),
        M.accepted,
      ),
  );

  app.post(
    '/todos/:id/delegates/:contestantId/send-back',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Sends back what a delegate sent, with the reason she reads (portal and e-mail); audited',
        params: todoReviewParamsSchema,
        body: todoSendBackSchema,
        response: { 200: todoItemResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await todos.reviewTodo(app, actorOf(request), request.params.id, request.params.contestantId, {
          accept: false,
          reason: request.body.reason,
        }),
        M.sentBack,
      ),
  );
};

export default adminTodoRoutes;
