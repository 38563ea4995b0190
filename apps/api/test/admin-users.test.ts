import { USER_ADMIN_MESSAGES as M, ROLES } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema';
import { createUser } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();

const USERS_UPDATE = [{ resource: 'users', actions: ['read', 'update'] }];

function call(method: 'GET' | 'PATCH' | 'PUT', url: string, who: Staff, payload?: unknown) {
  return t.app.inject({ method, url: `/api/admin${url}`, headers: who.headers, payload: payload as object });
}
const setRole = (who: Staff, id: string, role: string) => call('PATCH', `/users/${id}/role`, who, { role });
const setPermissions = (who: Staff, id: string, permissions: unknown) =>
  call('PUT', `/users/${id}/permissions`, who, { permissions });
const auditFor = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.recordId, id));

describe('GET /api/admin/users', () => {
  it('searches names and e-mails case-insensitively, filters role and active state, and pages', async () => {
    const reader = await createStaff(t.app, 'editor', [{ resource: 'users', actions: ['read'] }]);
    const tag = `zq${Date.now().toString(36)}`;
    const ngozi = await createUser(t.db, { firstName: 'Ngozi', lastName: `Adeyemi${tag}`, role: 'hr' });
    await createUser(t.db, { firstName: 'Lerato', lastName: `Dube${tag}`, isActive: false, paymentStatus: 'paid' });
    await createUser(t.db, { email: `${tag}.mail@example.com`, firstName: 'Chloe', lastName: 'Martin' });

    const all = await call('GET', `/users?q=${tag.toUpperCase()}&sort=name`, reader);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(body.data.users.map((u: { firstName: string }) => u.firstName)).toEqual(['Ngozi', 'Lerato', 'Chloe']);
    expect(Object.keys(body.data.users[0]).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'email',
        'firstName',
        'isActive',
        'isEmailVerified',
        'lastLogin',
        'lastName',
        'paymentStatus',
        'role',
      ].sort(),
    );

    const fullName = await call('GET', `/users?q=${encodeURIComponent(`ngozi adeyemi${tag}`)}`, reader);
    expect(fullName.json().data.users.map((u: { _id: string }) => u._id)).toEqual([ngozi.id]);

    const hr = await call('GET', `/users?q=${tag}&role=hr`, reader);
    expect(hr.json().data.users.map((u: { _id: string }) => u._id)).toEqual([ngozi.id]);

    const inactive = await call('GET', `/users?q=${tag}&active=false`, reader);
    expect(inactive.json().data.users).toMatchObject([{ firstName: 'Lerato', isActive: false, paymentStatus: 'paid' }]);

    const paged = await call('GET', `/users?q=${tag}&sort=name&page=2&pageSize=2`, reader);
    expect(paged.json().data).toMatchObject({ total: 3, page: 2, pageSize: 2, users: [{ firstName: 'Chloe' }] });
  });

  it('takes the wildcard characters of a search literally', async () => {
    const reader = await createStaff(t.app, 'admin', USERS_UPDATE);
    const res = await call('GET', '/users?q=%25%25', reader);
    expect(res.json().data.total).toBe(0);
  });

  it('refuses an unknown role or sort with 400, and a staff member without users:read with 403', async () => {
    const reader = await createStaff(t.app, 'admin', USERS_UPDATE);
    const bad = await call('GET', '/users?role=queen&sort=height', reader);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['role', 'sort']);
    const editor = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read'] }]);
    expect((await call('GET', '/users', editor)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers the user with permissions and their recent audit history, never the password hash', async () => {
    const admin = await createStaff(t.app, 'admin', USERS_UPDATE);
    const target = await createUser(t.db, { role: 'editor' });
    await setRole(admin, target.id, 'hr');
    const res = await call('GET', `/users/${target.id}`, admin);
    expect(res.statusCode).toBe(200);
    const { user, history } = res.json().data;
    expect(user).toMatchObject({ _id: target.id, role: 'hr', permissions: [], phoneNumber: target.phoneNumber });
    expect(JSON.stringify(user)).not.toContain('argon2');
    expect(history).toMatchObject([
      { action: 'users.role_change', actorEmail: admin.user.email, details: { from: 'editor', to: 'hr' } },
    ]);
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await createStaff(t.app, 'admin', USERS_UPDATE);
    const res = await call('GET', '/users/7f1c1c1e-0000-4000-8000-000000000000', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
  });
});

describe('PATCH /api/admin/users/:id/role', () => {
  const staffRoles = ['editor', 'hr', 'admin', 'super admin', 'developer'] as const;
  const rank = (r: string) => ROLES.length - 1 - ROLES.indexOf(r as (typeof ROLES)[number]);

  for (const actorRole of staffRoles) {
    it(`lets ${actorRole} give every role up to its own rank, and refuses the rest with 403`, async () => {
      const actor = await createStaff(t.app, actorRole, USERS_UPDATE);
      for (const role of ROLES) {
        const target = await createUser(t.db, { role: 'user' });
        const res = await setRole(actor, target.id, role);
        if (rank(role) <= rank(actorRole)) {
          expect(res.statusCode, `${actorRole} → ${role}`).toBe(200);
          expect(res.json().data.user.role).toBe(role);
        } else {
          expect(res.statusCode, `${actorRole} → ${role}`).toBe(403);
          expect(res.json().message).toBe(M.roleAboveActor(role, actorRole));
          const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
          expect(row?.role).toBe('user');
        }
      }
    });
  }

  it('refuses to change a user ranked above the actor, even downwards (403)', async () => {
    const admin = await createStaff(t.app, 'admin', USERS_UPDATE);
    const boss = await createUser(t.db, { role: 'super admin' });
    const res = await setRole(admin, boss.id, 'editor');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.targetAboveActor('super admin', 'admin'));
    expect(await auditFor(boss.id)).toHaveLength(0);
  });

  it('writes one audit entry with from and to, and the demoted user loses access on the very next request', async () => {
    const admin = await createStaff(t.app, 'admin', USERS_UPDATE);
    const editor = await createStaff(t.app, 'editor', [{ resource: 'users', actions: ['read'] }]);
    expect((await call('GET', '/users', editor)).statusCode).toBe(200);

    const res = await setRole(admin, editor.user.id, 'user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: M.roleChanged, data: { user: { role: 'user' } } });
    const entries = await auditFor(editor.user.id);
    expect(entries).toMatchObject([
      {
        actorId: admin.user.id,
        actorEmail: admin.user.email,
        action: 'users.role_change',
        resource: 'users',
        details: { from: 'editor', to: 'user' },
      },
    ]);
    expect((await call('GET', '/users', editor)).statusCode).toBe(403);
  });

  it('answers an unchanged role without a new audit entry, and 400 for an unknown role', async () => {
    const admin = await createStaff(t.app, 'admin', USERS_UPDATE);
    const target = await createUser(t.db, { role: 'hr' });
    const same = await setRole(admin, target.id, 'hr');
    expect(same.json()).toMatchObject({ success: true, message: M.roleUnchanged });
    expect(await auditFor(target.id)).toHaveLength(0);
    const bad = await setRole(admin, target.id, 'queen');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.role).toContain('Choose one of');
  });
});

