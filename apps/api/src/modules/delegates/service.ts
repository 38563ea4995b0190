import {
  countryNameOf,
  DELEGATE_MESSAGES,
  DELEGATE_PHOTO_WIDTHS,
  type DelegateConsent,
  type DelegateStatus,
  type DelegateSummary,
  delegateSlug,
  isDelegateStatus,
  type PublicDelegate,
} from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { enqueueEmail } from '../../mail/outbox';
import { profilePublishedMessage, profileTakenDownMessage } from '../../mail/templates/delegates';
import { type AuditActor, recordAudit } from '../audit/record';
import { recordConsent, withdrawConsent } from '../consents/service';
import { makePublicPhotos, PHOTO_FILES, photoKey, removePublicPhotos } from './photos';
import { delegateStatus, delegateSummary, photoPath, profileContent, publicDelegate } from './present';
import * as repo from './repo';

/**
 * Delegates (docs/product/delegates.md): an approved contestant consents to a
 * public profile in her portal; staff publish it (making its public photos) or
 * take it down; withdrawing her consent takes it down and forgets her choices.
 */

async function ownSource(db: DbOrTx, userId: string): Promise<repo.DelegateSource> {
  const source = await repo.sourceOfUser(db, userId);
  if (!source) throw notFound(DELEGATE_MESSAGES.noRegistration);
  return source;
}

async function contestantSource(db: DbOrTx, contestantId: string): Promise<repo.DelegateSource> {
  const source = await repo.sourceOfContestant(db, contestantId);
  if (!source) throw notFound('Contestant not found.');
  return source;
}

export async function myStatus(db: DbOrTx, userId: string): Promise<DelegateStatus> {
  return delegateStatus(await ownSource(db, userId));
}

/** Her consent (first time or a change of biography or networks); a published profile shows the change at once. */
export async function consent(app: FastifyInstance, userId: string, input: DelegateConsent): Promise<DelegateStatus> {
  const source = await ownSource(app.db, userId);
  if (!isDelegateStatus(source.status)) throw conflict(DELEGATE_MESSAGES.notApproved);
  await app.db.transaction(async (tx) => {
    await repo.upsertConsent(tx, source.contestantId, input);
    await recordConsent(tx, userId, 'public-profile');
  });
  return delegateStatus(await contestantSource(app.db, source.contestantId));
}

/** Withdrawn: off the site at once, its public photos removed, her choices forgotten. */
export async function withdraw(app: FastifyInstance, userId: string): Promise<DelegateStatus> {
  const source = await ownSource(app.db, userId);
  const removed = await app.db.transaction(async (tx) => {
    await withdrawConsent(tx, userId, 'public-profile');
    return repo.deleteProfile(tx, source.contestantId);
  });
  if (removed?.photos) await removePublicPhotos(app, removed.photos.keys);
  return delegateStatus(await contestantSource(app.db, source.contestantId));
}

export async function statusOf(db: DbOrTx, contestantId: string): Promise<DelegateStatus> {
  return delegateStatus(await contestantSource(db, contestantId));
}

/** The first free address from `base` (`-2`, `-3`…); two publications of the same name take turns here. */
async function freeSlug(db: DbOrTx, base: string, contestantId: string): Promise<string> {
  await repo.holdSlug(db, base);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(db, slug, contestantId))) return slug;
  }
}

/** Staff publish (or publish again, with fresh photos): needs approval, her consent and a headshot. */
export async function publish(app: FastifyInstance, actor: AuditActor, contestantId: string): Promise<DelegateStatus> {
  const source = await contestantSource(app.db, contestantId);
  if (!isDelegateStatus(source.status)) throw conflict(DELEGATE_MESSAGES.onlyApproved);
  if (!source.profile) throw conflict(DELEGATE_MESSAGES.needsConsent);
  const media = await repo.photoSources(app.db, contestantId);
  if (!media.headshot) throw conflict(DELEGATE_MESSAGES.needsHeadshot);
  const content = profileContent(source);
  const photos = await makePublicPhotos(app, {
    contestantId,
    headshotKey: media.headshot,
    fullBodyKey: media.fullBody,
    name: content.name,
    place: [countryNameOf(content.country), content.continent].filter(Boolean).join(' · '),
  });
  let replaced: string[] = [];
  const brand = await app.mail.brand();
  try {
    await app.db.transaction(async (tx) => {
      // Read again under a lock: she may have withdrawn, or another publication finished, meanwhile.
      const current = await repo.lockProfile(tx, contestantId);
      if (!current) throw conflict(DELEGATE_MESSAGES.needsConsent);
      replaced = current.photos?.keys ?? [];
      const slug =
        current.slug ?? (await freeSlug(tx, delegateSlug(content.name, countryNameOf(content.country)), contestantId));
      await repo.setPublication(tx, contestantId, { slug, publishedAt: new Date(), publishedBy: actor.id, photos });
      await recordAudit(tx, actor, {
        resource: 'contestants',
        action: 'contestants.publish_profile',
        recordId: contestantId,
        summary: `Published the public profile of ${content.name} (/delegates/${slug})`,
        details: { slug },
      });
      // She hears of it when her page goes live, not when staff refresh its photos.
      const her = current.publishedAt ? null : await repo.recipientOf(tx, contestantId);
      if (her) await enqueueEmail(tx, { to: her.email, ...profilePublishedMessage(brand, her, slug) });
    });
  } catch (err) {
    await removePublicPhotos(app, photos.keys);
    throw err;
  }
  await removePublicPhotos(app, replaced);
  return statusOf(app.db, contestantId);
}

