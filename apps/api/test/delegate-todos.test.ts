import { CHECKLIST_MESSAGES, CHECKLIST_REMINDER_RUN_EVERY_MS } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, contestants, delegateTodoReminders, delegateTodos, outbox } from '../src/db/schema';
import { buildRegistrationForm, createPaidContestant, setContestantStatus } from '../src/dev/contestant-factories';
import { loginAs } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { scheduleRepeating } from '../src/modules/privacy/retention';
import { runTodoReminders } from '../src/modules/todos/service';
import { mailsTo } from './support/mail';
import { multipartBody } from './support/multipart';
import { sampleExecutable, samplePdf } from './support/sample-files';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let manager: Staff;
let reader: Staff;

const DAY = 86_400_000;
const inDays = (days: number, from = Date.now()) => new Date(from + days * DAY).toISOString();

/** A contestant at `status` whose submitted form names `continent`. */
async function contestant(continent: string, status: 'preliminary_approved' | 'active' | 'preliminary_submitted') {
  const paid = await createPaidContestant(t.db);
  await t.db
    .update(contestants)
    .set({ formData: buildRegistrationForm({ continent } as never), submittedAt: new Date() })
    .where(eq(contestants.id, paid.contestant.id));
  await setContestantStatus(t.db, paid.contestant.id, status);
  return { contestantId: paid.contestant.id, email: paid.user.email, headers: loginAs(t.app, paid.user).headers };
}

const call = (method: string, url: string, headers: object, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });

const todo = (over: object = {}) => ({
  title: 'Passport copy',
  description: 'A scan of the photo page.',
  kind: 'file',
  deadline: inDays(10),
  continent: null,
  ...over,
});

