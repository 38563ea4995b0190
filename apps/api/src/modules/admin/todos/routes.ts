import {
  CHECKLIST_REMINDER_RUN_EVERY_MS,
  errorEnvelopeSchema,
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
import { scheduleRepeating } from '../../privacy/retention';
import * as todos from '../../todos/service';
import { actorOf, staffOnly } from '../guard';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const common = { tags: ['admin'], security: [{ bearer: [] }] };

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
    async () => ({ success: true as const, data: { todos: await todos.listTodos(app.db) } }),
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
    async (request) => ({
      success: true as const,
      message: M.created,
      data: await todos.createTodo(app, actorOf(request), request.body),
    }),
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
    async (request) => ({
      success: true as const,
      message: M.updated,
      data: await todos.updateTodo(app, actorOf(request), request.params.id, request.body),
    }),
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
      return { success: true as const, message: M.deleted, data: { _id: request.params.id } };
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
    async () => ({ success: true as const, data: await todos.todoMatrix(app.db) }),
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
    async (request) => ({
      success: true as const,
      data: { items: await todos.delegateTodosForStaff(app, request.params.contestantId) },
    }),
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
    async (request) => ({
      success: true as const,
      message: M.accepted,
      data: await todos.reviewTodo(app, actorOf(request), request.params.id, request.params.contestantId, {
        accept: true,
      }),
    }),
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
    async (request) => ({
      success: true as const,
      message: M.sentBack,
      data: await todos.reviewTodo(app, actorOf(request), request.params.id, request.params.contestantId, {
        accept: false,
        reason: request.body.reason,
      }),
    }),
  );
};

export default adminTodoRoutes;
