import fs from 'node:fs';
import path from 'node:path';
import { STATUS_COLORS } from '@cq/shared';
import { describe, expect, it } from 'vitest';

// The stylesheet's status tokens are the shared status colours, whose label contrast the shared tests prove.
describe('status colour tokens', () => {
  const css = fs.readFileSync(path.resolve(import.meta.dirname, 'index.css'), 'utf8');
  for (const [tone, color] of Object.entries(STATUS_COLORS)) {
    it(`--color-status-${tone} is ${color}`, () => {
      const token = css.match(new RegExp(`--color-status-${tone}:\\s*(#[0-9a-fA-F]{6})`))?.[1];
      expect(token?.toUpperCase()).toBe(color);
    });
  }
});
