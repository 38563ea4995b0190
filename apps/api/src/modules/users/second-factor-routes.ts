import {
  loginResponseSchema,
  SECOND_FACTOR_MESSAGES as M,
  messageResponseSchema,
  renewRecoveryCodesRequestSchema,
  ACCOUNT_SERVER_MESSAGES as S,
  secondFactorConfirmRequestSchema,
  secondFactorEnabledResponseSchema,
  secondFactorLoginRequestSchema,
  secondFactorOffRequestSchema,
  secondFactorRequired,
  secondFactorSetupResponseSchema,
  secondFactorStatusResponseSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '#api/lib/answers';
import { authenticatedRow } from '../../plugins/auth';
import { ACCOUNT_LIMITS as L, limitBy, secondFactorPerAccount } from './rate-limits';
import * as secondFactor from './second-factor';
import * as accounts from './service';

const errors = errorResponses(400, 401, 403, 409, 429);

/** Two-step sign-in: the second step of login, and setting it up in Account settings. */
const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const security = [{ bearer: [] }];
  const perAccount = secondFactorPerAccount(app);

  app.post(
    '/users/login/second-factor',
    {
      schema: {
        tags,
        summary:
          'The second step of sign-in: the challenge from /users/login and a code from her app or a recovery code',
        body: secondFactorLoginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
      preHandler: limitBy(app, L.secondFactorPerIp, perAccount),
    },
    async (request, reply) => {
      const { secondFactorChallenge, code } = request.body;
      const result = await accounts.completeSecondFactor(app, secondFactorChallenge, code, request.ip);
      reply.header('cache-control', 'no-store');
      return ok(result, S.loggedIn);
    },
  );

  app.get(
    '/users/me/second-factor',
    {
      schema: {
        tags,
        security,
        summary: 'Whether two-step sign-in is on, whether her role requires it, and her unused recovery codes',
        response: { 200: secondFactorStatusResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const row = authenticatedRow(request);
      const required = secondFactorRequired(request.user, await secondFactor.secondFactorPolicy(app));
      reply.header('cache-control', 'no-store');
      return ok(await secondFactor.secondFactorStatus(app, row, required));
    },
  );

  app.post(
    '/users/me/second-factor/setup',
    {
      schema: {
        tags,
        security,
        summary: 'Start setting up two-step sign-in: a new secret and its picture to scan (on once a code confirms it)',
        response: { 200: secondFactorSetupResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const data = await secondFactor.startSetup(app, authenticatedRow(request));
      reply.header('cache-control', 'no-store');
      return ok(data, M.setupStarted);
    },
  );

  app.post(
    '/users/me/second-factor/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Turn two-step sign-in on with the first code from the app; answers the recovery codes this once',
        body: secondFactorConfirmRequestSchema,
        response: { 200: secondFactorEnabledResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, limitBy(app, L.secondFactorSetupPerAccount)],
    },
    async (request, reply) => {
      const data = await secondFactor.confirmSetup(app, authenticatedRow(request), request.body.code);
      reply.header('cache-control', 'no-store');
      return ok(data, M.enabled);
    },
  );

  app.post(
    '/users/me/second-factor/off',
    {
      schema: {
        tags,
        security,
        summary:
          'Turn two-step sign-in off with her password and a current code; refused while her role requires it and no passkey remains',
        body: secondFactorOffRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, limitBy(app, L.manageSecondFactorPerAccount)],
    },
    async (request, reply) => {
      await secondFactor.turnOff(app, authenticatedRow(request), request.body.password, request.body.code);
      reply.header('cache-control', 'no-store');
      return ok(null, M.turnedOff);
    },
  );

  app.post(
    '/users/me/second-factor/recovery-codes',
    {
      schema: {
        tags,
        security,
        summary: 'Ten new recovery codes for a current code (shown this once); the old ones stop working',
        body: renewRecoveryCodesRequestSchema,
        response: { 200: secondFactorEnabledResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, limitBy(app, L.manageSecondFactorPerAccount)],
    },
    async (request, reply) => {
      const codes = await secondFactor.renewOwnRecoveryCodes(app, authenticatedRow(request), request.body.code);
      reply.header('cache-control', 'no-store');
      return ok({ recoveryCodes: codes }, M.codesRenewed);
    },
  );
};

export default secondFactorRoutes;
