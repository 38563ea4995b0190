import {
  adminRoleLabel,
  INVITATION_TTL_HOURS,
  type Invitation,
  type InvitationPreview,
  type InvitationState,
  INVITATION_MESSAGES as M,
  type PermissionEntry,
  permissionsRefusal,
  presetName,
  type RolePresetId,
  rolePreset,
  roleRank,
  USER_ADMIN_MESSAGES,
  type User,
} from '@cq/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { type StaffInvitationRow, staffInvitations, users } from '../../db/schema';
import { badInput, conflict, forbidden, notFound, notSignedIn } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newSecureToken } from '../../lib/secure-token';
import { enqueueEmail, type MailBrand } from '../../mail';
import { staffInvitationMessage } from '../../mail/templates/account';
import { signAccessToken } from '../../plugins/auth';
import { type AuditActor, recordAudit } from '../audit/record';
import * as judgingRepo from '../judging/repo';
import { rememberAddress } from '../users/login-addresses';
import { toUserDto } from '../users/present';
import { assertAcceptablePassword } from '../users/service';
import { startSession } from '../users/sessions';

/** Staff invitations (docs/product/back-office.md#invitations). */

const TTL_MS = INVITATION_TTL_HOURS * 60 * 60 * 1000;

export function stateOf(row: StaffInvitationRow, now = new Date()): InvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

type RoundName = { id: string; name: string };

/** The invitation's rounds by name, in the order chosen (a round deleted since is left out). */
function roundsOf(row: StaffInvitationRow, names: ReadonlyMap<string, string>): RoundName[] {
  return row.roundIds.flatMap((id) => {
    const name = names.get(id);
    return name ? [{ id, name }] : [];
  });
}

async function roundNamesOf(db: DbOrTx, rows: StaffInvitationRow[]): Promise<Map<string, string>> {
  const found = await judgingRepo.roundNames(db, [...new Set(rows.flatMap((r) => r.roundIds))]);
  return new Map(found.map((r) => [r.id, r.name]));
}

/** What the invitation and the audit call her job: the preset's name, else the role's. */
const jobName = (row: { preset: string; role: string }) => presetName(row.preset) ?? adminRoleLabel(row.role);

function present(
  row: StaffInvitationRow & { inviterFirst?: string | null; inviterLast?: string | null },
  names: ReadonlyMap<string, string>,
): Invitation {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    permissions: row.permissions,
    preset: row.preset,
    rounds: roundsOf(row, names),
    state: stateOf(row),
    invitedBy: row.inviterFirst ? `${row.inviterFirst} ${row.inviterLast ?? ''}`.trim() : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function actorOf(db: DbOrTx, actor: AuditActor) {
  const [row] = await db.select().from(users).where(eq(users.id, actor.id)).limit(1);
  if (!row?.isActive) throw notSignedIn();
  return row;
}

/** The invitation e-mail into the outbox (in the caller's transaction; `brand` read before it, as the mail needs). */
async function sendLink(
  app: FastifyInstance,
  tx: DbOrTx,
  brand: MailBrand,
  row: StaffInvitationRow,
  inviter: string,
  token: string,
) {
  const url = app.mail.link(`/auth/invitation/${token}`);
  const rounds = roundsOf(row, await roundNamesOf(tx, [row])).map((r) => r.name);
  await enqueueEmail(tx, {
    to: row.email,
    ...staffInvitationMessage(
      brand,
      { firstName: row.firstName, inviter, role: jobName(row), rounds },
      url,
      INVITATION_TTL_HOURS,
    ),
  });
}

export interface InvitationInput {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  permissions: PermissionEntry[];
  preset: RolePresetId;
  roundIds: string[];
}

/** A preset brings its own role and permissions; 'custom' keeps what the inviter ticked. */
function grantOf(input: InvitationInput): { role: string; permissions: PermissionEntry[] } {
  const chosen = rolePreset(input.preset);
  return chosen && chosen.id !== 'custom'
    ? { role: chosen.role, permissions: chosen.permissions }
    : { role: input.role, permissions: input.permissions };
}

/**
 * Invites someone to the back office with a role and permissions the inviter may give (never above her own
 * rank, never a permission she does not hold). An address that already has an account is refused; an earlier
 * waiting invitation to the same address is replaced. Audited.
 */
export async function invite(app: FastifyInstance, by: AuditActor, request: InvitationInput): Promise<Invitation> {
  const brand = await app.mail.brand();
  const input = { ...request, ...grantOf(request) };
  const row = await app.db.transaction(async (tx) => {
    const actor = await actorOf(tx, by);
    if (input.roundIds.length > 0) {
      const found = await judgingRepo.roundNames(tx, input.roundIds);
      const drafts = new Set(found.filter((r) => r.status === 'draft').map((r) => r.id));
      if (input.roundIds.some((id) => !drafts.has(id))) throw badInput(M.roundNotDraft, { roundIds: M.roundNotDraft });
    }
    if (roleRank(input.role) > roleRank(actor.role))
      throw forbidden(USER_ADMIN_MESSAGES.roleAboveActor(input.role, actor.role));
    const refusal = permissionsRefusal(
      actor,
      { id: 'invitation', role: input.role, isActive: true, permissions: [] },
      input.permissions,
    );
    if (refusal) throw forbidden(refusal.message);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
    if (existing) throw conflict(M.accountExists);
    const now = new Date();
    await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffInvitations.email, input.email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      );
    const token = newSecureToken();
    const [created] = await tx
      .insert(staffInvitations)
      .values({ ...input, tokenHash: hashToken(token), invitedBy: by.id, expiresAt: new Date(now.getTime() + TTL_MS) })
      .returning();
    if (!created) throw new Error('invitation insert returned nothing');
    await sendLink(app, tx, brand, created, `${actor.firstName} ${actor.lastName}`, token);
    await recordAudit(tx, by, {
      resource: 'users',
      action: 'users.invite',
      recordId: created.id,
      summary: `Invited ${input.email} as ${jobName(input)}`,
      details: {
        email: input.email,
        role: input.role,
        preset: input.preset,
        permissions: input.permissions,
        roundIds: input.roundIds,
      },
    });
    return created;
  });
  app.mail.wake();
  return present(row, await roundNamesOf(app.db, [row]));
}

