/**
 * The back office's CSV files (RFC 4180): a UTF-8 BOM so spreadsheets read accents, CRLF line ends, fields quoted
 * when they must be, and no cell that a spreadsheet would run as a formula.
 */
export const CSV_BOM = '\uFEFF';

/** One cell: text a spreadsheet would evaluate gets a leading apostrophe; quotes, commas and line ends are quoted. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, CRLF-terminated. */
export const csvLine = (cells: ReadonlyArray<string | number | null>) => `${cells.map(csvCell).join(',')}\r\n`;

/** Spreadsheet dates: 'YYYY-MM-DD HH:MM:SS', in UTC; empty when there is none. */
export const csvDateTime = (d: Date | null) => (d ? d.toISOString().slice(0, 19).replace('T', ' ') : '');
