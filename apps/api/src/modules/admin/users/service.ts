import {
  type AccountAction,
  ADMIN_RESOURCES,
  type AuditAction,
  accountActionRefusal,
  adminRoleLabel,
  deactivateRefusal,
  type PermissionEntry,
  permissionsRefusal,
  RESOURCE_ACTIONS,
  reactivateRefusal,
  roleChangeRefusal,
  SUPER_ADMIN,
  USER_ADMIN_MESSAGES,
  type UserRefusal,
} from '@cq/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database, Tx } from '../../../db/client';
import { type UserRow, users } from '../../../db/schema';
import { conflict, forbidden, notFound, notSignedIn } from '../../../lib/errors';
import { type AuditActor, recordAudit } from '../../audit/record';
import { queueResetLink, queueVerificationLink } from '../../users/service';
import { endAllSessions } from '../../users/sessions';
import { normalisedRole } from './repo';

/**
 * Role, permission and activation changes (issue 8). Each runs in one
 * transaction that re-reads the actor and the target, applies the shared rules
 * and writes the change with its audit entry. The auth plugin's user cache is
 * cleared by the users trigger, so the target's next request sees the change.
 */

export interface UserChange {
  row: UserRow;
  changed: boolean;
}

interface Locked {
  actor: { id: string; role: string; permissions: PermissionEntry[] };
  target: UserRow;
  activeSuperAdmins: number;
}

/**
 * Locks what the rules read. For a change that could remove the last super
 * admin, the active super admins' rows are locked first (always in id order,
 * so two such changes queue instead of deadlocking): two super admins demoting
 * each other at once cannot both succeed, the second one counts one.
 */
async function lock(tx: Tx, actorId: string, targetId: string, countSuperAdmins: boolean): Promise<Locked> {
  let activeSuperAdmins = 0;
  if (countSuperAdmins) {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isActive, true), eq(normalisedRole, SUPER_ADMIN)))
      .orderBy(users.id)
      .for('update');
    activeSuperAdmins = admins.length;
  }
  const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
  if (!target) throw notFound(USER_ADMIN_MESSAGES.notFound);
  const [actor] = actorId === targetId ? [target] : await tx.select().from(users).where(eq(users.id, actorId)).limit(1);
  if (!actor?.isActive) throw notSignedIn();
  return { actor: { id: actor.id, role: actor.role, permissions: actor.permissions }, target, activeSuperAdmins };
}

function refused(refusal: UserRefusal | null): void {
  if (!refusal) return;
  throw refusal.status === 409 ? conflict(refusal.message) : forbidden(refusal.message);
}

const subject = (row: UserRow) => ({
  id: row.id,
  role: row.role,
  isActive: row.isActive,
  permissions: row.permissions,
});

async function update(tx: Tx, id: string, values: PgUpdateSetSource<typeof users>): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
  return row;
}

export function changeRole(db: Database, by: AuditActor, targetId: string, role: string): Promise<UserChange> {
  return db.transaction(async (tx) => {
    const { actor, target, activeSuperAdmins } = await lock(tx, by.id, targetId, true);
    refused(roleChangeRefusal(actor, subject(target), role, activeSuperAdmins));
    if (target.role === role) return { row: target, changed: false };
    const row = await update(tx, targetId, { role });
    await recordAudit(tx, by, {
      resource: 'users',
      action: 'users.role_change',
      recordId: targetId,
      summary: `Changed the role of ${target.email} from ${adminRoleLabel(target.role)} to ${adminRoleLabel(role)}`,
      details: { email: target.email, from: target.role, to: role },
    });
    return { row, changed: true };
  });
}

/** Entries in the order of the resources and their actions, so equal sets compare and store alike. */
function tidy(entries: readonly PermissionEntry[]): PermissionEntry[] {
  const order = (r: string) => ADMIN_RESOURCES.indexOf(r as (typeof ADMIN_RESOURCES)[number]);
  return [...entries]
    .sort((a, b) => order(a.resource) - order(b.resource))
    .map((e) => {
      const known: readonly string[] = [...(RESOURCE_ACTIONS[e.resource as keyof typeof RESOURCE_ACTIONS] ?? [])];
      return { resource: e.resource, actions: [...e.actions].sort((a, b) => known.indexOf(a) - known.indexOf(b)) };
    });
}

