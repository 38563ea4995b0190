import {
  billingSettingsSchema,
  DEFAULT_MAILING_SETTINGS,
  DEFAULT_ORGANISATION_SETTINGS,
  DEFAULT_RETENTION_RULE,
  DEFAULT_SECOND_FACTOR_POLICY,
  DEFAULT_SITE_CONTENT,
  mailingSettingsSchema,
  type OrganisationSettings,
  organisationSettingsSchema,
  registrationSettingsSchema,
  retentionLastRunSchema,
  retentionRuleSchema,
  secondFactorPolicySchema,
  siteContentSchema,
  UNSET_BILLING_SETTINGS,
  UNSET_REGISTRATION_SETTINGS,
} from '@cq/shared';
import { eq, type Placeholder, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { settings } from '../../db/schema';

/**
 * Typed access to the key/value settings table. Each key has a schema and a
 * default; a stored value that no longer parses falls back to the default.
 */
const definitions = {
  /** Until staff save them, a fresh install has no fee, so registration cannot open. */
  registration: { schema: registrationSettingsSchema, fallback: UNSET_REGISTRATION_SETTINGS },
  organisation: { schema: organisationSettingsSchema, fallback: DEFAULT_ORGANISATION_SETTINGS },
  /** The organisers' legal name, address and tax number printed on invoices; empty until staff save them. */
  billing: { schema: billingSettingsSchema, fallback: UNSET_BILLING_SETTINGS },
  /** The public site's editable words and links (footer links, hero, announcement, sponsorship tiers). */
  siteContent: { schema: siteContentSchema, fallback: DEFAULT_SITE_CONTENT },
  /** argon2 hash of the admin-preview password; never sent to a browser. */
  previewPassword: { schema: z.object({ hash: z.string().nullable() }), fallback: { hash: null } },
  /** Staff's retention rule, and the daily job's last pass (docs/product/privacy.md#retention). */
  retention: { schema: retentionRuleSchema, fallback: DEFAULT_RETENTION_RULE },
  retentionLastRun: { schema: retentionLastRunSchema.nullable(), fallback: null },
  /** Who must sign in with a second factor; until staff choose, the deployment's STAFF_SECOND_FACTOR. */
  secondFactor: { schema: secondFactorPolicySchema, fallback: { policy: DEFAULT_SECOND_FACTOR_POLICY } },
  /** The organisers' time zone (scheduled messages) and the unpaid-fee reminders (off until staff turn them on). */
  mailing: { schema: mailingSettingsSchema, fallback: DEFAULT_MAILING_SETTINGS },
} satisfies Record<string, { schema: z.ZodType; fallback: unknown }>;

export type SettingKey = keyof typeof definitions;
export type SettingValue<K extends SettingKey> = z.infer<(typeof definitions)[K]['schema']>;

const settingQuery = (db: DbOrTx, key: string | Placeholder) =>
  db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));

/**
 * Read on every polled contestant record: a prepared statement outside a transaction. `fallback` replaces the
 * built-in default where the deployment sets its own (see getOrganisation).
 */
export async function getSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
  fallback: SettingValue<K> = definitions[key].fallback as SettingValue<K>,
): Promise<SettingValue<K>> {
  const def = definitions[key];
  const statement = prepared(db, 'setting_by_key', (d) =>
    settingQuery(d, sql.placeholder('key')).prepare('setting_by_key'),
  );
  const [row] = statement ? await statement.execute({ key }) : await settingQuery(db, key);
  if (!row) return fallback;
  const parsed = def.schema.safeParse(row.value);
  return (parsed.success ? parsed.data : fallback) as SettingValue<K>;
}

/**
 * The organisers' contact details as staff last saved them; until then the built-in ones with the address the
 * deployment names (ORGANISERS_EMAIL), which also receives the copies of contact messages.
 */
export function getOrganisation(db: DbOrTx, config: { organisersEmail: string }): Promise<OrganisationSettings> {
  return getSetting(db, 'organisation', { ...DEFAULT_ORGANISATION_SETTINGS, contactEmail: config.organisersEmail });
}

export async function setSetting<K extends SettingKey>(db: DbOrTx, key: K, value: SettingValue<K>): Promise<void> {
  const parsed = definitions[key].schema.parse(value);
  await db
    .insert(settings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: settings.key, set: { value: parsed, updatedAt: sql`now()` } });
}
