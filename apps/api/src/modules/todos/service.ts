import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CHECKLIST_FILE_RULE,
  ERROR_CODES,
  knownTranslations,
  CHECKLIST_MESSAGES as M,
  pastDeadlineNeedsConsent,
  type Todo,
  type TodoEvent,
  type TodoInput,
  type TodoItem,
  type TodoKind,
  type TodoMatrix,
  type TodoReviewStatus,
  type TodoState,
  todoReaches,
  todoReminderStage,
  todoState,
} from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { DelegateTodoAnswerRow, DelegateTodoEventRow } from '../../db/schema';
import { AppError, badInput, conflict, forbidden, notFound } from '../../lib/errors';
import { enqueueEmail } from '../../mail/outbox';
import { todoReminderMessage, todoSentBackMessage } from '../../mail/templates/todos';
import { type AuditActor, recordAudit } from '../audit/record';
import { todoSentBackNotification } from '../notifications/messages';
import { createNotification } from '../notifications/producer';
import { storedFileName } from '../uploads/file-names';
import { reencodeImage } from '../uploads/images';
import { collect, inspectUpload } from '../uploads/incoming-file';
import { assertPassivePdf } from '../uploads/pdf-check';
import { MEDIA_LINK_TTL_SECONDS } from '../uploads/signed-links';
import * as repo from './repo';

export function presentTodo(row: repo.TodoRecord): Todo {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    translations: knownTranslations(row.translations),
    kind: row.kind,
    deadline: row.deadline.toISOString(),
    continent: row.continent,
    delegates: row.delegates,
    needsReview: row.needsReview,
  };
}

/**
 * Whom an item is for: a continent or chosen delegates, not both; every chosen one an approved delegate. Answers
 * the chosen contestant ids.
 */
async function checkAudience(db: DbOrTx, input: TodoInput): Promise<string[]> {
  const chosen = [...new Set(input.delegates ?? [])];
  if (chosen.length === 0) return [];
  if (input.continent) throw badInput(M.audienceBoth, { delegates: M.audienceBoth });
  const known = new Set((await repo.listDelegates(db)).map((d) => d.contestantId));
  if (chosen.some((id) => !known.has(id))) throw badInput(M.delegatesInvalid, { delegates: M.delegatesInvalid });
  return chosen;
}

const auditDetails = (row: repo.TodoRecord) => ({
  kind: row.kind,
  deadline: row.deadline.toISOString(),
  continent: row.continent,
  delegates: row.delegates,
  needsReview: row.needsReview,
});

// ---- Staff: the season's items ----

export async function listTodos(db: DbOrTx): Promise<Todo[]> {
  return (await repo.listTodos(db)).map(presentTodo);
}

/** A deadline already past is saved only when staff confirmed it (the form warns and asks). */
function checkPastDeadline(input: TodoInput, before?: Date): void {
  if (input.acceptPastDeadline || !pastDeadlineNeedsConsent(new Date(input.deadline), new Date(), before)) return;
  throw new AppError(409, M.deadlinePassed, { deadline: M.deadlinePassed }, undefined, ERROR_CODES.deadlinePassed);
}

export async function createTodo(app: FastifyInstance, actor: AuditActor, input: TodoInput): Promise<Todo> {
  checkPastDeadline(input);
  const row = await app.db.transaction(async (tx) => {
    const chosen = await checkAudience(tx, input);
    const inserted = await repo.insertTodo(tx, input, actor.id);
    await repo.setRecipients(tx, inserted.id, chosen);
    const created = { ...inserted, delegates: [...chosen].sort() };
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.todo-create',
      recordId: created.id,
      summary: `Added the delegate to-do “${created.title}”`,
      details: auditDetails(created),
    });
    return created;
  });
  return presentTodo(row);
}

/** A changed item; a moved deadline is reminded of again. */
export async function updateTodo(app: FastifyInstance, actor: AuditActor, id: string, input: TodoInput): Promise<Todo> {
  const row = await app.db.transaction(async (tx) => {
    const before = await repo.findTodo(tx, id);
    if (!before) throw notFound(M.notFound);
    checkPastDeadline(input, before.deadline);
    const chosen = await checkAudience(tx, input);
    const updated = await repo.updateTodo(tx, id, input);
    if (!updated) throw notFound(M.notFound);
    await repo.setRecipients(tx, id, chosen);
    const after = { ...updated, delegates: [...chosen].sort() };
    if (after.deadline.getTime() !== before.deadline.getTime()) await repo.forgetReminders(tx, id);
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.todo-update',
      recordId: id,
      summary: `Changed the delegate to-do “${after.title}”`,
      details: auditDetails(after),
    });
    return after;
  });
  return presentTodo(row);
}

