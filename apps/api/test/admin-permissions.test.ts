import { ADMIN_RESOURCES, type PermissionEntry, ROLE_RANK, roleRank } from '@cq/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/dev/staff-factories';
import { testAppForFile } from './support/test-app';

/**
 * The permission matrix of the back office: every /api/admin route × every
 * kind of caller → allowed or refused, generated from the one table below.
 * The table must name exactly the routes the API serves (a new route without
 * a row fails here), and 'allowed' means neither 401 nor 403 (a made-up id
 * then answers 404, an empty body 400).
 */
/** `by name`: 'manage' does not stand for this action; only the action itself (or a super admin's rank) allows it. */
/** `super admin`: the permission lets the call through the guard, and only a super admin's rank (or above) may act. */
type Need =
  | 'staff'
  | readonly [resource: (typeof ADMIN_RESOURCES)[number], action: string, exact?: 'by name' | 'super admin'];

const ROUTES: Record<string, Need> = {
  'GET /api/admin/overview': 'staff',
  'GET /api/admin/contestants': ['contestants', 'read'],
  'GET /api/admin/contestants/export.csv': ['contestants', 'export'],
  'GET /api/admin/contestants/{id}': ['contestants', 'read'],
  'POST /api/admin/contestants/{id}/decision': ['contestants', 'update'],
  'POST /api/admin/contestants/{id}/grant-edits': ['contestants', 'update'],
  'POST /api/admin/contestants/{id}/notes': ['contestants', 'update'],
  'GET /api/admin/messages': ['contestants', 'read'],
  'GET /api/admin/messages/unread-count': ['contestants', 'read'],
  'GET /api/admin/messages/{id}': ['contestants', 'read'],
  'POST /api/admin/messages/{id}/replies': ['contestants', 'update'],
  'GET /api/admin/inquiries': ['inquiries', 'read'],
  'GET /api/admin/inquiries/{type}/{id}': ['inquiries', 'read'],
  'POST /api/admin/inquiries/{type}/{id}/handled': ['inquiries', 'update'],
  'POST /api/admin/inquiries/{type}/{id}/reply': ['inquiries', 'update'],
  'GET /api/admin/payments': ['payments', 'read'],
  'GET /api/admin/payments/{id}': ['payments', 'read'],
  'GET /api/admin/settings': ['settings', 'read'],
  'PUT /api/admin/settings/registration': ['settings', 'update'],
  'PUT /api/admin/settings/organisation': ['settings', 'update'],
  'PUT /api/admin/settings/billing': ['settings', 'update'],
  'GET /api/admin/settings/mailing': ['settings', 'read'],
  'PUT /api/admin/settings/mailing': ['settings', 'update'],
  'PUT /api/admin/settings/site-content': ['settings', 'update'],
  'PUT /api/admin/settings/preview-password': ['settings', 'update'],
  'GET /api/admin/settings/second-factor': ['users', 'read'],
  'PUT /api/admin/settings/second-factor': ['users', 'update'],
  'POST /api/admin/users/{id}/second-factor/reset': ['users', 'update', 'super admin'],
  'GET /api/admin/themes': ['themes', 'read'],
  'PUT /api/admin/themes/active': ['themes', 'update'],
  'POST /api/admin/themes/{id}/activate': ['themes', 'update'],
  'GET /api/admin/users': ['users', 'read'],
  'GET /api/admin/users/{id}': ['users', 'read'],
  'PATCH /api/admin/users/{id}/role': ['users', 'update'],
  'PUT /api/admin/users/{id}/permissions': ['users', 'update'],
  'POST /api/admin/users/{id}/deactivate': ['users', 'update'],
  'POST /api/admin/users/{id}/reactivate': ['users', 'update'],
  'POST /api/admin/users/{id}/actions/{action}': ['users', 'update'],
  'GET /api/admin/users/{id}/consents': ['users', 'read'],
  'POST /api/admin/contestants/bulk': ['contestants', 'update'],
  'POST /api/admin/users/{id}/manual-payment': ['payments', 'update'],
  'POST /api/admin/payments/{id}/refunds': ['payments', 'update'],
  'GET /api/admin/payments/export.csv': ['payments', 'export'],
  'GET /api/admin/payments/{id}/receipt.pdf': ['payments', 'read'],
  'GET /api/admin/payments/accounting.csv': ['payments', 'export'],
  'GET /api/admin/payments/{id}/invoice.pdf': ['payments', 'read'],
  'GET /api/admin/payments/credit-notes/{id}/credit-note.pdf': ['payments', 'read'],
  'GET /api/admin/coupons': ['payments', 'read'],
  'POST /api/admin/coupons': ['payments', 'update'],
  'PATCH /api/admin/coupons/{id}': ['payments', 'update'],
  'GET /api/admin/bulk-emails': ['contestants', 'read'],
  'GET /api/admin/bulk-emails/{id}': ['contestants', 'read'],
  'POST /api/admin/bulk-emails/preview': ['contestants', 'read'],
  'POST /api/admin/bulk-emails/test': ['contestants', 'update'],
  'POST /api/admin/bulk-emails': ['contestants', 'update'],
  'POST /api/admin/bulk-emails/{id}/cancel': ['contestants', 'update'],
  'POST /api/admin/bulk-email-attachments': ['contestants', 'update'],
  'GET /api/admin/bulk-email-templates': ['contestants', 'read'],
  'POST /api/admin/bulk-email-templates': ['contestants', 'update'],
  'PATCH /api/admin/bulk-email-templates/{id}': ['contestants', 'update'],
  'DELETE /api/admin/bulk-email-templates/{id}': ['contestants', 'update'],
  'GET /api/admin/todos': ['contestants', 'read'],
  'POST /api/admin/todos': ['contestants', 'update'],
  'PUT /api/admin/todos/{id}': ['contestants', 'update'],
  'DELETE /api/admin/todos/{id}': ['contestants', 'update'],
  'GET /api/admin/todos/matrix': ['contestants', 'read'],
  'GET /api/admin/todos/delegates/{contestantId}': ['contestants', 'read'],
  'POST /api/admin/todos/{id}/delegates/{contestantId}/accept': ['contestants', 'update'],
  'POST /api/admin/todos/{id}/delegates/{contestantId}/send-back': ['contestants', 'update'],
  'GET /api/admin/rejection-reasons': ['contestants', 'read'],
  'POST /api/admin/rejection-reasons': ['contestants', 'update'],
  'PUT /api/admin/rejection-reasons/{id}': ['contestants', 'update'],
  'DELETE /api/admin/rejection-reasons/{id}': ['contestants', 'update'],
  'GET /api/admin/invitations': ['users', 'read'],
  'GET /api/admin/invitations/rounds': ['users', 'update'],
  'POST /api/admin/invitations': ['users', 'update'],
  'POST /api/admin/invitations/{id}/resend': ['users', 'update'],
  'POST /api/admin/invitations/{id}/revoke': ['users', 'update'],
  'GET /api/admin/privacy/deletion-requests': ['users', 'read'],
  'POST /api/admin/privacy/deletion-requests/{id}/erase': ['users', 'update'],
  'GET /api/admin/privacy/retention': ['users', 'read'],
  'POST /api/admin/privacy/retention/dry-run': ['users', 'read'],
  'PUT /api/admin/privacy/retention': ['users', 'update'],
  'GET /api/admin/audit': ['audit', 'read'],
  'GET /api/admin/contestants/{id}/public-profile': ['contestants', 'read'],
  'POST /api/admin/contestants/{id}/messages': ['contestants', 'update'],
  'POST /api/admin/contestants/{id}/corrections': ['contestants', 'update'],
  'POST /api/admin/contestants/{id}/country': ['contestants', 'update'],
  'POST /api/admin/contestants/{id}/public-profile/publish': ['contestants', 'update'],
  'POST /api/admin/contestants/{id}/public-profile/unpublish': ['contestants', 'update'],
  'GET /api/admin/votes': ['voting', 'read'],
  'GET /api/admin/votes/candidates': ['voting', 'read'],
  'POST /api/admin/votes': ['voting', 'update'],
  'GET /api/admin/votes/{id}': ['voting', 'read'],
  'PUT /api/admin/votes/{id}': ['voting', 'update'],
  'GET /api/admin/votes/{id}/review': ['voting', 'read'],
  'POST /api/admin/votes/{id}/void': ['voting', 'update'],
  'POST /api/admin/votes/{id}/apply': ['voting', 'update'],
  'GET /api/admin/votes/{id}/export.csv': ['voting', 'export'],
  'GET /api/admin/votes/{id}/payments.csv': ['voting', 'export'],
  'GET /api/admin/judging/rounds': ['judging', 'audit'],
  'POST /api/admin/judging/rounds': ['judging', 'manage'],
  'GET /api/admin/judging/rounds/{roundId}': ['judging', 'audit'],
  'PUT /api/admin/judging/rounds/{roundId}/name': ['judging', 'manage'],
  'PUT /api/admin/judging/rounds/{roundId}/schedule': ['judging', 'manage'],
  'PUT /api/admin/judging/rounds/{roundId}/rules': ['judging', 'manage'],
  'PUT /api/admin/judging/rounds/{roundId}/delegates': ['judging', 'manage'],
  'POST /api/admin/judging/rounds/{roundId}/advance-from': ['judging', 'manage'],
  'PUT /api/admin/judging/rounds/{roundId}/judges': ['judging', 'manage'],
  'POST /api/admin/judging/rounds/{roundId}/status': ['judging', 'manage'],
  'POST /api/admin/judging/rounds/{roundId}/publish': ['judging', 'manage'],
  'POST /api/admin/judging/rounds/{roundId}/reveal': ['judging', 'manage'],
  // The director (manage) or an auditor: 'manage' covers 'audit' for reading.
  'GET /api/admin/judging/rounds/{roundId}/tabulation': ['judging', 'audit'],
  // Reopening a judge's segment or excusing a judge is the chief auditor's alone: 'audit' held by name.
  'POST /api/admin/judging/rounds/{roundId}/judges/{userId}/segments/{segmentKey}/reopen': [
    'judging',
    'audit',
    'by name',
  ],
  'POST /api/admin/judging/rounds/{roundId}/judges/{userId}/excuse': ['judging', 'audit', 'by name'],
  'GET /api/admin/judging/audit': ['judging', 'audit'],
  'GET /api/admin/live/shows': ['show', 'direct'],
  'POST /api/admin/live/shows': ['show', 'direct'],
  'GET /api/admin/live/shows/{showId}': ['show', 'direct'],
  'GET /api/admin/live/shows/{showId}/stream': ['show', 'direct'],
  'POST /api/admin/live/shows/{showId}/cues': ['show', 'direct'],
  'PUT /api/admin/live/shows/{showId}/cues/order': ['show', 'direct'],
  'PATCH /api/admin/live/shows/{showId}/cues/{cueId}': ['show', 'direct'],
  'DELETE /api/admin/live/shows/{showId}/cues/{cueId}': ['show', 'direct'],
  'POST /api/admin/live/shows/{showId}/go': ['show', 'direct'],
  'POST /api/admin/live/shows/{showId}/back': ['show', 'direct'],
  'POST /api/admin/live/shows/{showId}/hold': ['show', 'direct'],
  'POST /api/admin/live/shows/{showId}/resume': ['show', 'direct'],
  'POST /api/admin/live/shows/{showId}/reset': ['show', 'direct'],
  'GET /api/admin/live/shows/{showId}/displays': ['show', 'direct'],
  'POST /api/admin/live/shows/{showId}/displays': ['show', 'direct'],
  'POST /api/admin/live/shows/{showId}/displays/{linkId}/revoke': ['show', 'direct'],
};

