import { UPLOAD_MESSAGES } from '@cq/shared';
import { unsupportedType } from '../../lib/errors';
import { ascii85Decode, asciiHexDecode, flateDecode, runLengthDecode, unpredict } from './pdf-streams';

/**
 * A birth certificate is a document to read, never a program. A PDF is refused
 * when it carries anything that acts: scripts (/JS, /JavaScript, also behind an
 * /OpenAction or /AA), launch and import actions, embedded files and media,
 * XFA forms (which carry scripts); when it also parses as a web page; and when
 * it cannot be checked (encrypted, or compressed in a way we cannot read).
 *
 * The check reads every byte a viewer could read: the names of the raw file,
 * with `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`), and the names
 * inside every decodable stream, because objects may hide in compressed object
 * streams. It does not rely on the cross-reference table, which a hostile
 * file can make disagree with what viewers repair it to.
 */
const ACTIVE_NAMES = new Set([
  'js',
  'javascript',
  'launch',
  'embeddedfile',
  'embeddedfiles',
  'richmedia',
  'gotoe',
  'importdata',
  'xfa',
]);
/** Filters of image data: nothing in them is read as PDF objects. */
const IMAGE_FILTERS = new Set(['dctdecode', 'dct', 'jpxdecode', 'ccittfaxdecode', 'ccf', 'jbig2decode']);
/** Tags that make a browser render the bytes as a page (polyglot files). */
const HTML_TAG =
  /<(?:!doctype|html|head|body|script|iframe|frameset|svg|object|embed|meta|style|img|form|link|base)[\s/>]/;
/** Decoded stream bytes checked per file at most; more is refused as uncheckable (decompression bombs). */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;
const MAX_NAME_LENGTH = 256;

type Verdict = 'ok' | 'active' | 'unchecked';

const isSpace = (b: number) => b === 0 || b === 9 || b === 10 || b === 12 || b === 13 || b === 32;
/** ( ) < > [ ] { } / % end a name. */
const isDelimiter = (b: number) =>
  b === 0x28 ||
  b === 0x29 ||
  b === 0x3c ||
  b === 0x3e ||
  b === 0x5b ||
  b === 0x5d ||
  b === 0x7b ||
  b === 0x7d ||
  b === 0x2f ||
  b === 0x25;
const hexValue = (b: number | undefined) =>
  b === undefined ? -1 : b >= 48 && b <= 57 ? b - 48 : b >= 65 && b <= 70 ? b - 55 : b >= 97 && b <= 102 ? b - 87 : -1;

interface NameToken {
  /** Decoded and lower-cased. */
  name: string;
  end: number;
}

function readName(buf: Buffer, slash: number): NameToken {
  const bytes: number[] = [];
  let i = slash + 1;
  while (i < buf.length && bytes.length < MAX_NAME_LENGTH) {
    const b = buf[i] as number;
    if (isSpace(b) || isDelimiter(b)) break;
    const high = b === 0x23 ? hexValue(buf[i + 1]) : -1;
    const low = b === 0x23 ? hexValue(buf[i + 2]) : -1;
    if (high >= 0 && low >= 0) {
      bytes.push(high * 16 + low);
      i += 3;
    } else {
      bytes.push(b);
      i++;
    }
  }
  return { name: Buffer.from(bytes).toString('latin1').toLowerCase(), end: i };
}

/** True when any name in the bytes is an active-content or encryption name. */
function findNames(buf: Buffer): { active: boolean; encrypted: boolean } {
  let active = false;
  let encrypted = false;
  for (let i = buf.indexOf(0x2f); i !== -1; ) {
    const { name, end } = readName(buf, i);
    if (ACTIVE_NAMES.has(name)) active = true;
    if (name === 'encrypt') encrypted = true;
    i = buf.indexOf(0x2f, Math.max(end, i + 1));
  }
  return { active, encrypted };
}

type Token = { kind: 'name'; value: string } | { kind: 'number'; value: number } | { kind: 'other'; value: string };

/** The tokens of a stream's dictionary: enough to read its filters, length and predictor. */
function tokensOf(dict: Buffer): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < dict.length) {
    const b = dict[i] as number;
    if (isSpace(b)) i++;
    else if (b === 0x2f) {
      const { name, end } = readName(dict, i);
      tokens.push({ kind: 'name', value: name });
      i = end;
    } else if ((b >= 48 && b <= 57) || b === 0x2d || b === 0x2b) {
      let j = i + 1;
      while (j < dict.length && (dict[j] as number) >= 48 && (dict[j] as number) <= 57) j++;
      tokens.push({ kind: 'number', value: Number(dict.toString('latin1', i, j)) });
      i = j;
    } else {
      tokens.push({ kind: 'other', value: String.fromCharCode(b) });
      i++;
    }
  }
  return tokens;
}

function after(tokens: Token[], key: string): Token[] {
  const at = tokens.findIndex((t) => t.kind === 'name' && t.value === key);
  return at < 0 ? [] : tokens.slice(at + 1, at + 64);
}

