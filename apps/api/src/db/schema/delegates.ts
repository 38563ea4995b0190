import type { DelegateSocial } from '@cq/shared';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    slug: text('slug'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    photos: jsonb('photos').$type<DelegatePhotoSet>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delegate_profiles_slug_idx').on(t.slug),
    index('delegate_profiles_published_idx').on(t.publishedAt),
  ],
);
export type DelegateProfileRow = typeof delegateProfiles.$inferSelect;
