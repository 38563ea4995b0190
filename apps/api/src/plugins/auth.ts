import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_TTL_SECONDS,
  ACCOUNT_SERVER_MESSAGES,
  type PermissionEntry,
} from '@cq/shared';
import jwt from '@fastify/jwt';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refreshTokens, type UserRow, users } from '../db/schema';
import { notSignedIn } from '../lib/errors';
import { type SessionUser, sessionKey, UserCache, userChangeSubscription } from './auth-user-cache';

/** Verified access tokens remembered at most (about 4 MB): past it the memory starts again. */
const VERIFIED_TOKENS_KEPT = 10_000;
/** Sessions looked up in one query at most. */
const MAX_SESSIONS_PER_LOOKUP = 500;

/** Who is calling, as routes see it (`request.user`). */
export interface AuthUser {
  id: string;
  role: string;
  permissions: PermissionEntry[];
  email: string;
}

/**
 * Claims of an access token: the user, the generation of her password (`ver`) and the session it belongs to
 * (`sid`, the refresh-token family of the login), for this API only (`aud`), until `exp`.
 */
export interface AccessTokenClaims {
  sub: string;
  ver: number;
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    user: AuthUser;
  }
}

export type AuthPreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 envelope unless a valid, current access token is presented; sets request.user. */
    authenticate: AuthPreHandler;
    /**
     * The claims of a validly signed, unexpired access token (401 envelope otherwise), without reading the
     * user's row: for a write that checks the row in its own statement (the draft autosave), and must
     * call `authenticate` when that statement changes nothing, to tell a cut-off session from other causes.
     */
    accessClaims: (request: FastifyRequest) => AccessTokenClaims;
  }
}

