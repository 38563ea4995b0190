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
  /<(?:!doctype|html|head|body|script|iframe|frameset|svg|object|embed|meta|style|img|form|link|base)[\s/>]/i;
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

/**
 * A pattern matching a PDF name whatever the escapes: each character may be
 * written as itself or as `#xx` (`/J#61vaScript`), in either case. The name
 * must end there (a delimiter, white space or the end), so `/JSFoo` is not `/JS`.
 * One linear pass of the regular-expression engine over the file: no
 * backtracking, and fast on files of millions of names.
 */
function namePattern(names: Iterable<string>): RegExp {
  const alternatives = [...names].map((name) =>
    [...name]
      .map((ch) => {
        const lower = ch.toLowerCase().charCodeAt(0).toString(16);
        const upper = ch.toUpperCase().charCodeAt(0).toString(16);
        return `(?:${ch}|#${lower}|#${upper})`;
      })
      .join(''),
  );
  // A first-character check up front lets the engine skip the common names (/Type, /Page…) at once.
  const first = new Set([...names].map((name) => name[0]));
  return new RegExp(`/(?=[${[...first].join('')}#])(?:${alternatives.join('|')})(?=[\\s\\x00()<>\\[\\]{}/%]|$)`, 'i');
}
const ACTIVE_NAME = namePattern(ACTIVE_NAMES);
const ENCRYPT_NAME = namePattern(['encrypt']);

/** Whether any name in the text (the bytes as latin1) is an active-content or encryption name. */
function findNames(text: string): { active: boolean; encrypted: boolean } {
  return { active: ACTIVE_NAME.test(text), encrypted: ENCRYPT_NAME.test(text) };
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

/** Where each object starts (`n g obj`), indexed once when a stream's /Length refers to another object. */
class ObjectIndex {
  private offsets: Map<string, number> | null = null;
  constructor(private readonly buf: Buffer) {}
  find(number: number, generation: number): number | undefined {
    if (!this.offsets) {
      this.offsets = new Map();
      const text = this.buf.toString('latin1');
      for (const m of text.matchAll(/(\d{1,10})\s+(\d{1,5})\s+obj\b/g)) {
        const key = `${m[1]} ${m[2]}`;
        if (!this.offsets.has(key)) this.offsets.set(key, m.index);
      }
    }
    return this.offsets.get(`${number} ${generation}`);
  }
}

/** The stream's /Length: direct, or an indirect reference resolved through the object index. */
function lengthOf(buf: Buffer, tokens: Token[], objects: ObjectIndex): number | null {
  const [a, b, r] = after(tokens, 'length');
  if (a?.kind !== 'number') return null;
  if (b?.kind !== 'number' || r?.kind !== 'other' || r.value !== 'R') return a.value;
  const header = objects.find(a.value, b.value);
  if (header === undefined) return null;
  const m = /obj\s+(\d{1,12})\s/.exec(buf.toString('latin1', header, header + 64));
  return m ? Number(m[1]) : null;
}

interface RawStream {
  /** The dictionary's tokens; null when no object header was found close enough to read it. */
  tokens: Token[] | null;
  data: Buffer;
}

/** A stream's dictionary is read from its object's header; a dictionary longer than this is not a document's. */
const MAX_DICT_BYTES = 64 * 1024;
/** Streams checked per file at most: an ordinary document has a few hundred. */
const MAX_STREAMS = 2_000;

function* streamsOf(buf: Buffer): Generator<RawStream> {
  const objects = new ObjectIndex(buf);
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
    const windowStart = Math.max(0, keyword - MAX_DICT_BYTES);
    const header = buf.subarray(windowStart, keyword).lastIndexOf('obj', undefined, 'latin1');
    if (header < 0) {
      yield { tokens: null, data: buf.subarray(start) };
      return;
    }
    const dict = buf.subarray(windowStart + header, keyword);
    const tokens = tokensOf(dict);
    const declared = lengthOf(buf, tokens, objects);
    const found = buf.indexOf('endstream', start, 'latin1');
    let end = found < 0 ? buf.length : found;
    if (declared !== null && start + declared <= buf.length) {
      const tail = buf.toString('latin1', start + declared, start + declared + 32);
      if (/^\s*endstream/.test(tail)) end = start + declared;
    }
    yield { tokens, data: buf.subarray(start, end) };
    pos = Math.max(pos, end);
  }
}

/** An image's data is never read as objects, unless the stream also claims to be an object stream. */
function isImage(tokens: Token[]): boolean {
  const subtype = after(tokens, 'subtype')[0];
  const type = after(tokens, 'type')[0];
  return subtype?.kind === 'name' && subtype.value === 'image' && !(type?.kind === 'name' && type.value === 'objstm');
}

interface Budget {
  /** Decoded bytes still allowed. */
  left: number;
  /** Damaged compressed streams still allowed (each is inflated the slow way, piece by piece). */
  damaged: number;
}

async function decode(stream: RawStream, budget: Budget): Promise<{ data: Buffer } | 'image' | 'unchecked'> {
  const { tokens } = stream;
  if (!tokens) return 'unchecked';
  if (isImage(tokens)) return 'image';
  let data = stream.data;
  for (const filter of filtersOf(tokens)) {
    if (IMAGE_FILTERS.has(filter)) return 'image';
    if (filter === 'flatedecode' || filter === 'fl') {
      const out = await flateDecode(data, budget.left, () => --budget.damaged >= 0);
      if (out === 'unchecked' || out.overLimit) return 'unchecked';
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

/** Damaged compressed streams read per file at most; an ordinary document has none. */
const MAX_DAMAGED_STREAMS = 10;

async function verdictOf(pdf: Buffer, text: string): Promise<Verdict> {
  const raw = findNames(text);
  if (raw.active) return 'active';
  if (raw.encrypted) return 'unchecked';
  const budget: Budget = { left: MAX_DECODED_BYTES, damaged: MAX_DAMAGED_STREAMS };
  let count = 0;
  for (const stream of streamsOf(pdf)) {
    if (++count > MAX_STREAMS) return 'unchecked';
    const decoded = await decode(stream, budget);
    if (decoded === 'unchecked') return 'unchecked';
    if (decoded === 'image') continue;
    const inside = findNames(decoded.data.toString('latin1'));
    if (inside.active) return 'active';
    if (inside.encrypted) return 'unchecked';
  }
  return 'ok';
}

/** Refuses (415, with a message saying why) a PDF that is not plainly a document. */
export async function assertPassivePdf(pdf: Buffer): Promise<void> {
  if (pdf.toString('latin1', 0, 5) !== '%PDF-') throw unsupportedType(UPLOAD_MESSAGES.pdfNotPdf);
  const text = pdf.toString('latin1');
  if (HTML_TAG.test(text)) throw unsupportedType(UPLOAD_MESSAGES.pdfHtml);
  const verdict = await verdictOf(pdf, text);
  if (verdict === 'active') throw unsupportedType(UPLOAD_MESSAGES.pdfActiveContent);
  if (verdict === 'unchecked') throw unsupportedType(UPLOAD_MESSAGES.pdfUnchecked);
}