function filtersOf(tokens: Token[]): string[] {
  const next = after(tokens, 'filter');
  if (next[0]?.kind === 'name') return [next[0].value];
  if (next[0]?.kind !== 'other' || next[0].value !== '[') return [];
  const names: string[] = [];
  for (const t of next.slice(1)) {
    if (t.kind !== 'name') break;
    names.push(t.value);
  }
  return names;
}

function numberAfter(tokens: Token[], key: string, fallback: number): number {
  const next = after(tokens, key)[0];
  return next?.kind === 'number' ? next.value : fallback;
}

/** The stream's /Length: direct, or an indirect reference resolved by finding `n g obj <int>`. */
function lengthOf(buf: Buffer, tokens: Token[]): number | null {
  const [a, b, r] = after(tokens, 'length');
  if (a?.kind !== 'number') return null;
  if (b?.kind !== 'number' || r?.kind !== 'other' || r.value !== 'R') return a.value;
  const header = buf.indexOf(`${a.value} ${b.value} obj`, 0, 'latin1');
  if (header < 0) return null;
  const text = buf.toString('latin1', header, header + 64);
  const m = /obj\s+(\d{1,12})\s/.exec(text);
  return m ? Number(m[1]) : null;
}

interface RawStream {
  dict: Buffer;
  data: Buffer;
}

function* streamsOf(buf: Buffer): Generator<RawStream> {
  let pos = 0;
  for (;;) {
    const keyword = buf.indexOf('stream', pos, 'latin1');
    if (keyword < 0) return;
    pos = keyword + 6;
    if (keyword >= 3 && buf.toString('latin1', keyword - 3, keyword) === 'end') continue;
    let start = keyword + 6;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    if (start === keyword + 6) continue;
    const header = buf.lastIndexOf('obj', keyword, 'latin1');
    const dict = buf.subarray(Math.max(header, keyword - 65_536, 0), keyword);
    const tokens = tokensOf(dict);
    const declared = lengthOf(buf, tokens);
    const found = buf.indexOf('endstream', start, 'latin1');
    let end = found < 0 ? buf.length : found;
    if (declared !== null && start + declared <= buf.length) {
      const tail = buf.toString('latin1', start + declared, start + declared + 32);
      if (/^\s*endstream/.test(tail)) end = start + declared;
    }
    yield { dict, data: buf.subarray(start, end) };
    pos = Math.max(pos, end);
  }
}

async function decode(stream: RawStream, budget: { left: number }): Promise<{ data: Buffer } | 'image' | 'unchecked'> {
  const tokens = tokensOf(stream.dict);
  let data = stream.data;
  for (const filter of filtersOf(tokens)) {
    if (IMAGE_FILTERS.has(filter)) return 'image';
    if (filter === 'flatedecode' || filter === 'fl') {
      const out = await flateDecode(data, budget.left);
      if (out.overLimit) return 'unchecked';
      const predictor = numberAfter(tokens, 'predictor', 1);
      data =
        predictor > 1
          ? unpredict(
              out.data,
              predictor,
              numberAfter(tokens, 'columns', 1),
              numberAfter(tokens, 'colors', 1),
              numberAfter(tokens, 'bitspercomponent', 8),
            )
          : out.data;
    } else if (filter === 'asciihexdecode' || filter === 'ahx') data = asciiHexDecode(data);
    else if (filter === 'ascii85decode' || filter === 'a85') data = ascii85Decode(data);
    else if (filter === 'runlengthdecode' || filter === 'rl') {
      const out = runLengthDecode(data, budget.left);
      if (out.overLimit) return 'unchecked';
      data = out.data;
    } else return 'unchecked';
    budget.left -= data.length;
    if (budget.left < 0) return 'unchecked';
  }
  return { data };
}

async function verdictOf(pdf: Buffer): Promise<Verdict> {
  const raw = findNames(pdf);
  if (raw.active) return 'active';
  if (raw.encrypted) return 'unchecked';
  const budget = { left: MAX_DECODED_BYTES };
  for (const stream of streamsOf(pdf)) {
    const decoded = await decode(stream, budget);
    if (decoded === 'unchecked') return 'unchecked';
    if (decoded === 'image') continue;
    const inside = findNames(decoded.data);
    if (inside.active) return 'active';
    if (inside.encrypted) return 'unchecked';
  }
  return 'ok';
}

/** Refuses (415, with a message saying why) a PDF that is not plainly a document. */
export async function assertPassivePdf(pdf: Buffer): Promise<void> {
  if (pdf.toString('latin1', 0, 5) !== '%PDF-') throw unsupportedType(UPLOAD_MESSAGES.pdfNotPdf);
  if (HTML_TAG.test(pdf.toString('latin1').toLowerCase())) throw unsupportedType(UPLOAD_MESSAGES.pdfHtml);
  const verdict = await verdictOf(pdf);
  if (verdict === 'active') throw unsupportedType(UPLOAD_MESSAGES.pdfActiveContent);
  if (verdict === 'unchecked') throw unsupportedType(UPLOAD_MESSAGES.pdfUnchecked);
}
