// `npm start`: builds what is not built yet, then runs one process serving the API and the web app.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const apiServer = path.join(root, 'apps/api/dist/server.js');

function run(args) {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Newest modification time under the given paths. */
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

// Build what is missing or older than its sources.
if (stale(webIndex, ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'])) {
  run(['run', 'build', '-w', '@cq/web']);
}
if (stale(apiServer, ['apps/api/src', 'packages/shared/src'])) run(['run', 'build', '-w', '@cq/api']);

const child = spawn(process.execPath, ['--enable-source-maps', apiServer], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