const REQUIRED_CLAIMS = ['exp', 'aud', 'sub', 'sid'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rows = new WeakMap<FastifyRequest, UserRow>();
const sessionIds = new WeakMap<FastifyRequest, string>();

/**
 * The full user row loaded by `authenticate` for this request, so a handler
 * that needs more than request.user does not query it again.
 */
export function authenticatedRow(request: FastifyRequest): UserRow {
  const row = rows.get(request);
  if (!row) throw notSignedIn();
  return row;
}

/** The signed-in account of this request, if `authenticate` accepted one (null on a public route). */
export function signedInRow(request: FastifyRequest): UserRow | null {
  return rows.get(request) ?? null;
}

/** The session (refresh family) of the access token `authenticate` accepted for this request. */
export function authenticatedSessionId(request: FastifyRequest): string {
  const sid = sessionIds.get(request);
  if (!sid) throw notSignedIn();
  return sid;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Access tokens: HS256 only (the algorithm is pinned both ways), 15 minutes, with `exp`, `aud`, `sub` and `sid`
 * required. Every request checks the user's current row (role, permissions, active, token version) and, in the
 * same query, that the token's session is still live, so a deactivated or demoted user is cut off at once, a
 * password reset (which bumps token_version) ends every session, and logout or a revoked refresh family ends
 * the access tokens of that session.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string }) => {
    await app.register(jwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256', expiresIn: `${ACCESS_TOKEN_TTL_SECONDS}s`, aud: ACCESS_TOKEN_AUDIENCE },
      verify: { algorithms: ['HS256'], allowedAud: ACCESS_TOKEN_AUDIENCE, requiredClaims: REQUIRED_CLAIMS },
    });
    // Every signed-in request verifies its token here, with fast-jwt's verifier itself: the plugin's verify
    // merges its options again on each call. A verified token is remembered until it expires, since the polled
    // calls, the autosaves and a fan's votes present the same one again and again; remembered by the token itself
    // (the verifier's own cache keys it by a SHA-256, worked out on every request: as much as the rest of a vote's
    // checks). Only the signature check is spared: the account and the session are checked on every request
    // below, so a sign-out, a revoked session or a deactivated account refuses the very next request.
    const verifyToken = createVerifier({
      key: opts.secret,
      algorithms: ['HS256'],
      allowedAud: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: REQUIRED_CLAIMS,
    });
    const verified = new Map<string, AccessTokenClaims & { exp: number }>();
    const verifyAccessToken = (token: string) => {
      const known = verified.get(token);
      if (known && Date.now() < known.exp * 1000) return known;
      const claims = verifyToken(token) as AccessTokenClaims & { exp: number };
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
      verified.set(token, claims);
      return claims;
    };

    // One prepared lookup by primary key that also says whether the token's session is live (a family token
    // not revoked and not past the family's end, found by the family index), behind a cache that every change
    // to the row or a revocation of one of the user's sessions clears.
    const live = app.db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sql.placeholder('sid')),
          eq(refreshTokens.userId, users.id),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      );
    const byId = app.db
      .select({ row: users, sessionLive: sql<boolean>`exists(${live})` })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_user_session_by_id');
    // The same lookup for many sessions at once: the requests read in one turn of the event loop (a crowd voting
    // at the same moment) share one query instead of a round trip each.
    const bySessions = (pairs: { id: string; sid: string }[]) =>
      app.db
        .select({
          row: users,
          sid: sql<string>`k.sid`,
          sessionLive: sql<boolean>`exists(${app.db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(
              and(
                sql`${refreshTokens.familyId} = k.sid`,
                eq(refreshTokens.userId, users.id),
                isNull(refreshTokens.revokedAt),
                gt(refreshTokens.expiresAt, sql`now()`),
              ),
            )})`,
        })
        .from(users)
        .innerJoin(
          sql`jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as k(id uuid, sid uuid)`,
          sql`k.id = ${users.id}`,
        );
    let waiting: {
      id: string;
      sid: string;
      resolve(found: SessionUser | undefined): void;
      reject(e: unknown): void;
    }[] = [];
    const lookUp = async (batch: typeof waiting) => {
      try {
        if (batch.length === 1) {
          const [only] = batch as [(typeof waiting)[number]];
          only.resolve((await byId.execute({ id: only.id, sid: only.sid }))[0]);
          return;
        }
        const rows = await bySessions(batch.map(({ id, sid }) => ({ id, sid })));
        const found = new Map(
          rows.map((r) => [sessionKey(r.row.id, r.sid), { row: r.row, sessionLive: r.sessionLive }]),
        );
        for (const w of batch) w.resolve(found.get(sessionKey(w.id, w.sid)));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    };
    const cache = new UserCache(
      (key) =>
        new Promise<SessionUser | undefined>((resolve, reject) => {
          const [id = '', sid = ''] = key.split('/');
          waiting.push({ id, sid, resolve, reject });
          if (waiting.length > 1) return;
          setImmediate(() => {
            const all = waiting;
            waiting = [];
            for (let from = 0; from < all.length; from += MAX_SESSIONS_PER_LOOKUP) {
              void lookUp(all.slice(from, from + MAX_SESSIONS_PER_LOOKUP));
            }
          });
        }),
      userChangeSubscription(app.db),
    );
    await cache.start();
    app.addHook('onClose', async () => {
      await cache.stop();
    });

    const accessClaims = (request: FastifyRequest): AccessTokenClaims => {
      const token = bearerToken(request);
      if (!token) throw notSignedIn();
      let claims: AccessTokenClaims;
      try {
        claims = verifyAccessToken(token) as AccessTokenClaims;
      } catch {
        throw notSignedIn(ACCOUNT_SERVER_MESSAGES.sessionExpired);
      }
      if (
        typeof claims.sub !== 'string' ||
        !UUID.test(claims.sub) ||
        typeof claims.ver !== 'number' ||
        typeof claims.sid !== 'string' ||
        !UUID.test(claims.sid)
      ) {
        throw notSignedIn(ACCOUNT_SERVER_MESSAGES.sessionExpired);
      }
      return claims;
    };
    app.decorate('accessClaims', accessClaims);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const claims = accessClaims(request);
      const found = await cache.load(sessionKey(claims.sub, claims.sid));
      const row = found?.row;
      if (!row?.isActive || row.tokenVersion !== claims.ver || !found?.sessionLive) {
        throw notSignedIn(ACCOUNT_SERVER_MESSAGES.sessionExpired);
      }
      rows.set(request, row);
      sessionIds.set(request, claims.sid);
      request.user = { id: row.id, role: row.role, permissions: row.permissions, email: row.email };
    });
  },
  { name: 'auth' },
);

export interface SignOptions {
  /** Pretend the token was signed at this time (ms); tests use it to make expired tokens. */
  clockTimestamp?: number;
}

/** Signs an access token of one session (refresh family) of a user: login, renewal, and tests. */
export function signAccessToken(
  app: FastifyInstance,
  user: { id: string; tokenVersion?: number },
  sessionId: string,
  options: SignOptions = {},
): string {
  const claims: AccessTokenClaims = { sub: user.id, ver: user.tokenVersion ?? 0, sid: sessionId };
  return app.jwt.sign(claims, options.clockTimestamp === undefined ? {} : { clockTimestamp: options.clockTimestamp });
}
