import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { judgingRounds } from '../../db/schema';

/** The name of the judging round a vote advances delegates into (null when it was deleted). */
export async function roundName(db: DbOrTx, roundId: string): Promise<string | null> {
  const [row] = await db.select({ name: judgingRounds.name }).from(judgingRounds).where(eq(judgingRounds.id, roundId));
  return row?.name ?? null;
}
