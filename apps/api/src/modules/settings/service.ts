import {
  DEFAULT_ORGANISATION_SETTINGS,
  DEFAULT_REGISTRATION_SETTINGS,
  DEFAULT_SITE_CONTENT,
  organisationSettingsSchema,
  registrationSettingsSchema,
  siteContentSchema,
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
  registration: { schema: registrationSettingsSchema, fallback: DEFAULT_REGISTRATION_SETTINGS },
  organisation: { schema: organisationSettingsSchema, fallback: DEFAULT_ORGANISATION_SETTINGS },
  /** The public site's editable words and links (footer links, hero, announcement, sponsorship tiers). */
  siteContent: { schema: siteContentSchema, fallback: DEFAULT_SITE_CONTENT },
  /** argon2 hash of the admin-preview password; never sent to a browser. */
  previewPassword: { schema: z.object({ hash: z.string().nullable() }), fallback: { hash: null } },
} satisfies Record<string, { schema: z.ZodType; fallback: unknown }>;

export type SettingKey = keyof typeof definitions;
export type SettingValue<K extends SettingKey> = z.infer<(typeof definitions)[K]['schema']>;

const settingQuery = (db: DbOrTx, key: string | Placeholder) =>
  db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));

/** Read on every polled contestant record: a prepared statement outside a transaction. */
export async function getSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<SettingValue<K>> {
  const def = definitions[key];
  const statement = prepared(db, 'setting_by_key', (d) =>
    settingQuery(d, sql.placeholder('key')).prepare('setting_by_key'),
  );
  const [row] = statement ? await statement.execute({ key }) : await settingQuery(db, key);
  if (!row) return def.fallback as SettingValue<K>;
  const parsed = def.schema.safeParse(row.value);
  return (parsed.success ? parsed.data : def.fallback) as SettingValue<K>;
}

export async function setSetting<K extends SettingKey>(db: DbOrTx, key: K, value: SettingValue<K>): Promise<void> {
  const parsed = definitions[key].schema.parse(value);
  await db
    .insert(settings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: settings.key, set: { value: parsed, updatedAt: sql`now()` } });
}
