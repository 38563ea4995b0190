import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The check `npm run lint` runs on the direction of imports (scripts/check-imports.mjs, docs/architecture.md).
const repo = path.resolve(import.meta.dirname, '../../..');
const script = path.join(repo, 'scripts/check-imports.mjs');
const run = (root: string) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

let tree: string | null = null;
afterEach(() => {
  if (tree) fs.rmSync(tree, { recursive: true, force: true });
  tree = null;
});

/** A repository in miniature holding these files. */
function fixture(files: Record<string, string>): string {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-imports-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  }
  return tree;
}

describe('the direction of imports', () => {
  it('holds in this repository', () => {
    const r = run(repo);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('refuses a feature reaching into another feature, lib importing a feature, and the API lib importing db', () => {
    const r = run(
      fixture({
        'apps/web/src/features/payments/index.ts': "export { Gate } from './components/gate';",
        'apps/web/src/features/payments/components/gate.tsx': 'export const Gate = 1;',
        'apps/web/src/features/registration/page.tsx':
          "import { Gate } from '../payments/components/gate';\nimport { Gate as G } from '../payments';",
        'apps/web/src/lib/helper.ts': "import { Gate } from '../features/payments';",
        'apps/api/src/lib/cache.ts': "import type { Database } from '../db/client';",
        'apps/api/src/db/client.ts': 'export type Database = object;',
      }),
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('3 import(s) against the direction of the code');
    expect(r.stderr).toContain("features/registration/page.tsx: '../payments/components/gate'");
    expect(r.stderr).not.toContain("'../payments' —");
    expect(r.stderr).toContain("apps/web/src/lib/helper.ts: '../features/payments'");
    expect(r.stderr).toContain("apps/api/src/lib/cache.ts: '../db/client'");
  });
});
