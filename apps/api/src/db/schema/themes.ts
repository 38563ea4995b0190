import type { ThemeColors } from '@cq/shared';
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const themes = pgTable(
  'themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    colors: jsonb('colors').$type<ThemeColors>().notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // At most one active theme, enforced by the database.
  (t) => [uniqueIndex('themes_one_active').on(t.isActive).where(sql`${t.isActive}`)],
);
