import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ThemeColors } from '@cq/shared';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';

/** Every word of a receipt, in the payer's language, chosen by the payments service; this file only draws. */
export interface ReceiptSheet {
  locale: string;
  dir: 'ltr' | 'rtl';
  /** What was bought, also the document's subject. */
  subject: string;
  organisation: { name: string; fullTitle: string; tagline: string; website: string; email: string; phone: string };
  colors: ThemeColors;
  band: { word: string; number: string; day: string };
  issuedBy: string;
  receivedFrom: string;
  payer: { name: string; email: string };
  /** Lines under the organisation's name (an invoice's postal address and tax number). */
  issuerLines?: string[];
  /** Lines under the payer's name (an invoice's billing address and tax number). */
  payerLines?: string[];
  columns: { description: string; amount: string };
  item: string;
  itemAmount: string;
  coupon: { label: string; amount: string } | null;
  totalLabel: string;
  total: string;
  /** A waiver or a refund, said in so many words. */
  notice: string | null;
  detailsTitle: string;
  details: [string, string][];
  keep: string;
  questions: string;
}

// The brand's typefaces, embedded from npm packages and read once: nothing is fetched while a receipt is drawn.
// Arabic script is set in Amiri (which also carries Latin letters and digits, so an Arabic receipt is one face).
const require = createRequire(import.meta.url);
const FONT_FILES = {
  body: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  strong: '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
  serif: '@expo-google-fonts/playfair-display/600SemiBold/PlayfairDisplay_600SemiBold.ttf',
  arabic: '@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf',
  arabicBold: '@expo-google-fonts/amiri/700Bold/Amiri_700Bold.ttf',
} as const;
type FontFile = keyof typeof FONT_FILES;
type FontName = 'body' | 'strong' | 'serif';
let fonts: Record<FontFile, Buffer> | null = null;
function loadFonts(): Record<FontFile, Buffer> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  ) as Record<FontFile, Buffer>;
  return fonts;
}

const INK = '#1B1523';
const MUTED = '#6B6475';
const HAIRLINE = '#E9E3EE';
const IVORY = '#FBF8F3';

const ARABIC = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
// Direction marks Intl puts around Arabic numbers and currencies: they steer the ordering and are not drawn.
const DIRECTION_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const ALL_DIRECTION_MARKS = new RegExp(DIRECTION_MARKS.source, 'g');
const bidi = bidiFactory();

interface TextOptions {
  width: number;
  align?: 'left' | 'right';
}

/**
 * Draws a receipt's words left to right, or right to left for Arabic: the layout is mirrored (what stands on the
 * left of an English receipt stands on the right), and text holding Arabic script is set in Amiri, broken into
 * lines here and each line ordered by the Unicode bidirectional algorithm (an Arabic sentence keeps an amount, a
 * date or an e-mail address the right way round inside it), since the PDF library lays text out left to right.
 */
