import { CSV_BOM, csvCell, csvLine } from '../lib/csv';

/** One money movement of the accounting export: a charge (money in) or a refund (money out, negative). */
export interface AccountingEntry {
  type: 'charge' | 'refund';
  /** When the money moved (ISO, UTC). */
  at: string;
  reference: string;
  product: string;
  payer: string;
  email: string;
  /** Minor units; a refund's is negative. */
  amountMinor: number;
  currency: string;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  provider: string;
  providerReference: string | null;
}

export interface AccountingCsvTask {
  from: string;
  to: string;
  entries: AccountingEntry[];
}

/** A number written as it is: a plain decimal is never a formula, so it keeps its minus sign without a guard. */
class Plain {
  constructor(readonly text: string) {}
}

/** One line whose money cells are plain decimals (csvLine would guard a leading minus as if it began a formula). */
const line = (cells: ReadonlyArray<string | number | null | Plain>) =>
  `${cells.map((c) => (c instanceof Plain ? c.text : csvCell(c))).join(',')}\r\n`;

/** Money as a plain decimal, as spreadsheets and accounting software read it: 1250.5 USD → 1250.50, -10 → -10.00. */
export function plainDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
const money = (minor: number) => new Plain(plainDecimal(minor));

const HEADER = [
  'Type',
  'Date (UTC)',
  'Order reference',
  'Product',
  'Payer',
  'E-mail',
  'Amount',
  'Currency',
  'Invoice number',
  'Credit note number',
  'Provider',
  'Provider reference',
];

/**
 * The accounting export: every entry in date order, then the period and, per currency, the charges, the refunds
 * and what stays (net). Drawn on the worker pool (a year of entries is a large file).
 */
export function accountingCsv({ from, to, entries }: AccountingCsvTask): string {
  let out = CSV_BOM + csvLine(HEADER);
  const totals = new Map<string, { charges: number; chargeCount: number; refunds: number; refundCount: number }>();
  for (const e of entries) {
    out += line([
      e.type === 'charge' ? 'Charge' : 'Refund',
      e.at.slice(0, 19).replace('T', ' '),
      e.reference,
      e.product,
      e.payer,
      e.email,
      money(e.amountMinor),
      e.currency,
      e.invoiceNumber,
      e.creditNoteNumber,
      e.provider,
      e.providerReference,
    ]);
    const t = totals.get(e.currency) ?? { charges: 0, chargeCount: 0, refunds: 0, refundCount: 0 };
    if (e.type === 'charge') {
      t.charges += e.amountMinor;
      t.chargeCount++;
    } else {
      t.refunds += e.amountMinor;
      t.refundCount++;
    }
    totals.set(e.currency, t);
  }
  out += csvLine([]);
  out += csvLine(['Period (UTC)', `${from} to ${to}`]);
  out += csvLine([]);
  out += csvLine(['Totals', 'Currency', 'Charges', 'Charged', 'Refunds', 'Refunded', 'Net']);
  for (const [currency, t] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    out += line([
      '',
      currency,
      t.chargeCount,
      money(t.charges),
      t.refundCount,
      money(t.refunds),
      money(t.charges + t.refunds),
    ]);
  }
  return out;
}
