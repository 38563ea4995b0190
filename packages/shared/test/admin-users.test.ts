import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditQuerySchema, auditRange } from '../src/admin/audit';
import {
  addedGrants,
  assignableRoles,
  canChangeUser,
  deactivateRefusal,
  USER_ADMIN_MESSAGES as M,
  permissionsRefusal,
  reactivateRefusal,
  roleChangeRefusal,
} from '../src/admin/users';
import { userPermissionsBodySchema } from '../src/admin/users-api';
import { ROLES, roleRank } from '../src/auth/roles';

const role = fc.constantFrom(...ROLES);
const user = (r: string, extra: Partial<{ id: string; isActive: boolean }> = {}) => ({
  id: 'target',
  role: r,
  isActive: true,
  permissions: [],
  ...extra,
});

describe('role changes', () => {
  it('offers each actor the roles up to its own rank', () => {
    expect(assignableRoles({ role: 'hr' })).toEqual(['hr', 'editor', 'user']);
    expect(assignableRoles({ role: 'developer' })).toEqual(ROLES);
    expect(assignableRoles({ role: 'nobody' })).toEqual(['user']);
  });

  it('never lets a role be raised above the actor’s own, nor a higher-ranked user be changed', () => {
    fc.assert(
      fc.property(role, role, role, (actorRole, targetRole, next) => {
        const refusal = roleChangeRefusal({ role: actorRole }, user(targetRole), next, 5);
        const allowed = roleRank(targetRole) <= roleRank(actorRole) && roleRank(next) <= roleRank(actorRole);
        expect(refusal === null).toBe(allowed);
        if (refusal) expect(refusal.status).toBe(403);
      }),
    );
  });

  it('explains which rule refused', () => {
    expect(roleChangeRefusal({ role: 'admin' }, user('super admin'), 'editor', 3)?.message).toBe(
      'You cannot change this user: their role (Super admin) ranks above yours (Admin).',
    );
    expect(roleChangeRefusal({ role: 'admin' }, user('editor'), 'developer', 3)?.message).toBe(
      'You cannot give the role Developer: it ranks above your own (Admin).',
    );
  });

  it('keeps the last active super admin (409), in any spelling', () => {
    const last = roleChangeRefusal({ role: 'developer' }, user('Super_Admin'), 'admin', 1);
    expect(last).toEqual({ status: 409, message: M.lastSuperAdmin });
    expect(roleChangeRefusal({ role: 'developer' }, user('super admin'), 'developer', 1)?.status).toBe(409);
    expect(roleChangeRefusal({ role: 'developer' }, user('super admin'), 'super admin', 1)).toBeNull();
    expect(roleChangeRefusal({ role: 'super admin' }, user('super admin'), 'admin', 2)).toBeNull();
    expect(roleChangeRefusal({ role: 'developer' }, user('super admin', { isActive: false }), 'admin', 1)).toBeNull();
  });
});

describe('deactivation and reactivation', () => {
  const admin = { id: 'me', role: 'admin' };
  it('refuses oneself, a higher rank, an inactive account and the last super admin', () => {
    expect(deactivateRefusal(admin, user('admin', { id: 'me' }), 2)).toEqual({
      status: 403,
      message: M.selfDeactivate,
    });
    expect(deactivateRefusal(admin, user('developer'), 2)?.status).toBe(403);
    expect(deactivateRefusal(admin, user('editor', { isActive: false }), 2)).toEqual({
      status: 409,
      message: M.alreadyInactive,
    });
    expect(deactivateRefusal({ id: 'me', role: 'developer' }, user('super admin'), 1)?.status).toBe(409);
    expect(deactivateRefusal(admin, user('admin'), 1)).toBeNull();
  });

  it('reactivates an inactive account of no higher rank', () => {
    expect(reactivateRefusal(admin, user('hr', { isActive: false }))).toBeNull();
    expect(reactivateRefusal(admin, user('hr'))?.status).toBe(409);
    expect(reactivateRefusal(admin, user('super admin', { isActive: false }))?.status).toBe(403);
    expect(canChangeUser(admin, { role: 'admin' })).toBe(true);
  });
});

