import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatAmount, RECEIPT_MESSAGES, type ThemeColors } from '@cq/shared';
import PDFDocument from 'pdfkit';

/** Everything a receipt prints, gathered by the payments service. */
export interface ReceiptContent {
  number: string;
  organisation: {
    name: string;
    fullTitle: string;
    tagline: string;
    website: string;
    email: string;
    phone: string;
  };
  colors: ThemeColors;
  payer: { name: string; email: string };
  item: string;
  amountMinor: number;
  currency: string;
  paidAt: Date;
  refundedAt: Date | null;
  /** Where it was paid, in the payer's words (Card (Stripe), Recorded by the organisers…). */
  provider: string;
  /** How a payment the organisers recorded was made (Bank transfer, Cash, Fee waived). */
  method: string | null;
  reference: string;
  providerReference: string | null;
  waived: boolean;
  /** The coupon code she paid with and what it took off the fee (minor units). */
  coupon: { code: string; discountMinor: number } | null;
}

// The brand's typefaces, embedded from npm packages (full character sets: Latin, Cyrillic, Greek, Vietnamese),
// read once and kept: nothing is fetched while a receipt is drawn.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  body: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  strong: '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
  serif: '@expo-google-fonts/playfair-display/600SemiBold/PlayfairDisplay_600SemiBold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;
let fonts: Record<FontName, Buffer> | null = null;
function loadFonts(): Record<FontName, Buffer> {
  fonts ??= {
    body: readFileSync(require.resolve(FONT_FILES.body)),
    strong: readFileSync(require.resolve(FONT_FILES.strong)),
    serif: readFileSync(require.resolve(FONT_FILES.serif)),
  };
  return fonts;
}

const INK = '#1B1523';
const MUTED = '#6B6475';
const HAIRLINE = '#E9E3EE';
const IVORY = '#FBF8F3';

