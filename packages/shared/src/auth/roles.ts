/**
 * Role ranking and permission checks (docs/product/accounts.md#roles-and-permissions). The server guards and the
 * browser's menus both call these, so the rule lives in one place.
 */
export const ROLE_RANK = {
  developer: 5,
  'super admin': 4,
  admin: 3,
  hr: 2,
  editor: 1,
  user: 0,
} as const;

export type Role = keyof typeof ROLE_RANK;
export const ROLES = Object.keys(ROLE_RANK) as Role[];

export interface PermissionEntry {
  resource: string;
  actions: string[];
}

export interface Principal {
  role?: string | null;
  permissions?: readonly PermissionEntry[] | null;
}

/** Normalises spellings such as 'Super Admin', 'super_admin', 'SUPER-ADMIN'. */
export function normaliseRole(role: string | null | undefined): string {
  return (role ?? '').trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
}

/** Rank of a role; an unknown or missing role counts as 0. */
export function roleRank(role: string | null | undefined): number {
  const key = normaliseRole(role);
  return Object.hasOwn(ROLE_RANK, key) ? ROLE_RANK[key as Role] : 0;
}

/** A role passes when its rank is at least the required one; no user is denied. */
export function hasRole(user: Principal | null | undefined, required: string): boolean {
  if (!user) return false;
  return roleRank(user.role) >= roleRank(required);
}

/** Developer and super admin always pass; others need the action or 'manage' on the resource. */
export function hasPermission(user: Principal | null | undefined, resource: string, action: string): boolean {
  return holds(user, resource, action, true);
}

/**
 * Like hasPermission, except that 'manage' does not stand for `action`: the action itself must be held (developer
 * and super admin still pass). For acts kept apart from whoever manages the resource.
 */
export function holdsByName(user: Principal | null | undefined, resource: string, action: string): boolean {
  return holds(user, resource, action, false);
}

/** Whether `user` holds `action` on `resource` (names compared without case), 'manage' standing in for it if allowed. */
function holds(user: Principal | null | undefined, resource: string, action: string, manageStandsIn: boolean): boolean {
  if (!user) return false;
  if (roleRank(user.role) >= ROLE_RANK['super admin']) return true;
  const wantedResource = resource.toLowerCase();
  const wantedAction = action.toLowerCase();
  return (user.permissions ?? []).some(
    (entry) =>
      entry.resource.toLowerCase() === wantedResource &&
      entry.actions.some((a) => {
        const held = a.toLowerCase();
        return held === wantedAction || (manageStandsIn && held === 'manage');
      }),
  );
}
