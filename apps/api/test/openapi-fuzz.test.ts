import { Writable } from 'node:stream';
import { TEXT_MESSAGES, UPLOAD_MESSAGES } from '@cq/shared';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { createPaidContestant } from '../src/dev/contestant-factories';
import { loginAs } from '../src/dev/factories';
import { buildContactMessage } from '../src/dev/inquiry-factories';
import { createSubmittedContestant } from '../src/dev/staff-factories';
import { buildCases, type FuzzCase, type OpenApi } from './support/openapi-cases';
import { testAppForFile } from './support/test-app';

/**
 * Every route of the OpenAPI document receives hostile values (NUL, broken characters, huge strings, wrong
 * types, null and cut-short bodies, bad UUIDs…) from a stranger and from a signed-in super admin. None may
 * answer 5xx, every refusal is the envelope, and nothing is logged at error level: bad input is the
 * caller's mistake, never a failure of the server.
 */
const SEED = 20_260_314;

const lines: { level: number; msg: string; err?: { message?: string } }[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

const t = testAppForFile({ logger: { level: 'info', stream: sink } });
let admin: { authorization: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  // The super admin also has a registration of her own, so the portal's routes reach their handlers.
  const own = await createPaidContestant(t.db, { role: 'super_admin' });
  admin = loginAs(t.app, own.user).headers;
  const other = await createSubmittedContestant(t.db);
  const [inquiry] = await t.db.insert(contactMessages).values(buildContactMessage()).returning();
  Object.assign(ids, {
    own: own.contestant.id,
    contestant: other.contestant.id,
    user: other.user.id,
    inquiry: inquiry?.id,
  });
});

/** Real records for the path parameters, so that hostile bodies reach the handlers behind them. */
function knownId(route: string, name: string): string | undefined {
  if (route.startsWith('/api/contestants/{id}')) return ids.own;
  if (route.startsWith('/api/admin/contestants/{id}')) return ids.contestant;
  if (route.startsWith('/api/admin/users/{id}')) return ids.user;
  if (route.startsWith('/api/admin/inquiries/{type}/{id}')) return name === 'type' ? 'contact' : ids.inquiry;
  return undefined;
}

