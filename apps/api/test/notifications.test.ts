import { notificationListResponseSchema, POLLED_CALL_BUDGET_PER_MINUTE, unreadCountResponseSchema } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { isEmbedded } from '../src/db/client';
import { notifications } from '../src/db/schema';
import { createUser, loginAs } from '../src/dev/factories';
import { createNotificationRow } from './support/notification-factories';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();

async function signedInUser() {
  const user = await createUser(t.db);
  return { user, headers: loginAs(t.app, user).headers };
}

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, headers?: Record<string, string>) =>
  t.app.inject({ method, url: `/api${url}`, ...(headers ? { headers } : {}) });

const MISSING_ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

describe('GET /notifications', () => {
  it('needs a signed-in user', async () => {
    const res = await call('GET', '/notifications');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('lists the caller’s own notifications newest first, with the total and the unread count', async () => {
    const { user, headers } = await signedInUser();
    const other = await createUser(t.db);
    const first = await createNotificationRow(t.db, user.id, { title: 'First' });
    const second = await createNotificationRow(t.db, user.id, { title: 'Second', status: 'read' });
    const third = await createNotificationRow(t.db, user.id, {
      title: 'Third',
      type: 'payment',
      priority: 'high',
      category: 'payment',
      actions: [{ label: 'Continue Registration', url: '/user/register' }],
    });
    await createNotificationRow(t.db, other.id, { title: 'Not yours' });

    const res = await call('GET', '/notifications', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['Third', 'Second', 'First']);
    expect(data.total).toBe(3);
    expect(data.unreadCount).toBe(2);
    expect(data.notifications[0]).toEqual({
      _id: third.id,
      title: 'Third',
      message: third.message,
      createdAt: third.createdAt.toISOString(),
      status: 'unread',
      type: 'payment',
      metadata: { priority: 'high', category: 'payment' },
      actions: [{ label: 'Continue Registration', url: '/user/register' }],
    });
    expect(data.notifications.map((n: { _id: string }) => n._id)).toEqual([third.id, second.id, first.id]);
  });

  it('takes ?limit and ?status', async () => {
    const { user, headers } = await signedInUser();
    for (let i = 0; i < 7; i += 1) {
      await createNotificationRow(t.db, user.id, { title: `N${i}`, status: i % 3 === 0 ? 'read' : 'unread' });
    }
    await createNotificationRow(t.db, user.id, { title: 'Put away', status: 'archived' });

    const limited = (await call('GET', '/notifications?limit=5', headers)).json().data;
    expect(limited.notifications).toHaveLength(5);
    expect(limited.notifications[0].title).toBe('Put away');
    expect(limited.total).toBe(8);
    expect(limited.unreadCount).toBe(4);

    const read = (await call('GET', '/notifications?status=read', headers)).json().data;
    expect(read.notifications.map((n: { title: string }) => n.title)).toEqual(['N6', 'N3', 'N0']);
    expect(read.total).toBe(3);
    expect(read.unreadCount).toBe(4);

    const archived = (await call('GET', '/notifications?status=archived', headers)).json().data;
    expect(archived.notifications.map((n: { status: string }) => n.status)).toEqual(['archived']);
  });

  it('refuses a bad limit or status with 400', async () => {
    const { headers } = await signedInUser();
    expect((await call('GET', '/notifications?limit=0', headers)).statusCode).toBe(400);
    expect((await call('GET', '/notifications?limit=500', headers)).statusCode).toBe(400);
    const res = await call('GET', '/notifications?status=deleted', headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('status');
  });

  it('answers exactly the response schema (the answer is written pre-serialised)', async () => {
    const { user, headers } = await signedInUser();
    await createNotificationRow(t.db, user.id, { actions: [{ label: 'Open', url: '/user/dashboard' }] });
    await createNotificationRow(t.db, user.id, { status: 'archived' });
    for (const url of ['/notifications', '/notifications?limit=1&status=archived']) {
      const res = await call('GET', url, headers);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json();
      // Parsing strips what the schema does not name: an answer equal to its parse has nothing extra.
      expect(notificationListResponseSchema.parse(body)).toEqual(body);
    }
  });

  it('keeps the counts when the page is empty', async () => {
    const { user, headers } = await signedInUser();
    await createNotificationRow(t.db, user.id);
    await createNotificationRow(t.db, user.id, { status: 'read' });
    expect((await call('GET', '/notifications?status=archived', headers)).json().data).toEqual({
      notifications: [],
      total: 0,
      unreadCount: 1,
    });
  });

  it('answers the new list on the very next call after any change, whoever made it', async () => {
    const { user, headers } = await signedInUser();
    const list = async (query = '') => (await call('GET', `/notifications${query}`, headers)).json().data;
    const titles = (data: { notifications: { title: string; status: string }[] }) =>
      data.notifications.map((n) => `${n.title}:${n.status}`);
    expect((await list()).total).toBe(0);
    expect(titles(await list('?limit=5&status=unread'))).toEqual([]);
    // A producer (another module, straight to the database) adds some.
    const first = await createNotificationRow(t.db, user.id, { title: 'First' });
    expect(titles(await list())).toEqual(['First:unread']);
    expect(titles(await list('?limit=5&status=unread'))).toEqual(['First:unread']);
    await createNotificationRow(t.db, user.id, { title: 'Second' });
    expect((await list()).unreadCount).toBe(2);
    expect((await call('PATCH', `/notifications/${first.id}/read`, headers)).statusCode).toBe(200);
    expect(titles(await list())).toEqual(['Second:unread', 'First:read']);
    expect(titles(await list('?limit=5&status=unread'))).toEqual(['Second:unread']);
    expect((await call('PATCH', `/notifications/${first.id}/archive`, headers)).statusCode).toBe(200);
    expect(titles(await list())).toEqual(['Second:unread', 'First:archived']);
    await t.db.delete(notifications).where(eq(notifications.userId, user.id));
    expect(await list()).toEqual({ notifications: [], total: 0, unreadCount: 0 });
    expect(titles(await list('?limit=5&status=unread'))).toEqual([]);
  });

  // The embedded database announces every change before the write returns, so a kept answer is exact; on
  // PostgreSQL (several instances) the caller's row and the list are read on each call, one query each.
  it('answers a poll that changes nothing without a query (embedded), with one for the list (PostgreSQL)', async () => {
    const { user, headers } = await signedInUser();
    await createNotificationRow(t.db, user.id);
    const first = await call('GET', '/notifications', headers);
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const queries = vi.spyOn(client, 'query');
    try {
      const again = await call('GET', '/notifications', headers);
      expect(again.body).toBe(first.body);
      expect(queries).toHaveBeenCalledTimes(isEmbedded(t.db) ? 0 : 2);
    } finally {
      queries.mockRestore();
    }
  });

  it('answers an empty list for a new user', async () => {
    const { headers } = await signedInUser();
    expect((await call('GET', '/notifications', headers)).json().data).toEqual({
      notifications: [],
      total: 0,
      unreadCount: 0,
    });
  });
});

describe('GET /notifications/unread-count', () => {
  it('counts only the caller’s unread ones', async () => {
    const { user, headers } = await signedInUser();
    const other = await createUser(t.db);
    await createNotificationRow(t.db, user.id);
    await createNotificationRow(t.db, user.id);
    await createNotificationRow(t.db, user.id, { status: 'read' });
    await createNotificationRow(t.db, user.id, { status: 'archived' });
    await createNotificationRow(t.db, other.id);
    const res = await call('GET', '/notifications/unread-count', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { count: 2 } });
    // The answer is written without the serialiser: it must still be exactly the documented shape.
    expect(unreadCountResponseSchema.strict().parse(res.json())).toEqual(res.json());
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await call('GET', '/notifications/unread-count')).statusCode).toBe(401);
  });

  it('answers the new count on the very next call after any change, whoever made it', async () => {
    const { user, headers } = await signedInUser();
    const count = async () => (await call('GET', '/notifications/unread-count', headers)).json().data.count;
    expect(await count()).toBe(0);
    // A producer (another module, straight to the database) adds one.
    const first = await createNotificationRow(t.db, user.id);
    expect(await count()).toBe(1);
    await createNotificationRow(t.db, user.id);
    expect(await count()).toBe(2);
    expect((await call('PATCH', `/notifications/${first.id}/read`, headers)).statusCode).toBe(200);
    expect(await count()).toBe(1);
    await t.db.delete(notifications).where(eq(notifications.userId, user.id));
    expect(await count()).toBe(0);
  });
});

