import type { ThemeColors } from '@cq/shared';
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns';

export const themes = pgTable(
  'themes',
  {
    id: primaryId(),
    name: text('name').notNull(),
    colors: jsonb('colors').$type<ThemeColors>().notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // At most one active theme, enforced by the database.
  (t) => [uniqueIndex('themes_one_active').on(t.isActive).where(sql`${t.isActive}`)],
);
