import { createRequire } from 'node:module';
import path from 'node:path';
import { ERROR_CODES } from '@cq/shared';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from './support/test-app';

/**
 * The API's documentation at /api/docs: its libraries load when it is first asked for, not at start, and it
 * answers as it always has (the browser, the document in JSON and YAML, the browser's files, its own policy).
 */
const require = createRequire(import.meta.url);
const loaded = (pkg: string) =>
  Object.keys(require.cache).some((file) => file.includes(`${path.sep}${pkg.replace('/', path.sep)}${path.sep}`));

const t = testAppForFile();

describe('the API documentation', () => {
  it('is not loaded by a start, and is served at /api/docs once asked for', async () => {
    expect(loaded('@fastify/swagger')).toBe(false);
    expect(loaded('@fastify/swagger-ui')).toBe(false);

    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-initializer.js');
    // The browser's own policy (its scripts), not the API's answers' "default-src 'none'".
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(loaded('@fastify/swagger')).toBe(true);
  });

  it('serves the document in JSON, with the routes and their schemas, and the same in YAML', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json() as { openapi: string; info: { title: string }; paths: Record<string, object> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe(`${t.config.siteName} API`);
    expect(doc.paths['/api/health']).toHaveProperty('get');
    expect(Object.keys(doc.paths['/api/admin/contestants/{id}'] ?? {})).toContain('get');
    // Neither the automatic HEAD routes nor the documentation's own routes are described.
    expect(Object.values(doc.paths).some((ops) => 'head' in ops)).toBe(false);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
    expect(await t.app.openapiDocument()).toEqual(doc);

    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toMatch(/^application\/x-yaml/);
    expect(yaml.body).toContain('/api/health:');
  });

  it("serves the browser's files, answers HEAD, and an unknown path under it is the API's 404", async () => {
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('SwaggerUIBundle');
    const css = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);

    const head = await t.app.inject({ method: 'HEAD', url: '/api/docs/json' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');

    const missing = await t.app.inject({ method: 'GET', url: '/api/docs/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: ERROR_CODES.notFound });
  });
});