/** Deletes an item, what delegates gave for it and their files. */
export async function deleteTodo(app: FastifyInstance, actor: AuditActor, id: string): Promise<void> {
  const keys = await app.db.transaction(async (tx) => {
    const todo = await repo.findTodo(tx, id);
    if (!todo) throw notFound(M.notFound);
    const files = await repo.deleteTodo(tx, id);
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.todo-delete',
      recordId: id,
      summary: `Deleted the delegate to-do “${todo.title}”`,
    });
    return files ?? [];
  });
  await removeFiles(app, keys);
}

async function removeFiles(app: FastifyInstance, keys: string[]): Promise<void> {
  for (const key of keys) await app.storage.delete(key).catch((err) => app.log.warn({ err }, 'to-do file not removed'));
}

// ---- What a delegate has to do ----

function sign(secret: string, answerId: string, expires: number): string {
  const key = createHmac('sha256', secret).update('todo-files/v1').digest();
  return createHmac('sha256', key).update(`${answerId}.${expires}`).digest('base64url');
}

/** A short-lived link to the file she gave for an item: only she and staff are handed one. */
export function todoFileLink(secret: string, answerId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + MEDIA_LINK_TTL_SECONDS;
  return `/api/todo-files/${answerId}?expires=${expires}&signature=${sign(secret, answerId, expires)}`;
}