describe('the last active super admin', () => {
  it('cannot be demoted (409); with two, one can demote the other, and then the last one is kept', async () => {
    // Whatever else this database holds, only these two are active super admins.
    await t.db.update(users).set({ isActive: false }).where(eq(users.role, 'super admin'));
    const first = await createStaff(t.app, 'super admin');
    const lone = await setRole(first, first.user.id, 'admin');
    expect(lone.statusCode).toBe(409);
    expect(lone.json().message).toBe(M.lastSuperAdmin);

    const second = await createStaff(t.app, 'super admin');
    const demoted = await setRole(first, second.user.id, 'admin');
    expect(demoted.statusCode).toBe(200);

    const again = await setRole(first, first.user.id, 'editor');
    expect(again.statusCode).toBe(409);
    const developer = await createStaff(t.app, 'developer');
    const byDeveloper = await setRole(developer, first.user.id, 'developer');
    expect(byDeveloper.statusCode).toBe(409);
    const deactivate = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${first.user.id}/deactivate`,
      headers: developer.headers,
    });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().message).toBe(M.lastSuperAdmin);
    const [row] = await t.db.select().from(users).where(eq(users.id, first.user.id));
    expect(row).toMatchObject({ role: 'super admin', isActive: true });
  });

  it('keeps one when super admins demote each other at the same moment', async () => {
    await t.db.update(users).set({ isActive: false }).where(eq(users.role, 'super admin'));
    const ring = await Promise.all(Array.from({ length: 6 }, () => createStaff(t.app, 'super admin')));
    // Each demotes the next one, all at once: without a lock each would count six and all would pass.
    const results = await Promise.all(
      ring.map((actor, i) => setRole(actor, (ring[(i + 1) % ring.length] as Staff).user.id, 'admin')),
    );
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThan(ring.length);
    // The losers are refused by the rules (403, 409), never by a deadlock (500).
    expect(results.every((r) => [200, 403, 409].includes(r.statusCode))).toBe(true);
    const left = await t.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'super admin'), eq(users.isActive, true)));
    expect(left.length).toBeGreaterThanOrEqual(1);
  });

  it('does not count a deactivated super admin', async () => {
    await t.db.update(users).set({ isActive: false }).where(eq(users.role, 'super admin'));
    const active = await createStaff(t.app, 'super admin');
    await createUser(t.db, { role: 'super admin', isActive: false });
    const developer = await createStaff(t.app, 'developer');
    expect((await setRole(developer, active.user.id, 'admin')).statusCode).toBe(409);
  });
});

describe('PUT /api/admin/users/:id/permissions', () => {
  it('replaces the permissions and writes the before and after to the audit log', async () => {
    const sa = await createStaff(t.app, 'super admin');
    const target = await createUser(t.db, { role: 'editor', permissions: [{ resource: 'audit', actions: ['read'] }] });
    const next = [
      { resource: 'contestants', actions: ['export', 'read'] },
      { resource: 'inquiries', actions: ['manage'] },
    ];
    const res = await setPermissions(sa, target.id, next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.permissionsSaved });
    const stored = [
      { resource: 'contestants', actions: ['read', 'export'] },
      { resource: 'inquiries', actions: ['manage'] },
    ];
    expect(res.json().data.user.permissions).toEqual(stored);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, target.id), eq(auditLog.action, 'users.permissions_change')));
    expect(entries).toMatchObject([
      { actorId: sa.user.id, details: { before: [{ resource: 'audit', actions: ['read'] }], after: stored } },
    ]);
  });

  it('refuses bad entries with 400 and a message per field', async () => {
    const sa = await createStaff(t.app, 'super admin');
    const target = await createUser(t.db, { role: 'editor' });
    const cases: [unknown, string, string][] = [
      [[{ resource: 'castle', actions: ['read'] }], 'permissions.0.resource', 'Choose one of'],
      [[{ resource: 'audit', actions: ['update'] }], 'permissions.0.actions', "audit has no 'update' action"],
      [[{ resource: 'users', actions: ['manage', 'read'] }], 'permissions.0.actions', "'manage' includes every action"],
      [[{ resource: 'users', actions: [] }], 'permissions.0.actions', 'at least one action'],
      [[{ resource: 'users', actions: ['read', 'read'] }], 'permissions.0.actions', 'listed twice'],
      [
        [
          { resource: 'users', actions: ['read'] },
          { resource: 'users', actions: ['update'] },
        ],
        'permissions',
        'only once',
      ],
    ];
    for (const [permissions, field, message] of cases) {
      const res = await setPermissions(sa, target.id, permissions);
      expect(res.statusCode, JSON.stringify(permissions)).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    }
    expect(await auditFor(target.id)).toHaveLength(0);
  });

  it('lets staff below super admin grant only what they hold themselves', async () => {
    const admin = await createStaff(t.app, 'admin', [
      { resource: 'users', actions: ['read', 'update'] },
      { resource: 'contestants', actions: ['read'] },
    ]);
    const editor = await createUser(t.db, {
      role: 'editor',
      permissions: [{ resource: 'payments', actions: ['read'] }],
    });

    const escalate = await setPermissions(admin, editor.id, [{ resource: 'contestants', actions: ['read', 'export'] }]);
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toBe(M.grantNotHeld('contestants', 'export'));
    const manage = await setPermissions(admin, editor.id, [{ resource: 'users', actions: ['manage'] }]);
    expect(manage.statusCode).toBe(403);
    expect(manage.json().message).toBe(M.grantNotHeld('users', 'manage'));

    // Keeping what the user already holds (payments, which the admin lacks) is no grant.
    const allowed = await setPermissions(admin, editor.id, [
      { resource: 'contestants', actions: ['read'] },
      { resource: 'payments', actions: ['read'] },
      { resource: 'users', actions: ['update', 'read'] },
    ]);
    expect(allowed.statusCode).toBe(200);

    // Nor can the admin hand themselves more.
    const self = await setPermissions(admin, admin.user.id, [{ resource: 'settings', actions: ['update'] }]);
    expect(self.statusCode).toBe(403);
  });

  it('refuses to edit a user ranked above the actor', async () => {
    const hr = await createStaff(t.app, 'hr', USERS_UPDATE);
    const admin = await createUser(t.db, { role: 'admin' });
    const res = await setPermissions(hr, admin.id, []);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.targetAboveActor('admin', 'hr'));
  });

  it('takes effect on the user’s very next request', async () => {
    const sa = await createStaff(t.app, 'super admin');
    const editor = await createStaff(t.app, 'editor', [{ resource: 'audit', actions: ['read'] }]);
    const audit = () => t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: editor.headers });
    expect((await audit()).statusCode).toBe(200);
    expect((await setPermissions(sa, editor.user.id, [])).statusCode).toBe(200);
    expect((await audit()).statusCode).toBe(403);
    expect((await setPermissions(sa, editor.user.id, [{ resource: 'audit', actions: ['manage'] }])).statusCode).toBe(
      200,
    );
    expect((await audit()).statusCode).toBe(200);
  });
});