/** The rounds a judge may be invited to: those that have not opened. */
export async function invitableRounds(db: DbOrTx) {
  return judgingRepo.draftRounds(db);
}

export async function listInvitations(db: DbOrTx): Promise<Invitation[]> {
  const rows = await db
    .select({ invitation: staffInvitations, inviterFirst: users.firstName, inviterLast: users.lastName })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .orderBy(desc(staffInvitations.createdAt))
    .limit(200);
  const names = await roundNamesOf(
    db,
    rows.map((r) => r.invitation),
  );
  return rows.map((r) => present({ ...r.invitation, inviterFirst: r.inviterFirst, inviterLast: r.inviterLast }, names));
}

async function lockInvitation(tx: DbOrTx, id: string): Promise<StaffInvitationRow> {
  const [row] = await tx.select().from(staffInvitations).where(eq(staffInvitations.id, id)).for('update');
  if (!row) throw notFound('Invitation not found.');
  return row;
}

/** A new link (the old one dead) and 72 more hours, for a waiting or expired invitation. */
export async function resend(app: FastifyInstance, by: AuditActor, id: string): Promise<Invitation> {
  const brand = await app.mail.brand();
  const row = await app.db.transaction(async (tx) => {
    const actor = await actorOf(tx, by);
    const current = await lockInvitation(tx, id);
    const state = stateOf(current);
    if (state !== 'pending' && state !== 'expired') throw conflict(M.notPending);
    if (roleRank(current.role) > roleRank(actor.role))
      throw forbidden(USER_ADMIN_MESSAGES.roleAboveActor(current.role, actor.role));
    const token = newSecureToken();
    const [updated] = await tx
      .update(staffInvitations)
      .set({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TTL_MS) })
      .where(eq(staffInvitations.id, id))
      .returning();
    if (!updated) throw notFound('Invitation not found.');
    await sendLink(app, tx, brand, updated, `${actor.firstName} ${actor.lastName}`, token);
    await recordAudit(tx, by, {
      resource: 'users',
      action: 'users.invite_resend',
      recordId: id,
      summary: `Sent a new invitation link to ${updated.email}`,
      details: { email: updated.email },
    });
    return updated;
  });
  app.mail.wake();
  return present(row, await roundNamesOf(app.db, [row]));
}

