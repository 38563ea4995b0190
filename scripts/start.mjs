// `npm start`: builds what is missing or stale, then runs one process serving the API and the web app.
import { spawn } from 'node:child_process';
import { apiNodeFlags, apiServer, buildIfStale, root, webDist } from './lib/build.mjs';

buildIfStale();

const child = spawn(process.execPath, ['--enable-source-maps', ...apiNodeFlags, apiServer], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? webDist },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