export async function unpublish(
  app: FastifyInstance,
  actor: AuditActor,
  contestantId: string,
): Promise<DelegateStatus> {
  const source = await contestantSource(app.db, contestantId);
  const brand = await app.mail.brand();
  const removed = await app.db.transaction(async (tx) => {
    const profile = await repo.lockProfile(tx, contestantId);
    if (!profile?.publishedAt) return null;
    // The slug stays hers, so publishing again keeps the same address.
    await repo.setPublication(tx, contestantId, {
      slug: profile.slug,
      publishedAt: null,
      publishedBy: null,
      photos: null,
    });
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.unpublish_profile',
      recordId: contestantId,
      summary: `Took down the public profile of ${profileContent(source).name}`,
      details: { slug: profile.slug },
    });
    const her = await repo.recipientOf(tx, contestantId);
    if (her) await enqueueEmail(tx, { to: her.email, ...profileTakenDownMessage(brand, her) });
    return profile.photos?.keys ?? [];
  });
  if (removed) await removePublicPhotos(app, removed);
  return statusOf(app.db, contestantId);
}

export async function listPublished(db: DbOrTx, continent?: string): Promise<DelegateSummary[]> {
  return (await repo.publishedList(db, continent)).map(delegateSummary);
}

/** The public summary of each published delegate among these contestants, by contestant id. */
export async function publishedSummaries(db: DbOrTx, contestantIds: string[]): Promise<Map<string, DelegateSummary>> {
  const sources = await repo.publishedAmong(db, contestantIds);
  return new Map(sources.map((s) => [s.contestantId, delegateSummary(s)]));
}

export async function findPublished(db: DbOrTx, slug: string): Promise<PublicDelegate | null> {
  const source = await repo.publishedBySlug(db, slug);
  return source ? publicDelegate(source) : null;
}

export async function published(db: DbOrTx, slug: string): Promise<PublicDelegate> {
  const profile = await findPublished(db, slug);
  if (!profile) throw notFound(DELEGATE_MESSAGES.notFound);
  return profile;
}

/** The storage key of one public photo, only while its profile is shown and in that version. */
export async function publicPhotoKey(db: DbOrTx, slug: string, version: string, file: string): Promise<string> {
  const source = await repo.publishedBySlug(db, slug);
  const set = source?.profile?.photos;
  if (!source || !set || set.version !== version || !(PHOTO_FILES as readonly string[]).includes(file))
    throw notFound(DELEGATE_MESSAGES.photoNotFound);
  const key = photoKey(source.contestantId, version, file);
  if (!set.keys.includes(key)) throw notFound(DELEGATE_MESSAGES.photoNotFound);
  return key;
}

export { publishedSlugs } from './repo';

/**
 * The smallest public headshot of each published delegate among these, by contestant id: the judges' screens
 * show it, so a judge recognises the delegate on stage. Unpublished delegates have none (private photos stay so).
 */
export async function publicHeadshots(db: DbOrTx, contestantIds: string[]): Promise<Map<string, string>> {
  const rows = await repo.publishedPhotoSets(db, contestantIds);
  return new Map(
    rows.flatMap((r) =>
      r.slug && r.photos?.headshot
        ? [[r.contestantId, photoPath(r.slug, r.photos.version, `headshot-${DELEGATE_PHOTO_WIDTHS[0]}.webp`)] as const]
        : [],
    ),
  );
}
