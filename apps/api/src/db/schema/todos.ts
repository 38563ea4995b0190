import type { TodoKind, TodoReminderStage, TodoReviewStatus, TodoWords } from '@cq/shared';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clearedWith, createdAt, ownedBy, primaryId, timestamptz, translations, updatedAt } from './columns';
import { contestants } from './contestants';
import { users } from './users';

/**
 * Delegate to-dos (docs/product/delegates.md#to-dos): the items staff set for the season, each with a deadline,
 * for every delegate or for one continent's.
 */
export const delegateTodos = pgTable(
  'delegate_todos',
  {
    id: primaryId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The title and description in each other language staff wrote them in, by language. */
    translations: translations<TodoWords>(),
    kind: text('kind').$type<TodoKind>().notNull(),
    deadline: timestamptz('deadline').notNull(),
    /** Only this continent's delegates, or all of them when empty (and no delegates are chosen). */
    continent: text('continent'),
    /** Staff review what she sends before it counts as done; without it, sending is doing. */
    needsReview: boolean('needs_review').notNull().default(false),
    createdBy: clearedWith('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('delegate_todos_deadline_idx').on(t.deadline)],
);
export type DelegateTodoRow = typeof delegateTodos.$inferSelect;

/** What a delegate gave for an item (an answer, a file, or a confirmation): one row, kept when she changes it. */
export const delegateTodoAnswers = pgTable(
  'delegate_todo_answers',
  {
    id: primaryId(),
    todoId: ownedBy('todo_id', () => delegateTodos.id),
    contestantId: ownedBy('contestant_id', () => contestants.id),
    answer: text('answer'),
    storageKey: text('storage_key'),
    mimeType: text('mime_type'),
    size: bigint('size', { mode: 'number' }),
    originalName: text('original_name'),
    /** When she last sent it. */
    completedAt: timestamptz('completed_at').notNull().defaultNow(),
    /** Accepted (at once when the item needs no review), waiting for review, or sent back to her. */
    reviewStatus: text('review_status').$type<TodoReviewStatus>().notNull().default('accepted'),
    /** Why staff sent it back, while it is sent back. */
    reviewReason: text('review_reason'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: clearedWith('reviewed_by', () => users.id),
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
    todoId: ownedBy('todo_id', () => delegateTodos.id),
    contestantId: ownedBy('contestant_id', () => contestants.id),
    /** Days before the deadline: 7 or 1. */
    stage: integer('stage').$type<TodoReminderStage>().notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.todoId, t.contestantId, t.stage] })],
);

/** The delegates an item was set for by name: only they see it, are reminded of it and appear in its column. */
export const delegateTodoRecipients = pgTable(
  'delegate_todo_recipients',
  {
    todoId: ownedBy('todo_id', () => delegateTodos.id),
    contestantId: ownedBy('contestant_id', () => contestants.id),
  },
  (t) => [
    primaryKey({ columns: [t.todoId, t.contestantId] }),
    index('delegate_todo_recipients_contestant_idx').on(t.contestantId),
  ],
);

/**
 * An item's history for one delegate, kept as it happened: each send (her answer, or her file's name) and each
 * review (accepted, or sent back with its reason).
 */
export const delegateTodoEvents = pgTable(
  'delegate_todo_events',
  {
    id: primaryId(),
    todoId: ownedBy('todo_id', () => delegateTodos.id),
    contestantId: ownedBy('contestant_id', () => contestants.id),
    kind: text('kind').$type<'sent' | 'accepted' | 'sent-back'>().notNull(),
    answer: text('answer'),
    fileName: text('file_name'),
    reason: text('reason'),
    actorId: clearedWith('actor_id', () => users.id),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('delegate_todo_events_item_idx').on(t.todoId, t.contestantId, t.at)],
);
export type DelegateTodoEventRow = typeof delegateTodoEvents.$inferSelect;
