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
async function contestant(
  continent: string,
  status: 'preliminary_approved' | 'active' | 'preliminary_submitted',
  language = 'en',
) {
  const paid = await createPaidContestant(t.db, { language });
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
    const past = await addTodo({
      kind: 'confirm',
      title: 'Headshot for the programme',
      deadline: inDays(-1),
      acceptPastDeadline: true,
    });
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

describe('a deadline already past', () => {
  it('is refused with its own code unless staff confirm it; a past deadline kept as it was asks nothing again', async () => {
    const refused = await call('POST', '/api/admin/todos', manager.headers, todo({ deadline: inDays(-1) }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'deadline_passed',
      message: CHECKLIST_MESSAGES.deadlinePassed,
      errors: { deadline: CHECKLIST_MESSAGES.deadlinePassed },
    });
    expect(await t.db.select().from(delegateTodos)).toHaveLength(0);

    const french = await t.app.inject({
      method: 'POST',
      url: '/api/admin/todos',
      headers: { ...(manager.headers as Record<string, string>), 'accept-language': 'fr' },
      payload: todo({ deadline: inDays(-1), acceptPastDeadline: false }),
    });
    expect(french.json().message).toMatch(/^Cette échéance est dépassée/);

    const deadline = inDays(-1);
    const id = await addTodo({ deadline, acceptPastDeadline: true });
    const kept = await call('PUT', `/api/admin/todos/${id}`, manager.headers, todo({ deadline, title: 'Passport' }));
    expect(kept.statusCode, kept.body).toBe(200);
    const moved = await call('PUT', `/api/admin/todos/${id}`, manager.headers, todo({ deadline: inDays(-3) }));
    expect(moved.json().code).toBe('deadline_passed');
    const future = await call('PUT', `/api/admin/todos/${id}`, manager.headers, todo({ deadline: inDays(3) }));
    expect(future.statusCode, future.body).toBe(200);
  });
});

describe('staff follow completion', () => {
  it('counts done, due and late per delegate and per continent, and the overview counts the late items', async () => {
    const open = await addTodo({ kind: 'confirm', title: 'Wardrobe' });
    const late = await addTodo({ kind: 'confirm', title: 'Contract', deadline: inDays(-2), acceptPastDeadline: true });
    await addTodo({
      kind: 'confirm',
      title: 'Europe only',
      deadline: inDays(-2),
      continent: 'Europe',
      acceptPastDeadline: true,
    });
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

describe('to-dos in every language', () => {
  const french = { title: 'Copie du passeport', description: 'Un scan de la page avec la photo.' };

  it('keep a version per language beside the English; a version is checked as the English is', async () => {
    const id = await addTodo({ translations: { fr: french } });
    const listed = (await call('GET', '/api/admin/todos', reader.headers)).json().data.todos;
    expect(listed[0]).toMatchObject({ title: 'Passport copy', translations: { fr: french } });
    // Staff add the Arabic later and take the French away: the map is replaced as a whole.
    const arabic = { title: 'نسخة من جواز السفر', description: '' };
    const changed = await call(
      'PUT',
      `/api/admin/todos/${id}`,
      manager.headers,
      todo({ translations: { ar: arabic } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.translations).toEqual({ ar: arabic });

    const refused = await call(
      'POST',
      '/api/admin/todos',
      manager.headers,
      todo({ translations: { pt: { title: '' } } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({ 'translations.pt.title': CHECKLIST_MESSAGES.titleRequired });
    const unknown = await call('POST', '/api/admin/todos', manager.headers, todo({ translations: { de: french } }));
    expect(unknown.statusCode).toBe(400);
  });

  it('reach each delegate with every version, and remind her in her language’s words or the English', async () => {
    await addTodo({ kind: 'confirm', deadline: inDays(5), translations: { fr: french } });
    const awa = await contestant('Africa', 'preliminary_approved', 'fr');
    const sofia = await contestant('Africa', 'preliminary_approved', 'es');
    const items = (await call('GET', '/api/todos', awa.headers)).json().data.items;
    expect(items[0]).toMatchObject({ title: 'Passport copy', translations: { fr: french } });

    expect((await runTodoReminders(t.app)).sent).toBe(2);
    const [toAwa] = await mailsTo(t.db, awa.email, 'todo-reminder');
    expect(toAwa?.subject).toContain('Copie du passeport');
    expect(toAwa?.text).not.toContain('Passport copy');
    // No Spanish version: the Spanish e-mail names the to-do as staff wrote it in English.
    const [toSofia] = await mailsTo(t.db, sofia.email, 'todo-reminder');
    expect(toSofia?.subject).toContain('Passport copy');
  });
});

describe('reminders', () => {
  it('sends one e-mail 7 days and one 1 day before the deadline, once however often the job runs, none once done', async () => {
    const start = Date.parse('2026-06-01T09:00:00.000Z');
    const deadline = inDays(10, start);
    // The reminders are run on a clock of their own; the item's day may be past by the real one.
    const id = await addTodo({ kind: 'text', title: 'Travel details', deadline, acceptPastDeadline: true });
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

describe('a to-do for chosen delegates', () => {
  it('reaches only the chosen: they see it, are reminded of it and fill its column; another cannot see or send it', async () => {
    const ama = await contestant('Africa', 'preliminary_approved');
    const bea = await contestant('Africa', 'preliminary_approved');
    const cleo = await contestant('Europe', 'active');
    const id = await addTodo({
      kind: 'text',
      title: 'Interview slot',
      deadline: inDays(5),
      delegates: [ama.contestantId, cleo.contestantId],
    });
    const listed = (await call('GET', '/api/admin/todos', reader.headers)).json().data.todos[0];
    expect(listed.delegates).toEqual([ama.contestantId, cleo.contestantId].sort());

    const ids = async (h: object) =>
      (await call('GET', '/api/todos', h)).json().data.items.map((i: { _id: string }) => i._id);
    expect(await ids(ama.headers)).toEqual([id]);
    expect(await ids(cleo.headers)).toEqual([id]);
    expect(await ids(bea.headers)).toEqual([]);
    const refused = await call('POST', `/api/todos/${id}/answer`, bea.headers, { answer: 'Tuesday' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: CHECKLIST_MESSAGES.notForYou });

    const matrix = (await call('GET', '/api/admin/todos/matrix', reader.headers)).json().data;
    const states = Object.fromEntries(
      matrix.delegates.map((d: { contestantId: string; states: object }) => [d.contestantId, d.states]),
    );
    expect(states[ama.contestantId]).toEqual({ [id]: 'due' });
    expect(states[bea.contestantId]).toEqual({});

    expect((await runTodoReminders(t.app)).sent).toBe(2);
    expect(await mailsTo(t.db, ama.email, 'todo-reminder')).toHaveLength(1);
    expect(await mailsTo(t.db, bea.email, 'todo-reminder')).toHaveLength(0);
  });

  it('refuses a continent and delegates together, and a chosen one who is not a delegate', async () => {
    const ama = await contestant('Africa', 'preliminary_approved');
    const waiting = await contestant('Africa', 'preliminary_submitted');
    const both = await call(
      'POST',
      '/api/admin/todos',
      manager.headers,
      todo({ continent: 'Africa', delegates: [ama.contestantId] }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ success: false, errors: { delegates: CHECKLIST_MESSAGES.audienceBoth } });
    const stranger = await call(
      'POST',
      '/api/admin/todos',
      manager.headers,
      todo({ delegates: [waiting.contestantId] }),
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual({ delegates: CHECKLIST_MESSAGES.delegatesInvalid });
    expect(await t.db.select().from(delegateTodos)).toHaveLength(0);
  });
});

describe('staff review what she sends', () => {
  it('send → waiting → sent back with a reason (portal and e-mail in her language) → send again → accepted', async () => {
    const her = await contestant('Africa', 'preliminary_approved', 'fr');
    const id = await addTodo({ kind: 'text', title: 'Flight details', needsReview: true });
    const first = await call('POST', `/api/todos/${id}/answer`, her.headers, { answer: 'AF 123' });
    expect(first.json()).toMatchObject({
      message: 'Envoyé. Les organisateurs vont l’examiner.',
      data: { state: 'waiting', answer: 'AF 123', reason: null },
    });
    const review = `/api/admin/todos/${id}/delegates/${her.contestantId}`;
    const matrix = async () =>
      (await call('GET', '/api/admin/todos/matrix', reader.headers))
        .json()
        .data.delegates.find((d: { contestantId: string }) => d.contestantId === her.contestantId);
    expect(await matrix()).toMatchObject({ done: 0, states: { [id]: 'waiting' } });

    // A reader may look but not decide; a reason is required.
    expect((await call('POST', `${review}/accept`, reader.headers)).statusCode).toBe(403);
    expect((await call('POST', `${review}/send-back`, reader.headers, { reason: 'No' })).statusCode).toBe(403);
    const blank = await call('POST', `${review}/send-back`, manager.headers, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ reason: CHECKLIST_MESSAGES.reasonRequired });

    const back = await call('POST', `${review}/send-back`, manager.headers, { reason: 'Add the return flight.' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ message: CHECKLIST_MESSAGES.sentBack, data: { state: 'sent-back' } });
    expect((await call('POST', `${review}/accept`, manager.headers)).json()).toMatchObject({
      success: false,
      code: 'todo_not_waiting',
    });
    const mine = (await call('GET', '/api/todos', her.headers)).json().data.items[0];
    expect(mine).toMatchObject({ state: 'sent-back', reason: 'Add the return flight.' });
    const [mail] = await mailsTo(t.db, her.email, 'todo-sent-back');
    expect(mail?.subject).toBe('« Flight details » est à renvoyer');
    expect(mail?.text).toContain('Add the return flight.');
    // Her portal tells her too, in her language, with staff's reason as they wrote it.
    const told = (await call('GET', '/api/notifications', her.headers)).json().data.notifications;
    expect(told).toEqual([
      expect.objectContaining({
        title: '« Flight details » est à renvoyer',
        message: 'Les organisateurs vous l’ont renvoyée. Leur motif : Add the return flight.',
        status: 'unread',
        metadata: { priority: 'high', category: 'todo' },
        actions: [{ label: 'Ouvrir mes tâches', url: '/user/home' }],
      }),
    ]);
    expect(await matrix()).toMatchObject({ states: { [id]: 'sent-back' } });

    const again = await call('POST', `/api/todos/${id}/answer`, her.headers, { answer: 'AF 123 / AF 124' });
    expect(again.json().data).toMatchObject({ state: 'waiting', reason: null });
    const accepted = await call('POST', `${review}/accept`, manager.headers);
    expect(accepted.json()).toMatchObject({ message: CHECKLIST_MESSAGES.accepted, data: { state: 'done' } });
    expect(await matrix()).toMatchObject({ done: 1, states: { [id]: 'done' } });

    // What staff accepted stands; the history keeps every send and review, for her and for staff.
    const late = await call('POST', `/api/todos/${id}/answer`, her.headers, { answer: 'Changed my mind' });
    expect(late.json()).toMatchObject({ success: false, code: 'todo_accepted' });
    const items = (await call('GET', `/api/admin/todos/delegates/${her.contestantId}`, reader.headers)).json().data
      .items;
    expect(items[0].history.map((e: { kind: string; answer: string | null; reason: string | null }) => e)).toEqual([
      expect.objectContaining({ kind: 'sent', answer: 'AF 123' }),
      expect.objectContaining({ kind: 'sent-back', reason: 'Add the return flight.' }),
      expect.objectContaining({ kind: 'sent', answer: 'AF 123 / AF 124' }),
      expect.objectContaining({ kind: 'accepted' }),
    ]);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.recordId, id))).map((a) => a.action);
    expect(actions.sort()).toEqual([
      'contestants.todo-accept',
      'contestants.todo-create',
      'contestants.todo-send-back',
    ]);
  });

  it('tells her in her portal each time it is sent back, the item named in her language', async () => {
    const her = await contestant('Asia', 'preliminary_approved', 'ar');
    const id = await addTodo({
      kind: 'text',
      title: 'Flight details',
      needsReview: true,
      translations: { ar: { title: 'تفاصيل الرحلة', description: 'رقم الرحلة وموعدها.' } },
    });
    const review = `/api/admin/todos/${id}/delegates/${her.contestantId}`;
    for (const [answer, reason] of [
      ['AF 123', 'Add the return flight.'],
      ['AF 123 / AF 124', 'Add the arrival time.'],
    ] as const) {
      expect((await call('POST', `/api/todos/${id}/answer`, her.headers, { answer })).statusCode).toBe(200);
      expect((await call('POST', `${review}/send-back`, manager.headers, { reason })).statusCode).toBe(200);
    }
    const told = (await call('GET', '/api/notifications', her.headers)).json().data.notifications;
    expect(told.map((n: { title: string; message: string }) => [n.title, n.message])).toEqual([
      ['«تفاصيل الرحلة» تحتاج إلى إرسال جديد', 'أعادت اللجنة المنظمة إليكِ هذه المهمة. والسبب: Add the arrival time.'],
      ['«تفاصيل الرحلة» تحتاج إلى إرسال جديد', 'أعادت اللجنة المنظمة إليكِ هذه المهمة. والسبب: Add the return flight.'],
    ]);
  });

  it('an item that needs no review is done on send, as items always were, and has nothing to review', async () => {
    const her = await contestant('Asia', 'active');
    const id = await addTodo({ kind: 'confirm', title: 'Code of conduct' });
    const sent = await call('POST', `/api/todos/${id}/confirm`, her.headers);
    expect(sent.json()).toMatchObject({ message: CHECKLIST_MESSAGES.confirmed, data: { state: 'done' } });
    const review = await call('POST', `/api/admin/todos/${id}/delegates/${her.contestantId}/accept`, manager.headers);
    expect(review.statusCode).toBe(409);
    const other = await addTodo({ kind: 'confirm', title: 'Wardrobe', needsReview: true });
    const nothing = await call(
      'POST',
      `/api/admin/todos/${other}/delegates/${her.contestantId}/accept`,
      manager.headers,
    );
    expect(nothing.statusCode).toBe(404);
  });
});