const ID = '0b9a7c52-3f1e-4d2a-9c8b-7a6f5e4d3c2b';
const ALL_MANAGE: PermissionEntry[] = ADMIN_RESOURCES.map((resource) => ({ resource, actions: ['manage'] }));

type Outcome = 'allowed' | 401 | 403;
interface Caller {
  name: string;
  role?: string;
  permissions?: PermissionEntry[];
  expect: (need: Need) => Outcome;
}

/** A super admin's act: refused to everyone below that rank, whatever they hold. */
const superAdminsOnly = (caller: Caller): Outcome =>
  !caller.role ? 401 : roleRank(caller.role) >= ROLE_RANK['super admin'] ? 'allowed' : 403;
const staffOnlyRoutes = (need: Need): Outcome => (need === 'staff' ? 'allowed' : 403);
const needs = [...new Set(Object.values(ROUTES).filter((n) => n !== 'staff'))] as Exclude<Need, 'staff'>[];
const distinctNeeds = [...new Map(needs.map((n) => [`${n[0]}:${n[1]}`, [n[0], n[1]] as const])).values()];

const CALLERS: Caller[] = [
  { name: 'anonymous', expect: () => 401 },
  { name: 'user holding manage on everything', role: 'user', permissions: ALL_MANAGE, expect: () => 403 },
  { name: 'editor without permissions', role: 'editor', expect: staffOnlyRoutes },
  { name: 'hr without permissions', role: 'hr', expect: staffOnlyRoutes },
  { name: 'admin without permissions', role: 'admin', expect: staffOnlyRoutes },
  { name: 'super admin', role: 'super admin', expect: () => 'allowed' },
  { name: 'developer', role: 'developer', expect: () => 'allowed' },
  { name: 'Super_Admin (spelt otherwise)', role: 'Super_Admin', expect: () => 'allowed' },
  {
    name: 'admin holding manage on everything',
    role: 'admin',
    permissions: ALL_MANAGE,
    expect: (need: Need): Outcome => (need === 'staff' || !need[2] ? 'allowed' : 403),
  },
  // One specific permission: that action on that resource, nothing else.
  ...distinctNeeds.map(([resource, action]) => ({
    name: `editor holding only ${resource}:${action}`,
    role: 'editor',
    permissions: [{ resource, actions: [action] }],
    // 'manage' (the judging director's) stands for every action of its resource.
    expect: (need: Need): Outcome =>
      need === 'staff' || (need[0] === resource && (need[1] === action || (action === 'manage' && !need[2])))
        ? 'allowed'
        : 403,
  })),
  // 'manage' on one resource (spelt in capitals: the match is case-insensitive) covers all its actions.
  ...ADMIN_RESOURCES.map((resource) => ({
    name: `editor holding manage on ${resource}`,
    role: 'editor',
    permissions: [{ resource: resource.toUpperCase(), actions: ['MANAGE'] }],
    expect: (need: Need): Outcome => (need === 'staff' || (need[0] === resource && !need[2]) ? 'allowed' : 403),
  })),
];

