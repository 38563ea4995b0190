import { createHmac, timingSafeEqual } from 'node:crypto';
import { FAN_VOTE_MESSAGES } from '@cq/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badInput } from '../../lib/errors';

/** The browser's device identity for fan votes: issued by the server, signed, never readable by the page. */
export const DEVICE_COOKIE = 'cq_device';
/** The browser's own random id (local storage), sent with every vote: an extra signal, never the identity. */
export const DEVICE_HEADER = 'x-device-id';
/** How long a browser keeps its device identity (the longest a browser keeps a cookie). */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 3600;

const clientIdOf = (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value) ? value : null);

/** Keyed hashes worked out already, per secret: a browser sends the same cookie and id with each of its votes. */
const hashes = new Map<string, Map<string, string>>();
const HASHES_KEPT = 50_000;

function hmacOnce(secret: string, input: string): string {
  let known = hashes.get(secret);
  if (!known) {
    known = new Map();
    hashes.set(secret, known);
  }
  let hash = known.get(input);
  if (hash === undefined) {
    hash = createHmac('sha256', secret).update(input).digest('base64url');
    if (known.size >= HASHES_KEPT) known.clear();
    known.set(input, hash);
  }
  return hash;
}

const signatureOf = (app: FastifyInstance, id: string) =>
  hmacOnce(app.config.jwtSecret, `fan-vote-device-cookie:${id}`);
/** The identity issued to a browser that has none: keyed on the id it sent, so a client that drops cookies but
 * keeps its id is given the same identity again. */
const issuedIdOf = (app: FastifyInstance, clientId: string) =>
  hmacOnce(app.config.jwtSecret, `fan-vote-device-id:${clientId}`).slice(0, 32);

const SIGNED_COOKIE = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([A-Za-z0-9_-]{32})\\.([A-Za-z0-9_-]{43})(?:;|$)`);

/** The id a signed device cookie carries, or null when there is none or its signature is not ours. */
export function signedDeviceId(app: FastifyInstance, cookieHeader: string | undefined): string | null {
  const raw = SIGNED_COOKIE.exec(cookieHeader ?? '');
  if (!raw?.[1] || !raw[2]) return null;
  const expected = Buffer.from(signatureOf(app, raw[1]));
  const given = Buffer.from(raw[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? raw[1] : null;
}

/**
 * The device a vote comes from. The identity is the server's: an id in a signed, HttpOnly cookie it issues on the
 * first vote from a browser (kept for 400 days), so a page writing a new `x-device-id` for each account is still
 * one device. The browser's own id is an extra signal only: it must be present (400 otherwise), and the identity
 * issued to a browser without one is keyed on it (a client that drops cookies but keeps its id stays one device).
 * Answers the device's id, which the device limit counts.
 */
export function deviceOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): string {
  const clientId = clientIdOf(request.headers[DEVICE_HEADER]);
  if (!clientId) throw badInput(FAN_VOTE_MESSAGES.deviceMissing);
  const issued = signedDeviceId(app, request.headers.cookie);
  if (issued) return issued;
  const id = issuedIdOf(app, clientId);
  const secure = app.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${id}.${signatureOf(app, id)}; Path=/api/votes; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
  );
  return id;
}
