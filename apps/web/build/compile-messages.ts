import fs from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

/**
 * Compiles the interface's ICU messages into small functions at build time (messageformat), so the browser
 * runs no message parser: each area's English (its messages.ts) is compiled into that module, and each
 * language's words of each area (src/i18n/catalogues/<locale>/<namespace>.json) into their own module,
 * `virtual:cq-catalogue/<locale>/<namespace>`, that a reader of that language downloads with the area's code.
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
      // One language's words of one area: virtual:cq-catalogue/fr/home.
      const [locale = '', namespace = ''] = id.slice(CATALOGUE_PREFIX.length + 1).split('/');
      const file = path.join(catalogues, locale, `${namespace}.json`);
      const messages: Record<string, string> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
      if (fs.existsSync(file)) this.addWatchFile(file);
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
      // Each area's words in each language load with the area's code, in their own chunk (see i18n/english.ts).
      const locales = fs.readdirSync(catalogues).filter((l) => fs.statSync(path.join(catalogues, l)).isDirectory());
      const namespaces = [...new Set(Object.keys(messages).map((key) => key.split('.')[0]))];
      const loaders = namespaces
        .map(
          (ns) =>
            `${JSON.stringify(ns)}: {${locales.map((l) => `${l}: () => import('${CATALOGUE_PREFIX}${l}/${ns}')`).join(', ')}}`,
        )
        .join(', ');
      const registry = path.join(root, 'src', 'i18n', 'english.ts').split(path.sep).join('/');
      const register = `import { registerMessages as __cqRegisterMessages } from '${registry}';`;
      return {
        code: `${imports}\n${register}\n${code}\n${body}\n__cqRegisterMessages(__cqEnglish, {${loaders}});\n`,
        map: null,
      };
    },
  };
}