export function verifyTodoFileLink(
  secret: string,
  answerId: string,
  expires: number,
  signature: string,
  now = Date.now(),
) {
  if (!Number.isInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, answerId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const presentEvent = (e: DelegateTodoEventRow): TodoEvent => ({
  kind: e.kind,
  at: e.at.toISOString(),
  answer: e.answer,
  fileName: e.fileName,
  reason: e.reason,
});

const stateOf = (todo: repo.TodoRecord, answer: DelegateTodoAnswerRow | undefined, now: Date) =>
  todoState(todo.deadline, answer?.completedAt ?? null, now, answer?.reviewStatus);

function itemOf(
  app: FastifyInstance,
  todo: repo.TodoRecord,
  answer: DelegateTodoAnswerRow | undefined,
  history: DelegateTodoEventRow[],
  now: Date,
): TodoItem {
  return {
    ...presentTodo(todo),
    state: stateOf(todo, answer, now),
    completedAt: answer?.completedAt.toISOString() ?? null,
    reason: answer?.reviewStatus === 'sent-back' ? answer.reviewReason : null,
    history: history.map(presentEvent),
    answer: answer?.answer ?? null,
    file:
      answer?.storageKey && answer.originalName
        ? {
            name: answer.originalName,
            size: answer.size ?? 0,
            url: todoFileLink(app.config.jwtSecret, answer.id, now.getTime()),
          }
        : null,
  };
}

/** The items that apply to one delegate, with what she gave for each. */
async function itemsOf(app: FastifyInstance, delegate: repo.TodoDelegate, now: Date): Promise<TodoItem[]> {
  const [todos, answers, events] = await Promise.all([
    repo.listTodos(app.db),
    repo.answersOf(app.db, delegate.contestantId),
    repo.eventsOf(app.db, delegate.contestantId),
  ]);
  const byTodo = new Map(answers.map((a) => [a.todoId, a]));
  return todos
    .filter((t) => todoReaches(t, delegate))
    .map((t) =>
      itemOf(
        app,
        t,
        byTodo.get(t.id),
        events.filter((e) => e.todoId === t.id),
        now,
      ),
    );
}

/** Her delegate record; a contestant not approved has no to-dos. */
async function ownDelegate(db: DbOrTx, userId: string): Promise<repo.TodoDelegate> {
  const delegate = await repo.delegateOfUser(db, userId);
  if (!delegate) throw conflict(M.notADelegate);
  return delegate;
}

export async function myTodos(app: FastifyInstance, userId: string, now = new Date()): Promise<TodoItem[]> {
  return itemsOf(app, await ownDelegate(app.db, userId), now);
}

/** One of her items, of the kind given: one for another continent is not hers. */
async function ownItem(db: DbOrTx, userId: string, todoId: string, kind: TodoKind) {
  const delegate = await ownDelegate(db, userId);
  const todo = await repo.findTodo(db, todoId);
  if (!todo) throw notFound(M.notFound);
  if (!todoReaches(todo, delegate)) throw forbidden(M.notForYou);
  if (todo.kind !== kind) throw conflict(M.wrongKind);
  return { delegate, todo };
}

async function complete(
  app: FastifyInstance,
  { delegate, todo }: Awaited<ReturnType<typeof ownItem>>,
  values: repo.AnswerValues,
  now: Date,
): Promise<TodoItem> {
  const { row, replacedKey } = await app.db.transaction(async (tx) => {
    // What staff accepted stands: an item that needs review takes no second send once accepted.
    const before = await repo.lockAnswer(tx, todo.id, delegate.contestantId);
    if (todo.needsReview && before?.reviewStatus === 'accepted')
      throw conflict(M.alreadyAccepted, ERROR_CODES.todoAccepted);
    const status: TodoReviewStatus = todo.needsReview ? 'waiting' : 'accepted';
    const saved = await repo.saveAnswer(tx, todo.id, delegate.contestantId, values, status, now);
    await repo.addEvent(tx, {
      todoId: todo.id,
      contestantId: delegate.contestantId,
      kind: 'sent',
      answer: values.answer,
      fileName: values.originalName,
      reason: null,
      actorId: delegate.userId,
      at: now,
    });
    return saved;
  });
  if (replacedKey) await removeFiles(app, [replacedKey]);
  return itemOf(app, todo, row, await repo.eventsOf(app.db, delegate.contestantId, todo.id), now);
}

const NO_FILE = { storageKey: null, mimeType: null, size: null, originalName: null };

export async function answerTodo(
  app: FastifyInstance,
  userId: string,
  todoId: string,
  answer: string,
  now = new Date(),
) {
  return complete(app, await ownItem(app.db, userId, todoId, 'text'), { answer, ...NO_FILE }, now);
}

export async function confirmTodo(app: FastifyInstance, userId: string, todoId: string, now = new Date()) {
  return complete(app, await ownItem(app.db, userId, todoId, 'confirm'), { answer: null, ...NO_FILE }, now);
}

/** Her file for an item: checked and cleaned as the form's documents are (a passive PDF, a re-encoded image). */
export async function uploadTodoFile(
  app: FastifyInstance,
  userId: string,
  todoId: string,
  file: { fileName: string | undefined; iterator: AsyncIterator<Buffer> },
  now = new Date(),
): Promise<TodoItem> {
  const mine = await ownItem(app.db, userId, todoId, 'file');
  const incoming = await inspectUpload(file.iterator, CHECKLIST_FILE_RULE);
  const raw = await collect(incoming.body);
  if (incoming.mimeType === 'application/pdf') await assertPassivePdf(raw);
  const stored = incoming.mimeType.startsWith('image/') ? await reencodeImage(raw, incoming.mimeType) : raw;
  const key = `contestants/${mine.delegate.contestantId}/todos/${mine.todo.id}/${randomUUID()}.${incoming.extension}`;
  await app.storage.put(key, stored, { contentType: incoming.mimeType });
  try {
    return await complete(
      app,
      mine,
      {
        answer: null,
        storageKey: key,
        mimeType: incoming.mimeType,
        size: stored.length,
        originalName: storedFileName(file.fileName, incoming.mimeType),
      },
      now,
    );
  } catch (err) {
    await app.storage.delete(key).catch(() => {});
    throw err;
  }
}

// ---- Staff: completion ----

/** Every delegate's state for each item that applies to her, with the sums per delegate and per continent. */
export async function todoMatrix(db: DbOrTx, now = new Date()): Promise<TodoMatrix> {
  const [todos, delegates, answers] = await Promise.all([
    repo.listTodos(db),
    repo.listDelegates(db),
    repo.answersOf(db),
  ]);
  const given = new Map(answers.map((a) => [`${a.todoId}/${a.contestantId}`, a]));
  const continents = new Map<string | null, { done: number; total: number; late: number }>();
  const rows = delegates.map((d) => {
    const states: Record<string, TodoState> = {};
    const sums = { done: 0, total: 0, late: 0 };
    for (const t of todos) {
      if (!todoReaches(t, d)) continue;
      const state = stateOf(t, given.get(`${t.id}/${d.contestantId}`), now);
      states[t.id] = state;
      sums.total++;
      if (state === 'done') sums.done++;
      if (state === 'late') sums.late++;
    }
    const c = continents.get(d.continent) ?? { done: 0, total: 0, late: 0 };
    continents.set(d.continent, { done: c.done + sums.done, total: c.total + sums.total, late: c.late + sums.late });
    return {
      contestantId: d.contestantId,
      name: `${d.firstName} ${d.lastName}`.trim(),
      continent: d.continent,
      states,
      ...sums,
    };
  });
  return {
    todos: todos.map(presentTodo),
    delegates: rows,
    continents: [...continents].map(([continent, sums]) => ({ continent, ...sums })),
  };
}

/** Items past their deadline and not done, over all delegates: the overview's count. */
export async function lateTodoCount(db: DbOrTx, now = new Date()): Promise<number> {
  return (await todoMatrix(db, now)).delegates.reduce((sum, d) => sum + d.late, 0);
}

/** One delegate's items with her answers and files, for staff. */
export async function delegateTodosForStaff(app: FastifyInstance, contestantId: string, now = new Date()) {
  const delegate = await repo.delegateById(app.db, contestantId);
  if (!delegate) throw notFound(M.delegateNotFound);
  return itemsOf(app, delegate, now);
}

export async function todoFileFor(app: FastifyInstance, answerId: string) {
  const row = await repo.findAnswer(app.db, answerId);
  if (!row?.storageKey || !row.mimeType || !row.originalName) throw notFound(M.fileNotFound);
  return { storageKey: row.storageKey, mimeType: row.mimeType, originalName: row.originalName };
}

// ---- Staff: review ----

/**
 * Staff's decision on a send waiting for review: accepted (the item is done), or sent back with the reason she
 * reads in her portal and in an e-mail in her language. Each is audited and kept in the item's history.
 */
export async function reviewTodo(
  app: FastifyInstance,
  actor: AuditActor,
  todoId: string,
  contestantId: string,
  decision: { accept: true } | { accept: false; reason: string },
  now = new Date(),
): Promise<TodoItem> {
  const brand = decision.accept ? null : await app.mail.brand();
  const { todo, row } = await app.db.transaction(async (tx) => {
    const todo = await repo.findTodo(tx, todoId);
    if (!todo) throw notFound(M.notFound);
    const delegate = await repo.delegateById(tx, contestantId);
    if (!delegate || !todoReaches(todo, delegate)) throw notFound(M.delegateNotFound);
    const answer = await repo.lockAnswer(tx, todoId, contestantId);
    if (!answer) throw notFound(M.nothingSent);
    if (answer.reviewStatus !== 'waiting') throw conflict(M.notWaiting, ERROR_CODES.todoNotWaiting);
    const reason = decision.accept ? null : decision.reason;
    const status = decision.accept ? 'accepted' : 'sent-back';
    const row = await repo.reviewAnswer(tx, answer.id, status, reason, actor.id, now);
    await repo.addEvent(tx, {
      todoId,
      contestantId,
      kind: status,
      answer: null,
      fileName: null,
      reason,
      actorId: actor.id,
      at: now,
    });
    const name = `${delegate.firstName} ${delegate.lastName}`.trim();
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: decision.accept ? 'contestants.todo-accept' : 'contestants.todo-send-back',
      recordId: todoId,
      summary: decision.accept
        ? `Accepted what ${name} sent for the to-do “${todo.title}”`
        : `Sent back what ${name} sent for the to-do “${todo.title}”`,
      details: { contestantId, ...(reason ? { reason } : {}) },
    });
    if (brand && reason) {
      await enqueueEmail(tx, { to: delegate.email, ...todoSentBackMessage(brand, delegate, todo, reason) });
      // She also reads it in her portal's notifications, the next time it asks.
      await createNotification(tx, todoSentBackNotification(delegate.userId, todo, reason, now));
    }
    return { todo, row };
  });
  return itemOf(app, todo, row, await repo.eventsOf(app.db, contestantId, todoId), now);
}

