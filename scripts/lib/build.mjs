// Builds the web app and the API when they are missing or older than their sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDist = path.join(root, 'apps/web/dist');
export const apiServer = path.join(root, 'apps/api/dist/server.js');
/**
 * Node flags of the API process (the Dockerfile's CMD and the journeys' scale-out instances give the same).
 * - A larger young generation: the server turns 10 KB autosaves and their answers into short-lived objects at a
 *   high rate, and with the default the scavenger runs (and promotes) several times as often; measured with
 *   `npm run bench -- registration` (docs/decisions/0005-registration-drafts-uploads-and-form-state.md).
 * - The embedded database's WebAssembly is optimised only where it stays hot: with V8's default budget, the code
 *   PostgreSQL runs once while it starts is recompiled by the optimising compiler on background threads, about
 *   half a second of CPU at every start; with a budget of a billion, code that a sustained load keeps running
 *   is still optimised, within a few seconds of such load (docs/decisions/0051-an-embedded-database-that-starts-lean.md).
 */
export const apiNodeFlags = ['--max-semi-space-size=64', '--wasm-tiering-budget=1000000000'];

function newest(paths) {
  let max = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) for (const e of fs.readdirSync(p)) visit(path.join(p, e));
    else max = Math.max(max, st.mtimeMs);
  };
  for (const p of paths) visit(path.join(root, p));
  return max;
}

const stale = (output, sources) => !fs.existsSync(output) || fs.statSync(output).mtimeMs < newest(sources);

export function npm(args) {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * Runs one build and prints one line for it: what was built and how long it took. The builders' own output
 * (a line per asset, a few hundred in all) is shown only when the build fails, or with BUILD_VERBOSE=1.
 */
export function build(what, args) {
  if (process.env.BUILD_VERBOSE === '1') return npm(args);
  process.stdout.write(`Building ${what}… `);
  const started = Date.now();
  const r = spawnSync('npm', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) {
    process.stdout.write('failed:\n');
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
    if (r.error) console.error(r.error.message);
    process.exit(r.status ?? 1);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}

export function buildIfStale() {
  if (
    stale(path.join(webDist, 'index.html'), [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'packages/shared/src',
    ])
  ) {
    build('the web app (public pages prerendered)', ['run', 'build', '-w', '@cq/web']);
  }
  if (stale(apiServer, ['apps/api/src', 'apps/api/drizzle', 'packages/shared/src']))
    build('the API', ['run', 'build', '-w', '@cq/api']);
}
