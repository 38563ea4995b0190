import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Walks up from this module (src/ or dist/) to find a path; the first match wins. */
export function findUp(relative: string, from = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = from;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, relative);
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}
