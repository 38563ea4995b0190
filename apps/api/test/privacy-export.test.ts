import { DATA_EXPORT_PARTS, DATA_EXPORT_TTL_HOURS, DEFAULT_REGISTRATION_SETTINGS, PRIVACY_MESSAGES } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataExports, mediaFiles } from '../src/db/schema';
import { buildRegistrationForm, createPaidContestant, setContestantStatus } from '../src/dev/contestant-factories';
import { loginAs } from '../src/dev/factories';
import { createStaff } from '../src/dev/staff-factories';
import { linksIn } from '../src/mail';
import { removeExpiredExports, whenExported } from '../src/modules/privacy/export-service';
import { setSetting } from '../src/modules/settings/service';
import { mailsTo } from './support/mail';
import { multipartBody } from './support/multipart';
import { get, post, uploadAllFiles } from './support/registration-helpers';
import { samplePdf } from './support/sample-files';
import { createTestApp, type TestApp } from './support/test-app';
import { readZip } from './support/zip';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://queens.example' } });
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

async function submittedContestant(firstName: string) {
  const { user, contestant } = await createPaidContestant(t.db, { firstName });
  const { headers } = loginAs(t.app, user);
  await uploadAllFiles(t.app, contestant.id, headers);
  const submitted = await post(t.app, `/api/contestants/${contestant.id}/form`, headers, buildRegistrationForm());
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { user, contestant, headers };
}

const downloadPath = (url: string) => {
  const u = new URL(url, 'https://queens.example');
  return u.pathname + u.search;
};

