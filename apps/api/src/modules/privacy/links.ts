import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link to a prepared copy of her data. It works without signing in (it is opened from an e-mail), so it
 * carries its expiry and an HMAC over the copy's id and that expiry; the copy's row must also still be ready.
 */
function keyFrom(secret: string): Buffer {
  return createHmac('sha256', secret).update('data-exports/v1').digest();
}

function sign(secret: string, exportId: string, expires: number): string {
  return createHmac('sha256', keyFrom(secret)).update(`${exportId}.${expires}`).digest('base64url');
}

/** The path of the download, valid until `expiresAt` (whole seconds). */
export function exportDownloadPath(secret: string, exportId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `/api/data-exports/${exportId}/download?expires=${expires}&signature=${sign(secret, exportId, expires)}`;
}

/** True when the signature is ours and the link has not expired. */
export function verifyExportLink(
  secret: string,
  exportId: string,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isInteger(expires) || expires * 1000 <= now) return false;
  const expected = Buffer.from(sign(secret, exportId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