class Page {
  readonly W: number;
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly rtl: boolean,
  ) {
    this.W = doc.page.width;
  }

  /** The x of a box of this width that stands at x on an English receipt. */
  x(x: number, width: number): number {
    return this.rtl ? this.W - x - width : x;
  }

  private align(align: 'left' | 'right' = 'left'): 'left' | 'right' {
    return this.rtl ? (align === 'left' ? 'right' : 'left') : align;
  }

  private face(font: FontName, text: string): string {
    if (!this.rtl && !ARABIC.test(text)) return font;
    return font === 'body' ? 'arabic' : 'arabicBold';
  }

  /** Text without Arabic script (an amount, a reference, an address) reads left to right on any receipt. */
  private static plain(text: string): boolean {
    return !ARABIC.test(text);
  }

  /** Sets `text` in `font` in the box at (x, y) as an English receipt places it; the page's y is below it after. */
  text(font: FontName, size: number, color: string, given: string, x: number, y: number, o: TextOptions): void {
    // French groups digits with a narrow no-break space, which the serif lacks: a plain no-break space stands in.
    const text = given.replace(/\u202F/g, '\u00A0');
    const doc = this.doc.font(this.face(font, text)).fontSize(size).fillColor(color);
    const left = this.x(x, o.width);
    const align = this.align(o.align);
    if (Page.plain(text)) {
      doc.text(text.replace(ALL_DIRECTION_MARKS, ''), left, y, { width: o.width, align });
      return;
    }
    const lineHeight = doc.currentLineHeight(true);
    let top = y;
    for (const line of this.wrap(text, o.width)) {
      this.line(line, left, top, o.width, align);
      top += lineHeight;
    }
    doc.x = left;
    doc.y = top;
  }

  /** Height the text takes in a box of this width (for the notice's frame). */
  height(font: FontName, size: number, text: string, width: number): number {
    const doc = this.doc.font(this.face(font, text)).fontSize(size);
    if (Page.plain(text)) return doc.heightOfString(text.replace(ALL_DIRECTION_MARKS, ''), { width });
    return this.wrap(text, width).length * doc.currentLineHeight(true);
  }

  private wrap(text: string, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.doc.widthOfString(next) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  /**
   * One line in visual order: words of one direction, each handed to the layout in reading order (it turns Arabic
   * script around itself), placed one after the other with the spaces measured here (the layout drops a space
   * inside Arabic text). Direction marks steer the ordering and are not drawn.
   */
  private line(line: string, left: number, top: number, width: number, align: 'left' | 'right'): void {
    const levels = bidi.getEmbeddingLevels(line, this.rtl ? 'rtl' : 'ltr');
    const order = Array.from({ length: line.length }, (_, i) => i);
    for (const segment of bidi.getReorderSegments(line, levels)) {
      const [start = 0, end = -1] = segment;
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
    }
    const pieces: string[] = [];
    let word = '';
    let wordRtl = false;
    const flush = () => {
      if (word) pieces.push(wordRtl && ARABIC.test(word) ? [...word].reverse().join('') : word);
      word = '';
    };
    // Brackets and the like face the other way inside right-to-left text.
    const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
    for (const i of order) {
      const ch = mirrored.get(i) ?? line[i] ?? '';
      if (DIRECTION_MARKS.test(ch)) continue;
      const rtl = (levels.levels[i] ?? 0) % 2 === 1;
      if (/\s/.test(ch)) {
        flush();
        pieces.push(' ');
        continue;
      }
      if (word && rtl !== wordRtl) flush();
      wordRtl = rtl;
      word += ch;
    }
    flush();
    const widthOf = (piece: string) => this.doc.widthOfString(piece);
    const total = pieces.reduce((sum, piece) => sum + widthOf(piece), 0);
    let x = align === 'right' ? left + width - total : left;
    for (const piece of pieces) {
      if (piece !== ' ') this.doc.text(piece, x, top, { lineBreak: false });
      x += widthOf(piece);
    }
  }
}

/**
 * Draws the receipt (or an invoice or credit note, which add addresses) on one A4 page: the organisation in the brand's band, who paid, what for and how much, when,
 * where and how it was paid with both references; a waived fee says that no money was taken, a refunded one when
 * it was refunded. The document is a stream; the worker pool collects it (workers/heavy.ts).
 */
