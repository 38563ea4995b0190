/**
 * Values a hostile caller sends, by where they go. Strings for URLs are written already percent-encoded, so
 * that bytes no browser would send (a NUL, half of a UTF-16 pair as WTF-8, a lone %) reach the server as such.
 */
const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });

/** The worst case of the simple e-mail rule for a backtracking matcher: a domain of dots that ends badly. */
export const BAD_ADDRESS = `a@${'.'.repeat(64 * 1024)}@`;

/** JSON values put in place of one field of a body. */
export const BODY_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  'x'.repeat(300_000),
  BAD_ADDRESS,
  '',
  '   ',
  "'; DROP TABLE users; --",
  '%_\\',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '😀'.repeat(300),
  null,
  true,
  0,
  -1,
  -1e308,
  1e308,
  2 ** 53 + 1,
  1.5,
  [],
  {},
  ['a'],
  { $gt: '' },
  deep(40),
  Array.from({ length: 2000 }, () => 'x'),
];

/** Raw (already encoded) values for path segments and query parameters. */
export const URL_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ED%B0%80x',
  '%FF%FE',
  '%',
  '%25',
  'x'.repeat(8000),
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-00000000000g',
  '3f1b7f4e-8c1a-4d2b-9a7e-1c2d3e4f5a6b%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%22%3E%3Cscript%3E',
  `a%40${'.'.repeat(6000)}%40`,
];

/** Header values (HTTP carries bytes, not text: only ASCII reaches a header). */
export const HEADER_VALUES = ['', 'x'.repeat(8000), 'W/"abc"', '"-1"', '99999999999999999999', '*', ' \t '];

const boundary = '----cqfuzz';
const filePart = (head: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="uploadType"\r\n\r\nheadshot\r\n--${boundary}\r\n` +
  `Content-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${head}`;

export interface RawBody {
  name: string;
  contentType: string;
  payload: string | Buffer;
}

/** Whole bodies: not the shape asked for, not JSON, not whole. */
export const RAW_BODIES: RawBody[] = [
  { name: 'null', contentType: 'application/json', payload: 'null' },
  { name: 'array', contentType: 'application/json', payload: '[]' },
  { name: 'string', contentType: 'application/json', payload: '"text"' },
  { name: 'number', contentType: 'application/json', payload: '-1e309' },
  { name: 'truncated JSON', contentType: 'application/json', payload: '{"a":' },
  { name: 'empty JSON', contentType: 'application/json', payload: '' },
  { name: 'prototype keys', contentType: 'application/json', payload: '{"__proto__":{"role":"super_admin"}}' },
  { name: 'deep JSON', contentType: 'application/json', payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  {
    name: 'NUL after backslashes',
    contentType: 'application/json',
    payload: `{"a":"${'\\\\'.repeat(100_000)}\\u0000"}`,
  },
  { name: 'text', contentType: 'text/plain', payload: 'hello' },
  { name: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'decision=%00&a=%ED%A0%80' },
  {
    name: 'truncated multipart',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: filePart('\xff\xd8'),
  },
  { name: 'multipart without boundary', contentType: 'multipart/form-data', payload: filePart('x') },
  {
    name: 'multipart with a long boundary',
    contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    payload: `--${'b'.repeat(300)}\r\n`,
  },
];

/** The named bodies every writing route receives; the others are drawn at random. */
export const ALWAYS_SENT = ['null', 'truncated multipart'];

/** A deterministic source of choices (mulberry32), so a failure can be replayed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[], n: number): T[] => {
    const pool = [...list];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    return out;
  };
  return { next, pick };
}