describe('PATCH /notifications/:id/read', () => {
  it('marks the caller’s unread notification read', async () => {
    const { user, headers } = await signedInUser();
    const n = await createNotificationRow(t.db, user.id);
    const res = await call('PATCH', `/notifications/${n.id}/read`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.notification).toMatchObject({ _id: n.id, status: 'read' });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, n.id));
    expect(row?.readAt).toBeInstanceOf(Date);
    // Reading it again changes nothing.
    expect((await call('PATCH', `/notifications/${n.id}/read`, headers)).json().data.notification.status).toBe('read');
  });

  it('leaves an archived notification archived', async () => {
    const { user, headers } = await signedInUser();
    const n = await createNotificationRow(t.db, user.id, { status: 'archived' });
    const res = await call('PATCH', `/notifications/${n.id}/read`, headers);
    expect(res.json().data.notification.status).toBe('archived');
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const { headers } = await signedInUser();
    const other = await createUser(t.db);
    const theirs = await createNotificationRow(t.db, other.id);
    const res = await call('PATCH', `/notifications/${theirs.id}/read`, headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'not_found', message: 'Notification not found.' });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row?.status).toBe('unread');
    expect((await call('PATCH', `/notifications/${MISSING_ID}/read`, headers)).statusCode).toBe(404);
  });

  it('refuses an id that is not a UUID with 400', async () => {
    const { headers } = await signedInUser();
    expect((await call('PATCH', '/notifications/not-an-id/read', headers)).statusCode).toBe(400);
  });
});

