import { type ContestantFilters, countryNameOf, registrationStatusLabel, representedCountry } from '@cq/shared';
import type { DbOrTx } from '../../../db/client';
import { CSV_BOM, csvDateTime, csvLine } from '../../../lib/csv';
import { type ExportRow, exportBatches } from './repo';

/**
 * The contestants' CSV (the format in lib/csv.ts). Rows are written batch by batch as the database yields them;
 * the file never exists whole in memory.
 */

/** The country she represents: the one staff confirmed, else her form's choice. */
function countryOf(r: ExportRow) {
  const source = r.representedCountrySource === 'residence' ? 'residence' : 'nationality';
  const form = { nationality: r.nationality ?? '', residence: r.residence ?? '', representedCountry: source } as const;
  return representedCountry(form, r.countryCode);
}

export const EXPORT_COLUMNS: ReadonlyArray<readonly [string, (row: ExportRow) => string | number | null]> = [
  ['Registration ID', (r) => r.id],
  ['First name', (r) => r.firstName],
  ['Last name', (r) => r.lastName],
  ['E-mail', (r) => r.email],
  ['Phone', (r) => r.phone],
  ['Status', (r) => registrationStatusLabel(r.status)],
  ['Continent', (r) => r.continent],
  ['Nationality', (r) => r.nationality],
  ['Country of residence', (r) => r.residence],
  ['Country represented', (r) => countryNameOf(countryOf(r).code) || null],
  ['Country confirmed', (r) => (countryOf(r).confirmed ? 'Yes' : 'No')],
  ['Date of birth', (r) => r.dob],
  ['Payment status', (r) => r.paymentStatus],
  ['Amount paid', (r) => (r.amountMinor === null ? null : (r.amountMinor / 100).toFixed(2))],
  ['Currency', (r) => r.currency],
  ['Submitted at', (r) => csvDateTime(r.submittedAt)],
  ['Last updated', (r) => csvDateTime(r.updatedAt)],
  ['Edits used', (r) => r.editsUsed],
];

/** The file as a sequence of chunks: the BOM and header, then one chunk per batch of rows. */
export async function* contestantsCsv(db: DbOrTx, filters: ContestantFilters, batchSize = 500) {
  yield CSV_BOM + csvLine(EXPORT_COLUMNS.map(([header]) => header));
  for await (const rows of exportBatches(db, filters, batchSize)) {
    yield rows.map((row) => csvLine(EXPORT_COLUMNS.map(([, pick]) => pick(row)))).join('');
  }
}

/** contestants-2026-03-14.csv */
export function exportFileName(now = new Date()): string {
  return `contestants-${now.toISOString().slice(0, 10)}.csv`;
}
