import { verifyChain } from '../modules/audit/chain';
import { runCommand, withConfiguredDatabase } from './open-database';

/**
 * Checks the judging audit entries' hash chain: every entry's hash matches its content and names the entry
 * before it. Exits 1 at the first entry that does not hold, naming it.
 *
 *   npm run verify-audit
 */
async function main(): Promise<number> {
  return withConfiguredDatabase(async (handle) => {
    const report = await verifyChain(handle.db, 'judging');
    if (report.broken) {
      const { id, createdAt, reason } = report.broken;
      console.error(`The judging audit chain is broken at entry ${id} (${createdAt.toISOString()}): ${reason}.`);
      return 1;
    }
    console.info(
      `The judging audit chain holds: ${report.entries} entries, each matching its content and the one before it.`,
    );
    return 0;
  });
}

runCommand(main);
