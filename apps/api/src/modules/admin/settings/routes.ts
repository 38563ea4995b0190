import {
  adminSettingsResponseSchema,
  BILLING_SETTINGS_MESSAGES,
  billingSettingsUpdateSchema,
  MAILING_MESSAGES,
  mailingSettingsResponseSchema,
  mailingSettingsSchema,
  organisationSettingsUpdateSchema,
  previewPasswordUpdateSchema,
  registrationSettingsUpdateSchema,
  SETTINGS_MESSAGES,
  SITE_CONTENT_MESSAGES,
  siteContentSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { getSetting } from '../../settings/service';
import { actorOf, staffOnly } from '../guard';
import {
  adminSettings,
  setPreviewPassword,
  updateBillingSettings,
  updateMailingSettings,
  updateOrganisationSettings,
  updateRegistrationSettings,
  updateSiteContent,
} from './service';

const errors = errorResponses(400, 401, 403);
const common = signedInDoc('admin');
const update = { preValidation: staffOnly('settings', 'update') };

/**
 * Registration settings (resource 'settings'). Every change answers the whole
 * settings view again. The guard runs before validation, so a caller without
 * access gets 401/403 rather than field messages.
 */
const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      preValidation: staffOnly('settings', 'read'),
      schema: {
        ...common,
        summary:
          'Registration window, fee and edits, the organisers’ contact details, whether a preview password is set',
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async () => ok({ settings: await adminSettings(app) }),
  );

  app.put(
    '/settings/registration',
    {
      ...update,
      schema: {
        ...common,
        summary: 'Change the registration window (open flag, dates), the fee and currency, and the edits allowed',
        body: registrationSettingsUpdateSchema,
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateRegistrationSettings(app, actorOf(request), request.body);
      return ok({ settings: await adminSettings(app) }, SETTINGS_MESSAGES.saved);
    },
  );

  app.get(
    '/settings/mailing',
    {
      preValidation: staffOnly('settings', 'read'),
      schema: {
        ...common,
        summary: 'The organisers’ time zone and the unpaid-fee reminders',
        response: { 200: mailingSettingsResponseSchema, ...errors },
      },
    },
    async () => ok({ mailing: await getSetting(app.db, 'mailing') }),
  );

  app.put(
    '/settings/mailing',
    {
      ...update,
      schema: {
        ...common,
        summary: 'Change the organisers’ time zone and the unpaid-fee reminders (audited)',
        body: mailingSettingsSchema,
        response: { 200: mailingSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateMailingSettings(app, actorOf(request), request.body);
      return ok({ mailing: await getSetting(app.db, 'mailing') }, MAILING_MESSAGES.saved);
    },
  );

  app.put(
    '/settings/organisation',
    {
      ...update,
      schema: {
        ...common,
        summary: 'Change the organisers’ public contact e-mails and phone',
        body: organisationSettingsUpdateSchema,
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateOrganisationSettings(app, actorOf(request), request.body);
      return ok({ settings: await adminSettings(app) }, SETTINGS_MESSAGES.saved);
    },
  );

  app.put(
    '/settings/billing',
    {
      ...update,
      schema: {
        ...common,
        summary:
          'Change the organisers’ legal name, postal address and tax number printed on invoices and credit notes',
        body: billingSettingsUpdateSchema,
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateBillingSettings(app, actorOf(request), request.body);
      return ok({ settings: await adminSettings(app) }, BILLING_SETTINGS_MESSAGES.saved);
    },
  );

  app.put(
    '/settings/site-content',
    {
      ...update,
      schema: {
        ...common,
        summary:
          'Change the public site’s social links, home hero slides, announcement bar and sponsorship tiers; the public pages are drawn again',
        body: siteContentSchema,
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateSiteContent(app, actorOf(request), request.body);
      return ok({ settings: await adminSettings(app) }, SITE_CONTENT_MESSAGES.saved);
    },
  );

  app.put(
    '/settings/preview-password',
    {
      ...update,
      schema: {
        ...common,
        summary: 'Set a new password for the admin preview of the registration form (stored hashed)',
        body: previewPasswordUpdateSchema,
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await setPreviewPassword(app, actorOf(request), request.body.password);
      return ok({ settings: await adminSettings(app) }, SETTINGS_MESSAGES.previewSaved);
    },
  );
};

export default adminSettingsRoutes;
