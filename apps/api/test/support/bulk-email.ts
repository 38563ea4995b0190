import type { RegistrationForm } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createStaff, createSubmittedContestant, type Staff } from '../../src/dev/staff-factories';
import { twoInstancesOnOneDatabase } from './postgres';

export interface BulkEmailOffice {
  a: FastifyInstance;
  b: FastifyInstance;
  /** An editor who may write to contestants, made on instance A. */
  staff: Staff;
}

/**
 * A bulk e-mail office behind a load balancer, for this test file: two instances on one PostgreSQL database, an
 * editor who may write to contestants, and `recipients` submitted contestants of one continent
 * (`<emailPrefix>.<n>@example.com`). Each test ends on the real clock again.
 */
export function bulkEmailOfficeForFile(opts: {
  prefix: string;
  env: Record<string, string>;
  recipients: number;
  emailPrefix: string;
  continent: RegistrationForm['continent'];
}): BulkEmailOffice {
  let instances: Awaited<ReturnType<typeof twoInstancesOnOneDatabase>> | undefined;
  let office: BulkEmailOffice | undefined;
  beforeAll(async () => {
    instances = await twoInstancesOnOneDatabase(opts.prefix, opts.env);
    const { a, b } = instances;
    const staff = await createStaff(a, 'editor', [{ resource: 'contestants', actions: ['read', 'update'] }]);
    for (let i = 0; i < opts.recipients; i++) {
      await createSubmittedContestant(
        a.db,
        { email: `${opts.emailPrefix}.${i}@example.com` },
        { continent: opts.continent },
      );
    }
    office = { a, b, staff };
  });
  afterAll(async () => {
    await instances?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const current = (): BulkEmailOffice => {
    if (!office) throw new Error('The office is set up before the first test, not while the file loads.');
    return office;
  };
  return {
    get a() {
      return current().a;
    },
    get b() {
      return current().b;
    },
    get staff() {
      return current().staff;
    },
  };
}