export async function revoke(app: FastifyInstance, by: AuditActor, id: string): Promise<Invitation> {
  const row = await app.db.transaction(async (tx) => {
    const current = await lockInvitation(tx, id);
    if (stateOf(current) === 'accepted' || current.revokedAt) throw conflict(M.notPending);
    const [updated] = await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(eq(staffInvitations.id, id))
      .returning();
    if (!updated) throw notFound('Invitation not found.');
    await recordAudit(tx, by, {
      resource: 'users',
      action: 'users.invite_revoke',
      recordId: id,
      summary: `Revoked the invitation of ${updated.email}`,
      details: { email: updated.email },
    });
    return updated;
  });
  return present(row, await roundNamesOf(app.db, [row]));
}

/**
 * A judge's invitation seats her in the rounds it names, through the rounds' judges like the director's list:
 * each round still in draft (one that opened since keeps its judges: the director adds her there), as head judge
 * when the preset is the head judge's and the round has none yet. Audited per round.
 */
async function seatInRounds(tx: DbOrTx, actor: AuditActor, invitation: StaffInvitationRow): Promise<void> {
  const head = invitation.preset === 'head-judge';
  for (const roundId of invitation.roundIds) {
    const round = await judgingRepo.lockRound(tx, roundId);
    if (round?.status !== 'draft') continue;
    const seat = await judgingRepo.seatJudge(tx, roundId, actor.id, head);
    if (!seat) continue;
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.set-judges',
      recordId: roundId,
      summary: `${actor.email} joined ${round.name} as judge ${seat.number}${seat.head ? ' (head judge)' : ''}`,
      details: { judges: [{ userId: actor.id, ...seat }], invitationId: invitation.id },
    });
  }
}

const usable = (token: string, now: Date) =>
  and(
    eq(staffInvitations.tokenHash, hashToken(token)),
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, now),
  );

/** What the invitation page shows; 404 for a link that is unknown, used, revoked or expired. */
export async function preview(db: DbOrTx, token: string): Promise<InvitationPreview> {
  const [row] = await db.select().from(staffInvitations).where(usable(token, new Date())).limit(1);
  if (!row) throw notFound(M.invalidLink);
  return {
    email: row.email,
    firstName: row.firstName,
    role: row.role,
    preset: row.preset,
    rounds: roundsOf(row, await roundNamesOf(db, [row])),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * She sets her password: the account is made with the invitation's name, role and permissions, its address
 * counted as verified (the link proved it), and she is signed in. The update is the check, so a link works once.
 */
export async function accept(
  app: FastifyInstance,
  token: string,
  password: string,
  address: string,
): Promise<{ token: string; refreshToken: string; user: User }> {
  const now = new Date();
  const [waiting] = await app.db.select().from(staffInvitations).where(usable(token, now)).limit(1);
  if (!waiting) throw badInput(M.invalidLink);
  await assertAcceptablePassword(password, waiting.email);
  const passwordHash = await hashPassword(password);
  const { user, session } = await app.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(staffInvitations.id, waiting.id), usable(token, now)))
      .returning();
    if (!claimed) throw badInput(M.invalidLink);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, claimed.email)).limit(1);
    if (existing) throw conflict(M.accountExists);
    const [user] = await tx
      .insert(users)
      .values({
        email: claimed.email,
        firstName: claimed.firstName,
        lastName: claimed.lastName,
        passwordHash,
        role: claimed.role,
        permissions: claimed.permissions,
        isEmailVerified: true,
        lastLogin: now,
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    await tx.update(staffInvitations).set({ userId: user.id }).where(eq(staffInvitations.id, claimed.id));
    await seatInRounds(tx, { id: user.id, email: user.email }, claimed);
    const session = await startSession(tx, user.id, now);
    await rememberAddress(app, tx, user.id, address, now);
    await recordAudit(
      tx,
      { id: user.id, email: user.email },
      {
        resource: 'users',
        action: 'users.invitation_accepted',
        recordId: user.id,
        summary: `${user.email} accepted the invitation and set a password`,
        details: { invitationId: claimed.id, role: claimed.role },
      },
    );
    return { user, session };
  });
  return { token: signAccessToken(app, user, session.id), refreshToken: session.refreshToken, user: toUserDto(user) };
}
