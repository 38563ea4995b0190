import { USER_ADMIN_MESSAGES as M } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { type CreatedUser, createUser } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { tokenFromMail } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });
  admin = await createStaff(t.app, 'admin', [{ resource: 'users', actions: ['read', 'update'] }]);
});
afterAll(async () => {
  await t?.close();
});

const act = (who: Staff, id: string, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/actions/${action}`, headers: who.headers });
const login = async (user: CreatedUser) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    })
  ).json().data as { token: string; refreshToken: string };
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
const actions = async (id: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.recordId, id))).map((e) => e.action);

describe('account actions in the back office', () => {
  it('sends a new verification link to an unverified address, and refuses one already verified', async () => {
    const user = await createUser(t.db, { isEmailVerified: false });
    const res = await act(admin, user.id, 'send-verification');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.verificationSent);
    expect(await tokenFromMail(t.db, user.email, 'verify-email', '/auth/verify-email')).toBeTruthy();
    const verified = await createUser(t.db, { isEmailVerified: true });
    const again = await act(admin, verified.id, 'send-verification');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyVerified);
    expect(await actions(user.id)).toEqual(['users.send_verification']);
  });

  it('sends a password-reset link that works, without staff ever seeing or setting a password', async () => {
    const user = await createUser(t.db);
    expect((await act(admin, user.id, 'send-password-reset')).json().message).toBe(M.resetSent);
    const token = await tokenFromMail(t.db, user.email, 'password-reset', '/auth/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/password-reset',
      payload: { token, password: 'A-Fresh-Crown-2027!' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await actions(user.id)).toEqual(['users.send_password_reset']);
  });

  it('ends every session of a user at once, never the caller’s own, and nothing for a deactivated account', async () => {
    const user = await createUser(t.db);
    const first = await login(user);
    const second = await login(user);
    const res = await act(admin, user.id, 'end-sessions');
    expect(res.json().message).toBe(M.sessionsEnded);
    expect((await me(first.token)).statusCode).toBe(401);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/users/refresh-token',
      payload: { refreshToken: second.refreshToken },
    });
    expect(renewed.statusCode).toBe(401);
    expect((await login(user)).token).toBeTruthy(); // she signs in again

    const self = await act(admin, admin.user.id, 'end-sessions');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(M.selfSessions);
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/deactivate`, headers: admin.headers });
    expect((await act(admin, user.id, 'send-password-reset')).statusCode).toBe(409);
    expect((await act(admin, user.id, 'no-such-action')).statusCode).toBe(400);
  });

  it('is refused for an account ranked above the caller, and without users:update', async () => {
    const superAdmin = await createUser(t.db, { role: 'super admin' });
    const above = await act(admin, superAdmin.id, 'send-password-reset');
    expect(above.statusCode).toBe(403);
    const reader = await createStaff(t.app, 'admin', [{ resource: 'users', actions: ['read'] }]);
    expect((await act(reader, superAdmin.id, 'end-sessions')).statusCode).toBe(403);
  });
});