describe('PATCH /notifications/mark-all-read', () => {
  it('marks every unread notification of the caller read, and no one else’s', async () => {
    const { user, headers } = await signedInUser();
    const other = await createUser(t.db);
    await createNotificationRow(t.db, user.id);
    await createNotificationRow(t.db, user.id);
    const archived = await createNotificationRow(t.db, user.id, { status: 'archived' });
    const theirs = await createNotificationRow(t.db, other.id);

    const res = await call('PATCH', '/notifications/mark-all-read', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { updated: 2, unreadCount: 0 } });
    expect((await call('GET', '/notifications/unread-count', headers)).json().data.count).toBe(0);
    const statuses = (await call('GET', '/notifications', headers))
      .json()
      .data.notifications.map((n: { _id: string; status: string }) => [n._id === archived.id, n.status]);
    expect(statuses).toEqual([
      [true, 'archived'],
      [false, 'read'],
      [false, 'read'],
    ]);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row?.status).toBe('unread');
    expect((await call('PATCH', '/notifications/mark-all-read', headers)).json().data.updated).toBe(0);
  });
});

describe('PATCH /notifications/:id/archive', () => {
  it('archives once; archiving it again is a conflict', async () => {
    const { user, headers } = await signedInUser();
    const n = await createNotificationRow(t.db, user.id);
    const res = await call('PATCH', `/notifications/${n.id}/archive`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.notification).toMatchObject({ _id: n.id, status: 'archived' });
    expect((await call('GET', '/notifications/unread-count', headers)).json().data.count).toBe(0);

    const again = await call('PATCH', `/notifications/${n.id}/archive`, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: 'conflict',
      message: 'This notification is already archived.',
    });
  });

  it('answers 404 for another user’s notification and leaves it as it was', async () => {
    const { headers } = await signedInUser();
    const other = await createUser(t.db);
    const theirs = await createNotificationRow(t.db, other.id);
    expect((await call('PATCH', `/notifications/${theirs.id}/archive`, headers)).statusCode).toBe(404);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row?.status).toBe('unread');
    expect((await call('PATCH', `/notifications/${MISSING_ID}/archive`, headers)).statusCode).toBe(404);
  });
});

describe('DELETE /notifications/:id', () => {
  it('deletes the caller’s notification; a second delete is 404', async () => {
    const { user, headers } = await signedInUser();
    const n = await createNotificationRow(t.db, user.id);
    const res = await call('DELETE', `/notifications/${n.id}`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { _id: n.id } });
    expect((await call('GET', '/notifications', headers)).json().data.total).toBe(0);
    expect((await call('DELETE', `/notifications/${n.id}`, headers)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s notification and keeps it', async () => {
    const { headers } = await signedInUser();
    const other = await createUser(t.db);
    const theirs = await createNotificationRow(t.db, other.id);
    expect((await call('DELETE', `/notifications/${theirs.id}`, headers)).statusCode).toBe(404);
    expect(await t.db.select().from(notifications).where(eq(notifications.id, theirs.id))).toHaveLength(1);
    expect((await call('DELETE', '/notifications/nope', headers)).statusCode).toBe(400);
  });
});

describe('the polled calls’ per-user budget', () => {
  for (const url of ['/notifications', '/notifications/unread-count', '/contestants/me']) {
    it(`${url} answers 429 with Retry-After once a user exceeds it, without touching other users`, async () => {
      const { headers } = await signedInUser();
      const other = await signedInUser();
      for (let i = 0; i < POLLED_CALL_BUDGET_PER_MINUTE; i += 1) {
        const ok = await call('GET', url, headers);
        expect(ok.statusCode, `call ${i + 1}`).toBe(200);
      }
      const refused = await call('GET', url, headers);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.json()).toMatchObject({ success: false });
      expect((await call('GET', url, other.headers)).statusCode).toBe(200);
    });
  }

  it('keeps separate budgets per call, and the actions are not counted', async () => {
    const { user, headers } = await signedInUser();
    const n = await createNotificationRow(t.db, user.id);
    for (let i = 0; i < POLLED_CALL_BUDGET_PER_MINUTE + 1; i += 1) await call('GET', '/notifications', headers);
    expect((await call('GET', '/notifications', headers)).statusCode).toBe(429);
    expect((await call('GET', '/notifications/unread-count', headers)).statusCode).toBe(200);
    expect((await call('PATCH', `/notifications/${n.id}/read`, headers)).statusCode).toBe(200);
  });
});
