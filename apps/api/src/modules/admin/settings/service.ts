import {
  ACCOUNT_MESSAGES,
  type AdminSettings,
  type BillingSettings,
  type MailingSettings,
  type OrganisationSettingsUpdate,
  type RegistrationSettingsUpdate,
  type SiteContent,
} from '@cq/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settings } from '../../../db/schema';
import { badInput } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';
import { type AuditActor, recordAudit } from '../../audit/record';
import { previewPasswordSource } from '../../preview/service';
import { getOrganisation, getSetting, type SettingKey, type SettingValue, setSetting } from '../../settings/service';
import { isCommonPassword } from '../../users/common-passwords';

/**
 * The registration settings of the back office. Every reader (registration
 * status, GET /settings, the preview gate, payments) reads the settings table
 * on each request, so a change here is seen at once, on every instance.
 */
export async function adminSettings(app: FastifyInstance): Promise<AdminSettings> {
  const [registration, organisation, billing, siteContent, preview, source] = await Promise.all([
    getSetting(app.db, 'registration'),
    getOrganisation(app.db, app.config),
    getSetting(app.db, 'billing'),
    getSetting(app.db, 'siteContent'),
    app.db.select({ updatedAt: settings.updatedAt }).from(settings).where(eq(settings.key, 'previewPassword')),
    previewPasswordSource(app),
  ]);
  const isSet = source === 'setting';
  return {
    registration,
    organisation,
    billing,
    siteContent,
    previewPassword: { isSet, updatedAt: isSet ? (preview[0]?.updatedAt.toISOString() ?? null) : null, source },
  };
}

const LABEL = {
  registration: 'registration window and fee',
  organisation: "organisers' contact details",
  billing: "organisers' billing details",
  siteContent: 'public site content',
  mailing: 'mailing settings (time zone, unpaid-fee reminders)',
} as const;

/** Saves one setting with an audit entry holding what it was and what it became, in one transaction. */
async function change<K extends keyof typeof LABEL>(
  app: FastifyInstance,
  actor: AuditActor,
  key: K,
  value: SettingValue<K>,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const before = await getSetting(tx, key);
    await setSetting(tx, key, value);
    const changed = Object.keys(value).filter(
      (k) => JSON.stringify(before[k as keyof typeof before]) !== JSON.stringify(value[k as keyof typeof value]),
    );
    await recordAudit(tx, actor, {
      resource: 'settings',
      action: `settings.${key}`,
      recordId: key,
      summary: `Changed the ${LABEL[key]}${changed.length ? ` (${changed.join(', ')})` : ''}`,
      details: { before, after: value, changed },
    });
  });
}

/** The legal name, address and tax number printed on the invoices and credit notes issued from now on. */
export const updateBillingSettings = (app: FastifyInstance, actor: AuditActor, v: BillingSettings) =>
  change(app, actor, 'billing', v);

export const updateRegistrationSettings = (app: FastifyInstance, actor: AuditActor, v: RegistrationSettingsUpdate) =>
  change(app, actor, 'registration', v);

/** The contact details and the site's words are drawn into the public pages: those are drawn again at once. */
export async function updateOrganisationSettings(
  app: FastifyInstance,
  actor: AuditActor,
  v: OrganisationSettingsUpdate,
) {
  await change(app, actor, 'organisation', v);
  // Saved either way; a page that cannot be drawn is logged and keeps its former words.
  await app.sitePages.refresh().catch(() => {});
}

/**
 * The pages being drawn again after the latest save of the site's words, per app (see `pagesRedrawn`); keyed by
 * the app's pages, which every route's context shares.
 */
const redraws = new WeakMap<object, Promise<void>>();

/**
 * Saves the site's words and answers at once: the answer waits only for the stored words to be read again (one
 * query), so no page is served with the former words after it (a page asked for before the background reaches it
 * is drawn for that request). Every public page is then drawn again in the background, on the worker pool.
 */
export async function updateSiteContent(app: FastifyInstance, actor: AuditActor, v: SiteContent) {
  await change(app, actor, 'siteContent', v);
  await app.sitePages.refresh().catch(() => {});
  redraws.set(
    app.sitePages,
    app.sitePages
      .drawAll()
      .catch((err) => app.log.warn({ err }, 'the public pages could not be drawn again after a save')),
  );
}

/** Settles once the pages of the latest save are drawn again (what a test or a script waits for). */
export const pagesRedrawn = (app: FastifyInstance): Promise<void> => redraws.get(app.sitePages) ?? Promise.resolve();

/** Stores the preview password the way the gate reads it: an argon2id hash, never the password. */
export async function setPreviewPassword(app: FastifyInstance, actor: AuditActor, password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw badInput(ACCOUNT_MESSAGES.passwordTooCommon, { password: ACCOUNT_MESSAGES.passwordTooCommon });
  }
  const hash = await hashPassword(password);
  const key: SettingKey = 'previewPassword';
  await app.db.transaction(async (tx) => {
    const before = await getSetting(tx, key);
    await setSetting(tx, key, { hash });
    await recordAudit(tx, actor, {
      resource: 'settings',
      action: 'settings.previewPassword',
      recordId: key,
      summary: before.hash ? 'Changed the preview password' : 'Set the preview password',
      details: { wasSet: Boolean(before.hash) },
    });
  });
}

/** The time zone of scheduled messages and the unpaid-fee reminders; audited with what changed. */
export const updateMailingSettings = (app: FastifyInstance, actor: AuditActor, v: MailingSettings) =>
  change(app, actor, 'mailing', v);