let address = 0;
async function send(c: FuzzCase, headers: Record<string, string>) {
  address += 1;
  const res = await t.app.inject({
    method: c.method as 'GET',
    url: c.url,
    headers: { ...c.headers, ...headers },
    ...(c.payload === undefined ? {} : { payload: c.payload }),
    // One address per request: the per-IP budgets would otherwise answer 429 before the input is read.
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  if (res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json')) {
    const body = res.json();
    if (body.success !== false || typeof body.message !== 'string') {
      problems.push(`not the envelope: ${res.body.slice(0, 200)}`);
    }
  }
  return problems;
}

describe('the API under hostile input', () => {
  it('never answers 5xx, answers refusals in the envelope and logs no error, for any caller', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    const cases = buildCases(doc, SEED, knownId);
    const failures: string[] = [];
    for (const [i, c] of cases.entries()) {
      // Every request as the super admin; the plausible one and every third hostile one as a stranger too.
      const callers: [string, Record<string, string>][] = [['super admin', admin]];
      if (c.what === 'plausible' || i % 3 === 0) callers.push(['stranger', {}]);
      for (const [who, headers] of callers) {
        for (const problem of await send(c, headers))
          failures.push(`${who} ${c.method} ${c.route} [${c.what}] ${problem}`);
      }
    }
    const errors = lines.filter((l) => l.level >= 50).map((l) => `${l.msg}: ${l.err?.message ?? ''}`.slice(0, 200));
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    // A bound on the run time: it grows with every route (passkeys, conversations, invoices, templates and
    // rejection reasons added some thirty).
    expect(cases.length).toBeLessThan(1600);
    expect({ failures, errors }).toEqual({ failures: [], errors: [] });
  }, 240_000);
});

describe('the hostile inputs of the security review', () => {
  const errorLines = () => lines.filter((l) => l.level >= 50);
  beforeEach(() => {
    lines.length = 0;
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });

  it.each([
    ['/api/admin/contestants?q=%00', 'q'],
    ['/api/admin/contestants/export.csv?q=%00', 'q'],
    ['/api/admin/users?q=a%00b', 'q'],
    ['/api/admin/inquiries?q=%00', 'q'],
    ['/api/admin/payments?q=%00', 'q'],
    ['/api/admin/audit?actor=%00', 'actor'],
    ['/api/admin/audit?action=users.%00', 'action'],
    ['/api/admin/audit?recordId=%00', 'recordId'],
  ])('%s: 400 naming the filter, nothing logged as an error', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'validation_failed',
      message: 'Please check the highlighted fields.',
      errors: { [field]: TEXT_MESSAGES.nul },
    });
    expect(errorLines()).toEqual([]);
  });

  it.each([
    ['subject', { subject: 'Hello \ud800', message: 'Thank you' }],
    ['message', { subject: 'Hello', message: 'Thank you \udc00' }],
  ])('an inbox reply with half a surrogate pair in its %s: 400, nothing sent or logged', async (field, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/inquiries/contact/${ids.inquiry}/reply`,
      headers: { ...admin, 'content-type': 'application/json' },
      // JSON.stringify writes half a pair as its \u escape, as a hostile client would.
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: TEXT_MESSAGES.brokenCharacter });
    expect(errorLines()).toEqual([]);
  });

  it('a null body on PUT /api/admin/settings/registration: 400, nothing logged as an error', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/registration',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Please check the highlighted fields.' });
    expect(errorLines()).toEqual([]);
  });

  const boundary = '----cqcut';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="uploadType"\r\n\r\nheadshot\r\n--${boundary}\r\n` +
    'Content-Disposition: form-data; name="file"; filename="face.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';
  it.each([
    [
      'cut short inside the file',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([Buffer.from(head), Buffer.alloc(6000, 0xff)]),
    ],
    ['cut short inside a part header', `multipart/form-data; boundary=${boundary}`, Buffer.from(head.slice(0, 90))],
    ['without a boundary', 'multipart/form-data', Buffer.from(head)],
  ])('an upload %s: 400 in the envelope, nothing logged as an error', async (_what, type, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/contestants/${ids.own}/upload`,
      headers: { ...admin, 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'validation_failed',
      message: UPLOAD_MESSAGES.incomplete,
      errors: { file: UPLOAD_MESSAGES.incomplete },
    });
    expect(errorLines()).toEqual([]);
  });

  it('an address that is not valid percent-encoding: 400 in the envelope', async () => {
    const res = await get(`/api/admin/contestants/%E0%A4%A`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'bad_request',
      message: 'The request could not be understood.',
    });
  });

  it.each([
    '/api/users/login',
    '/api/users/register',
    '/api/users/password-reset-request',
    '/api/contact',
    '/api/sponsorship',
  ])('%s: a 1 MiB worst-case address is refused by its length, no e-mail pattern runs on it', async (url) => {
    const lengths: number[] = [];
    const realExec = RegExp.prototype.exec;
    // Every e-mail rule (something@something.something) is recorded, and never matched when over-long: the
    // former pattern would take hours on this address.
    vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, text: string) {
      if (!this.source.includes('[^\\s@]')) return realExec.call(this, text);
      lengths.push(String(text).length);
      return String(text).length > 10_000 ? null : realExec.call(this, text);
    });
    const email = `a@${'.'.repeat(1024 * 1024 - 400)}@`;
    const body = { email, password: 'x', firstName: 'Ama', lastName: 'Mensah', requestType: 'other', message: 'Hi' };
    const res = await t.app.inject({ method: 'POST', url, payload: body, remoteAddress: '10.200.0.1' });
    vi.restoreAllMocks();
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toMatch(/valid email address|too long/);
    expect(Math.max(0, ...lengths)).toBeLessThanOrEqual(254);
  });
});