// ---- Reminders ----

export interface TodoReminderRun {
  sent: number;
}

/**
 * The daily job: for every delegate and unfinished item whose reminder has come (7 days, then 1 day before the
 * deadline), one e-mail through the outbox. The reminder's row and its message are written together, and the row's
 * key lets each reminder be written once: a second run, or another instance running at the same time, sends nothing.
 */
export async function runTodoReminders(app: FastifyInstance, now = new Date()): Promise<TodoReminderRun> {
  const [todos, delegates, answers] = await Promise.all([
    repo.listTodos(app.db),
    repo.listDelegates(app.db),
    repo.answersOf(app.db),
  ]);
  // Sent (waiting or accepted) needs no reminder; sent back, she is reminded to send again.
  const done = new Set(
    answers.filter((a) => a.reviewStatus !== 'sent-back').map((a) => `${a.todoId}/${a.contestantId}`),
  );
  const due = todos.flatMap((t) => {
    const stage = todoReminderStage(t.deadline, now);
    return stage ? [{ todo: t, stage }] : [];
  });
  if (due.length === 0) return { sent: 0 };
  const brand = await app.mail.brand();
  let sent = 0;
  for (const { todo, stage } of due) {
    for (const d of delegates) {
      if (!todoReaches(todo, d) || done.has(`${todo.id}/${d.contestantId}`)) continue;
      const wrote = await app.db.transaction(async (tx) => {
        if (!(await repo.claimReminder(tx, todo.id, d.contestantId, stage, now))) return false;
        await enqueueEmail(tx, { to: d.email, ...todoReminderMessage(brand, d, todo, stage) });
        return true;
      });
      if (wrote) sent++;
    }
  }
  return { sent };
}
