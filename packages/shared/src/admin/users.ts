import {
  hasPermission,
  normaliseRole,
  type PermissionEntry,
  type Principal,
  ROLE_RANK,
  ROLES,
  roleRank,
} from '../auth/roles';
import { STAFF_MIN_ROLE as STAFF_ROLE } from './access';

/**
 * Staff managing staff (docs/product/accounts.md#roles-and-permissions): who may give which
 * role, change whom, grant what. The user-detail page greys out what these
 * refuse; the server refuses it again, so the browser's copy is a courtesy only.
 */

export const SUPER_ADMIN = 'super admin';

const ROLE_LABELS: Record<string, string> = {
  developer: 'Developer',
  'super admin': 'Super admin',
  admin: 'Admin',
  hr: 'HR',
  editor: 'Editor',
  user: 'User',
};
export const adminRoleLabel = (role: string) => ROLE_LABELS[normaliseRole(role)] ?? role;

export const USER_ADMIN_MESSAGES = {
  notFound: 'User not found.',
  roleChanged: 'Role changed.',
  roleUnchanged: 'The user already has this role.',
  permissionsSaved: 'Permissions saved.',
  deactivated: 'Account deactivated: every session of this user has ended.',
  reactivated: 'Account reactivated: the user can sign in again.',
  alreadyInactive: 'This account is already deactivated.',
  alreadyActive: 'This account is already active.',
  selfDeactivate: 'You cannot deactivate your own account.',
  lastSuperAdmin:
    'This is the last active super admin. Make another user super admin first, so someone can still run the site.',
  targetAboveActor: (targetRole: string, actorRole: string) =>
    `You cannot change this user: their role (${adminRoleLabel(targetRole)}) ranks above yours (${adminRoleLabel(actorRole)}).`,
  roleAboveActor: (role: string, actorRole: string) =>
    `You cannot give the role ${adminRoleLabel(role)}: it ranks above your own (${adminRoleLabel(actorRole)}).`,
  grantNotHeld: (resource: string, action: string) =>
    `You cannot grant ${action} on ${resource}: you do not hold it yourself.`,
  verificationSent: 'A new verification link is on its way to their address.',
  resetSent: 'A password-reset link is on its way to their address.',
  sessionsEnded: 'Every session of this user has ended: they sign in again on each device.',
  alreadyVerified: 'This address is already verified.',
  inactiveAccount: 'This account is deactivated: reactivate it first.',
  selfSessions: 'To end your own sessions, change your password in Account settings.',
} as const;

/** The actor and the user they act on, as both sides know them. */
export interface UserActor extends Principal {
  id: string;
}
export interface UserSubject {
  id: string;
  role: string;
  isActive: boolean;
  permissions?: readonly PermissionEntry[] | null;
}

/** A refusal with the status the server answers it with. */
export interface UserRefusal {
  status: 403 | 409;
  message: string;
}

const refuse = (status: 403 | 409, message: string): UserRefusal => ({ status, message });
export const isSuperAdmin = (role: string | null | undefined) => normaliseRole(role) === SUPER_ADMIN;

/** Staff act only on users ranked at most as high as themselves. */
export function canChangeUser(actor: Principal, target: { role: string }): boolean {
  return roleRank(target.role) <= roleRank(actor.role);
}

/** The roles the actor may give: none ranked above their own. */
export function assignableRoles(actor: Principal): (typeof ROLES)[number][] {
  return ROLES.filter((r) => ROLE_RANK[r] <= roleRank(actor.role));
}

function targetRefusal(actor: Principal, target: UserSubject): UserRefusal | null {
  return canChangeUser(actor, target)
    ? null
    : refuse(403, USER_ADMIN_MESSAGES.targetAboveActor(target.role, actor.role ?? 'user'));
}

/** Would this leave the site without an active super admin? `activeSuperAdmins` is counted by the server. */
function removesLastSuperAdmin(target: UserSubject, activeSuperAdmins: number): boolean {
  return target.isActive && isSuperAdmin(target.role) && activeSuperAdmins <= 1;
}

