import { type AuditRecordKind, auditRecordKind } from '@cq/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  type AuditLogRow,
  contestants,
  coupons,
  fanVotes,
  judgingRounds,
  orders,
  staffInvitations,
  themes,
  users,
} from '../../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

type Named = { id: string; name: string }[];
type Lookup = (db: DbOrTx, ids: string[]) => Promise<Named>;

const usersNamed: Lookup = (db, ids) =>
  db.select({ id: users.id, name: fullName }).from(users).where(inArray(users.id, ids));

/** How each kind of record is named in a sentence: a person by her name, a round by its name, an order by its reference. */
const LOOKUPS: Partial<Record<AuditRecordKind, Lookup>> = {
  contestant: (db, ids) =>
    db
      .select({ id: contestants.id, name: fullName })
      .from(contestants)
      .innerJoin(users, eq(users.id, contestants.userId))
      .where(inArray(contestants.id, ids)),
  user: usersNamed,
  invitation: (db, ids) =>
    db
      .select({
        id: staffInvitations.id,
        name: sql<string>`trim(${staffInvitations.firstName} || ' ' || ${staffInvitations.lastName})`,
      })
      .from(staffInvitations)
      .where(inArray(staffInvitations.id, ids)),
  round: (db, ids) =>
    db
      .select({ id: judgingRounds.id, name: judgingRounds.name })
      .from(judgingRounds)
      .where(inArray(judgingRounds.id, ids)),
  vote: (db, ids) =>
    db.select({ id: fanVotes.id, name: fanVotes.name }).from(fanVotes).where(inArray(fanVotes.id, ids)),
  order: (db, ids) => db.select({ id: orders.id, name: orders.reference }).from(orders).where(inArray(orders.id, ids)),
  coupon: (db, ids) => db.select({ id: coupons.id, name: coupons.code }).from(coupons).where(inArray(coupons.id, ids)),
  theme: (db, ids) => db.select({ id: themes.id, name: themes.name }).from(themes).where(inArray(themes.id, ids)),
};

export interface AuditNames {
  actors: Map<string, string>;
  records: Map<string, string>;
}

/**
 * The names a page of entries speaks of, as the records read now: who acted, and the record each entry is about
 * (one query per kind of record on the page). A record since deleted or erased has no name; the sentence then
 * says what kind of record it was.
 */
export async function namesOf(db: DbOrTx, rows: AuditLogRow[]): Promise<AuditNames> {
  const byKind = new Map<AuditRecordKind, Set<string>>();
  for (const row of rows) {
    if (!row.recordId || !UUID.test(row.recordId)) continue;
    const kind = auditRecordKind(row.action);
    if (!LOOKUPS[kind]) continue;
    const ids = byKind.get(kind) ?? new Set<string>();
    ids.add(row.recordId);
    byKind.set(kind, ids);
  }
  const actorIds = [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
  const lookups = [...byKind].map(async ([kind, ids]): Promise<[AuditRecordKind, Named]> => {
    const lookup = LOOKUPS[kind];
    return [kind, lookup ? await lookup(db, [...ids]) : []];
  });
  const [actors, found] = await Promise.all([
    actorIds.length ? usersNamed(db, actorIds) : Promise.resolve<Named>([]),
    Promise.all(lookups),
  ]);
  const records = new Map<string, string>();
  for (const [kind, named] of found) for (const r of named) if (r.name) records.set(`${kind}:${r.id}`, r.name);
  return { actors: new Map(actors.filter((a) => a.name).map((a) => [a.id, a.name])), records };
}
