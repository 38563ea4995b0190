// Keeps the API build's JavaScript ASCII-only. V8 holds a source file with a single character outside ASCII as a
// two-byte string: the server's largest chunk (some 3.6 MB) then costs twice its size in memory and is decoded and
// hashed on the slow path at every start, for a handful of characters in comments ("×", "§", a contributor's
// name). The bundler already escapes every string, template and regular expression (charset 'ascii'); what it
// cannot escape is a comment. This replaces each non-ASCII character inside a comment by "?" (two for a character
// outside the Basic Multilingual Plane), so every column, and with it the source map, stays where it was. A
// non-ASCII character anywhere else would change the program: the build fails and names it.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';

const NON_ASCII = /[\u0080-\u{10ffff}]/u;

/** The source with every non-ASCII character of its comments replaced; throws on one outside a comment. */
export function asciiComments(source, fileName = 'source') {
  if (!NON_ASCII.test(source)) return source;
  const comments = [];
  parse(source, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    allowHashBang: true,
    onComment: (_block, _text, start, end) => comments.push([start, end]),
  });
  let out = '';
  let from = 0;
  for (const [start, end] of comments) {
    out +=
      source.slice(from, start) +
      source.slice(start, end).replace(/[\u0080-\u{10ffff}]/gu, (c) => '?'.repeat(c.length));
    from = end;
  }
  out += source.slice(from);
  const stray = out.search(NON_ASCII);
  if (stray >= 0) {
    const line = out.slice(0, stray).split('\n').length;
    throw new Error(`${fileName}:${line}: a non-ASCII character outside a comment (the bundler should escape it)`);
  }
  return out;
}

/** Rewrites every .js file under `dir` in place (see asciiComments); returns the files it changed. */
export function asciiBundle(dir) {
  const changed = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const source = fs.readFileSync(file, 'utf8');
    const ascii = asciiComments(source, path.relative(dir, file));
    if (ascii !== source) {
      fs.writeFileSync(file, ascii);
      changed.push(file);
    }
  }
  return changed;
}
