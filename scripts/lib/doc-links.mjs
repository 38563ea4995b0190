// What the docs point at must be there: a newcomer who follows a link, a cited decision record or a named path and
// finds nothing stops trusting the rest. Used by the scripts' tests over docs/ and over the code's comments.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Folders never walked: installed packages, build output, version control, test reports. */
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'coverage', 'test-results', 'playwright-report', '.data']);

/** Every file and folder of the repository, as paths relative to its root with `/` separators. */
export function repositoryPaths(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      found.push(rel);
      if (entry.isDirectory()) walk(rel);
    }
  };
  walk('');
  return found;
}

/** Markdown links to a file of the repository (not a web address, a mail or an anchor of the same page). */
export function relativeLinks(text) {
  return [...text.matchAll(/\[[^\]\n]*\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(target))
    .map((target) => decodeURI(target.split('#')[0] ?? ''))
    .filter(Boolean);
}

/** Decision records named by file in any text: the folder, four digits, a dash, the record's name, `.md`. */
export function decisionFileCitations(text) {
  return [...text.matchAll(/decisions\/(\d{4})(-[a-z0-9-]*[a-z0-9](\.md)?)?/g)].map((m) => ({
    cited: m[0],
    number: m[1],
    file: m[2] ? `${m[1]}${m[2].endsWith('.md') ? m[2] : `${m[2]}.md`}` : null,
  }));
}

/** Decision records named by number in prose: "decision 0014", "decisions 0004, 0017 and 0027". */
export function decisionNumbers(text) {
  const numbers = [];
  for (const m of text.matchAll(/\bdecisions? ((?:\d{4}(?: \([^)]*\))?(?:,? and |, | or )?)+)/gi)) {
    const list = (m[1] ?? '').replace(/\([^)]*\)/g, '');
    for (const n of list.matchAll(/\d{4}/g)) numbers.push(n[0]);
  }
  return numbers;
}

/**
 * The repository paths a guide names: in code spans (`apps/api/src/modules/<area>/`, `features/admin/show`,
 * `modules/admin/{todos,inbox}`, `orders/index.ts`), and elsewhere (its diagrams) the file names with a folder
 * (modules/<area>/repo.ts). Words, routes (`/api`, `POST /votes/:slug/packs`), aliases (`#api/…`), package names
 * and code are not paths.
 */
export function namedPaths(text) {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');
  const inSpans = spans.filter(
    (s) =>
      !/[\s…():=,'"]/.test(s.replace(/\{[^}]*\}/, '')) &&
      !/^[/#@.]/.test(s) &&
      (s.includes('/') || /\.(ts|tsx|mjs|js|md|json|ya?ml|sql|css)$/.test(s)),
  );
  const files = [
    ...text.replace(/`[^`\n]*`/g, '').matchAll(/(?<![\w/<>.-])[\w<>.-]+(?:\/[\w<>.-]+)+\.(?:tsx?|mjs|md)\b/g),
  ].map((m) => m[0]);
  return [...new Set([...inSpans, ...files])];
}

/** Whether a named path ends some path of the repository (`<area>` stands for any one name, `{a,b}` for each). */
export function pathExists(named, paths) {
  const braces = named.match(/\{([^}]*)\}/);
  if (braces) return braces[1].split(',').every((one) => pathExists(named.replace(braces[0], one), paths));
  const pattern = named
    .replace(/\/$/, '')
    .split(/(<[a-z-]+>)/)
    .map((part) => (/^<[a-z-]+>$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const re = new RegExp(`(^|/)${pattern}(/|$)`);
  return paths.some((p) => re.test(p));
}

/**
 * What a text points at and is not there: the decision records it cites by file or by number, and, when asked,
 * its relative links (from its own folder: a document's) and the paths it names (a guide's).
 */
export function deadReferences({ text, file, paths, links = false, withNamedPaths = false }) {
  const here = new Set(paths);
  const decisions = paths.filter((p) => /^docs\/decisions\/\d{4}-.+\.md$/.test(p)).map((p) => p.slice(15));
  const dead = [];
  if (links) {
    for (const link of relativeLinks(text)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), link)).replace(/\/$/, '');
      if (!here.has(target)) dead.push(`link ${link}`);
    }
  }
  for (const c of decisionFileCitations(text)) {
    if (!(c.file && decisions.includes(c.file))) dead.push(`decision record ${c.cited}`);
  }
  for (const n of decisionNumbers(text)) {
    if (!decisions.some((d) => d.startsWith(`${n}-`))) dead.push(`decision ${n}`);
  }
  if (withNamedPaths) for (const p of namedPaths(text)) if (!pathExists(p, paths)) dead.push(`path ${p}`);
  return dead;
}

/** Reads a file of the repository. */
export const readRepoFile = (root, rel) => readFileSync(path.join(root, rel), 'utf8');
