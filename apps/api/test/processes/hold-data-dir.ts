// A command that opens DATA_DIR like `npm run seed` does and holds it until its standard input closes:
// prints `holding` once the database is open. Usage: tsx test/processes/hold-data-dir.ts
import { openConfiguredDatabase } from '../../src/cli/open-database';

const { handle } = await openConfiguredDatabase();
process.stdout.write('holding\n');
process.stdin.resume();
process.stdin.on('end', async () => {
  await handle.close();
  process.exit(0);
});