export function drawReceipt(s: ReceiptSheet): PDFKit.PDFDocument {
  const f = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: s.locale,
    displayTitle: true,
    info: { Title: `${s.band.word} ${s.band.number}`, Author: s.organisation.name, Subject: s.subject },
  });
  for (const [name, data] of Object.entries(f)) doc.registerFont(name, data);
  const p = new Page(doc, s.dir === 'rtl');
  const W = p.W;
  const M = 56;
  const inner = W - 2 * M;
  const { primary, secondary } = s.colors;
  const rule = (y: number, width: number) =>
    doc
      .moveTo(M, y)
      .lineTo(M + inner, y)
      .lineWidth(width)
      .strokeColor(HAIRLINE)
      .stroke();

  // The band: the organisation's name in the serif, its tagline, and the word and number of the receipt.
  doc.rect(0, 0, W, 132).fill(primary.dark);
  doc.rect(0, 132, W, 4).fill(secondary.main);
  p.text('serif', 26, '#FFFFFF', s.organisation.name, M, 44, { width: inner * 0.62 });
  p.text('body', 10, secondary.light, s.organisation.tagline, M, doc.y + 4, { width: inner * 0.62 });
  p.text('strong', 11, secondary.light, s.band.word, M, 48, { width: inner, align: 'right' });
  p.text('body', 10, '#FFFFFF', s.band.number, M, 68, { width: inner, align: 'right' });
  p.text('body', 10, '#FFFFFF', s.band.day, M, 84, { width: inner, align: 'right' });

  // Issued by / received from.
  const top = 172;
  const col = inner / 2;
  const block = (x: number, label: string, lines: [string, 'body' | 'strong'][]) => {
    p.text('strong', 8, MUTED, label.toLocaleUpperCase(s.locale), x, top, { width: col - 16 });
    let y = top + 16;
    for (const [line, font] of lines) {
      p.text(font, font === 'strong' ? 12 : 10, font === 'strong' ? INK : MUTED, line, x, y, { width: col - 16 });
      y = doc.y + 3;
    }
    return y;
  };
  const leftEnd = block(M, s.issuedBy, [
    [s.organisation.fullTitle, 'strong'],
    ...(s.issuerLines ?? []).map((line): [string, 'body'] => [line, 'body']),
    [s.organisation.email, 'body'],
    [s.organisation.phone, 'body'],
    [s.organisation.website.replace(/^https?:\/\//, ''), 'body'],
  ]);
  const rightEnd = block(M + col, s.receivedFrom, [
    [s.payer.name || s.payer.email, 'strong'],
    ...(s.payerLines ?? []).map((line): [string, 'body'] => [line, 'body']),
    [s.payer.email, 'body'],
  ]);

  // What was paid for, and the total.
  let y = Math.max(leftEnd, rightEnd) + 28;
  doc.rect(M, y, inner, 26).fill(IVORY);
  p.text('strong', 8, MUTED, s.columns.description, M + 14, y + 9, { width: inner * 0.6 });
  p.text('strong', 8, MUTED, s.columns.amount, M, y + 9, { width: inner - 14, align: 'right' });
  y += 38;
  p.text('body', 11, INK, s.item, M + 14, y, { width: inner * 0.6 });
  const itemEnd = doc.y;
  p.text('body', 11, INK, s.itemAmount, M, y, { width: inner - 14, align: 'right' });
  y = Math.max(itemEnd, doc.y);
  if (s.coupon) {
    y += 8;
    p.text('body', 11, INK, s.coupon.label, M + 14, y, { width: inner * 0.6 });
    p.text('body', 11, INK, s.coupon.amount, M, y, { width: inner - 14, align: 'right' });
  }
  y = doc.y + 14;
  rule(y, 0.75);
  y += 14;
  p.text('strong', 11, INK, s.totalLabel, M + 14, y + 6, { width: inner * 0.6 });
  p.text('serif', 22, primary.dark, s.total, M, y, { width: inner - 14, align: 'right' });
  y = doc.y + 18;

  if (s.notice) {
    const h = p.height('strong', 10, s.notice, inner - 32) + 24;
    doc.roundedRect(M, y, inner, h, 8).fill(secondary.light);
    p.text('strong', 10, INK, s.notice, M + 16, y + 12, { width: inner - 32 });
    y += h + 18;
  }

  // Payment details: when, where and how, and the references to quote.
  p.text('serif', 14, primary.dark, s.detailsTitle, M, y + 8, { width: inner });
  y = doc.y + 10;
  for (const [label, value] of s.details) {
    p.text('body', 10, MUTED, label, M, y, { width: 150 });
    const labelEnd = doc.y;
    p.text('strong', 10, INK, value, M + 160, y, { width: inner - 160 });
    y = Math.max(labelEnd, doc.y) + 6;
    rule(y - 3, 0.5);
    y += 4;
  }

  // Footer: thanks, and where to write.
  const H = doc.page.height;
  doc.rect(0, H - 86, W, 86).fill(IVORY);
  doc.rect(0, H - 86, W, 2).fill(secondary.main);
  p.text('serif', 12, primary.dark, s.keep, M, H - 66, { width: inner });
  p.text('body', 9, MUTED, s.questions, M, H - 46, { width: inner });
  doc.end();
  return doc;
}
