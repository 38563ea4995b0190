import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { refreshTokens, users } from '../src/db/schema';
import { createUser, loginAs } from '../src/dev/factories';
import { staffMember, staffOnly } from '../src/modules/admin/guard';
import { signAccessToken } from '../src/plugins/auth';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({
  register: (app) => {
    app.get('/probe/me', { preHandler: app.authenticate }, async (request) => ({ user: request.user }));
    app.get('/probe/staff', { preValidation: staffMember }, async () => ({ ok: true }));
    app.get('/probe/contestants', { preValidation: staffOnly('contestants', 'read') }, async () => ({
      ok: true,
    }));
  },
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('app.authenticate', () => {
  it('sets request.user from a valid bearer token', async () => {
    const user = await createUser(t.db, { role: 'editor', permissions: [{ resource: 'news', actions: ['read'] }] });
    const res = await get('/probe/me', loginAs(t.app, user).headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: user.id,
      role: 'editor',
      permissions: [{ resource: 'news', actions: ['read'] }],
      email: user.email,
    });
  });

  it('answers 401 with the envelope without a token', async () => {
    const res = await get('/probe/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'unauthorized', message: 'Please sign in to continue.' });
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.db);
    const token = signAccessToken(t.app, user, user.id, { clockTimestamp: Date.now() - 16 * 60 * 1000 });
    const res = await get('/probe/me', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      code: 'unauthorized',
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('signs HS256 tokens that live exactly 15 minutes', async () => {
    const token = signAccessToken(
      t.app,
      { id: '00000000-0000-4000-8000-000000000000' },
      '00000000-0000-4000-8000-000000000001',
    );
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });

  it('accepts a token signed 14 minutes ago (15-minute lifetime)', async () => {
    const user = await createUser(t.db);
    const token = signAccessToken(t.app, user, user.id, { clockTimestamp: Date.now() - 14 * 60 * 1000 });
    expect((await get('/probe/me', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('refuses unsigned (alg none), tampered and foreign-key tokens', async () => {
    const user = await createUser(t.db);
    const good = signAccessToken(t.app, user, user.id);
    const [, payload] = good.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${good.slice(0, -2)}${good.endsWith('A') ? 'B' : 'A'}A`;
    const hs512 = `${Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url')}.${payload}.${good.split('.')[2]}`;
    for (const token of [none, tampered, hs512, 'not-a-jwt']) {
      expect((await get('/probe/me', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    }
  });

  it('cuts off a deactivated user at once', async () => {
    const user = await createUser(t.db);
    const { headers } = loginAs(t.app, user);
    expect((await get('/probe/me', headers)).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await get('/probe/me', headers)).statusCode).toBe(401);
  });

  it('sees a change made by any code, even plain SQL, at the next request', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const { headers } = loginAs(t.app, user);
    expect((await get('/probe/staff', headers)).statusCode).toBe(200);
    await t.db.execute(sql`update users set role = 'user' where id = ${user.id}`);
    expect((await get('/probe/staff', headers)).statusCode).toBe(403);
    await t.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect((await get('/probe/me', headers)).statusCode).toBe(401);
  });

  it('remembers a verified token only until it expires', async () => {
    const user = await createUser(t.db);
    // Signed 14 minutes 50 seconds ago: ten seconds left of its fifteen minutes.
    const signedAt = Date.now() - (15 * 60 - 10) * 1000;
    const token = signAccessToken(t.app, user, user.id, { clockTimestamp: signedAt });
    const headers = { authorization: `Bearer ${token}` };
    expect((await get('/probe/me', headers)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(signedAt + 15 * 60 * 1000 + 1_000);
      const late = await get('/probe/me', headers);
      expect(late.statusCode).toBe(401);
      expect(late.json().message).toBe('Your session has expired. Please sign in again.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a remembered token at once when its session is ended', async () => {
    const user = await createUser(t.db);
    const { headers } = loginAs(t.app, user);
    expect((await get('/probe/me', headers)).statusCode).toBe(200);
    expect((await get('/probe/me', headers)).statusCode).toBe(200);
    await t.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, user.id));
    expect((await get('/probe/me', headers)).statusCode).toBe(401);
  });

  it('refuses a token of an earlier session generation (after a password reset)', async () => {
    const user = await createUser(t.db);
    const { headers } = loginAs(t.app, user);
    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    expect((await get('/probe/me', headers)).statusCode).toBe(401);
  });
});

describe('the back office guards (staff rank, then the permission)', () => {
  it('lets staff ranks through, refuses contestants with 403 and strangers with 401', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const developer = await createUser(t.db, { role: 'Developer' });
    const contestant = await createUser(t.db, { role: 'user' });
    expect((await get('/probe/staff', loginAs(t.app, admin).headers)).statusCode).toBe(200);
    expect((await get('/probe/staff', loginAs(t.app, developer).headers)).statusCode).toBe(200);
    const denied = await get('/probe/staff', loginAs(t.app, contestant).headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      success: false,
      code: 'forbidden',
      message: 'You do not have permission to do that.',
    });
    expect((await get('/probe/staff')).statusCode).toBe(401);
  });

  it('reads the role from the database, so a demotion applies at once', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const { headers } = loginAs(t.app, admin);
    expect((await get('/probe/staff', headers)).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    expect((await get('/probe/staff', headers)).statusCode).toBe(403);
  });

  it('checks the permission list (manage covers every action; super admin always passes)', async () => {
    const reader = await createUser(t.db, {
      role: 'editor',
      permissions: [{ resource: 'contestants', actions: ['read'] }],
    });
    const manager = await createUser(t.db, {
      role: 'editor',
      permissions: [{ resource: 'CONTESTANTS', actions: ['manage'] }],
    });
    const other = await createUser(t.db, {
      role: 'editor',
      permissions: [{ resource: 'payments', actions: ['read'] }],
    });
    const notStaff = await createUser(t.db, { permissions: [{ resource: 'contestants', actions: ['read'] }] });
    const superAdmin = await createUser(t.db, { role: 'super admin' });
    expect((await get('/probe/contestants', loginAs(t.app, reader).headers)).statusCode).toBe(200);
    expect((await get('/probe/contestants', loginAs(t.app, manager).headers)).statusCode).toBe(200);
    expect((await get('/probe/contestants', loginAs(t.app, superAdmin).headers)).statusCode).toBe(200);
    expect((await get('/probe/contestants', loginAs(t.app, other).headers)).statusCode).toBe(403);
    expect((await get('/probe/contestants', loginAs(t.app, notStaff).headers)).statusCode).toBe(403);
  });
});
