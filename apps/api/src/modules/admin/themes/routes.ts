import {
  adminThemeResponseSchema,
  adminThemesResponseSchema,
  THEME_MESSAGES,
  themeParamsSchema,
  themeSaveSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { actorOf, staffOnly } from '../guard';
import { listThemes, reactivateTheme, saveActiveTheme } from './service';

const errors = errorResponses(400, 401, 403);
const common = signedInDoc('admin');

/**
 * The site's colour theme (resource 'themes'). The guard runs before
 * validation, so a caller without access gets 401/403 rather than field messages.
 */
const adminThemesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/themes',
    {
      preValidation: staffOnly('themes', 'read'),
      schema: {
        ...common,
        summary: 'The active theme and the saved ones, newest first',
        response: { 200: adminThemesResponseSchema, ...errors },
      },
    },
    async () => ok(await listThemes(app.db)),
  );

  app.put(
    '/themes/active',
    {
      preValidation: staffOnly('themes', 'update'),
      schema: {
        ...common,
        summary: 'Save colours as a new theme and make it the active one (the site sees it at once)',
        body: themeSaveSchema,
        response: { 200: adminThemeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const theme = await saveActiveTheme(app.db, actorOf(request), request.body);
      return ok({ theme }, THEME_MESSAGES.saved);
    },
  );

  app.post(
    '/themes/:id/activate',
    {
      preValidation: staffOnly('themes', 'update'),
      schema: {
        ...common,
        summary: 'Make an earlier saved theme the active one again',
        params: themeParamsSchema,
        response: { 200: adminThemeResponseSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const theme = await reactivateTheme(app.db, actorOf(request), request.params.id);
      return ok({ theme }, THEME_MESSAGES.activated);
    },
  );
};

export default adminThemesRoutes;
