import { createHmac } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { loginAddresses, users } from '../../db/schema';

/** How long a successful sign-in makes its address a known one for the account. */
export const KNOWN_ADDRESS_DAYS = 30;

/** The address as stored: a keyed hash, so the table does not list where people sign in from. */
export function addressHash(app: FastifyInstance, address: string): string {
  return createHmac('sha256', app.config.jwtSecret).update(`login-address:${address}`).digest('base64url');
}

/** Whether the account of this e-mail signed in successfully from this address lately (false for unknown e-mails). */
export async function isKnownAddress(app: FastifyInstance, email: string, address: string): Promise<boolean> {
  const since = new Date(Date.now() - KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await app.db
    .select({ one: sql`1` })
    .from(loginAddresses)
    .innerJoin(users, eq(users.id, loginAddresses.userId))
    .where(
      and(
        eq(users.email, email),
        eq(loginAddresses.addressHash, addressHash(app, address)),
        gt(loginAddresses.lastSuccessAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records a successful sign-in from this address. */
export async function rememberAddress(app: FastifyInstance, tx: DbOrTx, userId: string, address: string, now: Date) {
  await tx
    .insert(loginAddresses)
    .values({ userId, addressHash: addressHash(app, address), lastSuccessAt: now })
    .onConflictDoUpdate({
      target: [loginAddresses.userId, loginAddresses.addressHash],
      set: { lastSuccessAt: now },
    });
}
