// Checks that imports flow one way (docs/architecture.md, "Rules the linter enforces"). On the API the floors are
// lib/ (with config.ts) → db/ → the adapters (mail/, storage/, payments/, plugins/, workers/) → modules/ → the app
// (app.ts, server.ts, bootstrap.ts, the other files at src/'s top, cli/, dev/): a file imports its own floor or a
// lower one; inside modules/, payments imports no product (each product registers with its order flow). On the web they are lib/, components/ and i18n/ → features/ → the app (app/, prerender/, main.tsx);
// a feature imports another feature only through its public face (features/<name>/index.ts), and only tests import
// the test support (src/test/). The shared package imports no app. `#api/…` and `#web/…` name a file from its
// app's src/ and are checked like a relative import; a relative import inside an app climbs at most three folders
// (further, the file is named through the alias).
// Biome's noRestrictedImports (biome.json) says the same per folder so the editor shows it; this script is the
// whole wall, including what Biome cannot say (another feature's insides, test support in production code).
// Run by `npm run lint`; exits 1 and lists every import that breaks a rule.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SPECIFIER =
  /(?:^|[^\w$.])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[^\w$.])import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[^\w$.])import\s+['"]([^'"]+)['"]/g;

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

const rel = (p) => path.relative(root, p).split(path.sep).join('/');
const webSrc = 'apps/web/src/';
const apiSrc = 'apps/api/src/';
const ALIASES = { '#api/': apiSrc, '#web/': webSrc };

/** The repository path an import names (without its extension), or the specifier itself for a package. */
function target(file, specifier) {
  if (specifier.startsWith('.')) return rel(path.resolve(path.dirname(file), specifier)).replace(SOURCE, '');
  for (const [alias, src] of Object.entries(ALIASES))
    if (specifier.startsWith(alias)) return `${src}${specifier.slice(alias.length)}`.replace(SOURCE, '');
  return specifier;
}

/** The API's floors, lowest first, by the first part of a path inside apps/api/src. */
const API_FLOORS = [
  { name: 'lib', parts: ['lib', 'config'] },
  { name: 'db', parts: ['db'] },
  { name: 'adapters', parts: ['mail', 'storage', 'payments', 'plugins', 'workers'] },
  { name: 'modules', parts: ['modules'] },
];
const API_RULES = {
  lib: "the API's lib/ imports nothing above it (db/, the adapters, modules/, the app)",
  db: 'db/ imports no adapter, module or app code',
  adapters:
    'mail/, storage/, payments/, plugins/ and workers/ import no module and no app code (the app hands them in)',
  modules: 'a module imports no app code (app.ts, server.ts, bootstrap.ts, cli/, dev/)',
};
/** The floor of an API path: its index in API_FLOORS, or the app's (above them all). */
function apiFloor(p) {
  const first = p.slice(apiSrc.length).split('/')[0];
  const floor = API_FLOORS.findIndex((f) => f.parts.includes(first));
  return floor === -1 ? API_FLOORS.length : floor;
}

/**
 * The order flow (modules/payments) sells whatever a product registers with it: it imports no product. Of the other
 * modules it may use only these: the settings (the organisation a receipt names) and its own back office.
 */
const PAYMENTS = `${apiSrc}modules/payments/`;
const PAYMENTS_MAY_USE = ['payments', 'settings', 'admin/payments'].map((m) => `${apiSrc}modules/${m}/`);
const PAYMENTS_RULE = 'payments imports no product module (a product registers with the order flow: payments/orders)';

/** The web's floors: 0 lib/components/i18n/styles, 1 features, 2 the app; the test support stands aside. */
function webFloor(p) {
  const first = p.slice(webSrc.length).split('/')[0];
  if (['lib', 'components', 'i18n', 'styles'].includes(first)) return 0;
  if (first === 'features') return 1;
  if (first === 'test') return null;
  return 2;
}
const isTest = (p) => /\.test$/.test(p) || /(^|\/)test\//.test(p.slice(webSrc.length));

/** The rule an import from `from` to `to` (both repository paths) breaks, if any. */
function broken(from, to, specifier) {
  if (from.startsWith(apiSrc) && to.startsWith(apiSrc)) {
    const own = apiFloor(from);
    const theirs = apiFloor(to);
    if (theirs > own) return API_RULES[API_FLOORS[own].name];
    if (
      from.startsWith(PAYMENTS) &&
      to.startsWith(`${apiSrc}modules/`) &&
      !PAYMENTS_MAY_USE.some((m) => to.startsWith(m))
    )
      return PAYMENTS_RULE;
  }
  if (from.startsWith(webSrc) && to.startsWith(webSrc)) {
    const own = webFloor(from);
    const theirs = webFloor(to);
    if (own === 0 && theirs !== null && theirs > 0) return 'lib/, components/ and i18n/ import no feature or app code';
    if (own === 1 && theirs === 2)
      return "a feature imports no app code (app/, prerender/, main.tsx); its tests use the test support's";
    if (theirs === null && !isTest(from)) return 'only tests import the test support (src/test/)';
  }
  const feature = (p) => p.startsWith(`${webSrc}features/`) && p.slice(`${webSrc}features/`.length).split('/')[0];
  const own = feature(from);
  const other = feature(to);
  if (own && other && own !== other) {
    const face = `${webSrc}features/${other}`;
    if (to !== face && to !== `${face}/index`)
      return `another feature is imported through its face only ('${other}' index.ts)`;
  }
  // The samples both apps' tests share (packages/shared/test/support) are for tests only.
  if (
    specifier.startsWith('@cq/shared/test-support') &&
    (from.startsWith(apiSrc) || (from.startsWith(webSrc) && !isTest(from)) || from.startsWith('packages/shared/src/'))
  )
    return "only tests import the shared test samples ('@cq/shared/test-support/…')";
  if (from.startsWith('packages/shared/') && (to.startsWith('apps/') || specifier.startsWith('@cq/')))
    return 'the shared package imports no app';
  return null;
}

/**
 * Inside an app, a relative import climbs at most three folders: a file further away is named from the app's
 * src/ (`#api/…`, `#web/…`), which reads the same from every folder and survives a move of the importing file.
 */
const MAX_CLIMB = 3;
function climbs(from, to, specifier) {
  const app = [apiSrc, webSrc].find((src) => from.startsWith(src));
  if (!app || !to.startsWith(app)) return null;
  const ups = specifier.match(/^(\.\.\/)+/)?.[0].length / 3 || 0;
  if (ups <= MAX_CLIMB) return null;
  return `an import climbing more than ${MAX_CLIMB} folders names its file from the app's src/ ('${app === apiSrc ? '#api/' : '#web/'}…')`;
}

const problems = [];
for (const base of ['apps/web/src', 'apps/api/src', 'packages/shared/src']) {
  for (const file of walk(path.join(root, base))) {
    const from = rel(file).replace(SOURCE, '');
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(SPECIFIER)) {
      const specifier = m[1] ?? m[2] ?? m[3];
      if (!specifier) continue;
      const rule = broken(from, target(file, specifier), specifier) ?? climbs(from, target(file, specifier), specifier);
      if (rule) problems.push(`${rel(file)}: '${specifier}' — ${rule}`);
    }
  }
}

if (problems.length) {
  console.error(
    `${problems.length} import(s) against the direction of the code:\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.info('imports: every import follows the direction of the code');