describe('permissions', () => {
  const holder = { role: 'admin', permissions: [{ resource: 'contestants', actions: ['read', 'update'] }] };

  it('grants only what the actor holds; keeping or removing what the user has is no grant', () => {
    const target = { ...user('editor'), permissions: [{ resource: 'payments', actions: ['read'] }] };
    expect(permissionsRefusal(holder, target, [{ resource: 'contestants', actions: ['read'] }])).toBeNull();
    expect(permissionsRefusal(holder, target, [{ resource: 'payments', actions: ['read'] }])).toBeNull();
    expect(permissionsRefusal(holder, target, [])).toBeNull();
    expect(permissionsRefusal(holder, target, [{ resource: 'contestants', actions: ['export'] }])).toEqual({
      status: 403,
      message: M.grantNotHeld('contestants', 'export'),
    });
    expect(permissionsRefusal(holder, target, [{ resource: 'contestants', actions: ['manage'] }])?.status).toBe(403);
    expect(
      permissionsRefusal({ role: 'super admin' }, target, [{ resource: 'audit', actions: ['manage'] }]),
    ).toBeNull();
  });

  it('counts an action covered by a held manage as already held', () => {
    expect(
      addedGrants([{ resource: 'users', actions: ['manage'] }], [{ resource: 'users', actions: ['read'] }]),
    ).toEqual([]);
    expect(
      addedGrants([{ resource: 'users', actions: ['read'] }], [{ resource: 'users', actions: ['manage'] }]),
    ).toEqual([{ resource: 'users', action: 'manage' }]);
  });

  it('validates the body: known resources, their own actions, manage alone, each resource once', () => {
    const ok = userPermissionsBodySchema.safeParse({
      permissions: [
        { resource: 'contestants', actions: ['read', 'export'] },
        { resource: 'audit', actions: ['manage'] },
      ],
    });
    expect(ok.success).toBe(true);
    for (const permissions of [
      [{ resource: 'castle', actions: ['read'] }],
      [{ resource: 'audit', actions: ['update'] }],
      [{ resource: 'audit', actions: ['manage', 'read'] }],
      [{ resource: 'audit', actions: [] }],
      [
        { resource: 'audit', actions: ['read'] },
        { resource: 'audit', actions: ['read'] },
      ],
    ]) {
      expect(userPermissionsBodySchema.safeParse({ permissions }).success, JSON.stringify(permissions)).toBe(false);
    }
  });
});

describe('audit filters', () => {
  it('reads a day as the whole day and an instant as itself', () => {
    expect(auditRange({ from: '2026-03-02', to: '2026-03-03' })).toEqual({
      from: new Date('2026-03-02T00:00:00Z'),
      to: new Date('2026-03-04T00:00:00Z'),
    });
    expect(auditRange({ to: '2026-03-02T10:00:00Z' }).to).toEqual(new Date('2026-03-02T10:00:00Z'));
    expect(auditQuerySchema.safeParse({ from: '2026-03-03', to: '2026-03-02' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ from: '2026-03-03', to: '2026-03-03' }).success).toBe(true);
  });
});

describe('permissions kept while dormant', () => {
  const settingsManager = { permissions: [{ resource: 'settings', actions: ['manage'] }] };
  const hr = { id: 'actor', role: 'hr', permissions: [{ resource: 'users', actions: ['update'] }] };

  it('refuses a promotion to staff that would bring back rights the actor cannot grant', () => {
    const demoted = { ...user('user'), ...settingsManager };
    expect(roleChangeRefusal(hr, demoted, 'editor', 2)).toEqual({
      status: 403,
      message: M.grantNotHeld('settings', 'manage'),
    });
    expect(roleChangeRefusal({ role: 'super admin' }, demoted, 'editor', 2)).toBeNull();
    // Promoting someone without dormant rights stays allowed.
    expect(roleChangeRefusal(hr, user('user'), 'editor', 2)).toBeNull();
  });

  it('refuses a reactivation that would bring back rights the actor cannot grant', () => {
    const inactive = { ...user('editor', { isActive: false }), ...settingsManager };
    expect(reactivateRefusal(hr, inactive)).toEqual({ status: 403, message: M.grantNotHeld('settings', 'manage') });
    expect(reactivateRefusal({ role: 'super admin' }, inactive)).toBeNull();
    expect(reactivateRefusal(hr, user('editor', { isActive: false }))).toBeNull();
  });
});
