import { ROLE_RANK, type UserList, type userListQuerySchema } from '@cq/shared';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { type UserRow, users } from '../../../db/schema';
import { contains } from '../audit/service';
import { toAdminUserSummary } from './present';

/**
 * The role as the shared `normaliseRole` spells it ('Super_Admin' → 'super admin'),
 * so a role stored in another spelling still filters, sorts and counts right.
 */
export const normalisedRole = sql<string>`regexp_replace(regexp_replace(lower(trim(${users.role})), '[_-]+', ' ', 'g'), '\\s+', ' ', 'g')`;

const roleRankSql = sql<number>`case ${normalisedRole} ${sql.join(
  Object.entries(ROLE_RANK).map(([role, rank]) => sql`when ${role} then ${sql.raw(String(rank))}`),
  sql` `,
)} else 0 end`;

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const SORTS: Record<z.output<typeof userListQuerySchema>['sort'], SQL[]> = {
  '-createdAt': [desc(users.createdAt)],
  createdAt: [asc(users.createdAt)],
  name: [asc(users.lastName), asc(users.firstName)],
  '-name': [desc(users.lastName), desc(users.firstName)],
  email: [asc(users.email)],
  '-email': [desc(users.email)],
  '-lastLogin': [sql`${users.lastLogin} desc nulls last`],
  lastLogin: [sql`${users.lastLogin} asc nulls first`],
  '-role': [desc(roleRankSql)],
  role: [asc(roleRankSql)],
};

export async function listUsers(db: DbOrTx, query: z.output<typeof userListQuerySchema>): Promise<UserList> {
  const where = and(
    query.q ? or(contains(fullName, query.q), contains(users.email, query.q)) : undefined,
    query.role ? eq(normalisedRole, query.role) : undefined,
    query.active ? eq(users.isActive, query.active === 'true') : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...SORTS[query.sort], asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map(toAdminUserSummary),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
