import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { verifyChain } from '../modules/audit/chain';
import { buildAuditExport, type ExportReport, verifyAuditExport } from '../modules/audit/export';
import { runCommand, withConfiguredDatabase } from './open-database';

/**
 * Checks the judging audit chain: every entry's hash matches its content and names the entry before it, and each
 * judge's submitted segment still hashes to the receipt the chain recorded. Exits 1 at the first problem, naming
 * it.
 *
 *   npm run verify-audit                                  the configured database
 *   npm run verify-audit -- --file judging-audit.json     a file the chief auditor downloaded (no database needed)
 *   npm run verify-audit -- --file f.json --head <hash>   and a head noted earlier (/api/audit/head, a sheet)
 */
export async function verifyAuditCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { file: { type: 'string' }, head: { type: 'string' } },
    allowPositionals: false,
  });
  let report: ExportReport;
  if (values.file) {
    const where = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.file);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(where, 'utf8'));
    } catch (err) {
      console.error(`${where} cannot be read as JSON: ${(err as Error).message}`);
      return 1;
    }
    report = await verifyAuditExport(parsed, values.head);
  } else {
    report = await withConfiguredDatabase(async (handle) => {
      const chain = await verifyChain(handle.db, 'judging');
      if (chain.broken) {
        const { id, createdAt, reason } = chain.broken;
        return {
          entries: chain.entries,
          head: { sequence: chain.entries, hash: null },
          problems: [`The judging audit chain is broken at entry ${id} (${createdAt.toISOString()}): ${reason}.`],
        };
      }
      return verifyAuditExport(await buildAuditExport(handle.db), values.head);
    });
  }
  if (report.problems.length > 0) {
    for (const problem of report.problems) console.error(problem);
    return 1;
  }
  console.info(
    `The judging audit chain holds: ${report.entries} entries, each matching its content and the one before it; ` +
      `every submitted segment matches its receipt. Head ${report.head.sequence}: ${report.head.hash ?? 'none'}.`,
  );
  return 0;
}

if (process.argv[1] && path.basename(process.argv[1]).startsWith('verify-audit')) {
  runCommand(() => verifyAuditCommand(process.argv.slice(2)));
}
