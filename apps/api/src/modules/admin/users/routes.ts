import {
  ACCOUNT_ACTIONS,
  adminUserResponseSchema,
  consentRecordSchema,
  idParamsSchema,
  SECOND_FACTOR_MESSAGES,
  secondFactorPolicyResponseSchema,
  secondFactorPolicySchema,
  successEnvelope,
  USER_ADMIN_MESSAGES,
  userDetailResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
  userPermissionsBodySchema,
  userRoleBodySchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '#api/lib/answers';
import { notFound } from '../../../lib/errors';
import { consentsOf } from '../../consents/service';
import { secondFactorPolicy } from '../../users/second-factor';
import { recordHistory } from '../audit/service';
import { actorOf, staffOnly } from '../guard';
import { toAdminUser } from './present';
import { findUser, listUsers } from './repo';
import { resetSecondFactor, setSecondFactorPolicy } from './second-factor';
import * as service from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const read = errorResponses(400, 401, 403, 404);
const change = { ...read, ...errorResponses(409) };

/** Users, roles and permissions in the back office (resource 'users'); the rules are in service.ts. */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      preValidation: staffOnly('users', 'read'),
      schema: {
        tags,
        security,
        summary: 'Users: search by name or e-mail, filter by role and active state, sorted and paged',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...read },
      },
    },
    async (request) => ok(await listUsers(app.db, request.query)),
  );

  app.get(
    '/users/:id',
    {
      preValidation: staffOnly('users', 'read'),
      schema: {
        tags,
        security,
        summary: 'One user with their permissions and the last 20 audit entries about them',
        params: idParamsSchema,
        response: { 200: userDetailResponseSchema, ...read },
      },
    },
    async (request) => {
      const row = await findUser(app.db, request.params.id);
      if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
      const history = await recordHistory(app.db, 'users', row.id);
      return ok({ user: toAdminUser(row), history });
    },
  );

  app.patch(
    '/users/:id/role',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        tags,
        security,
        summary: 'Change a role: never above the actor’s own rank; the last active super admin keeps theirs',
        params: idParamsSchema,
        body: userRoleBodySchema,
        response: { 200: adminUserResponseSchema, ...change },
      },
    },
    async (request) => {
      const { row, changed } = await service.changeRole(app.db, actorOf(request), request.params.id, request.body.role);
      const message = changed ? USER_ADMIN_MESSAGES.roleChanged : USER_ADMIN_MESSAGES.roleUnchanged;
      return ok({ user: toAdminUser(row) }, message);
    },
  );

  app.put(
    '/users/:id/permissions',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        tags,
        security,
        summary: 'Replace a user’s permissions; below super admin, only actions the actor holds can be granted',
        params: idParamsSchema,
        body: userPermissionsBodySchema,
        response: { 200: adminUserResponseSchema, ...change },
      },
    },
    async (request) => {
      const { row } = await service.setPermissions(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.permissions,
      );
      return ok({ user: toAdminUser(row) }, USER_ADMIN_MESSAGES.permissionsSaved);
    },
  );

  app.post(
    '/users/:id/deactivate',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        tags,
        security,
        summary: 'Deactivate an account: every session ends at once (not oneself, not the last super admin)',
        params: idParamsSchema,
        response: { 200: adminUserResponseSchema, ...change },
      },
    },
    async (request) => {
      const row = await service.deactivate(app.db, actorOf(request), request.params.id);
      return ok({ user: toAdminUser(row) }, USER_ADMIN_MESSAGES.deactivated);
    },
  );

  app.get(
    '/users/:id/consents',
    {
      preValidation: staffOnly('users', 'read'),
      schema: {
        tags,
        security,
        summary: 'What the user agreed to: the words and their version, when, and any withdrawal',
        params: idParamsSchema,
        response: { 200: successEnvelope(z.object({ consents: z.array(consentRecordSchema) })), ...read },
      },
    },
    async (request) => {
      if (!(await findUser(app.db, request.params.id))) throw notFound(USER_ADMIN_MESSAGES.notFound);
      return ok({ consents: await consentsOf(app.db, request.params.id) });
    },
  );

  app.post(
    '/users/:id/actions/:action',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        tags,
        security,
        summary:
          'For an account: send a new verification link, send a password-reset link, or end every session (audited)',
        params: idParamsSchema.extend({ action: z.enum(ACCOUNT_ACTIONS) }),
        response: { 200: adminUserResponseSchema, ...change },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      const row = await service.accountAction(app, actorOf(request), id, action);
      return ok({ user: toAdminUser(row) }, ACCOUNT_ACTION_DONE[action]);
    },
  );

  app.post(
    '/users/:id/second-factor/reset',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        tags,
        security,
        summary:
          "A super admin takes another staff member's lost second factor off: her sessions end, it is audited, she is e-mailed",
        params: idParamsSchema,
        response: { 200: adminUserResponseSchema, ...change },
      },
    },
    async (request) => {
      const actor = { ...actorOf(request), role: request.user.role };
      const row = await resetSecondFactor(app, actor, request.params.id);
      return ok({ user: toAdminUser(row) }, SECOND_FACTOR_MESSAGES.resetDone);
    },
  );

  app.get(
    '/settings/second-factor',
    {
      preValidation: staffOnly('users', 'read'),
      schema: {
        tags,
        security,
        summary: 'Who must sign in with a second factor: sensitive (payments, users), all-staff or off',
        response: { 200: secondFactorPolicyResponseSchema, ...read },
      },
    },
    async () => ok({ policy: await secondFactorPolicy(app) }),
  );

  app.put(
    '/settings/second-factor',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        tags,
        security,
        summary: 'Change who must sign in with a second factor (audited)',
        body: secondFactorPolicySchema,
        response: { 200: secondFactorPolicyResponseSchema, ...change },
      },
    },
    async (request) => {
      const policy = await setSecondFactorPolicy(app, actorOf(request), request.body.policy);
      return ok({ policy }, SECOND_FACTOR_MESSAGES.policySaved);
    },
  );

  app.post(
    '/users/:id/reactivate',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        tags,
        security,
        summary: 'Reactivate an account; the user signs in again',
        params: idParamsSchema,
        response: { 200: adminUserResponseSchema, ...change },
      },
    },
    async (request) => {
      const row = await service.reactivate(app.db, actorOf(request), request.params.id);
      return ok({ user: toAdminUser(row) }, USER_ADMIN_MESSAGES.reactivated);
    },
  );
};

const ACCOUNT_ACTION_DONE = {
  'send-verification': USER_ADMIN_MESSAGES.verificationSent,
  'send-password-reset': USER_ADMIN_MESSAGES.resetSent,
  'end-sessions': USER_ADMIN_MESSAGES.sessionsEnded,
} as const;

export default adminUsersRoutes;
