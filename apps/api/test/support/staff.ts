import { createStaff, type Staff } from '../../src/dev/staff-factories';
import type { TestApp } from './test-app';

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
