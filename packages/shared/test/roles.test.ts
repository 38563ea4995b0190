import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canChiefAudit, canStaff } from '../src/admin/access';
import { hasPermission, hasRole, holdsByName, ROLE_RANK, ROLES, roleRank } from '../src/auth/roles';

const knownRole = fc.constantFrom(...ROLES);
const casing = (s: string) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((flags) => [...s].map((ch, i) => (flags[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''));
const unknownRole = fc
  .string({ maxLength: 20 })
  .filter((s) => !Object.hasOwn(ROLE_RANK, s.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ')));

describe('role ranking', () => {
  it('ranks developer 5, super admin 4, admin 3, hr 2, editor 1, user 0', () => {
    expect(ROLES.map((r) => [r, roleRank(r)])).toEqual([
      ['developer', 5],
      ['super admin', 4],
      ['admin', 3],
      ['hr', 2],
      ['editor', 1],
      ['user', 0],
    ]);
  });

  it('compares case-insensitively', () => {
    fc.assert(
      fc.property(
        knownRole.chain((r) => casing(r).map((c) => [r, c] as const)),
        ([role, cased]) => {
          expect(roleRank(cased)).toBe(ROLE_RANK[role]);
        },
      ),
    );
  });

  it('counts an unknown or missing role as 0', () => {
    fc.assert(
      fc.property(unknownRole, (r) => {
        expect(roleRank(r)).toBe(0);
      }),
    );
    expect(roleRank(undefined)).toBe(0);
    expect(roleRank(null)).toBe(0);
  });

  it('passes exactly when the rank is at least the required rank', () => {
    fc.assert(
      fc.property(knownRole, knownRole, (held, required) => {
        expect(hasRole({ role: held }, required)).toBe(ROLE_RANK[held] >= ROLE_RANK[required]);
      }),
    );
  });

  it('denies when there is no user', () => {
    fc.assert(
      fc.property(knownRole, (required) => {
        expect(hasRole(null, required)).toBe(false);
      }),
    );
    expect(hasRole(undefined, 'user')).toBe(false);
  });

  it('lets an unknown role pass only checks that require rank 0', () => {
    expect(hasRole({ role: 'queen' }, 'user')).toBe(true);
    expect(hasRole({ role: 'queen' }, 'editor')).toBe(false);
  });
});

const resource = fc.constantFrom('contestants', 'payments', 'users', 'settings', 'themes', 'inquiries', 'audit');
const action = fc.constantFrom('read', 'create', 'update', 'delete', 'approve', 'export');

describe('permission check', () => {
  it('always passes for developer and super admin, with no entries', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('developer', 'super admin', 'Super Admin', 'DEVELOPER'),
        resource,
        action,
        (role, res, act) => {
          expect(hasPermission({ role, permissions: [] }, res, act)).toBe(true);
        },
      ),
    );
  });

  it('passes others only with a matching resource and action (case-insensitive)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('admin', 'hr', 'editor', 'user'),
        resource,
        action,
        resource,
        action,
        (role, heldRes, heldAct, res, act) => {
          const user = { role, permissions: [{ resource: heldRes.toUpperCase(), actions: [heldAct.toUpperCase()] }] };
          expect(hasPermission(user, res, act)).toBe(heldRes === res && heldAct === act);
        },
      ),
    );
  });

  it("treats 'manage' as every action on that resource only", () => {
    fc.assert(
      fc.property(resource, resource, action, (heldRes, res, act) => {
        const user = { role: 'editor', permissions: [{ resource: heldRes, actions: ['Manage'] }] };
        expect(hasPermission(user, res, act)).toBe(heldRes === res);
      }),
    );
  });

  it('denies when there is no user or no entries', () => {
    expect(hasPermission(null, 'contestants', 'read')).toBe(false);
    expect(hasPermission({ role: 'admin' }, 'contestants', 'read')).toBe(false);
    expect(hasPermission({ role: 'admin', permissions: null }, 'contestants', 'read')).toBe(false);
  });
});

describe("the chief auditor's acts (reopening, excusing)", () => {
  const judging = (...actions: string[]) => [{ resource: 'judging', actions }];
  it("need 'audit' on judging held by name: 'manage' does not stand for it, though it does for reading the chain", () => {
    const director = { role: 'admin', permissions: judging('manage') };
    expect(canStaff(director, 'judging', 'audit')).toBe(true);
    expect(canChiefAudit(director)).toBe(false);
    expect(canChiefAudit({ role: 'editor', permissions: judging('audit') })).toBe(true);
    expect(canChiefAudit({ role: 'editor', permissions: judging('manage', 'audit') })).toBe(true);
    expect(canChiefAudit({ role: 'user', permissions: judging('audit') })).toBe(false);
    expect(canChiefAudit({ role: 'editor', permissions: judging('score') })).toBe(false);
    expect(canChiefAudit({ role: 'super admin', permissions: [] })).toBe(true);
    expect(canChiefAudit(null)).toBe(false);
  });

  it('never allow what canStaff refuses, and allow exactly when the action is held by name (any casing)', () => {
    const action = fc.constantFrom('read', 'update', 'score', 'audit', 'manage', 'AUDIT', 'Manage');
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES),
        fc.array(fc.record({ resource: fc.constantFrom('judging', 'JUDGING', 'voting'), actions: fc.array(action) })),
        (role, permissions) => {
          const user = { role, permissions };
          if (canChiefAudit(user)) expect(canStaff(user, 'judging', 'audit')).toBe(true);
          const named = permissions.some(
            (p) => p.resource.toLowerCase() === 'judging' && p.actions.some((a) => a.toLowerCase() === 'audit'),
          );
          const staff = roleRank(role) >= ROLE_RANK.editor;
          expect(canChiefAudit(user)).toBe(staff && (named || roleRank(role) >= ROLE_RANK['super admin']));
          expect(holdsByName(user, 'judging', 'audit')).toBe(named || roleRank(role) >= ROLE_RANK['super admin']);
        },
      ),
    );
  });
});
