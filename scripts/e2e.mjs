// Browser journeys: Debian's Chromium, the production build, a fresh embedded database on a free port.
// Extra arguments go to Playwright (a spec file, `-g "<title>"`). The data directory is removed at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { e2ePort } from './lib/ports.mjs';

let port;
try {
  port = await e2ePort();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
ensureChromium();
buildIfStale();

const ownDataDir = !process.env.E2E_DATA_DIR;
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cq-e2e-'));
let status = 1;
try {
  const r = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
  });
  status = r.status ?? 1;
} finally {
  if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
