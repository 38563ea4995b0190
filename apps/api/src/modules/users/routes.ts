import {
  ACCOUNT_MESSAGES,
  changePasswordRequestSchema,
  competeRequestSchema,
  fanRegisterRequestSchema,
  languageUpdateSchema,
  loginAnswerSchema,
  loginRequestSchema,
  logoutRequestSchema,
  messageResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  registerRequestSchema,
  ACCOUNT_SERVER_MESSAGES as S,
  type UserResponse,
  userResponseSchema,
  verifyEmailParamsSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, type PrebuiltJson, prebuildAnswer, sendPrebuilt } from '#api/lib/answers';
import type { UserRow } from '../../db/schema';
import { preparePasswordChecks } from '../../lib/passwords';
import { authenticatedRow, authenticatedSessionId } from '../../plugins/auth';
import { requestLocale } from '../../plugins/language';
import { checkSignup } from '../challenge/service';
import { toUserDto } from './present';
import { ACCOUNT_LIMITS as L, limitBy, loginBudgets } from './rate-limits';
import * as accounts from './service';

const errors = errorResponses(400, 401, 403, 409, 429);

/** Only names and phone can change; anything else (the e-mail, a role) is refused, never ignored. */
const profileBodySchema = profileUpdateSchema
  .extend({ email: z.never({ error: ACCOUNT_MESSAGES.emailCannotChange }).optional() })
  .strict();

/**
 * GET /users/me answers on every page load of the portal and the back office. Its answer depends on the
 * user's row alone, and a changed row is a new object (the user cache replaces, never mutates, a row), so the
 * answer is written once per row and sent as it is, without another pass through the serialiser.
 */
const meAnswers = new WeakMap<UserRow, PrebuiltJson<UserResponse>>();
function meAnswer(row: UserRow): PrebuiltJson<UserResponse> {
  let answer = meAnswers.get(row);
  if (answer === undefined) {
    answer = prebuildAnswer<UserResponse>({ success: true, data: { user: toUserDto(row) } });
    meAnswers.set(row, answer);
  }
  return answer;
}

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  await preparePasswordChecks();

  app.post(
    '/users/register',
    {
      schema: {
        tags,
        summary: 'Sign up; the same answer whether or not the address already has an account',
        body: registerRequestSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
      preHandler: limitBy(app, L.signupPerIp),
    },
    async (request, reply) => {
      await checkSignup(app, request.ip, L.signupPerIp.timeWindowMs, request.body.challenge);
      await accounts.register(app, request.body, requestLocale(request));
      return reply.status(201).send({ success: true, message: S.registered, data: null });
    },
  );

  app.post(
    '/users/register-fan',
    {
      schema: {
        tags,
        summary:
          "A fan's sign-up from People's Choice (no phone); the same answer whether or not the address has an account",
        body: fanRegisterRequestSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
      preHandler: limitBy(app, L.signupPerIp),
    },
    async (request, reply) => {
      await checkSignup(app, request.ip, L.signupPerIp.timeWindowMs, request.body.challenge);
      const { firstName, lastName, email, password } = request.body;
      await accounts.register(app, { firstName, lastName, email, password }, requestLocale(request), 'fan');
      return reply.status(201).send({ success: true, message: S.registered, data: null });
    },
  );

  app.get(
    '/users/verify-email/:token',
    {
      schema: {
        tags,
        summary: 'Verify an e-mail address with the emailed token (single use, 24 hours)',
        params: verifyEmailParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.verifyEmail(app, request.params.token);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return ok(null, S.emailVerified);
    },
  );

  app.post(
    '/users/login',
    {
      schema: {
        tags,
        summary:
          'Sign in: an access token (15 minutes), a refresh token and the user; with two-step sign-in, a challenge to answer with the code',
        body: loginRequestSchema,
        response: { 200: loginAnswerSchema, ...errors },
      },
      preHandler: loginBudgets(app),
    },
    async (request, reply) => {
      const result = await accounts.login(app, request.body.email, request.body.password, request.ip);
      reply.header('cache-control', 'no-store');
      return ok(result, S.loggedIn);
    },
  );

  app.post(
    '/users/refresh-token',
    {
      schema: {
        tags,
        summary: 'Renew the session: rotates the refresh token; a reused one ends its whole family',
        body: refreshTokenRequestSchema,
        response: { 200: refreshTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tokens = await accounts.renew(app, request.body.refreshToken);
      reply.header('cache-control', 'no-store');
      return ok(tokens, S.tokenRenewed);
    },
  );

  app.post(
    '/users/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the session of the refresh token (no access token needed)',
        body: logoutRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.logout(app, request.body.refreshToken);
      return ok(null, S.loggedOut);
    },
  );

  app.post(
    '/users/password-reset-request',
    {
      schema: {
        tags,
        summary: 'E-mail a reset link (1 hour); the same answer for known and unknown addresses',
        body: passwordResetRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: limitBy(app, L.resetPerIp, L.resetPerAddress),
    },
    async (request) => {
      await accounts.requestPasswordReset(app, request.body.email);
      return ok(null, S.resetRequested);
    },
  );

  app.post(
    '/users/password-reset',
    {
      schema: {
        tags,
        summary: 'Set a new password with the emailed token; ends every session of the user',
        body: passwordResetSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.resetPassword(app, request.body.token, request.body.password);
      return ok(null, S.passwordReset);
    },
  );

  app.post(
    '/users/resend-verification',
    {
      schema: {
        tags,
        summary: 'E-mail a new verification link to the signed-in user',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, limitBy(app, L.resendPerIp, L.resendPerAccount)],
    },
    async (request) => {
      await accounts.resendVerification(app, authenticatedRow(request));
      return ok(null, S.verificationSent);
    },
  );

  app.post(
    '/users/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password: needs the current one; ends every other session, keeps this one',
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, limitBy(app, L.changePasswordPerAccount)],
    },
    async (request, reply) => {
      await accounts.changePassword(app, authenticatedRow(request), authenticatedSessionId(request), request.body);
      reply.header('cache-control', 'no-store');
      return ok(null, ACCOUNT_MESSAGES.passwordChanged);
    },
  );

  app.get(
    '/users/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user (data.user)',
        security: [{ bearer: [] }],
        response: { 200: userResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendPrebuilt(reply, meAnswer(authenticatedRow(request)));
    },
  );

  app.put(
    '/users/me/language',
    {
      schema: {
        tags,
        summary: 'Choose the language the account reads the site and its e-mails in',
        security: [{ bearer: [] }],
        body: languageUpdateSchema,
        response: { 200: userResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await accounts.setLanguage(app, request.user.id, request.body.language);
      return ok({ user });
    },
  );

  app.patch(
    '/users/profile',
    {
      schema: {
        tags,
        summary: 'Change first name, last name and phone number (the e-mail cannot change)',
        security: [{ bearer: [] }],
        body: profileBodySchema,
        response: { 200: userResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { firstName, lastName, phoneNumber } = request.body;
      const user = await accounts.updateProfile(app, request.user.id, { firstName, lastName, phoneNumber });
      return ok({ user }, S.profileUpdated);
    },
  );

  app.post(
    '/users/me/compete',
    {
      schema: {
        tags,
        summary: "A fan applies to compete: the contestant's path opens on her account, with her phone number",
        security: [{ bearer: [] }],
        body: competeRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await accounts.applyToCompete(app, request.user.id, request.body.phoneNumber);
      return ok({ user }, ACCOUNT_MESSAGES.competeOpened);
    },
  );
};

export default usersRoutes;
