import { type BulkActionBody, type BulkActionResult, canStaff } from '@cq/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contestants, contestantTags, users } from '../../../db/schema';
import { AppError, forbidden } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/auth';
import { recordAudit } from '../../audit/record';
import { addDelegates } from '../judging/line-up';
import { grantEdits, type StaffActor } from './service';

type Skipped = BulkActionResult['skipped'];

/** The selected records that exist, with the name each is known by. */
async function recordsOf(app: FastifyInstance, ids: string[]) {
  return app.db
    .select({ id: contestants.id, version: contestants.version, firstName: users.firstName, lastName: users.lastName })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(inArray(contestants.id, ids));
}

function missing(ids: string[], found: { id: string }[]): Skipped {
  const known = new Set(found.map((f) => f.id));
  return ids.filter((id) => !known.has(id)).map((id) => ({ id, name: '', reason: 'No such record.' }));
}

/**
 * Applies one action to the ticked records. Granting edits goes through the one-record rule for each (her
 * notification and e-mail, the audit entry), and a record that rule refuses is left out with its reason; tags
 * are one statement; adding to a round follows the round's own rule, all or nothing.
 */
export async function applyBulkAction(
  app: FastifyInstance,
  actor: StaffActor,
  user: AuthUser,
  body: BulkActionBody,
): Promise<BulkActionResult> {
  const ids = [...new Set(body.ids)];
  const found = await recordsOf(app, ids);
  const skipped = missing(ids, found);
  const present = found.map((f) => f.id);

  switch (body.action) {
    case 'grant-edits': {
      const done: string[] = [];
      for (const record of found) {
        try {
          await grantEdits(app, record.id, actor, { count: body.count, version: record.version });
          done.push(record.id);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          skipped.push({ id: record.id, name: `${record.firstName} ${record.lastName}`, reason: err.message });
        }
      }
      return { done, skipped };
    }
    case 'add-to-round': {
      if (!canStaff(user, 'judging', 'manage'))
        throw forbidden('Adding delegates to a round needs the judging permission.');
      await addDelegates(app.db, actor, body.roundId, present);
      return { done: present, skipped };
    }
    case 'add-tag':
    case 'remove-tag': {
      const done = await app.db.transaction(async (tx) => {
        const changed =
          body.action === 'add-tag'
            ? await tx
                .insert(contestantTags)
                .values(present.map((contestantId) => ({ contestantId, tag: body.tag, createdBy: actor.id })))
                .onConflictDoNothing()
                .returning({ id: contestantTags.contestantId })
            : await tx
                .delete(contestantTags)
                .where(and(eq(contestantTags.tag, body.tag), inArray(contestantTags.contestantId, present)))
                .returning({ id: contestantTags.contestantId });
        await recordAudit(tx, actor, {
          resource: 'contestants',
          action: body.action === 'add-tag' ? 'contestants.tag' : 'contestants.untag',
          summary: `${body.action === 'add-tag' ? 'Tagged' : 'Took the tag off'} ${changed.length} record${changed.length === 1 ? '' : 's'}: ${body.tag}`,
          details: { tag: body.tag, contestantIds: changed.map((c) => c.id) },
        });
        return changed.map((c) => c.id);
      });
      const reason = body.action === 'add-tag' ? 'Already tagged.' : 'Not tagged.';
      const unchanged = found.filter((f) => !done.includes(f.id));
      return {
        done,
        skipped: [...skipped, ...unchanged.map((f) => ({ id: f.id, name: `${f.firstName} ${f.lastName}`, reason }))],
      };
    }
  }
}