/** '14 March 2026, 09:30 UTC': receipts read the same wherever they are opened. */
function when(d: Date): string {
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${day.format(d)}, ${time.format(d)} UTC`;
}

/**
 * Draws the receipt on one A4 page: the organisation in the brand's band, who paid, what for and how much, when,
 * where and how it was paid with both references; a waived fee says that no money was taken, a refunded one when
 * it was refunded. The document is a stream; the worker pool collects it (workers/heavy.ts).
 */
export function drawReceipt(r: ReceiptContent): PDFKit.PDFDocument {
  const f = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: 'en',
    displayTitle: true,
    info: { Title: `Receipt ${r.number}`, Author: r.organisation.name, Subject: r.item },
  });
  for (const [name, data] of Object.entries(f)) doc.registerFont(name, data);
  const W = doc.page.width;
  const M = 56;
  const inner = W - 2 * M;
  const { primary, secondary } = r.colors;

  // The band: the organisation's name in the serif, its tagline, and the word and number of the receipt.
  doc.rect(0, 0, W, 132).fill(primary.dark);
  doc.rect(0, 132, W, 4).fill(secondary.main);
  doc
    .font('serif')
    .fontSize(26)
    .fillColor('#FFFFFF')
    .text(r.organisation.name, M, 44, { width: inner * 0.62 });
  doc
    .font('body')
    .fontSize(10)
    .fillColor(secondary.light)
    .text(r.organisation.tagline, M, doc.y + 4, {
      width: inner * 0.62,
    });
  doc.font('strong').fontSize(11).fillColor(secondary.light).text('RECEIPT', M, 48, { width: inner, align: 'right' });
  doc.font('body').fontSize(10).fillColor('#FFFFFF').text(`No. ${r.number}`, M, 68, { width: inner, align: 'right' });
  doc.text(when(r.paidAt).replace(/, .*$/, ''), M, 84, { width: inner, align: 'right' });

  // Issued by / received from.
  const top = 172;
  const col = inner / 2;
  const block = (x: number, label: string, lines: [string, FontName][]) => {
    doc.font('strong').fontSize(8).fillColor(MUTED).text(label.toUpperCase(), x, top);
    let y = top + 16;
    for (const [line, font] of lines) {
      doc
        .font(font)
        .fontSize(font === 'strong' ? 12 : 10)
        .fillColor(font === 'strong' ? INK : MUTED);
      doc.text(line, x, y, { width: col - 16 });
      y = doc.y + 3;
    }
    return y;
  };
  const leftEnd = block(M, 'Issued by', [
    [r.organisation.fullTitle, 'strong'],
    [r.organisation.email, 'body'],
    [r.organisation.phone, 'body'],
    [r.organisation.website.replace(/^https?:\/\//, ''), 'body'],
  ]);
  const rightEnd = block(M + col, 'Received from', [
    [r.payer.name || r.payer.email, 'strong'],
    [r.payer.email, 'body'],
  ]);

  // What was paid for, and the total.
  const amount = formatAmount(r.amountMinor, r.currency);
  let y = Math.max(leftEnd, rightEnd) + 28;
  doc.rect(M, y, inner, 26).fill(IVORY);
  doc.font('strong').fontSize(8).fillColor(MUTED);
  doc.text('DESCRIPTION', M + 14, y + 9);
  doc.text('AMOUNT', M, y + 9, { width: inner - 14, align: 'right' });
  y += 38;
  doc
    .font('body')
    .fontSize(11)
    .fillColor(INK)
    .text(r.item, M + 14, y, { width: inner * 0.6 });
  // With a coupon code, the fee and then what the code took off.
  doc.text(r.coupon ? formatAmount(r.amountMinor + r.coupon.discountMinor, r.currency) : amount, M, y, {
    width: inner - 14,
    align: 'right',
  });
  if (r.coupon) {
    y = doc.y + 8;
    doc.text(`Coupon code ${r.coupon.code}`, M + 14, y, { width: inner * 0.6 });
    doc.text(`-${formatAmount(r.coupon.discountMinor, r.currency)}`, M, y, { width: inner - 14, align: 'right' });
  }
  y = doc.y + 14;
  doc
    .moveTo(M, y)
    .lineTo(M + inner, y)
    .lineWidth(0.75)
    .strokeColor(HAIRLINE)
    .stroke();
  y += 14;
  doc
    .font('strong')
    .fontSize(11)
    .fillColor(INK)
    .text(r.waived ? 'Total (waived)' : 'Total paid', M + 14, y + 6);
  doc
    .font('serif')
    .fontSize(22)
    .fillColor(primary.dark)
    .text(amount, M, y, { width: inner - 14, align: 'right' });
  y = doc.y + 18;

  // A waiver, or a refund, said in so many words.
  const notice = r.waived
    ? RECEIPT_MESSAGES.waived
    : r.refundedAt
      ? `This payment was refunded on ${when(r.refundedAt)}.`
      : null;
  if (notice) {
    doc.font('strong').fontSize(10);
    const h = doc.heightOfString(notice, { width: inner - 32 }) + 24;
    doc.roundedRect(M, y, inner, h, 8).fill(secondary.light);
    doc.fillColor(INK).text(notice, M + 16, y + 12, { width: inner - 32 });
    y += h + 18;
  }

  // Payment details: when, where and how, and the references to quote.
  doc
    .font('serif')
    .fontSize(14)
    .fillColor(primary.dark)
    .text('Payment details', M, y + 8);
  y = doc.y + 10;
  const details: [string, string][] = [
    [r.waived ? 'Date waived' : 'Date paid', when(r.paidAt)],
    ['Paid through', r.provider],
    ...(r.method ? ([['Method', r.method]] as [string, string][]) : []),
    ['Provider reference', r.providerReference ?? '—'],
    ['Our reference', r.reference],
    ['Receipt number', r.number],
    ...(r.refundedAt ? ([['Refunded', when(r.refundedAt)]] as [string, string][]) : []),
  ];
  for (const [label, value] of details) {
    doc.font('body').fontSize(10).fillColor(MUTED).text(label, M, y, { width: 150 });
    doc
      .font('strong')
      .fillColor(INK)
      .text(value, M + 160, y, { width: inner - 160 });
    y = doc.y + 6;
    doc
      .moveTo(M, y - 3)
      .lineTo(M + inner, y - 3)
      .lineWidth(0.5)
      .strokeColor(HAIRLINE)
      .stroke();
    y += 4;
  }

  // Footer: thanks, and where to write.
  const H = doc.page.height;
  doc.rect(0, H - 86, W, 86).fill(IVORY);
  doc.rect(0, H - 86, W, 2).fill(secondary.main);
  doc
    .font('serif')
    .fontSize(12)
    .fillColor(primary.dark)
    .text('Please keep this receipt for your records.', M, H - 66, { width: inner });
  doc
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Questions about this payment? Write to ${r.organisation.email} and quote the reference ${r.reference}.`,
      M,
      H - 46,
      { width: inner },
    );
  doc.end();
  return doc;
}
