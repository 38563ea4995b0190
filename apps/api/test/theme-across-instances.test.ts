import { DEFAULT_THEME_COLORS, type ThemeColors } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { twoInstancesOnOneDatabase } from './support/postgres';

/** Two API instances on one PostgreSQL database, each with its own pool, as behind a load balancer. */
let instances: Awaited<ReturnType<typeof twoInstancesOnOneDatabase>>;
let a: FastifyInstance;
let b: FastifyInstance;
let designer: Staff;

beforeAll(async () => {
  instances = await twoInstancesOnOneDatabase('theme');
  ({ a, b } = instances);
  designer = await createStaff(a, 'editor', [{ resource: 'themes', actions: ['read', 'update'] }]);
});
afterAll(async () => {
  await instances?.close();
});

const withPrimary = (main: string): ThemeColors => ({
  ...structuredClone(DEFAULT_THEME_COLORS),
  primary: { ...DEFAULT_THEME_COLORS.primary, main },
});
const primaryOn = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/api/themes/active' });
  expect(res.statusCode).toBe(200);
  return res.json().data.colors.primary.main as string;
};

describe('the active theme across API instances on one PostgreSQL database', () => {
  it('a theme saved on one instance is served by the other on its next request', async () => {
    expect(await primaryOn(b)).toBe(DEFAULT_THEME_COLORS.primary.main);
    const saved = await a.inject({
      method: 'PUT',
      url: '/api/admin/themes/active',
      payload: { name: 'Emerald', colors: withPrimary('#0B6E4F') },
      headers: designer.headers,
    });
    expect(saved.statusCode).toBe(200);
    expect(await primaryOn(b)).toBe('#0B6E4F');
  });

  it('a theme activated through another connection (another process’s save) is served at once', async () => {
    expect(await primaryOn(a)).toBe('#0B6E4F');
    expect(await primaryOn(b)).toBe('#0B6E4F');
    // What another instance's save writes, made on a connection these two instances know nothing of.
    const other = new pg.Client({ connectionString: instances.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('UPDATE themes SET is_active = false WHERE is_active');
      await other.query('INSERT INTO themes (name, colors, is_active) VALUES ($1, $2, true)', [
        'Sapphire',
        JSON.stringify(withPrimary('#1F3A93')),
      ]);
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    expect(await primaryOn(a)).toBe('#1F3A93');
    expect(await primaryOn(b)).toBe('#1F3A93');
  });

  it('lets browsers revalidate: no-cache, an ETag, 304 while it still matches, 200 after a save elsewhere', async () => {
    const first = await b.inject({ method: 'GET', url: '/api/themes/active' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await b.inject({ method: 'GET', url: '/api/themes/active', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await a.inject({
      method: 'PUT',
      url: '/api/admin/themes/active',
      payload: { name: 'Ruby', colors: withPrimary('#9B111E') },
      headers: designer.headers,
    });
    const changed = await b.inject({ method: 'GET', url: '/api/themes/active', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.colors.primary.main).toBe('#9B111E');
    expect(changed.headers.etag).not.toBe(etag);
  });
});
