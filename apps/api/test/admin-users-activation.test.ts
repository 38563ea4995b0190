import { USER_ADMIN_MESSAGES as M } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, refreshTokens, users } from '../src/db/schema';
import { type CreatedUser, createUser } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });

const USERS_UPDATE = [{ resource: 'users', actions: ['read', 'update'] }];

const act = (who: Staff, id: string, verb: 'deactivate' | 'reactivate') =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/${verb}`, headers: who.headers });

async function login(user: CreatedUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: user.password },
  });
  return res;
}
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/refresh-token', payload: { refreshToken } });

describe('POST /api/admin/users/:id/deactivate', () => {
  it('ends every session at once: the access token gets 401 and the refresh token is refused', async () => {
    const admin = await createStaff(t.app, 'admin', USERS_UPDATE);
    const user = await createUser(t.db);
    const first = (await login(user)).json().data;
    const second = (await login(user)).json().data;
    expect((await me(first.token)).statusCode).toBe(200);

    const res = await act(admin, user.id, 'deactivate');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: M.deactivated, data: { user: { isActive: false } } });

    const after = await me(first.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().success).toBe(false);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    const open = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(open.every((r) => r.revokedAt !== null)).toBe(true);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.recordId, user.id));
    expect(entries).toMatchObject([
      { action: 'users.deactivate', resource: 'users', actorId: admin.user.id, actorEmail: admin.user.email },
    ]);
  });

  it('refuses self-deactivation (403), a higher-ranked user (403) and an inactive account (409)', async () => {
    const admin = await createStaff(t.app, 'admin', USERS_UPDATE);
    const self = await act(admin, admin.user.id, 'deactivate');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(M.selfDeactivate);

    const boss = await createUser(t.db, { role: 'super admin' });
    const above = await act(admin, boss.id, 'deactivate');
    expect(above.statusCode).toBe(403);
    expect(above.json().message).toBe(M.targetAboveActor('super admin', 'admin'));

    const gone = await createUser(t.db, { isActive: false });
    const again = await act(admin, gone.id, 'deactivate');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyInactive);

    const rows = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(rows[0]?.isActive).toBe(true);
  });

  it('cuts a deactivated member of staff off the back office on the next request', async () => {
    const admin = await createStaff(t.app, 'admin', USERS_UPDATE);
    const editor = await createStaff(t.app, 'editor', USERS_UPDATE);
    const list = () => t.app.inject({ method: 'GET', url: '/api/admin/users', headers: editor.headers });
    expect((await list()).statusCode).toBe(200);
    expect((await act(admin, editor.user.id, 'deactivate')).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(401);
  });

  it('needs users:update', async () => {
    const reader = await createStaff(t.app, 'admin', [{ resource: 'users', actions: ['read'] }]);
    const user = await createUser(t.db);
    expect((await act(reader, user.id, 'deactivate')).statusCode).toBe(403);
  });
});

describe('POST /api/admin/users/:id/reactivate', () => {
  it('lets the user sign in again, while tokens from before the deactivation stay dead', async () => {
    const admin = await createStaff(t.app, 'admin', USERS_UPDATE);
    const user = await createUser(t.db);
    const before = (await login(user)).json().data;
    await act(admin, user.id, 'deactivate');

    const res = await act(admin, user.id, 'reactivate');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.reactivated, data: { user: { isActive: true } } });
    expect((await me(before.token)).statusCode).toBe(401);
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);

    const fresh = await login(user);
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json().data.token)).statusCode).toBe(200);

    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.recordId, user.id)))
      .map((e) => e.action)
      .sort();
    expect(actions).toEqual(['users.deactivate', 'users.reactivate']);
  });

  it('answers 409 for an active account and 403 for a higher-ranked one', async () => {
    const hr = await createStaff(t.app, 'hr', USERS_UPDATE);
    const active = await createUser(t.db);
    const res = await act(hr, active.id, 'reactivate');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyActive);
    const admin = await createUser(t.db, { role: 'admin', isActive: false });
    expect((await act(hr, admin.id, 'reactivate')).statusCode).toBe(403);
  });
});
