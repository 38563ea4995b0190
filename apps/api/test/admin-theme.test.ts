import { activeThemeResponseSchema, DEFAULT_THEME_COLORS, type ThemeColors } from '@cq/shared';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, themes } from '../src/db/schema';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();
let reader: Staff;
let designer: Staff;
beforeAll(async () => {
  reader = await createStaff(t.app, 'editor', [{ resource: 'themes', actions: ['read'] }]);
  designer = await createStaff(t.app, 'editor', [{ resource: 'themes', actions: ['read', 'update'] }]);
});

const EMERALD: ThemeColors = {
  ...structuredClone(DEFAULT_THEME_COLORS),
  primary: { main: '#0B6E4F', light: '#3FA37F', dark: '#064230', contrastText: '#FFFFFF' },
};
const activeColors = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/themes/active' });
  expect(res.statusCode).toBe(200);
  return res.json().data.colors;
};
const save = (payload: object, who: Staff = designer) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/themes/active', payload, headers: who.headers });
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1))[0];

describe('GET /api/themes/active', () => {
  it('answers exactly the documented shape, though it is written without the serialiser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/themes/active' });
    expect(res.statusCode).toBe(200);
    expect(activeThemeResponseSchema.strict().parse(res.json())).toEqual(res.json());
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('GET /api/admin/themes', () => {
  it('answers the active theme and the saved ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/themes', headers: reader.headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.active).toMatchObject({ name: 'Royal Plum', colors: DEFAULT_THEME_COLORS, isActive: true });
    expect(data.themes).toEqual([data.active]);
  });

  it('is refused without the themes permission and to anonymous callers', async () => {
    const other = await createStaff(t.app, 'admin', [{ resource: 'settings', actions: ['manage'] }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/themes', headers: other.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/themes/active', payload: {} })).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/themes/active', () => {
  it('saves and activates the colours; GET /api/themes/active answers them right after', async () => {
    expect(await activeColors()).toEqual(DEFAULT_THEME_COLORS); // fills the server's cache
    const res = await save({ name: 'Emerald Gala', colors: EMERALD });
    expect(res.statusCode).toBe(200);
    const { theme } = res.json().data;
    expect(theme).toMatchObject({ name: 'Emerald Gala', colors: EMERALD, isActive: true });
    expect(await activeColors()).toEqual(EMERALD);

    const rows = await t.db.select().from(themes).where(eq(themes.isActive, true));
    expect(rows.map((r) => r.id)).toEqual([theme._id]);
    expect(await lastAudit()).toMatchObject({
      actorId: designer.user.id,
      resource: 'themes',
      action: 'themes.save',
      recordId: theme._id,
      details: {
        before: { name: 'Royal Plum', colors: DEFAULT_THEME_COLORS },
        after: { id: theme._id, name: 'Emerald Gala', colors: EMERALD },
      },
    });
  });

  it('answers 400 naming each bad colour and the missing name, and changes nothing', async () => {
    const before = await activeColors();
    const bad = structuredClone(EMERALD);
    bad.primary.main = 'green';
    bad.accent.contrastText = '#FFF';
    const res = await save({ name: ' ', colors: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Give the theme a name',
      'colors.primary.main': 'Use a colour in the form #RRGGBB',
      'colors.accent.contrastText': 'Use a colour in the form #RRGGBB',
    });
    const missing = await save({ name: 'Half', colors: { primary: EMERALD.primary } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['colors.secondary', 'colors.accent']);
    expect(await activeColors()).toEqual(before);
  });

  it('needs themes update', async () => {
    expect((await save({ name: 'Nope', colors: EMERALD }, reader)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/themes/:id/activate', () => {
  it('brings an earlier theme back, invalidating the cache, with an audit entry', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/themes', headers: reader.headers })).json().data;
    const plum = list.themes.find((th: { name: string }) => th.name === 'Royal Plum');
    expect(list.active.name).toBe('Emerald Gala');
    expect(await activeColors()).toEqual(EMERALD);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/themes/${plum._id}/activate`,
      headers: designer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.theme).toMatchObject({ _id: plum._id, isActive: true });
    expect(await activeColors()).toEqual(DEFAULT_THEME_COLORS);
    expect(await lastAudit()).toMatchObject({
      action: 'themes.activate',
      recordId: plum._id,
      details: { before: { name: 'Emerald Gala' }, after: { name: 'Royal Plum' } },
    });
    expect((await t.db.select().from(themes).where(eq(themes.isActive, true))).length).toBe(1);
  });

  it('answers 404 for an unknown theme, 403 for a reader', async () => {
    const url = '/api/admin/themes/0b9a7c52-3f1e-4d2a-9c8b-7a6f5e4d3c2b/activate';
    const missing = await t.app.inject({ method: 'POST', url, headers: designer.headers });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url, headers: reader.headers })).statusCode).toBe(403);
  });
});

describe('saving at the same moment', () => {
  it('takes saves from two editors at the same moment one after the other: both saved, one active', async () => {
    const [a, b] = await Promise.all([
      save({ name: 'Emerald', colors: EMERALD }),
      save({ name: 'Royal Plum again', colors: DEFAULT_THEME_COLORS }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const active = await t.db.select().from(themes).where(eq(themes.isActive, true));
    expect(active).toHaveLength(1);
  });
});

describe('the e-mails', () => {
  it("gives e-mail templates the active theme's colours (the app hands them to the mail adapter)", async () => {
    const res = await save({ name: 'Emerald Post', colors: EMERALD });
    expect(res.statusCode).toBe(200);
    expect((await t.app.mail.brand()).colors).toEqual(EMERALD);
  });
});
