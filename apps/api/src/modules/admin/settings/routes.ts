import {
  adminSettingsResponseSchema,
  BILLING_SETTINGS_MESSAGES,
  billingSettingsUpdateSchema,
  errorEnvelopeSchema,
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

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const common = { tags: ['admin'], security: [{ bearer: [] }] };
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
    async () => ({ success: true as const, data: { settings: await adminSettings(app) } }),
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
      return { success: true as const, message: SETTINGS_MESSAGES.saved, data: { settings: await adminSettings(app) } };
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
    async () => ({ success: true as const, data: { mailing: await getSetting(app.db, 'mailing') } }),
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
      return {
        success: true as const,
        message: MAILING_MESSAGES.saved,
        data: { mailing: await getSetting(app.db, 'mailing') },
      };
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
      return { success: true as const, message: SETTINGS_MESSAGES.saved, data: { settings: await adminSettings(app) } };
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
      return {
        success: true as const,
        message: BILLING_SETTINGS_MESSAGES.saved,
        data: { settings: await adminSettings(app) },
      };
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
      return {
        success: true as const,
        message: SITE_CONTENT_MESSAGES.saved,
        data: { settings: await adminSettings(app) },
      };
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
      return {
        success: true as const,
        message: SETTINGS_MESSAGES.previewSaved,
        data: { settings: await adminSettings(app) },
      };
    },
  );
};

export default adminSettingsRoutes;