export function setPermissions(
  db: Database,
  by: AuditActor,
  targetId: string,
  permissions: PermissionEntry[],
): Promise<UserChange> {
  return db.transaction(async (tx) => {
    const { actor, target } = await lock(tx, by.id, targetId, false);
    const after = tidy(permissions);
    refused(permissionsRefusal(actor, subject(target), after));
    if (JSON.stringify(tidy(target.permissions)) === JSON.stringify(after)) return { row: target, changed: false };
    const row = await update(tx, targetId, { permissions: after });
    await recordAudit(tx, by, {
      resource: 'users',
      action: 'users.permissions_change',
      recordId: targetId,
      summary: `Changed the permissions of ${target.email}`,
      details: { email: target.email, before: target.permissions, after },
    });
    return { row, changed: true };
  });
}

/** Deactivation ends every session at once: the token version moves on and every refresh token is revoked. */
export function deactivate(db: Database, by: AuditActor, targetId: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const { actor, target, activeSuperAdmins } = await lock(tx, by.id, targetId, true);
    refused(deactivateRefusal(actor, subject(target), activeSuperAdmins));
    const row = await update(tx, targetId, { isActive: false, tokenVersion: sql`${users.tokenVersion} + 1` });
    await endAllSessions(tx, targetId);
    await recordAudit(tx, by, {
      resource: 'users',
      action: 'users.deactivate',
      recordId: targetId,
      summary: `Deactivated ${target.email}`,
      details: { email: target.email, role: target.role },
    });
    return row;
  });
}

/** The user signs in afresh: sessions ended by the deactivation stay ended. */
export function reactivate(db: Database, by: AuditActor, targetId: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const { actor, target } = await lock(tx, by.id, targetId, false);
    refused(reactivateRefusal(actor, subject(target)));
    const row = await update(tx, targetId, { isActive: true });
    await recordAudit(tx, by, {
      resource: 'users',
      action: 'users.reactivate',
      recordId: targetId,
      summary: `Reactivated ${target.email}`,
      details: { email: target.email, role: target.role },
    });
    return row;
  });
}

/**
 * Staff help an account's owner (a new verification link, a password-reset link) or sign them out on every
 * device (the token version moves on and every refresh token is revoked). Each is audited; none reveals or sets
 * a password.
 */
export async function accountAction(
  app: FastifyInstance,
  by: AuditActor,
  targetId: string,
  action: AccountAction,
): Promise<UserRow> {
  const brand = await app.mail.brand();
  const row = await app.db.transaction(async (tx) => {
    const { actor, target } = await lock(tx, by.id, targetId, false);
    refused(
      accountActionRefusal(
        { ...actor, id: actor.id },
        { ...subject(target), isEmailVerified: target.isEmailVerified },
        action,
      ),
    );
    let row = target;
    if (action === 'send-verification') await queueVerificationLink(app, tx, brand, target);
    else if (action === 'send-password-reset') await queueResetLink(app, tx, brand, target);
    else {
      row = await update(tx, targetId, { tokenVersion: sql`${users.tokenVersion} + 1` });
      await endAllSessions(tx, targetId);
    }
    await recordAudit(tx, by, {
      resource: 'users',
      action: ACCOUNT_ACTION_CODE[action],
      recordId: targetId,
      summary: `${ACCOUNT_ACTION_SUMMARY[action]} ${target.email}`,
      details: { email: target.email },
    });
    return row;
  });
  if (action !== 'end-sessions') app.mail.wake();
  return row;
}

const ACCOUNT_ACTION_CODE = {
  'send-verification': 'users.send_verification',
  'send-password-reset': 'users.send_password_reset',
  'end-sessions': 'users.end_sessions',
} as const satisfies Record<AccountAction, AuditAction>;

const ACCOUNT_ACTION_SUMMARY: Record<AccountAction, string> = {
  'send-verification': 'Sent a new verification link to',
  'send-password-reset': 'Sent a password-reset link to',
  'end-sessions': 'Ended every session of',
};
