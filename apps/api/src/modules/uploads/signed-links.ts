import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links to private files served by the API.
 * Only the owner and staff are given a link (the media call checks that); the
 * link itself carries an expiry and an HMAC over the file id and expiry, so an
 * <img> or <video> can load it without a bearer header.
 */
export const MEDIA_LINK_TTL_SECONDS = 15 * 60;

function keyFrom(secret: string): Buffer {
  return createHmac('sha256', secret).update('media-links/v1').digest();
}

function sign(secret: string, fileId: string, expires: number): string {
  return createHmac('sha256', keyFrom(secret)).update(`${fileId}.${expires}`).digest('base64url');
}

export interface SignedLink {
  url: string;
  expiresAt: string;
}

export function mediaLink(secret: string, fileId: string, now = Date.now(), ttl = MEDIA_LINK_TTL_SECONDS): SignedLink {
  const expires = Math.floor(now / 1000) + ttl;
  const signature = sign(secret, fileId, expires);
  return {
    url: `/api/media/${fileId}?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** True when the signature matches and the link has not expired. */
export function verifyMediaLink(
  secret: string,
  fileId: string,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, fileId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