const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
const headersOf = new Map<string, Record<string, string>>();
beforeAll(async () => {
  for (const caller of CALLERS) {
    if (!caller.role) continue;
    headersOf.set(caller.name, (await createStaff(t.app, caller.role, caller.permissions ?? [])).headers);
  }
});

async function servedAdminRoutes(): Promise<string[]> {
  const doc = await t.app.openapiDocument();
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

function urlOf(path: string): string {
  return path
    .replace(/\{type\}/g, 'contact')
    .replace(/\{action\}/g, 'end-sessions')
    .replace(/\{[^}]+\}/g, ID);
}

describe('back-office permission matrix', () => {
  it('names every admin route the API serves, and no other', async () => {
    expect(Object.keys(ROUTES).sort()).toEqual(await servedAdminRoutes());
  });

  for (const caller of CALLERS) {
    it(`${caller.name}`, async () => {
      const mismatches: string[] = [];
      for (const [route, need] of Object.entries(ROUTES)) {
        const [method, path] = route.split(' ') as [string, string];
        const res = await t.app.inject({
          method: method as 'GET',
          url: urlOf(path),
          headers: headersOf.get(caller.name) ?? {},
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const got: Outcome = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'allowed';
        const wanted = need !== 'staff' && need[2] === 'super admin' ? superAdminsOnly(caller) : caller.expect(need);
        if (got !== wanted) mismatches.push(`${route}: expected ${wanted}, got ${res.statusCode} ${res.body}`);
        if (got !== 'allowed') expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
        else if (res.headers['cache-control'] !== 'no-store') mismatches.push(`${route}: cacheable answer`);
      }
      expect(mismatches).toEqual([]);
    });
  }
});