async function addTodo(over: object = {}): Promise<string> {
  const res = await call('POST', '/api/admin/todos', manager.headers, todo(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
  manager = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read', 'update'] }]);
  reader = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read'] }]);
});
afterAll(() => t?.close());
beforeEach(async () => {
  // Each test starts with no items and no delegates.
  await t.db.update(contestants).set({ registrationStatus: 'preliminary_rejected' });
  await t.db.delete(delegateTodos);
  await t.db.delete(outbox);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('staff set the to-dos', () => {
  it('adds, changes and deletes an item (audited); a reader may only look', async () => {
    const id = await addTodo();
    const refused = await call('POST', '/api/admin/todos', reader.headers, todo());
    expect(refused.statusCode).toBe(403);
    const changed = await call('PUT', `/api/admin/todos/${id}`, manager.headers, todo({ title: 'Passport scan' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: CHECKLIST_MESSAGES.updated, data: { title: 'Passport scan' } });
    const listed = await call('GET', '/api/admin/todos', reader.headers);
    expect(listed.json().data.todos.map((x: { _id: string }) => x._id)).toEqual([id]);
    const gone = await call('DELETE', `/api/admin/todos/${id}`, manager.headers);
    expect(gone.statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/todos/${id}`, manager.headers)).statusCode).toBe(404);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.recordId, id))).map((a) => a.action);
    expect(actions.sort()).toEqual(['contestants.todo-create', 'contestants.todo-delete', 'contestants.todo-update']);
  });

  it('refuses an item without a title, with an unknown kind or continent, in the error envelope', async () => {
    const res = await call(
      'POST',
      '/api/admin/todos',
      manager.headers,
      todo({ title: ' ', kind: 'dance', continent: 'Mars' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(Object.keys(res.json().errors).sort()).toEqual(['continent', 'kind', 'title']);
  });
});

describe('a delegate completes her to-dos', () => {
  it('sees only the items for every delegate and for her continent; a contestant not approved sees none', async () => {
    const everyone = await addTodo({ kind: 'confirm', title: 'Code of conduct' });
    const africa = await addTodo({ kind: 'text', title: 'Travel details', continent: 'Africa' });
    const europe = await addTodo({ kind: 'text', title: 'Visa', continent: 'Europe' });
    const her = await contestant('Africa', 'preliminary_approved');
    const mine = await call('GET', '/api/todos', her.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      mine
        .json()
        .data.items.map((i: { _id: string }) => i._id)
        .sort(),
    ).toEqual([everyone, africa].sort());
    const wrong = await call('POST', `/api/todos/${europe}/answer`, her.headers, { answer: 'Schengen' });
    expect(wrong.statusCode).toBe(403);

    const waiting = await contestant('Africa', 'preliminary_submitted');
    const refused = await call('GET', '/api/todos', waiting.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHECKLIST_MESSAGES.notADelegate);
  });

  it('answers, confirms and uploads each as its kind asks; the state reads done, due or late', async () => {
    const text = await addTodo({ kind: 'text', title: 'Measurements' });
    const confirm = await addTodo({ kind: 'confirm', title: 'Contract read' });
    const file = await addTodo({ kind: 'file', title: 'Signed contract' });
    const past = await addTodo({ kind: 'confirm', title: 'Headshot for the programme', deadline: inDays(-1) });
    const her = await contestant('Asia', 'active');

    expect((await call('POST', `/api/todos/${text}/confirm`, her.headers)).statusCode).toBe(409);
    const answered = await call('POST', `/api/todos/${text}/answer`, her.headers, { answer: '86-61-90' });
    expect(answered.json()).toMatchObject({ data: { state: 'done', answer: '86-61-90' } });
    expect((await call('POST', `/api/todos/${confirm}/confirm`, her.headers)).json().data.state).toBe('done');

    const exe = multipartBody([{ name: 'file', value: sampleExecutable(), fileName: 'c.exe' }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/todos/${file}/file`,
      headers: { ...her.headers, ...exe.headers },
      payload: exe.payload,
    });
    expect(refused.statusCode).toBe(415);
    const pdf = multipartBody([{ name: 'file', value: samplePdf(), fileName: 'contract.pdf' }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/todos/${file}/file`,
      headers: { ...her.headers, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const link = uploaded.json().data.file.url as string;
    const served = await t.app.inject({ method: 'GET', url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    const forged = await t.app.inject({ method: 'GET', url: link.replace(/signature=.*/, 'signature=x') });
    expect(forged.statusCode).toBe(403);

    const states = (await call('GET', '/api/todos', her.headers)).json().data.items as { _id: string; state: string }[];
    expect(Object.fromEntries(states.map((s) => [s._id, s.state]))).toEqual({
      [text]: 'done',
      [confirm]: 'done',
      [file]: 'done',
      [past]: 'late',
    });

    // Staff open her answers and her file.
    const record = await call('GET', `/api/admin/todos/delegates/${her.contestantId}`, reader.headers);
    expect(record.statusCode).toBe(200);
    const items = record.json().data.items as { _id: string; answer: string | null; file: { url: string } | null }[];
    expect(items.find((i) => i._id === text)?.answer).toBe('86-61-90');
    const staffLink = items.find((i) => i._id === file)?.file?.url ?? '';
    expect((await t.app.inject({ method: 'GET', url: staffLink })).statusCode).toBe(200);
  });
});

describe('staff follow completion', () => {
  it('counts done, due and late per delegate and per continent, and the overview counts the late items', async () => {
    const open = await addTodo({ kind: 'confirm', title: 'Wardrobe' });
    const late = await addTodo({ kind: 'confirm', title: 'Contract', deadline: inDays(-2) });
    await addTodo({ kind: 'confirm', title: 'Europe only', deadline: inDays(-2), continent: 'Europe' });
    const ama = await contestant('Africa', 'preliminary_approved');
    const bea = await contestant('Africa', 'preliminary_approved');
    await contestant('Africa', 'preliminary_submitted'); // not a delegate
    await call('POST', `/api/todos/${open}/confirm`, ama.headers);
    await call('POST', `/api/todos/${late}/confirm`, ama.headers);

    const matrix = (await call('GET', '/api/admin/todos/matrix', reader.headers)).json().data;
    const row = (id: string) => matrix.delegates.find((d: { contestantId: string }) => d.contestantId === id);
    expect(row(ama.contestantId)).toMatchObject({ done: 2, total: 2, late: 0 });
    expect(row(bea.contestantId)).toMatchObject({
      done: 0,
      total: 2,
      late: 1,
      states: { [open]: 'due', [late]: 'late' },
    });
    const africa = matrix.continents.find((c: { continent: string }) => c.continent === 'Africa');
    expect(africa).toMatchObject({ done: 2, total: 4, late: 1 });

    const lateCount = matrix.delegates.reduce((n: number, d: { late: number }) => n + d.late, 0);
    const overview = (await call('GET', '/api/admin/overview', reader.headers)).json().data;
    expect(overview.todos).toEqual({ late: lateCount });
    const other = await createStaff(t.app, 'editor', [{ resource: 'inquiries', actions: ['read'] }]);
    expect((await call('GET', '/api/admin/overview', other.headers)).json().data.todos).toBeNull();
  });
});

describe('reminders', () => {
  it('sends one e-mail 7 days and one 1 day before the deadline, once however often the job runs, none once done', async () => {
    const start = Date.parse('2026-06-01T09:00:00.000Z');
    const deadline = inDays(10, start);
    const id = await addTodo({ kind: 'text', title: 'Travel details', deadline });
    const ama = await contestant('Africa', 'preliminary_approved');
    const bea = await contestant('Africa', 'preliminary_approved');
    const at = (days: number) => new Date(Date.parse(deadline) - days * DAY);
    const reminders = async (email: string) => (await mailsTo(t.db, email, 'todo-reminder')).length;

    expect((await runTodoReminders(t.app, at(8))).sent).toBe(0);
    // Two instances run the day's job at once, then it runs again.
    const [a, b] = await Promise.all([runTodoReminders(t.app, at(7)), runTodoReminders(t.app, at(7))]);
    expect(a.sent + b.sent).toBe(2);
    expect((await runTodoReminders(t.app, at(6))).sent).toBe(0);
    expect(await reminders(ama.email)).toBe(1);

    await call('POST', `/api/todos/${id}/answer`, bea.headers, { answer: 'Flight QR 1405' });
    await Promise.all([runTodoReminders(t.app, at(1)), runTodoReminders(t.app, at(0.5))]);
    expect(await reminders(ama.email)).toBe(2);
    expect(await reminders(bea.email)).toBe(1);
    const [last] = await mailsTo(t.db, ama.email, 'todo-reminder');
    expect(last?.subject).toContain('tomorrow');
    // After the deadline nothing more is sent.
    expect((await runTodoReminders(t.app, at(-1))).sent).toBe(0);
    expect(await t.db.select().from(delegateTodoReminders)).toHaveLength(3);
  });

  it('a moved deadline is reminded of again', async () => {
    const id = await addTodo({ kind: 'confirm', deadline: inDays(5) });
    const ama = await contestant('Africa', 'preliminary_approved');
    expect((await runTodoReminders(t.app)).sent).toBe(1);
    await call('PUT', `/api/admin/todos/${id}`, manager.headers, todo({ kind: 'confirm', deadline: inDays(6) }));
    expect((await runTodoReminders(t.app)).sent).toBe(1);
    expect(await mailsTo(t.db, ama.email, 'todo-reminder')).toHaveLength(2);
  });

  it('the daily job runs once a day on its timer', async () => {
    const now = Date.now();
    await addTodo({ kind: 'confirm', deadline: new Date(now + 8 * DAY - 3_600_000).toISOString() });
    const ama = await contestant('Africa', 'preliminary_approved');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(now);
    const runs: Promise<unknown>[] = [];
    const job = scheduleRepeating(() => {
      const run = runTodoReminders(t.app);
      runs.push(run);
      return run;
    }, CHECKLIST_REMINDER_RUN_EVERY_MS);
    await Promise.all(runs);
    const sent = async () => (await mailsTo(t.db, ama.email, 'todo-reminder')).length;
    expect(await sent()).toBe(0); // 8 days before
    const day = async () => {
      await vi.advanceTimersByTimeAsync(CHECKLIST_REMINDER_RUN_EVERY_MS);
      await Promise.all(runs);
    };
    await day();
    expect(await sent()).toBe(1); // 7 days before
    for (let i = 0; i < 5; i++) await day();
    expect(await sent()).toBe(1); // 2 days before
    await day();
    expect(await sent()).toBe(2); // 1 day before
    expect(runs).toHaveLength(8);
    await job.stop();
  });
});
