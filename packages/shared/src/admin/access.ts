import { hasPermission, hasRole, holdsByName, type Principal } from '../auth/roles';

/**
 * Who may enter the back office and do what there (see
 * docs/product/back-office.md). The server's guards and the browser's navigation both read
 * this, so the two never disagree.
 */

/** The lowest role that reaches /admin at all. */
export const STAFF_MIN_ROLE = 'editor';

/** The resources staff permissions name. */
export const ADMIN_RESOURCES = [
  'contestants',
  'payments',
  'users',
  'settings',
  'themes',
  'inquiries',
  'audit',
  'judging',
  'voting',
  'show',
] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];

/** The actions a permission entry may hold; 'manage' stands for all of them. */
export const ADMIN_ACTIONS = ['read', 'update', 'export', 'score', 'audit', 'direct', 'manage'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** The actions that make sense on each resource (the permission editor offers these). */
export const RESOURCE_ACTIONS: Record<AdminResource, readonly Exclude<AdminAction, 'manage'>[]> = {
  contestants: ['read', 'update', 'export'],
  // 'update' records a payment made another way (a transfer, cash) or waives the fee; 'export' the CSV.
  payments: ['read', 'update', 'export'],
  users: ['read', 'update'],
  settings: ['read', 'update'],
  themes: ['read', 'update'],
  inquiries: ['read', 'update'],
  audit: ['read'],
  // Judges score; the chief auditor reopens submitted scores; 'manage' is the director's (rounds, results).
  judging: ['score', 'audit'],
  // 'update' sets up fan votes and voids suspicious votes; 'export' the CSV of votes.
  voting: ['read', 'update', 'export'],
  // 'direct' runs the live finale from the show console: its run of show, Go/Back/Hold, the display links.
  show: ['direct'],
};

export function isStaff(user: Principal | null | undefined): boolean {
  return hasRole(user, STAFF_MIN_ROLE);
}

/** A staff member allowed `action` on `resource`: the one rule behind every back-office route. */
export function canStaff(user: Principal | null | undefined, resource: AdminResource, action: AdminAction): boolean {
  return isStaff(user) && hasPermission(user, resource, action);
}

/**
 * The chief auditor's acts on what the judges submitted: reopening a judge's submitted segment and excusing a
 * judge from the segments she has not submitted. Only 'audit' on judging, held by name, allows them: 'manage' on
 * judging (the director's: rounds, closing, results) does not stand for it, so whoever runs the rounds and
 * publishes the results cannot also change what the judges submitted. Reading the audit chain stays with
 * canStaff(user, 'judging', 'audit').
 */
export function canChiefAudit(user: Principal | null | undefined): boolean {
  return isStaff(user) && holdsByName(user, 'judging', 'audit');
}

/**
 * A judge: any account, staff or not, holding the judging permission. The server then answers only the rounds
 * the account is assigned to.
 */
export function canJudge(user: Principal | null | undefined): boolean {
  return hasPermission(user, 'judging', 'score');
}

/** The back office's sections, in navigation order, with what opening each one needs (reading, unless named). */
export const ADMIN_SECTIONS = [
  { path: '/admin/contestants', label: 'Contestants', resource: 'contestants' },
  { path: '/admin/todos', label: 'Delegate to-dos', resource: 'contestants' },
  { path: '/admin/messages', label: 'Messages', resource: 'contestants' },
  { path: '/admin/inbox', label: 'Inbox', resource: 'inquiries' },
  { path: '/admin/payments', label: 'Payments', resource: 'payments' },
  { path: '/admin/users', label: 'Users', resource: 'users' },
  { path: '/admin/settings', label: 'Settings', resource: 'settings' },
  { path: '/admin/theme', label: 'Theme', resource: 'themes' },
  { path: '/admin/audit', label: 'Audit log', resource: 'audit' },
  // The director (manage) and the auditors (audit) open it; judges score at /judging.
  { path: '/admin/judging', label: 'Judging', resource: 'judging', action: 'audit' },
  { path: '/admin/voting', label: 'Fan voting', resource: 'voting' },
  // Only the show's directors: the live finale's console.
  { path: '/admin/show', label: 'Show console', resource: 'show', action: 'direct' },
] as const satisfies readonly { path: string; label: string; resource: AdminResource; action?: AdminAction }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** Whether the back-office navigation shows a section to this member of staff. */
export function canOpenSection(user: Principal | null | undefined, section: AdminSection): boolean {
  return canStaff(user, section.resource, 'action' in section ? section.action : 'read');
}

/**
 * A judge first: an account that may score and opens no back-office section. Her first screen is her rounds,
 * never an empty back office.
 */
export function isJudgeOnly(user: Principal | null | undefined): boolean {
  return canJudge(user) && !ADMIN_SECTIONS.some((section) => canOpenSection(user, section));
}
