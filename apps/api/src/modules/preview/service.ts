import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../../lib/passwords';
import { getSetting } from '../settings/service';

/** Outside production, with no password configured, the preview opens with this one (see README). */
export const DEV_PREVIEW_PASSWORD = 'preview';

export type PreviewPasswordSource = 'setting' | 'env' | 'development-default' | 'none';

/** Where the preview password comes from: the back-office setting, PREVIEW_PASSWORD, or the local default. */
export async function previewPasswordSource(app: FastifyInstance): Promise<PreviewPasswordSource> {
  const stored = await getSetting(app.db, 'previewPassword');
  if (stored.hash) return 'setting';
  if (app.config.previewPassword) return 'env';
  return app.config.isProduction ? 'none' : 'development-default';
}

/** Compares in constant time (both sides hashed to the same length first). */
function sameSecret(expected: string, given: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

/**
 * Checks the preview password: against the argon2 hash of
 * the setting when the organisers set one, else PREVIEW_PASSWORD, else the
 * development default. In production with none of them the gate stays shut.
 */
export async function checkPreviewPassword(app: FastifyInstance, password: string): Promise<boolean> {
  const stored = await getSetting(app.db, 'previewPassword');
  if (stored.hash) return verifyPassword(stored.hash, password);
  const configured = app.config.previewPassword ?? (app.config.isProduction ? undefined : DEV_PREVIEW_PASSWORD);
  if (!configured) return false;
  return sameSecret(configured, password);
}
