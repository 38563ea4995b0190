import fs from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

/**
 * Compiles the interface's ICU messages into small functions at build time (messageformat), so the browser
 * runs no message parser: each area's English (its messages.ts) is compiled into that module, and each
 * language's catalogue (src/i18n/catalogues/<locale>/*.json) into one module, `virtual:cq-catalogue/<locale>`,
 * that only a reader of that language downloads.
 */

const MESSAGES_FILE = /[\\/]src[\\/].*(?:[\\/]messages|-messages)\.ts$/;
const CATALOGUE_PREFIX = 'virtual:cq-catalogue/';
/** An id and its English, written as the convention asks: two single- or double-quoted literals. */
const DESCRIPTOR =
  /\bid:\s*(['"])([\w.-]+)\1\s*,\s*defaultMessage:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*[,}]/g;

/** The numbers a language's messages print: Western digits in Arabic, as the rest of the site (0–9). */
export const NUMBERING: Record<string, string> = { ar: 'ar-u-nu-latn' };

/** A compiled module's source with its default export bound to `name`, for inlining into another module. */
function compiled(locale: string, messages: Record<string, string>, name: string): { imports: string; body: string } {
  let source = compileModule(new MessageFormat(locale), messages);
  const numbering = NUMBERING[locale];
  if (numbering) source = source.replaceAll(`"${locale}", `, `"${numbering}", `);
  const lines = source.split('\n');
  const imports = lines.filter((l) => l.startsWith('import ')).join('\n');
  const body = lines
    .filter((l) => !l.startsWith('import '))
    .join('\n')
    .replace(/^export default /m, `const ${name} = `);
  return { imports, body };
}

/** The id → English pairs of a messages module; a defaultMessage written any other way stops the build. */
export function descriptorsOf(code: string, file: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of code.matchAll(DESCRIPTOR)) {
    const [, , id, literal] = m as unknown as [string, string, string, string];
    // A quoted JavaScript string: read as JSON once its quotes are double and its escapes JSON's.
    const text =
      literal[0] === '"'
        ? JSON.parse(literal)
        : JSON.parse(`"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`);
    found[id] = text;
  }
  const declared = code.match(/defaultMessage:/g)?.length ?? 0;
  if (declared !== Object.keys(found).length) {
    throw new Error(`${file}: write each message as { id: '…', defaultMessage: '…' } with one string literal`);
  }
  return found;
}

export function compileMessages(root: string): Plugin {
  const catalogues = path.join(root, 'src', 'i18n', 'catalogues');
  let building = false;
  return {
    name: 'cq-compile-messages',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(CATALOGUE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${CATALOGUE_PREFIX}`)) return null;
      const locale = id.slice(CATALOGUE_PREFIX.length + 1);
      const dir = path.join(catalogues, locale);
      const messages: Record<string, string> = {};
      for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
        if (!name.endsWith('.json')) continue;
        this.addWatchFile(path.join(dir, name));
        Object.assign(messages, JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
      }
      const { imports, body } = compiled(locale, messages, 'catalogue');
      return `${imports}\n${body}\nexport default catalogue;\n`;
    },
    transform(code, id) {
      if (!MESSAGES_FILE.test(id) || id.includes('node_modules')) return null;
      const messages = descriptorsOf(code, id);
      if (Object.keys(messages).length === 0) return null;
      const { imports, body } = compiled('en', messages, '__cqEnglish');
      // A built page carries each English text once, in its compiled function (tests and development keep both).
      if (building) code = code.replace(DESCRIPTOR, (m, _q, _id, literal: string) => m.replace(literal, "''"));
      const register = `import { registerEnglish as __cqRegisterEnglish } from '${path.join(root, 'src', 'i18n', 'english.ts').split(path.sep).join('/')}';`;
      return { code: `${imports}\n${register}\n${code}\n${body}\n__cqRegisterEnglish(__cqEnglish);\n`, map: null };
    },
  };
}
