import type { Database } from '../../../db/client';
import { CSV_BOM, csvDateTime, csvLine } from '../../../lib/csv';
import { type AuditActor, recordAudit } from '../../audit/record';
import { publishedSummaries } from '../../delegates/service';
import * as repo from './repo';
import { getVote } from './service';

const HEADER = ['Cast at (UTC)', 'Voting day', 'Delegate', 'Fan', 'E-mail', 'Address tag', 'Voided at', 'Reason'];

/** Every ballot of a vote, newest first, counted or voided, written batch by batch. */
async function* ballotsCsv(db: Database, voteId: string, batchSize = 1000) {
  yield CSV_BOM + csvLine(HEADER);
  const ids = await repo.ballotContestants(db, voteId);
  const [names, summaries] = await Promise.all([repo.contestantNames(db, ids), publishedSummaries(db, ids)]);
  const until = new Date().toISOString();
  let after: repo.ExportCursor | null = null;
  for (;;) {
    const rows = await repo.exportPage(db, voteId, until, after, batchSize);
    yield rows
      .map((b) =>
        csvLine([
          csvDateTime(b.createdAt),
          b.votingDay,
          names.get(b.contestantId)?.name ?? summaries.get(b.contestantId)?.name ?? '',
          b.firstName === null ? 'Erased account' : `${b.firstName} ${b.lastName ?? ''}`.trim(),
          b.email ?? '',
          b.address.slice(0, 10),
          csvDateTime(b.voidedAt),
          b.voidReason,
        ]),
      )
      .join('');
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) break;
    after = { key: last.key, id: last.id };
  }
}

/** The export, audited: who took the list of fans. */
export async function exportBallots(db: Database, actor: AuditActor, voteId: string) {
  const vote = await getVote(db, voteId);
  await recordAudit(db, actor, {
    resource: 'voting',
    action: 'voting.export',
    recordId: voteId,
    summary: `Exported the votes of ${vote.name} as CSV`,
  });
  return { fileName: `votes-${vote.slug}-${new Date().toISOString().slice(0, 10)}.csv`, rows: ballotsCsv(db, voteId) };
}
