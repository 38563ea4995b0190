import type { DelegateSocial } from '@cq/shared';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clearedWith, timestamptz, updatedAt } from './columns';
import { contestants } from './contestants';
import { users } from './users';

/** The public photos made at publication: web sizes of the headshot and full-body photo, and the link card. */
export interface DelegatePhotoSet {
  /** Part of every photo's address, so a republished photo is never read from an old cache. */
  version: string;
  headshot: { width: number; height: number } | null;
  fullBody: { width: number; height: number } | null;
  /** Storage keys of every file made, removed when the profile is unpublished or withdrawn. */
  keys: string[];
}

/**
 * A delegate's public profile (docs/product/delegates.md): her consent (biography and
 * networks to show), and staff's publication. The row exists while she consents; withdrawing deletes it.
 */
export const delegateProfiles = pgTable(
  'delegate_profiles',
  {
    contestantId: uuid('contestant_id')
      .primaryKey()
      .references(() => contestants.id, { onDelete: 'cascade' }),
    biography: text('biography').notNull().default(''),
    showSocial: jsonb('show_social').$type<DelegateSocial[]>().notNull().default([]),
    consentedAt: timestamptz('consented_at').notNull().defaultNow(),
    slug: text('slug'),
    publishedAt: timestamptz('published_at'),
    publishedBy: clearedWith('published_by', () => users.id),
    photos: jsonb('photos').$type<DelegatePhotoSet>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('delegate_profiles_slug_idx').on(t.slug),
    index('delegate_profiles_published_idx').on(t.publishedAt),
  ],
);
export type DelegateProfileRow = typeof delegateProfiles.$inferSelect;
