import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asciiBundle, asciiComments } from '../lib/ascii-bundle.mjs';

describe('the API build kept ASCII-only', () => {
  it('replaces what comments hold beyond ASCII, column for column', () => {
    const source = '/** 1200 × 630, RFC 4291 §2.7 */\nconst a = "x"; // Jimmy Wärting 🎉\nexport { a };\n';
    const ascii = asciiComments(source);
    expect(ascii).toBe('/** 1200 ? 630, RFC 4291 ?2.7 */\nconst a = "x"; // Jimmy W?rting ??\nexport { a };\n');
    expect(ascii.length).toBe(source.length);
    expect(/[\u0080-\u{10ffff}]/u.test(ascii)).toBe(false);
  });

  it('leaves an ASCII file as it is', () => {
    const source = 'const s = "\\u00d7"; // 1200 x 630\n';
    expect(asciiComments(source)).toBe(source);
  });

  it('refuses a character beyond ASCII outside a comment, naming its line', () => {
    expect(() => asciiComments('// fine\nconst s = "×";\n', 'chunk.js')).toThrow(/chunk\.js:2: a non-ASCII character/);
    expect(() => asciiComments('const r = /é/u; // é\n', 'chunk.js')).toThrow(/chunk\.js:1/);
  });

  it('rewrites the .js files of a build folder in place, and only those that need it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-ascii-'));
    try {
      fs.mkdirSync(path.join(dir, 'workers'));
      fs.writeFileSync(path.join(dir, 'app.js'), '// ×\nexport const a = 1;\n');
      fs.writeFileSync(path.join(dir, 'workers', 'heavy.js'), '/* — */ export {};\n');
      fs.writeFileSync(path.join(dir, 'plain.js'), 'export const b = 2;\n');
      fs.writeFileSync(path.join(dir, 'app.js.map'), '{"names":["×"]}');
      const changed = asciiBundle(dir)
        .map((file) => path.relative(dir, file))
        .sort();
      expect(changed).toEqual(['app.js', path.join('workers', 'heavy.js')]);
      expect(fs.readFileSync(path.join(dir, 'workers', 'heavy.js'), 'utf8')).toBe('/* ? */ export {};\n');
      expect(fs.readFileSync(path.join(dir, 'app.js.map'), 'utf8')).toBe('{"names":["×"]}');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
