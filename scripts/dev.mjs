// `npm run dev`: the API in watch mode on :3001 and Vite with hot reload on :5173 (proxying /api and /dev).
import { spawn } from 'node:child_process';
import { root } from './lib/build.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@cq/api'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@cq/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
