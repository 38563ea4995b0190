import { type ContestantFilters, DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contestantSubmissions, contestants, users } from '../src/db/schema';
import { buildRegistrationForm, createPaidContestant, setPaymentStatus } from '../src/dev/contestant-factories';
import { createUser, loginAs } from '../src/dev/factories';
import { createStaff, createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { exportBatches, listPage } from '../src/modules/admin/contestants/repo';
import { ensureContestantRecord } from '../src/modules/contestants/lifecycle';
import { setSetting } from '../src/modules/settings/service';
import { get, uploadAllFiles } from './support/registration-helpers';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
let reviewer: Staff;
const ids: Record<string, string> = {};

async function submitted(
  key: string,
  user: Parameters<typeof createSubmittedContestant>[1],
  form: Parameters<typeof createSubmittedContestant>[2],
  extra: Partial<typeof contestants.$inferInsert>,
) {
  const { contestant } = await createSubmittedContestant(t.db, user, form);
  await t.db.update(contestants).set(extra).where(eq(contestants.id, contestant.id));
  ids[key] = contestant.id;
}

beforeAll(async () => {
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
  reviewer = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read', 'export'] }]);
  await submitted(
    'amara',
    { firstName: 'Amara', lastName: 'Okafor', email: 'amara.okafor@example.com' },
    { continent: 'Africa' },
    { submittedAt: new Date('2026-03-01T10:00:00Z') },
  );
  await submitted(
    'zoe',
    { firstName: 'Zoë', lastName: 'Lindqvist', email: 'zoe.l@example.com' },
    { continent: 'Europe', nationality: 'Swedish' },
    { submittedAt: new Date('2026-03-05T00:00:00Z'), registrationStatus: 'preliminary_approved' },
  );
  await submitted(
    'mei',
    { firstName: 'Mei', lastName: 'Tanaka', email: 'mei.tanaka@example.com' },
    { continent: 'Asia' },
    { submittedAt: new Date('2026-03-10T23:30:00Z'), registrationStatus: 'preliminary_rejected' },
  );
  await submitted(
    'formula',
    { firstName: '=HYPERLINK("http://evil.example")', lastName: 'Smith, Jr.', email: 'smith@example.com' },
    { continent: 'North America' },
    { submittedAt: new Date('2026-02-20T08:00:00Z') },
  );
  await setPaymentStatus(t.db, (await userOf(ids.mei)) as string, 'pending');
  // Paid, not submitted yet: no submission date and no continent.
  const ana = await createPaidContestant(t.db, { firstName: 'Ana_Maria', lastName: 'Silva', email: 'ana@example.com' });
  ids.ana = ana.contestant.id;
  // Never paid: no payment status at all.
  const nia = await createUser(t.db, { firstName: 'Nia', lastName: 'Brown', email: 'nia@example.com' });
  ids.nia = (await ensureContestantRecord(t.db, nia.id)).id;
});

async function userOf(id: string | undefined) {
  const [row] = await t.db
    .select()
    .from(contestants)
    .where(eq(contestants.id, id ?? ''));
  return row?.userId;
}

const list = (query = '', headers = reviewer.headers) => get(t.app, `/api/admin/contestants${query}`, headers);
const namesOf = (res: Awaited<ReturnType<typeof list>>) =>
  res.json().data.contestants.map((c: { firstName: string }) => c.firstName);

describe('GET /api/admin/contestants', () => {
  it('is described in the API document with every route of the area', async () => {
    const doc = await t.app.openapiDocument();
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin/contestants'));
    expect(paths.sort()).toEqual([
      '/api/admin/contestants',
      '/api/admin/contestants/bulk',
      '/api/admin/contestants/export.csv',
      '/api/admin/contestants/{id}',
      '/api/admin/contestants/{id}/corrections',
      '/api/admin/contestants/{id}/country',
      '/api/admin/contestants/{id}/decision',
      '/api/admin/contestants/{id}/grant-edits',
      '/api/admin/contestants/{id}/messages',
      '/api/admin/contestants/{id}/notes',
      '/api/admin/contestants/{id}/public-profile',
      '/api/admin/contestants/{id}/public-profile/publish',
      '/api/admin/contestants/{id}/public-profile/unpublish',
    ]);
  });

  it('is for staff holding contestants:read', async () => {
    expect((await list('', {} as Staff['headers'])).statusCode).toBe(401);
    const editor = await createStaff(t.app, 'editor');
    expect((await list('', editor.headers)).statusCode).toBe(403);
    const contestant = await createUser(t.db, {
      role: 'user',
      permissions: [{ resource: 'contestants', actions: ['manage'] }],
    });
    expect((await list('', loginAs(t.app, contestant).headers)).statusCode).toBe(403);
  });

  it('answers newest submissions first (never submitted last), with the summary and the counts of all', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 6, page: 1, pageSize: 25 });
    expect(data.contestants.slice(0, 4).map((c: { _id: string }) => c._id)).toEqual([
      ids.mei,
      ids.zoe,
      ids.amara,
      ids.formula,
    ]);
    expect(data.contestants[0]).toMatchObject({
      firstName: 'Mei',
      lastName: 'Tanaka',
      email: 'mei.tanaka@example.com',
      status: 'preliminary_rejected',
      statusLabel: 'Needs Attention / Needs Review',
      continent: 'Asia',
      paymentStatus: 'pending',
      submittedAt: '2026-03-10T23:30:00.000Z',
      editsUsed: 0,
      editsRemaining: 3,
    });
    expect(data.contestants[0].version).toEqual(expect.any(Number));
    expect(data.counts).toEqual({
      all: 6,
      byStatus: {
        payment_pending: 1,
        in_progress: 1,
        preliminary_submitted: 2,
        preliminary_approved: 1,
        preliminary_rejected: 1,
        active: 0,
      },
      byContinent: {
        Africa: 1,
        Asia: 1,
        Europe: 1,
        'North America': 1,
        'South America': 0,
        'Australia/Oceania': 0,
      },
    });
  });

  it('filters by status, continent and payment status, and the counts still show everyone', async () => {
    const res = await list('?status=preliminary_submitted');
    expect(namesOf(res)).toEqual(['Amara', '=HYPERLINK("http://evil.example")']);
    expect(res.json().data.total).toBe(2);
    expect(res.json().data.counts.all).toBe(6);
    expect(namesOf(await list('?continent=Europe'))).toEqual(['Zoë']);
    expect(namesOf(await list('?paymentStatus=pending'))).toEqual(['Mei']);
    expect(namesOf(await list('?paymentStatus=none'))).toEqual(['Nia']);
    expect(namesOf(await list('?status=preliminary_submitted&continent=Africa&paymentStatus=paid'))).toEqual(['Amara']);
    expect(namesOf(await list('?status=&continent='))).toHaveLength(6);
  });

  it('filters by submission day, both ends included', async () => {
    expect(namesOf(await list('?submittedFrom=2026-03-05&submittedTo=2026-03-10'))).toEqual(['Mei', 'Zoë']);
    expect(namesOf(await list('?submittedTo=2026-03-01'))).toEqual(['Amara', '=HYPERLINK("http://evil.example")']);
  });

  it('searches first, last and full name and e-mail, ignoring case, with % and _ taken literally', async () => {
    expect(namesOf(await list('?q=OKAF'))).toEqual(['Amara']);
    expect(namesOf(await list(`?q=${encodeURIComponent('amara okafor')}`))).toEqual(['Amara']);
    expect(namesOf(await list('?q=zoe.l@'))).toEqual(['Zoë']);
    expect(namesOf(await list('?q=_'))).toEqual(['Ana_Maria']);
    expect(namesOf(await list('?q=%25'))).toEqual([]);
  });

  it('sorts by name or status either way and pages without overlap', async () => {
    expect(namesOf(await list('?sort=name')).slice(0, 3)).toEqual(['Nia', 'Zoë', 'Amara']);
    expect(namesOf(await list('?sort=name&order=desc'))[0]).toBe('Mei');
    const asc = namesOf(await list('?sort=submittedAt&order=asc'));
    expect(asc.slice(0, 4)).toEqual(['=HYPERLINK("http://evil.example")', 'Amara', 'Zoë', 'Mei']);
    const page1 = (await list('?pageSize=4')).json().data;
    const page2 = (await list('?pageSize=4&page=2')).json().data;
    expect(page2).toMatchObject({ page: 2, pageSize: 4, total: 6 });
    const seen = [...page1.contestants, ...page2.contestants].map((c: { _id: string }) => c._id);
    expect(new Set(seen).size).toBe(6);
  });

  it('sorts by the account’s current name after a rename, and pages a payment filter in that order', async () => {
    const nia = (await userOf(ids.nia)) as string;
    await t.db.update(users).set({ lastName: 'Zulu' }).where(eq(users.id, nia));
    try {
      expect(namesOf(await list('?sort=name&order=desc'))[0]).toBe('Nia');
      expect(namesOf(await list('?sort=name')).slice(0, 2)).toEqual(['Zoë', 'Amara']);
    } finally {
      await t.db.update(users).set({ lastName: 'Brown' }).where(eq(users.id, nia));
    }
    expect(namesOf(await list('?sort=name'))[0]).toBe('Nia');
    const paid = namesOf(await list('?paymentStatus=paid&sort=name&pageSize=2&page=2'));
    const allPaid = namesOf(await list('?paymentStatus=paid&sort=name'));
    expect(paid).toEqual(allPaid.slice(2, 4));
  });

  it('refuses a bad filter with the field’s message', async () => {
    const res = await list('?status=crowned&submittedFrom=2026-13-01&pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      status: 'Choose a registration status',
      submittedFrom: 'Use a date as YYYY-MM-DD',
      pageSize: 'Use at most 100 rows per page',
    });
  });
});

