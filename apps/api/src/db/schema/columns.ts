import type { Translations } from '@cq/shared';
import { type AnyPgColumn, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The column shapes every table repeats, written once so that a table reads as what it holds.
 * Each helper returns a fresh column builder: a builder must never be shared between two tables.
 */

/** The generated key of a row that is a thing of its own. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A moment in time, always stored with its zone so every reader's clock agrees. */
export const timestamptz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** When the row was made. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed (the code that changes it sets it). */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A row that belongs to another one: it cannot be without it, and it goes when that one goes. */
export const ownedBy = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** A link that is emptied when the row it names goes: the record stays, without saying who or what it was. */
export const clearedWith = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });

/** Staff's words in each other language they wrote them in, by language; none until they do. */
export const translations = <TWords>() => jsonb('translations').$type<Translations<TWords>>().notNull().default({});

/**
 * What staff call a thing the public site shows on a page of its own: the page's address, its name, and the name
 * in each other language staff wrote it in, by language.
 */
export const pageName = () => ({
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  translations: translations<{ name: string }>(),
});