describe('a copy of her data', () => {
  it('is prepared in the background, e-mailed as a link that expires, and holds her account, registration versions, notifications, payments, agreements and files', async () => {
    const { user, headers } = await submittedContestant('Yewande');
    expect((await get(t.app, '/api/users/me/data-export', headers)).json().data.dataExport).toBeNull();

    const asked = await post(t.app, '/api/users/me/data-export', headers);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(PRIVACY_MESSAGES.exportRequested);
    expect(asked.json().data.dataExport).toMatchObject({ state: 'preparing', downloadUrl: null });
    await whenExported(t.app);

    const status = (await get(t.app, '/api/users/me/data-export', headers)).json().data.dataExport;
    expect(status.state).toBe('ready');
    expect(Date.parse(status.expiresAt) - Date.parse(status.readyAt)).toBe(DATA_EXPORT_TTL_HOURS * 3600_000);

    const [mail] = await mailsTo(t.db, user.email, 'data-export-ready');
    expect(mail?.text).toContain(`${DATA_EXPORT_TTL_HOURS} hours`);
    const link = linksIn(mail?.html ?? '', 'https://queens.example').find((l) => l.includes('/download'));
    expect(link).toBeDefined();
    // The page's link and the e-mail's are the same download.
    expect(downloadPath(link ?? '')).toBe(downloadPath(status.downloadUrl));

    const res = await t.app.inject({ method: 'GET', url: downloadPath(link ?? '') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-/);
    expect(Number(res.headers['content-length'])).toBe(status.size);

    const entries = readZip(res.rawPayload);
    const names = entries.map((e) => e.name);
    expect(names.slice(0, DATA_EXPORT_PARTS.length)).toEqual([...DATA_EXPORT_PARTS]);
    const part = (name: string) => JSON.parse(entries.find((e) => e.name === name)?.data.toString() ?? 'null');
    expect(part('account.json')).toMatchObject({ id: user.id, email: user.email, firstName: 'Yewande' });
    expect(JSON.stringify(part('account.json'))).not.toContain(user.passwordHash);
    expect(part('registration-versions.json')).toMatchObject([{ version: 1, kind: 'initial' }]);
    expect(part('registration.json').status).toBe('preliminary_submitted');
    expect(part('consents.json')[0]).toMatchObject({ kind: 'registration-declarations' });
    expect(Array.isArray(part('notifications.json'))).toBe(true);
    expect(Array.isArray(part('payments.json'))).toBe(true);
    expect(part('fan-votes.json')).toEqual({ votes: [], paidVotes: [] });
    expect(part('account.json').language).toBe('en');

    // Each uploaded file, byte for byte.
    const stored = await t.db.select().from(mediaFiles);
    const storedVideo = stored.find((m) => m.uploadType === 'video' && names.includes(`files/video-${m.originalName}`));
    const { stream } = await t.app.storage.open(storedVideo?.storageKey ?? '');
    const videoBytes = Buffer.concat(await stream.toArray());
    expect(videoBytes.length).toBeGreaterThan(0);
    expect(entries.find((e) => e.name.startsWith('files/video-'))?.data.equals(videoBytes)).toBe(true);
    expect(names.filter((n) => n.startsWith('files/')).sort()).toEqual(
      stored
        .filter((m) => names.includes(`files/${m.uploadType}-${m.originalName}`))
        .map((m) => `files/${m.uploadType}-${m.originalName}`)
        .sort(),
    );
    expect(names.filter((n) => n.startsWith('files/'))).toHaveLength(4);
  });

  it('holds her to-dos: each item with her answer or confirmation, every send and review, and her file byte for byte', async () => {
    const manager = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read', 'update'] }]);
    const addTodo = async (title: string, kind: string, needsReview = false) => {
      const res = await post(t.app, '/api/admin/todos', manager.headers, {
        title,
        description: '',
        kind,
        deadline: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        continent: null,
        needsReview,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data._id as string;
    };
    const passport = await addTodo('Passport copy', 'file');
    const flight = await addTodo('Flight number', 'text', true);
    const contract = await addTodo('Contract read', 'confirm');
    const { contestant, headers } = await submittedContestant('Adaeze');
    await setContestantStatus(t.db, contestant.id, 'active');

    const pdf = samplePdf();
    const form = multipartBody([{ name: 'file', value: pdf, fileName: 'passport.pdf' }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/todos/${passport}/file`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await post(t.app, `/api/todos/${flight}/answer`, headers, { answer: 'QR 1404' })).statusCode).toBe(200);
    const back = await post(t.app, `/api/admin/todos/${flight}/delegates/${contestant.id}/send-back`, manager.headers, {
      reason: 'That flight is cancelled.',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await post(t.app, `/api/todos/${flight}/answer`, headers, { answer: 'QR 1405' })).statusCode).toBe(200);
    expect((await post(t.app, `/api/todos/${contract}/confirm`, headers)).statusCode).toBe(200);

    await post(t.app, '/api/users/me/data-export', headers);
    await whenExported(t.app);
    const { downloadUrl } = (await get(t.app, '/api/users/me/data-export', headers)).json().data.dataExport;
    const entries = readZip((await t.app.inject({ method: 'GET', url: downloadUrl })).rawPayload);
    const todos = JSON.parse(entries.find((e) => e.name === 'todos.json')?.data.toString() ?? 'null');
    expect(todos).toHaveLength(3);
    const byTitle = Object.fromEntries(todos.map((item: { title: string }) => [item.title, item]));
    expect(byTitle['Flight number']).toMatchObject({ kind: 'text', answer: 'QR 1405', file: null, review: 'waiting' });
    expect(byTitle['Flight number'].history).toEqual([
      expect.objectContaining({ kind: 'sent', answer: 'QR 1404' }),
      expect.objectContaining({ kind: 'sent-back', reason: 'That flight is cancelled.' }),
      expect.objectContaining({ kind: 'sent', answer: 'QR 1405' }),
    ]);
    expect(byTitle['Contract read']).toMatchObject({ kind: 'confirm', answer: null });
    expect(byTitle['Contract read'].completedAt).toEqual(expect.any(String));
    const file = byTitle['Passport copy'].file;
    expect(file).toMatchObject({ type: 'application/pdf', size: pdf.length });
    const inZip = entries.find((e) => e.name === file.inThisCopy);
    expect(inZip?.data.equals(pdf)).toBe(true);
  });

  it('asked twice while it is prepared is one copy; a forged or expired link is refused and the expired file removed', async () => {
    const { user, headers } = await submittedContestant('Nkechi');
    const [first, second] = await Promise.all([
      post(t.app, '/api/users/me/data-export', headers),
      post(t.app, '/api/users/me/data-export', headers),
    ]);
    expect(first.json().data.dataExport.id).toBe(second.json().data.dataExport.id);
    await whenExported(t.app);
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).toHaveLength(1);

    const { downloadUrl, expiresAt } = (await get(t.app, '/api/users/me/data-export', headers)).json().data.dataExport;
    const forged = downloadUrl.replace(/signature=[^&]+/, 'signature=AAAA');
    const refused = await t.app.inject({ method: 'GET', url: forged });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'forbidden',
      message: PRIVACY_MESSAGES.exportLinkInvalid,
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(expiresAt) + 1000));
    const late = await t.app.inject({ method: 'GET', url: downloadUrl });
    expect(late.statusCode).toBe(403);
    const later = loginAs(t.app, user).headers;
    expect((await get(t.app, '/api/users/me/data-export', later)).json().data.dataExport).toMatchObject({
      state: 'expired',
      downloadUrl: null,
    });
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.userId, user.id));
    const key = row?.storageKey ?? '';
    await expect(t.app.storage.open(key)).resolves.toBeDefined();
    expect(await removeExpiredExports(t.app)).toBeGreaterThanOrEqual(1);
    await expect(t.app.storage.open(key)).rejects.toThrow();
    expect(await removeExpiredExports(t.app)).toBe(0);
  });

  it('fails (and says so) when one of her files cannot be read, instead of sending an incomplete archive', async () => {
    const { user, contestant, headers } = await submittedContestant('Folake');
    const [video] = await t.db
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.contestantId, contestant.id), eq(mediaFiles.uploadType, 'video')));
    await t.app.storage.delete(video?.storageKey ?? '');
    await post(t.app, '/api/users/me/data-export', headers);
    await whenExported(t.app);
    expect((await get(t.app, '/api/users/me/data-export', headers)).json().data.dataExport.state).toBe('failed');
    expect(await mailsTo(t.db, user.email, 'data-export-ready')).toEqual([]);
    // Asking again starts a new copy.
    const again = await post(t.app, '/api/users/me/data-export', headers);
    expect(again.json().data.dataExport.state).toBe('preparing');
    await whenExported(t.app);
  });

  it('needs her to be signed in to ask', async () => {
    expect((await post(t.app, '/api/users/me/data-export', {})).statusCode).toBe(401);
    expect((await get(t.app, '/api/users/me/data-export')).statusCode).toBe(401);
  });
});
