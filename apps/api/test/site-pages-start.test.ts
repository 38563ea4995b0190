import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './support/redis-server';
import { createTestApp } from './support/test-app';

/**
 * The background pass that makes the public pages waits for the listening server's first answer, so neither the
 * start nor that answer pays for the worker pool's threads or the pages; a closing server starts no page and logs
 * no refusal.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-pages-start-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>App</title><body><div id="root"></div></body>');
for (const page of ['index', 'about', 'contact', 'fr/index', 'fr/about', 'ar/index', 'ar/about', 'es/index']) {
  fs.mkdirSync(path.dirname(path.join(dist, 'pages', `${page}.html`)), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'pages', `${page}.html`),
    `<!doctype html><title>${page}</title><body>${'A page of the site. '.repeat(400)}</body>`,
  );
}
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

async function listening() {
  const lines: string[] = [];
  const events: string[] = [];
  const t = await createTestApp({
    tweak: (c) => (c.webDist = dist),
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    register: (app) => {
      app.addHook('onResponse', async (request) => {
        events.push(`answered ${request.url}`);
      });
    },
  });
  const run = t.app.workers.run.bind(t.app.workers);
  vi.spyOn(t.app.workers, 'run').mockImplementation((name, input) => {
    events.push(`pool ${name}`);
    return run(name, input);
  });
  const port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, port, events, lines };
}

describe('the public pages made in the background', () => {
  it('start only once the listening server has answered its first request, then are all made', async () => {
    const { t, port, events } = await listening();
    try {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      await vi.waitFor(() => expect(events.filter((e) => e.startsWith('pool'))).not.toHaveLength(0));
      await t.app.sitePages.drawAll();
      expect(events[0]).toBe('answered /api/health');
      expect(events.filter((e) => e === 'pool compressPage')).toHaveLength(8);
    } finally {
      await t.close();
    }
  });

  it('stop when the server closes, without a warning for each page the closing pool refuses', async () => {
    const { t, port, lines } = await listening();
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    await t.close();
    expect(lines.filter((l) => l.includes('could not be drawn'))).toEqual([]);
  });
});
