import { spawnSync } from 'node:child_process';

/** Runs one SQL command with psql on the server of `url`, in `database`. */
export function psql(url, sql, database = 'postgres') {
  const target = new URL(url);
  target.pathname = `/${database}`;
  const r = spawnSync('psql', [target.toString(), '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
}

/** One value a query answers (unaligned, no headings). */
export function psqlValue(url, sql, database = 'postgres') {
  const target = new URL(url);
  target.pathname = `/${database}`;
  const r = spawnSync('psql', [target.toString(), '-v', 'ON_ERROR_STOP=1', '-qtA', '-c', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
  return r.stdout.trim();
}

/** Drops and creates the database named by `url` (a benchmark starts from an empty one). */
export function freshDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  psql(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  psql(url, `CREATE DATABASE "${name}"`);
}