export function roleChangeRefusal(
  actor: Principal,
  target: UserSubject,
  role: string,
  activeSuperAdmins: number,
): UserRefusal | null {
  const above = targetRefusal(actor, target);
  if (above) return above;
  if (roleRank(role) > roleRank(actor.role))
    return refuse(403, USER_ADMIN_MESSAGES.roleAboveActor(role, actor.role ?? 'user'));
  if (!isSuperAdmin(role) && removesLastSuperAdmin(target, activeSuperAdmins)) {
    return refuse(409, USER_ADMIN_MESSAGES.lastSuperAdmin);
  }
  const wakes =
    target.isActive && roleRank(target.role) < roleRank(STAFF_ROLE) && roleRank(role) >= roleRank(STAFF_ROLE);
  return wakes ? dormantGrantsRefusal(actor, target) : null;
}

/**
 * Permissions a user kept while below staff rank or deactivated come back
 * into force with a promotion or a reactivation: the actor must be able to
 * grant each of them, as if granting them afresh.
 */
function dormantGrantsRefusal(actor: Principal, target: UserSubject): UserRefusal | null {
  return permissionsRefusal(actor, { ...target, permissions: [] }, target.permissions ?? []);
}

/** What staff may do for an account besides changing it: help its owner in, or sign them out everywhere. */
export const ACCOUNT_ACTIONS = ['send-verification', 'send-password-reset', 'end-sessions'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

export function accountActionRefusal(
  actor: UserActor,
  target: UserSubject & { isEmailVerified: boolean },
  action: AccountAction,
): UserRefusal | null {
  if (action === 'end-sessions' && actor.id === target.id) return refuse(403, USER_ADMIN_MESSAGES.selfSessions);
  const above = targetRefusal(actor, target);
  if (above) return above;
  if (!target.isActive) return refuse(409, USER_ADMIN_MESSAGES.inactiveAccount);
  if (action === 'send-verification' && target.isEmailVerified) return refuse(409, USER_ADMIN_MESSAGES.alreadyVerified);
  return null;
}

export function deactivateRefusal(
  actor: UserActor,
  target: UserSubject,
  activeSuperAdmins: number,
): UserRefusal | null {
  if (actor.id === target.id) return refuse(403, USER_ADMIN_MESSAGES.selfDeactivate);
  const above = targetRefusal(actor, target);
  if (above) return above;
  if (!target.isActive) return refuse(409, USER_ADMIN_MESSAGES.alreadyInactive);
  if (removesLastSuperAdmin(target, activeSuperAdmins)) return refuse(409, USER_ADMIN_MESSAGES.lastSuperAdmin);
  return null;
}

export function reactivateRefusal(actor: Principal, target: UserSubject): UserRefusal | null {
  const refusal =
    targetRefusal(actor, target) ?? (target.isActive ? refuse(409, USER_ADMIN_MESSAGES.alreadyActive) : null);
  if (refusal) return refusal;
  return roleRank(target.role) >= roleRank(STAFF_ROLE) ? dormantGrantsRefusal(actor, target) : null;
}

/**
 * May the actor grant `action` on `resource`? Developer and super admin grant
 * anything; everyone else only what they hold, so users:update cannot be used
 * to hand oneself (or a friend) more than one has. 'manage' needs 'manage'.
 */
export function canGrant(actor: Principal, resource: string, action: string): boolean {
  return hasPermission(actor, resource, action);
}

/** The actions `next` adds to what the user effectively held before (removing is never an escalation). */
export function addedGrants(
  before: readonly PermissionEntry[],
  next: readonly PermissionEntry[],
): { resource: string; action: string }[] {
  const held: Principal = { role: 'user', permissions: before };
  return next.flatMap((e) =>
    e.actions.filter((a) => !hasPermission(held, e.resource, a)).map((action) => ({ resource: e.resource, action })),
  );
}

export function permissionsRefusal(
  actor: Principal,
  target: UserSubject,
  next: readonly PermissionEntry[],
): UserRefusal | null {
  const above = targetRefusal(actor, target);
  if (above) return above;
  const denied = addedGrants(target.permissions ?? [], next).find((g) => !canGrant(actor, g.resource, g.action));
  return denied ? refuse(403, USER_ADMIN_MESSAGES.grantNotHeld(denied.resource, denied.action)) : null;
}
