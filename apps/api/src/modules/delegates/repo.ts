import { DELEGATE_STATUSES, type RegistrationForm, type RegistrationStatus } from '@cq/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contestants, type DelegateProfileRow, delegateProfiles, mediaFiles, users } from '../../db/schema';

/** A contestant with what a public profile is made of: her name, her submitted form, her consent row. */
export interface DelegateSource {
  contestantId: string;
  status: string;
  firstName: string;
  lastName: string;
  form: RegistrationForm | null;
  /** The country staff confirmed she represents (ISO code), null until they do. */
  countryCode: string | null;
  profile: DelegateProfileRow | null;
}

const sourceColumns = {
  contestantId: contestants.id,
  status: contestants.registrationStatus,
  firstName: users.firstName,
  lastName: users.lastName,
  form: contestants.formData,
  countryCode: contestants.countryCode,
  profile: delegateProfiles,
};

function sourceQuery(db: DbOrTx) {
  return db
    .select(sourceColumns)
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .leftJoin(delegateProfiles, eq(delegateProfiles.contestantId, contestants.id));
}

export async function sourceOfUser(db: DbOrTx, userId: string): Promise<DelegateSource | null> {
  const [row] = await sourceQuery(db).where(eq(contestants.userId, userId)).limit(1);
  return row ?? null;
}

export async function sourceOfContestant(db: DbOrTx, contestantId: string): Promise<DelegateSource | null> {
  const [row] = await sourceQuery(db).where(eq(contestants.id, contestantId)).limit(1);
  return row ?? null;
}

/** Published and still approved: a changed decision takes her off the site at once. */
const shown = and(
  isNotNull(delegateProfiles.publishedAt),
  inArray(contestants.registrationStatus, DELEGATE_STATUSES as RegistrationStatus[]),
);

export async function publishedBySlug(db: DbOrTx, slug: string): Promise<DelegateSource | null> {
  const [row] = await sourceQuery(db)
    .where(and(shown, eq(delegateProfiles.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function publishedList(db: DbOrTx, continent?: string): Promise<DelegateSource[]> {
  return sourceQuery(db)
    .where(continent ? and(shown, eq(contestants.continent, continent)) : shown)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(contestants.id));
}

/** The published delegates among these contestants (a fan vote's), in no particular order. */
export async function publishedAmong(db: DbOrTx, contestantIds: string[]): Promise<DelegateSource[]> {
  if (contestantIds.length === 0) return [];
  return sourceQuery(db).where(and(shown, inArray(contestants.id, contestantIds)));
}

/** These contestants with what their profiles are made of, published or not (the live finale's delegates). */
export async function sourcesAmong(db: DbOrTx, contestantIds: string[]): Promise<DelegateSource[]> {
  if (contestantIds.length === 0) return [];
  return sourceQuery(db).where(inArray(contestants.id, contestantIds));
}

/** Every published slug with when it last changed, for the sitemap. */
export async function publishedSlugs(db: DbOrTx): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ slug: delegateProfiles.slug, updatedAt: delegateProfiles.updatedAt })
    .from(delegateProfiles)
    .innerJoin(contestants, eq(contestants.id, delegateProfiles.contestantId))
    .where(shown)
    .orderBy(asc(delegateProfiles.slug));
  return rows.flatMap((r) => (r.slug ? [{ slug: r.slug, updatedAt: r.updatedAt }] : []));
}

export async function photoSources(
  db: DbOrTx,
  contestantId: string,
): Promise<{ headshot: string | null; fullBody: string | null }> {
  const rows = await db
    .select({ type: mediaFiles.uploadType, key: mediaFiles.storageKey })
    .from(mediaFiles)
    .where(eq(mediaFiles.contestantId, contestantId));
  const keyOf = (type: string) => rows.find((r) => r.type === type)?.key ?? null;
  return { headshot: keyOf('headshot'), fullBody: keyOf('fullBody') };
}

export async function upsertConsent(
  db: DbOrTx,
  contestantId: string,
  consent: { biography: string; showSocial: DelegateProfileRow['showSocial'] },
): Promise<void> {
  await db
    .insert(delegateProfiles)
    .values({ contestantId, ...consent })
    .onConflictDoUpdate({
      target: delegateProfiles.contestantId,
      set: { ...consent, consentedAt: sql`now()`, updatedAt: sql`now()` },
    });
}

export async function deleteProfile(db: DbOrTx, contestantId: string): Promise<DelegateProfileRow | null> {
  const [row] = await db.delete(delegateProfiles).where(eq(delegateProfiles.contestantId, contestantId)).returning();
  return row ?? null;
}

export async function setPublication(
  db: DbOrTx,
  contestantId: string,
  values: Pick<DelegateProfileRow, 'slug' | 'publishedAt' | 'publishedBy' | 'photos'>,
): Promise<void> {
  await db
    .update(delegateProfiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(delegateProfiles.contestantId, contestantId));
}

export async function slugTaken(db: DbOrTx, slug: string, contestantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: delegateProfiles.contestantId })
    .from(delegateProfiles)
    .where(eq(delegateProfiles.slug, slug))
    .limit(1);
  return Boolean(row && row.id !== contestantId);
}

/** The published profiles among these contestants: their address and public photos. */
export async function publishedPhotoSets(db: DbOrTx, contestantIds: string[]) {
  if (contestantIds.length === 0) return [];
  return db
    .select({
      contestantId: delegateProfiles.contestantId,
      slug: delegateProfiles.slug,
      photos: delegateProfiles.photos,
    })
    .from(delegateProfiles)
    .where(and(isNotNull(delegateProfiles.publishedAt), inArray(delegateProfiles.contestantId, contestantIds)));
}

/** Her profile row, held until the transaction ends (a publication and a withdrawal take turns). */
/** Whom the publication e-mails go to: her address, first name and language. */
export async function recipientOf(
  db: DbOrTx,
  contestantId: string,
): Promise<{ email: string; firstName: string; language: string | null } | null> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(eq(contestants.id, contestantId))
    .limit(1);
  return row ?? null;
}

export async function lockProfile(db: DbOrTx, contestantId: string): Promise<DelegateProfileRow | null> {
  const [row] = await db
    .select()
    .from(delegateProfiles)
    .where(eq(delegateProfiles.contestantId, contestantId))
    .for('update');
  return row ?? null;
}

/** Holds an address until the transaction ends: two delegates of the same name and country publish in turn. */
export async function holdSlug(db: DbOrTx, base: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`delegate_slug:${base}`}, 0))`);
}
