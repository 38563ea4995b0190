// Debian's Chromium for the browser tests: installed with apt when missing (no browser download).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log("Chromium is missing: installing Debian's chromium package…");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) {
      console.error(`Could not install Chromium (${args.join(' ')} failed). Install it with: apt-get install chromium`);
      process.exit(1);
    }
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium']);
}
