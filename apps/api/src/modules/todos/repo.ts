import {
  DELEGATE_STATUSES,
  type RegistrationStatus,
  type TodoInput,
  type TodoReminderStage,
  type TodoReviewStatus,
} from '@cq/shared';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  contestants,
  type DelegateTodoAnswerRow,
  type DelegateTodoEventRow,
  type DelegateTodoRow,
  delegateTodoAnswers,
  delegateTodoEvents,
  delegateTodoRecipients,
  delegateTodoReminders,
  delegateTodos,
  users,
} from '../../db/schema';

/** An item with the delegates it was set for by name (none when it is for every delegate or a continent). */
export type TodoRecord = DelegateTodoRow & { delegates: string[] };

async function withRecipients(db: DbOrTx, rows: DelegateTodoRow[]): Promise<TodoRecord[]> {
  if (rows.length === 0) return [];
  const chosen = await db
    .select()
    .from(delegateTodoRecipients)
    .where(
      inArray(
        delegateTodoRecipients.todoId,
        rows.map((r) => r.id),
      ),
    );
  const byTodo = new Map<string, string[]>();
  for (const c of chosen) byTodo.set(c.todoId, [...(byTodo.get(c.todoId) ?? []), c.contestantId]);
  return rows.map((r) => ({ ...r, delegates: (byTodo.get(r.id) ?? []).sort() }));
}

/** The season's items, the nearest deadline first. */
export async function listTodos(db: DbOrTx): Promise<TodoRecord[]> {
  const rows = await db.select().from(delegateTodos).orderBy(asc(delegateTodos.deadline), asc(delegateTodos.createdAt));
  return withRecipients(db, rows);
}

export async function findTodo(db: DbOrTx, id: string): Promise<TodoRecord | null> {
  const [row] = await db.select().from(delegateTodos).where(eq(delegateTodos.id, id)).limit(1);
  return row ? ((await withRecipients(db, [row]))[0] ?? null) : null;
}

/** Sets the delegates an item is for by name, replacing the earlier choice. */
export async function setRecipients(db: DbOrTx, todoId: string, contestantIds: readonly string[]): Promise<void> {
  await db.delete(delegateTodoRecipients).where(eq(delegateTodoRecipients.todoId, todoId));
  if (contestantIds.length > 0)
    await db
      .insert(delegateTodoRecipients)
      .values([...new Set(contestantIds)].map((contestantId) => ({ todoId, contestantId })));
}

const columnsOf = (input: TodoInput) => ({
  title: input.title,
  description: input.description,
  translations: input.translations ?? {},
  kind: input.kind,
  deadline: new Date(input.deadline),
  continent: input.continent,
  needsReview: input.needsReview ?? false,
});

export async function insertTodo(db: DbOrTx, input: TodoInput, createdBy: string): Promise<DelegateTodoRow> {
  const [row] = await db
    .insert(delegateTodos)
    .values({ ...columnsOf(input), createdBy })
    .returning();
  if (!row) throw new Error('to-do insert returned nothing');
  return row;
}

export async function updateTodo(db: DbOrTx, id: string, input: TodoInput): Promise<DelegateTodoRow | null> {
  const [row] = await db
    .update(delegateTodos)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(delegateTodos.id, id))
    .returning();
  return row ?? null;
}

/** Reminders already sent for an item: forgotten when its deadline moves, so the new one is reminded of. */
export async function forgetReminders(db: DbOrTx, todoId: string): Promise<void> {
  await db.delete(delegateTodoReminders).where(eq(delegateTodoReminders.todoId, todoId));
}

/** Deletes an item with what delegates gave for it; answers the keys of their stored files. */
export async function deleteTodo(db: DbOrTx, id: string): Promise<string[] | null> {
  const files = await db
    .select({ key: delegateTodoAnswers.storageKey })
    .from(delegateTodoAnswers)
    .where(eq(delegateTodoAnswers.todoId, id));
  const [row] = await db.delete(delegateTodos).where(eq(delegateTodos.id, id)).returning({ id: delegateTodos.id });
  if (!row) return null;
  return files.flatMap((f) => (f.key ? [f.key] : []));
}

/** A delegate as the to-dos see her. */
export interface TodoDelegate {
  contestantId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Her account's language: her reminders are written in it. */
  language: string;
  continent: string | null;
}

/** The delegates (approved contestants), in the back office's name order; or one of them. */
export function listDelegates(db: DbOrTx, where?: SQL): Promise<TodoDelegate[]> {
  return db
    .select({
      contestantId: contestants.id,
      userId: contestants.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
      continent: contestants.continent,
    })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(and(inArray(contestants.registrationStatus, DELEGATE_STATUSES as RegistrationStatus[]), where))
    .orderBy(asc(contestants.sortName), asc(contestants.id));
}

