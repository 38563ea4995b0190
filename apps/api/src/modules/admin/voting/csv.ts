import { formatMoneyMinor, PROVIDER_LABELS } from '@cq/shared';
import type { Database } from '../../../db/client';
import { CSV_BOM, csvDateTime, csvLine } from '../../../lib/csv';
import { type AuditActor, recordAudit } from '../../audit/record';
import { publishedSummaries } from '../../delegates/service';
import * as repo from './repo';
import { getVote } from './service';

const HEADER = [
  'Cast at (UTC)',
  'Voting day',
  'Delegate',
  'Fan',
  'E-mail',
  'Address tag',
  'Paid',
  'Voided at',
  'Reason',
];

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
          b.paid ? 'yes' : 'no',
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

const PAYMENTS_HEADER = [
  'Ordered at (UTC)',
  'Paid at (UTC)',
  'Fan',
  'E-mail',
  'Votes',
  'Amount',
  'Currency',
  'Status',
  'Refunded',
  'Provider',
  'Reference',
];

/** The vote's pack orders as CSV, audited as the vote export is: who took the list of paying fans. */
export async function exportVotePayments(db: Database, actor: AuditActor, voteId: string) {
  const vote = await getVote(db, voteId);
  const rows = await repo.packOrders(db, voteId);
  await recordAudit(db, actor, {
    resource: 'voting',
    action: 'voting.payments-export',
    recordId: voteId,
    summary: `Exported the vote pack payments of ${vote.name} as CSV`,
    details: { orders: rows.length },
  });
  const body =
    CSV_BOM +
    csvLine(PAYMENTS_HEADER) +
    rows
      .map(({ order: o, firstName, lastName, email }) =>
        csvLine([
          csvDateTime(o.createdAt),
          csvDateTime(o.paidAt),
          firstName === null ? 'Erased account' : `${firstName} ${lastName ?? ''}`.trim(),
          email ?? '',
          String(o.packVotes ?? 0),
          formatMoneyMinor(o.amountMinor, o.currency),
          o.currency,
          o.status,
          o.refundedMinor > 0 || o.status === 'refunded'
            ? formatMoneyMinor(o.status === 'refunded' ? o.amountMinor : o.refundedMinor, o.currency)
            : '',
          PROVIDER_LABELS[o.provider],
          o.reference,
        ]),
      )
      .join('');
  return { fileName: `vote-payments-${vote.slug}-${new Date().toISOString().slice(0, 10)}.csv`, body };
}
