import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isAuditAction } from '@cq/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { createUser } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { recordAudit } from '../src/modules/audit/record';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();
let reader: Staff;
beforeAll(async () => {
  reader = await createStaff(t.app, 'editor', [{ resource: 'audit', actions: ['read'] }]);
  const at = (iso: string) => new Date(iso);
  const rows = [
    ['ada@example.com', 'contestants.reject', 'contestants', 'c-1', '2026-03-01T09:00:00Z'],
    ['ada@example.com', 'contestants.approve', 'contestants', 'c-2', '2026-03-02T09:00:00Z'],
    ['bola@example.com', 'users.role_change', 'users', 'u-1', '2026-03-03T23:30:00Z'],
    ['bola@example.com', 'settings.update', 'settings', null, '2026-03-05T12:00:00Z'],
  ] as const;
  for (const [actorEmail, action, resource, recordId, createdAt] of rows) {
    await t.db.insert(auditLog).values({
      actorEmail,
      action,
      resource,
      recordId,
      summary: `${action} by ${actorEmail}`,
      details: { note: action },
      createdAt: at(createdAt),
    });
  }
});

const list = async (query = '', who: Staff = reader) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: who.headers });
  return res;
};
const actions = async (query: string) =>
  (await list(query)).json().data.entries.map((e: { action: string }) => e.action) as string[];

describe('GET /api/admin/audit', () => {
  it('answers every entry newest first with its fields, total and page', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(data.entries.map((e: { action: string }) => e.action)).toEqual([
      'settings.update',
      'users.role_change',
      'contestants.approve',
      'contestants.reject',
    ]);
    expect(data.entries[3]).toEqual({
      _id: expect.any(String),
      actorId: null,
      actorEmail: 'ada@example.com',
      actorName: null,
      action: 'contestants.reject',
      resource: 'contestants',
      recordId: 'c-1',
      recordName: null,
      summary: 'contestants.reject by ada@example.com',
      details: { note: 'contestants.reject' },
      createdAt: '2026-03-01T09:00:00.000Z',
    });
  });

  it('filters by resource, action text, actor e-mail, record and dates', async () => {
    expect(await actions('?resource=contestants')).toEqual(['contestants.approve', 'contestants.reject']);
    expect(await actions('?action=REJECT')).toEqual(['contestants.reject']);
    expect(await actions('?actor=BOLA')).toEqual(['settings.update', 'users.role_change']);
    expect(await actions('?recordId=c-2')).toEqual(['contestants.approve']);
    // A day as `to` includes the whole day.
    expect(await actions('?from=2026-03-02&to=2026-03-03')).toEqual(['users.role_change', 'contestants.approve']);
    expect(await actions('?from=2026-03-04')).toEqual(['settings.update']);
    expect(await actions('?to=2026-03-01T10:00:00Z')).toEqual(['contestants.reject']);
    expect(await actions('?actor=ada&action=approve')).toEqual(['contestants.approve']);
    expect(await actions('?action=%25')).toEqual([]);
  });

  it('pages', async () => {
    const res = await list('?page=2&pageSize=3');
    expect(res.json().data).toMatchObject({
      total: 4,
      page: 2,
      pageSize: 3,
      entries: [{ action: 'contestants.reject' }],
    });
  });

  it('refuses bad filters with 400', async () => {
    const res = await list('?resource=castle&from=yesterday');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['from', 'resource']);
    const reversed = await list('?from=2026-03-05&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.to).toBe('The end date must not be before the start date');
  });

  it('needs audit:read', async () => {
    const other = await createStaff(t.app, 'admin', [{ resource: 'users', actions: ['manage'] }]);
    expect((await list('', other)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/audit' });
    expect(anonymous.statusCode).toBe(401);
    const sa = await createStaff(t.app, 'super admin');
    expect((await list('', sa)).statusCode).toBe(200);
  });

  it('shows an entry written with a change (recordAudit) with its actor', async () => {
    await recordAudit(
      t.db,
      { id: reader.user.id, email: reader.user.email },
      {
        resource: 'themes',
        action: 'themes.activate',
        recordId: 'theme-9',
        summary: 'Activated the theme',
      },
    );
    const res = await list('?resource=themes');
    expect(res.json().data.entries).toMatchObject([
      { actorId: reader.user.id, actorEmail: reader.user.email, recordId: 'theme-9', details: {} },
    ]);
  });

  it('names who acted and the record as they read now, so the back office can say it in a sentence', async () => {
    const target = await createUser(t.db, { firstName: 'Zara', lastName: 'Ndlovu' });
    const actor = { id: reader.user.id, email: reader.user.email };
    await recordAudit(t.db, actor, {
      resource: 'users',
      action: 'users.role_change',
      recordId: target.id,
      summary: 'Changed the role',
    });
    // A record since erased keeps its entry, without a name.
    await recordAudit(t.db, actor, {
      resource: 'users',
      action: 'users.erase',
      recordId: '00000000-0000-4000-8000-000000000000',
      summary: 'Erased an account',
    });
    const entries = (await list(`?resource=users&actor=${encodeURIComponent(reader.user.email)}`)).json().data.entries;
    const readerName = `${reader.user.firstName} ${reader.user.lastName}`;
    expect(entries).toMatchObject([
      { action: 'users.erase', actorName: readerName, recordName: null },
      { action: 'users.role_change', actorName: readerName, recordName: 'Zara Ndlovu' },
    ]);
  });
});

describe('the actions the API records', () => {
  /** Every `action: '…'` the API's code writes in an audit entry (the type allows no other; this reads the code). */
  function writtenActions(): string[] {
    const root = path.resolve(import.meta.dirname, '../src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const found = new Set<string>();
    for (const file of files) {
      const code = readFileSync(path.join(root, file), 'utf8');
      if (!code.includes('recordAudit(')) continue;
      for (const m of code.matchAll(
        /action:[^,\n]*?'((?:contestants|users|settings|themes|payments|inquiries|voting|judging|live)\.[\w.-]+)'/g,
      )) {
        if (m[1]) found.add(m[1]);
      }
    }
    return [...found].sort();
  }

  it('are each one the back office has words for', () => {
    const written = writtenActions();
    expect(written.length).toBeGreaterThan(50);
    expect(written.filter((a) => !isAuditAction(a))).toEqual([]);
  });
});