describe('GET /api/admin/contestants/:id', () => {
  it('is 404 for an unknown id', async () => {
    const res = await get(t.app, '/api/admin/contestants/0b9a7c52-3f1e-4d2a-9c8b-7a6f5e4d3c2b', reviewer.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'not_found', message: 'Registration not found.' });
  });

  it('shows the account, the form, every version with its changes and the files through working links', async () => {
    const paid = await createPaidContestant(t.db, { firstName: 'Lena', phoneNumber: '+49 30 1234' });
    const id = paid.contestant.id;
    await uploadAllFiles(t.app, id, loginAs(t.app, paid.user).headers);
    const first = buildRegistrationForm();
    const second = buildRegistrationForm({ measurements: { ...first.measurements, waist: '64' } });
    const now = Date.now();
    await t.db
      .update(contestants)
      .set({
        registrationStatus: 'preliminary_submitted',
        formData: second,
        submittedAt: new Date(now),
        submissionCount: 2,
        editsUsed: 1,
        lastDraftSaved: new Date(now - 60_000),
      })
      .where(eq(contestants.id, id));
    await t.db.insert(contestantSubmissions).values([
      { contestantId: id, version: 1, kind: 'initial', formData: first, submittedAt: new Date(now - 86_400_000) },
      { contestantId: id, version: 2, kind: 'edit', formData: second, submittedAt: new Date(now) },
    ]);

    const res = await get(t.app, `/api/admin/contestants/${id}`, reviewer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: id,
      status: 'preliminary_submitted',
      statusLabel: 'Submitted / Under Review',
      editing: false,
      editsUsed: 1,
      extraEdits: 0,
      editsAllowed: 3,
      editsRemaining: 2,
      submissionCount: 2,
      lastDraftSaved: new Date(now - 60_000).toISOString(),
      reviewMessage: null,
      user: { firstName: 'Lena', phoneNumber: '+49 30 1234', paymentStatus: 'paid' },
      payment: { amount: 1, currency: 'USD' },
      notes: [],
    });
    expect(data.form.measurements.waist).toBe('64');
    expect(data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(data.versions[0].changes).toEqual([
      { field: 'measurements.waist', label: 'Waist', before: '66', after: '64' },
    ]);
    expect(data.versions[1]).toMatchObject({ kind: 'initial', changes: [] });

    // The links work without a bearer header: an <img>, <video> or <iframe> can load them.
    const headshot = await t.app.inject({ method: 'GET', url: data.media.headshot.url });
    expect(headshot.statusCode).toBe(200);
    expect(headshot.headers['content-type']).toBe('image/jpeg');
    const pdf = await t.app.inject({ method: 'GET', url: data.media.birthCertificate.url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(data.media.video.mimeType).toBe('video/mp4');
  });
});

describe('the export’s batches', () => {
  const ORDERS: ContestantFilters[] = [
    {},
    { sort: 'submittedAt', order: 'asc' },
    { sort: 'name' },
    { sort: 'name', order: 'desc' },
    { sort: 'status', order: 'desc' },
    { sort: 'createdAt' },
    { sort: 'updatedAt', order: 'asc' },
    { status: 'preliminary_submitted', sort: 'name' },
  ];

  it.each(ORDERS)('walk every matching record once, in the list’s order (%o)', async (filters) => {
    const { rows } = await listPage(t.db, filters, { page: 1, pageSize: 100 });
    const walked: string[] = [];
    for await (const batch of exportBatches(t.db, filters, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      walked.push(...batch.map((r) => r.id));
    }
    expect(walked).toEqual(rows.map((r) => r.id));
  });
});

describe('GET /api/admin/contestants/export.csv', () => {
  const csv = (query = '', headers = reviewer.headers) =>
    t.app.inject({ method: 'GET', url: `/api/admin/contestants/export.csv${query}`, headers });

  it('needs the export permission, not just read', async () => {
    const readOnly = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read'] }]);
    expect((await csv('', readOnly.headers)).statusCode).toBe(403);
  });

  it('streams a spreadsheet-ready file: BOM, header, quoting, no formulas, filters applied, audited', async () => {
    const res = await csv('?continent=North%20America');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contestants-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFRegistration ID,First name,Last name,E-mail,Phone,Status,Continent,Nationality,Country of residence,' +
        'Country represented,Country confirmed,Date of birth,Payment status,Amount paid,Currency,Submitted at,Last updated,Edits used',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[1]).toMatch(
      new RegExp(
        `^${ids.formula},"'=HYPERLINK\\(""http://evil.example""\\)","Smith, Jr.",smith@example.com,'\\+234 801 234 5678,` +
          'Submitted / Under Review,North America,Ghanaian,Ghana,Ghana,No,2001-08-14,paid,1.00,USD,2026-02-20 08:00:00,',
      ),
    );

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contestants.export'), eq(auditLog.actorId, reviewer.user.id)));
    expect(entry?.details).toEqual({ filters: { continent: 'North America' } });
  });

  it('keeps accents and the list’s order', async () => {
    const res = await csv('?status=preliminary_approved');
    const rows = res.body.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',Zoë,Lindqvist,zoe.l@example.com,');
    expect(rows[0]).toContain(',Approved,Europe,Swedish,');
    const all = (await csv()).body.split('\r\n').slice(1, -1);
    expect(all.map((line) => line.split(',')[0])).toEqual(
      (await list('?pageSize=100')).json().data.contestants.map((c: { _id: string }) => c._id),
    );
  });

  it('sends the file in several chunks as the rows arrive', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contestants/export.csv',
      headers: reviewer.headers,
      payloadAsStream: true,
    });
    const chunks: Buffer[] = [];
    // Flowing mode hands over each write as it was made (an iterator would join what is buffered).
    await new Promise((resolve, reject) => {
      res
        .stream()
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', resolve)
        .on('error', reject);
    });
    expect(chunks.length).toBeGreaterThan(1);
    const { total } = (await list()).json().data;
    expect(Buffer.concat(chunks).toString('utf8').split('\r\n')).toHaveLength(total + 2);
  });
});
