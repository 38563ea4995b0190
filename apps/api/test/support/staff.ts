import { beforeAll } from 'vitest';
import { createStaff, type Staff } from '../../src/dev/staff-factories';
import { type TestApp, testAppForFile } from './test-app';

type StaffDetails = Parameters<typeof createStaff>[3];

/** Ife Bello, an editor who looks after contestants' records (the name the messages and audits show). */
export const ifeBello = (app: TestApp, details: StaffDetails = {}): Promise<Staff> =>
  createStaff(app.app, 'editor', [{ resource: 'contestants', actions: ['read', 'update'] }], {
    firstName: 'Ife',
    lastName: 'Bello',
    ...details,
  });

/** The contestants' office: Ife Bello, who may change records, and a colleague who may only read them. */
export async function contestantsOffice(app: TestApp, details: StaffDetails = {}) {
  const staff = await ifeBello(app, details);
  const reader = await createStaff(app.app, 'editor', [{ resource: 'contestants', actions: ['read'] }]);
  return { staff, reader };
}

/** A request to the app as this member of staff (or signed out, for null), with an optional JSON body. */
export const staffRequest = (t: TestApp) => (method: string, url: string, who: Staff | null, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

/**
 * This test file's app, with the organisers' own address set (their copies of contestants' messages go there), and
 * its contestants' office, made before the first test.
 */
export function contestantsOfficeForFile() {
  const t = testAppForFile({ env: { ORGANISERS_EMAIL: 'office@pageant.example.org' } });
  let office: Awaited<ReturnType<typeof contestantsOffice>> | undefined;
  beforeAll(async () => {
    office = await contestantsOffice(t);
  });
  const current = () => {
    if (!office) throw new Error('The contestants’ office is made before the first test, not while the file loads.');
    return office;
  };
  return { t, office: current };
}
