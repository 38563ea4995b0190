// Checks that imports flow one way (docs/architecture.md): the web's lib/ and components/ import no feature or
// app code; a feature imports another feature only through its public face (features/<name>/index.ts); the
// API's lib/ imports neither the database layer nor the modules; the shared package imports no app.
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

/** The rule an import from `from` to `to` (both repository paths) breaks, if any. */
function broken(from, to, specifier) {
  if (from.startsWith(`${webSrc}lib/`) || from.startsWith(`${webSrc}components/`)) {
    if (to.startsWith(`${webSrc}features/`) || to.startsWith(`${webSrc}app/`))
      return 'lib/ and components/ import no feature or app code';
  }
  const feature = (p) => p.startsWith(`${webSrc}features/`) && p.slice(`${webSrc}features/`.length).split('/')[0];
  const own = feature(from);
  const other = feature(to);
  if (own && other && own !== other) {
    const face = `${webSrc}features/${other}`;
    if (to !== face && to !== `${face}/index`)
      return `another feature is imported through its face only ('${other}' index.ts)`;
  }
  if (from.startsWith(`${apiSrc}lib/`) && (to.startsWith(`${apiSrc}db/`) || to.startsWith(`${apiSrc}modules/`)))
    return "the API's lib/ imports neither db/ nor modules/";
  if (from.startsWith('packages/shared/') && (to.startsWith('apps/') || specifier.startsWith('@cq/')))
    return 'the shared package imports no app';
  return null;
}

const problems = [];
for (const base of ['apps/web/src', 'apps/api/src', 'packages/shared/src']) {
  for (const file of walk(path.join(root, base))) {
    const from = rel(file).replace(SOURCE, '');
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(SPECIFIER)) {
      const specifier = m[1] ?? m[2] ?? m[3];
      if (!specifier) continue;
      let to = specifier;
      if (specifier.startsWith('.')) to = rel(path.resolve(path.dirname(file), specifier)).replace(SOURCE, '');
      const rule = broken(from, to.replace(/\/index$/, '/index'), specifier);
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
