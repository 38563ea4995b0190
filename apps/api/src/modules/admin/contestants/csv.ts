import { type ContestantFilters, registrationStatusLabel } from '@cq/shared';
import type { DbOrTx } from '../../../db/client';
import { type ExportRow, exportBatches } from './repo';

/**
 * The contestants' CSV (RFC 4180): a UTF-8 BOM so spreadsheets read accents,
 * CRLF line ends, fields quoted when they must be, and no cell that a
 * spreadsheet would run as a formula. Rows are written batch by batch as the
 * database yields them; the file never exists whole in memory.
 */
export const CSV_BOM = '\uFEFF';

/** Spreadsheet dates: 'YYYY-MM-DD HH:MM:SS', in UTC. */
const dateTime = (d: Date | null) => (d ? d.toISOString().slice(0, 19).replace('T', ' ') : '');

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
  ['Date of birth', (r) => r.dob],
  ['Payment status', (r) => r.paymentStatus],
  ['Amount paid', (r) => (r.amountMinor === null ? null : (r.amountMinor / 100).toFixed(2))],
  ['Currency', (r) => r.currency],
  ['Submitted at', (r) => dateTime(r.submittedAt)],
  ['Last updated', (r) => dateTime(r.updatedAt)],
  ['Edits used', (r) => r.editsUsed],
];

/** One cell: text a spreadsheet would evaluate gets a leading apostrophe; quotes, commas and line ends are quoted. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: ReadonlyArray<string | number | null>) => `${cells.map(csvCell).join(',')}\r\n`;

/** The file as a sequence of chunks: the BOM and header, then one chunk per batch of rows. */
export async function* contestantsCsv(db: DbOrTx, filters: ContestantFilters, batchSize = 500) {
  yield CSV_BOM + line(EXPORT_COLUMNS.map(([header]) => header));
  for await (const rows of exportBatches(db, filters, batchSize)) {
    yield rows.map((row) => line(EXPORT_COLUMNS.map(([, pick]) => pick(row)))).join('');
  }
}

/** contestants-2026-03-14.csv */
export function exportFileName(now = new Date()): string {
  return `contestants-${now.toISOString().slice(0, 10)}.csv`;
}