export const delegateOfUser = async (db: DbOrTx, userId: string) =>
  (await listDelegates(db, eq(contestants.userId, userId)))[0] ?? null;
export const delegateById = async (db: DbOrTx, contestantId: string) =>
  (await listDelegates(db, eq(contestants.id, contestantId)))[0] ?? null;

/** What the delegates gave: all of it, or one delegate's. */
export function answersOf(db: DbOrTx, contestantId?: string): Promise<DelegateTodoAnswerRow[]> {
  return db
    .select()
    .from(delegateTodoAnswers)
    .where(contestantId ? eq(delegateTodoAnswers.contestantId, contestantId) : undefined);
}

export async function findAnswer(db: DbOrTx, id: string): Promise<DelegateTodoAnswerRow | null> {
  const [row] = await db.select().from(delegateTodoAnswers).where(eq(delegateTodoAnswers.id, id)).limit(1);
  return row ?? null;
}

export type AnswerValues = Pick<DelegateTodoAnswerRow, 'answer' | 'storageKey' | 'mimeType' | 'size' | 'originalName'>;

/** Her answer row for one item, locked for the review that decides on it. */
export async function lockAnswer(db: DbOrTx, todoId: string, contestantId: string) {
  const [row] = await db
    .select()
    .from(delegateTodoAnswers)
    .where(and(eq(delegateTodoAnswers.todoId, todoId), eq(delegateTodoAnswers.contestantId, contestantId)))
    .for('update');
  return row ?? null;
}

/** Staff's decision on her send: accepted, or sent back with its reason. */
export async function reviewAnswer(
  db: DbOrTx,
  id: string,
  status: Exclude<TodoReviewStatus, 'waiting'>,
  reason: string | null,
  reviewedBy: string,
  now: Date,
): Promise<DelegateTodoAnswerRow> {
  const [row] = await db
    .update(delegateTodoAnswers)
    .set({ reviewStatus: status, reviewReason: reason, reviewedAt: now, reviewedBy })
    .where(eq(delegateTodoAnswers.id, id))
    .returning();
  if (!row) throw new Error('to-do review update returned nothing');
  return row;
}

export async function addEvent(
  db: DbOrTx,
  values: Omit<DelegateTodoEventRow, 'id' | 'at'> & { at: Date },
): Promise<void> {
  await db.insert(delegateTodoEvents).values(values);
}

/** One delegate's history, the oldest first: all her items', or one item's. */
export function eventsOf(db: DbOrTx, contestantId: string, todoId?: string): Promise<DelegateTodoEventRow[]> {
  return db
    .select()
    .from(delegateTodoEvents)
    .where(
      and(
        eq(delegateTodoEvents.contestantId, contestantId),
        todoId ? eq(delegateTodoEvents.todoId, todoId) : undefined,
      ),
    )
    .orderBy(asc(delegateTodoEvents.at), asc(delegateTodoEvents.id));
}

/** Her answer to an item, written or replaced; answers the row and the file it replaced, if any. */
export async function saveAnswer(
  db: DbOrTx,
  todoId: string,
  contestantId: string,
  values: AnswerValues,
  reviewStatus: TodoReviewStatus,
  now: Date,
): Promise<{ row: DelegateTodoAnswerRow; replacedKey: string | null }> {
  const [old] = await db
    .select({ key: delegateTodoAnswers.storageKey })
    .from(delegateTodoAnswers)
    .where(and(eq(delegateTodoAnswers.todoId, todoId), eq(delegateTodoAnswers.contestantId, contestantId)))
    .for('update');
  const [row] = await db
    .insert(delegateTodoAnswers)
    .values({ todoId, contestantId, ...values, completedAt: now, reviewStatus })
    .onConflictDoUpdate({
      target: [delegateTodoAnswers.todoId, delegateTodoAnswers.contestantId],
      set: { ...values, completedAt: now, reviewStatus, reviewReason: null, reviewedAt: null, reviewedBy: null },
    })
    .returning();
  if (!row) throw new Error('to-do answer upsert returned nothing');
  const replacedKey = old?.key && old.key !== values.storageKey ? old.key : null;
  return { row, replacedKey };
}

/** Marks a reminder sent; false when it already was (by an earlier run, or another instance). */
export async function claimReminder(
  db: DbOrTx,
  todoId: string,
  contestantId: string,
  stage: TodoReminderStage,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(delegateTodoReminders)
    .values({ todoId, contestantId, stage, sentAt: now })
    .onConflictDoNothing()
    .returning({ todoId: delegateTodoReminders.todoId });
  return rows.length > 0;
}

/** The stored files of a contestant's to-dos (erasure removes them). */
export async function todoFileKeysOf(db: DbOrTx, contestantId: string): Promise<string[]> {
  const rows = await db
    .select({ key: delegateTodoAnswers.storageKey })
    .from(delegateTodoAnswers)
    .where(eq(delegateTodoAnswers.contestantId, contestantId));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}
