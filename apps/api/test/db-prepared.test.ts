import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepared } from '../src/db/prepared';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();

describe('prepared statements of the polled calls', () => {
  it('prepares a statement once per database and runs it with each call’s values', async () => {
    let prepares = 0;
    const make = () =>
      prepared(t.db, 'test_echo', (db) => {
        prepares += 1;
        return db
          .select({ value: sql<string>`${sql.placeholder('value')}::text` })
          .from(sql`(select 1) as one`)
          .prepare('test_echo');
      });
    const first = make();
    expect(make()).toBe(first);
    expect(prepares).toBe(1);
    expect(await first?.execute({ value: 'a' })).toEqual([{ value: 'a' }]);
    expect(await make()?.execute({ value: 'b' })).toEqual([{ value: 'b' }]);
  });

  it('gives none inside a transaction, whose queries run on its own connection', async () => {
    await t.db.transaction(async (tx) => {
      expect(prepared(tx, 'test_in_tx', () => 'statement')).toBeNull();
    });
  });
});
