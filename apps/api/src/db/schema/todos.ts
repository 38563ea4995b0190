import type { TodoKind, TodoReminderStage } from '@cq/shared';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contestants } from './contestants';
import { users } from './users';

/**
 * Delegate to-dos (docs/product/delegates.md#to-dos): the items staff set for the season, each with a deadline,
 * for every delegate or for one continent's.
 */
export const delegateTodos = pgTable(
  'delegate_todos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<TodoKind>().notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** Only this continent's delegates, or all of them when empty. */
    continent: text('continent'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delegate_todos_deadline_idx').on(t.deadline)],
);
export type DelegateTodoRow = typeof delegateTodos.$inferSelect;

/** What a delegate gave for an item (an answer, a file, or a confirmation): one row, kept when she changes it. */
export const delegateTodoAnswers = pgTable(
  'delegate_todo_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    todoId: uuid('todo_id')
      .notNull()
      .references(() => delegateTodos.id, { onDelete: 'cascade' }),
    contestantId: uuid('contestant_id')
      .notNull()
      .references(() => contestants.id, { onDelete: 'cascade' }),
    answer: text('answer'),
    storageKey: text('storage_key'),
    mimeType: text('mime_type'),
    size: bigint('size', { mode: 'number' }),
    originalName: text('original_name'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delegate_todo_answers_unique').on(t.todoId, t.contestantId),
    index('delegate_todo_answers_contestant_idx').on(t.contestantId),
  ],
);
export type DelegateTodoAnswerRow = typeof delegateTodoAnswers.$inferSelect;

/** A reminder sent: the key makes each one (delegate, item, stage) go out once, however often the job runs. */
export const delegateTodoReminders = pgTable(
  'delegate_todo_reminders',
  {
    todoId: uuid('todo_id')
      .notNull()
      .references(() => delegateTodos.id, { onDelete: 'cascade' }),
    contestantId: uuid('contestant_id')
      .notNull()
      .references(() => contestants.id, { onDelete: 'cascade' }),
    /** Days before the deadline: 7 or 1. */
    stage: integer('stage').$type<TodoReminderStage>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.todoId, t.contestantId, t.stage] })],
);
