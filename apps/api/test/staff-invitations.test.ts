import { INVITATION_MESSAGES as M } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffInvitations, users } from '../src/db/schema';
import { createUser } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { tokenFromMail } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Staff;
const PASSWORD = 'Sceptre-And-Crown-2027!';

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });
  admin = await createStaff(t.app, 'admin', [
    { resource: 'users', actions: ['read', 'update'] },
    { resource: 'contestants', actions: ['read', 'update'] },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const invite = (payload: object, who: Staff = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/invitations', headers: who.headers, payload });
const body = (email: string, extra: object = {}) => ({
  email,
  firstName: 'Noor',
  lastName: 'Haddad',
  role: 'editor',
  permissions: [{ resource: 'contestants', actions: ['read'] }],
  ...extra,
});
const tokenFor = (email: string) => tokenFromMail(t.db, email, 'staff-invitation', '/auth/invitation');

describe('staff invitations', () => {
  it('an invited editor sets her password with a single-use link and is signed in with her role and permissions', async () => {
    const res = await invite(body('Noor@Example.com'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.sent, data: { email: 'noor@example.com', state: 'pending' } });
    const token = await tokenFor('noor@example.com');

    const preview = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(preview.json().data).toMatchObject({ email: 'noor@example.com', firstName: 'Noor', role: 'editor' });
    const weak = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { token: access, user } = accepted.json().data;
    expect(user).toMatchObject({ email: 'noor@example.com', role: 'editor', isEmailVerified: true });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contestants',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(list.statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: PASSWORD },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.invalidLink);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'noor@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.resource, 'users'))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['users.invite', 'users.invitation_accepted']));
  });

  it('a new link replaces the old one; a revoked or expired link works no more', async () => {
    const first = (await invite(body('lerato@example.com'))).json().data;
    const oldToken = await tokenFor('lerato@example.com');
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${first.id}/resend`,
      headers: admin.headers,
    });
    expect(resent.json().message).toBe(M.resent);
    const newToken = await tokenFor('lerato@example.com');
    expect(newToken).not.toBe(oldToken);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${oldToken}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${newToken}` })).statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: `/api/admin/invitations/${first.id}/revoke`, headers: admin.headers });
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${newToken}` })).statusCode).toBe(404);

    const second = (await invite(body('ines@example.com'))).json().data;
    const token = await tokenFor('ines@example.com');
    await t.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, second.id));
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: PASSWORD },
    });
    expect(late.statusCode).toBe(400);
    const states = (await t.app.inject({ method: 'GET', url: '/api/admin/invitations', headers: admin.headers }))
      .json()
      .data.invitations.map((i: { email: string; state: string }) => [i.email, i.state]);
    expect(states).toEqual(
      expect.arrayContaining([
        ['lerato@example.com', 'revoked'],
        ['ines@example.com', 'expired'],
      ]),
    );
  });

  it('refuses an address with an account, a role above the inviter, and a permission she does not hold', async () => {
    const existing = await createUser(t.db);
    expect((await invite(body(existing.email))).json().message).toBe(M.accountExists);
    expect((await invite(body('boss@example.com', { role: 'super admin' }))).statusCode).toBe(403);
    const payments = await invite(
      body('pay@example.com', { permissions: [{ resource: 'payments', actions: ['read'] }] }),
    );
    expect(payments.statusCode).toBe(403);
    // An invitation is to the back office: a role that does not reach it is refused.
    const plain = await invite(body('fan@example.com', { role: 'user' }));
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors.role).toMatch(/^Choose one of: /);
    const bad = await invite({ ...body('x@example.com'), email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, 'boss@example.com'))).toEqual([]);
  });
});
