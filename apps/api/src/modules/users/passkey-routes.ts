import {
  addPasskeyRequestSchema,
  loginResponseSchema,
  PASSKEY_MESSAGES as M,
  messageResponseSchema,
  passkeyListResponseSchema,
  passkeyLoginRequestSchema,
  passkeyOptionsResponseSchema,
  passkeyResponseSchema,
  ACCOUNT_SERVER_MESSAGES as S,
  secondFactorPasskeyOptionsRequestSchema,
  secondFactorPasskeyRequestSchema,
} from '@cq/shared';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '#api/lib/answers';
import { authenticatedRow } from '../../plugins/auth';
import * as passkeys from './passkeys';
import { ACCOUNT_LIMITS as L, limitBy, secondFactorPerAccount } from './rate-limits';
import * as accounts from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

// The browser's JSON is checked in full by SimpleWebAuthn; the shared schema bounds its size and shape only.
const asRegistration = (response: unknown) => response as RegistrationResponseJSON;
const asAuthentication = (response: unknown) => response as AuthenticationResponseJSON;

/** Passkeys: adding and removing them in Account settings, signing in with one, and the second step with one. */
const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const security = [{ bearer: [] }];
  const perAccount = secondFactorPerAccount(app);

  app.get(
    '/users/me/passkeys',
    {
      schema: { tags, security, summary: 'Her passkeys', response: { 200: passkeyListResponseSchema, ...errors } },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await passkeys.listPasskeys(app, authenticatedRow(request).id));
    },
  );

  app.post(
    '/users/me/passkeys/options',
    {
      schema: {
        tags,
        security,
        summary: 'Options for her browser to make a new passkey, with a challenge good once for a few minutes',
        response: { 200: passkeyOptionsResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, limitBy(app, L.passkeyPerIp)],
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await passkeys.registrationOptions(app, authenticatedRow(request)));
    },
  );

  app.post(
    '/users/me/passkeys',
    {
      schema: {
        tags,
        security,
        summary: 'Keep the passkey her browser made, with the name she gives it',
        body: addPasskeyRequestSchema,
        response: { 200: passkeyResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, limitBy(app, L.passkeyPerIp)],
    },
    async (request) => {
      const row = authenticatedRow(request);
      const data = await passkeys.addPasskey(app, row, request.body.name, asRegistration(request.body.response));
      return ok(data, M.added);
    },
  );

  app.delete(
    '/users/me/passkeys/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove one of her passkeys (refused if it is the last second factor her role requires)',
        params: z.object({ id: z.uuid() }),
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await passkeys.removePasskey(app, authenticatedRow(request), request.params.id);
      return ok(null, M.removed);
    },
  );

  app.post(
    '/users/login/passkey/options',
    {
      schema: {
        tags,
        summary: 'Options to sign in with a passkey (any of this site’s on her device), with a one-time challenge',
        response: { 200: passkeyOptionsResponseSchema, ...errors },
      },
      preHandler: limitBy(app, L.passkeyPerIp),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await passkeys.authenticationOptions(app));
    },
  );

  app.post(
    '/users/login/passkey',
    {
      schema: {
        tags,
        summary: 'Sign in with a passkey: the session as /users/login answers it',
        body: passkeyLoginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
      preHandler: limitBy(app, L.passkeyPerIp),
    },
    async (request, reply) => {
      const result = await accounts.loginWithPasskey(app, asAuthentication(request.body.response), request.ip);
      reply.header('cache-control', 'no-store');
      return ok(result, S.loggedIn);
    },
  );

  app.post(
    '/users/login/second-factor/passkey/options',
    {
      schema: {
        tags,
        summary: 'The second step of sign-in with a passkey: options naming only hers',
        body: secondFactorPasskeyOptionsRequestSchema,
        response: { 200: passkeyOptionsResponseSchema, ...errors },
      },
      preHandler: limitBy(app, L.passkeyPerIp),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await accounts.secondFactorPasskeyOptions(app, request.body.secondFactorChallenge));
    },
  );

  app.post(
    '/users/login/second-factor/passkey',
    {
      schema: {
        tags,
        summary: 'The second step of sign-in answered by her passkey: the session as /users/login answers it',
        body: secondFactorPasskeyRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
      preHandler: limitBy(app, L.secondFactorPerIp, perAccount),
    },
    async (request, reply) => {
      const { secondFactorChallenge, response } = request.body;
      const result = await accounts.completeSecondFactorWithPasskey(
        app,
        secondFactorChallenge,
        asAuthentication(response),
        request.ip,
      );
      reply.header('cache-control', 'no-store');
      return ok(result, S.loggedIn);
    },
  );
};

export default passkeyRoutes;
