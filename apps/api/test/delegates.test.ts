import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contestants, users } from '../src/db/schema';
import { buildRegistrationForm, createPaidContestant, setContestantStatus } from '../src/dev/contestant-factories';
import { loginAs } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { publicHeadshots } from '../src/modules/delegates/service';
import { mailsTo } from './support/mail';
import { upload } from './support/registration-helpers';
import { sampleImage } from './support/sample-files';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let publisher: Staff;
let reader: Staff;

interface Delegate {
  contestantId: string;
  headers: { authorization: string };
  email: string;
  userId: string;
}

/** An approved contestant with a headshot and a full-body photo, and the sample form (Ghana, Africa). */
async function approvedDelegate(firstName: string, lastName = 'Mensah', form = {}): Promise<Delegate> {
  const paid = await createPaidContestant(t.db, { firstName, lastName });
  const { headers } = loginAs(t.app, paid.user);
  for (const [type, format] of [
    ['headshot', 'jpeg'],
    ['fullBody', 'png'],
  ] as const) {
    const res = await upload(t.app, paid.contestant.id, headers, type, await sampleImage(format), `${type}.${format}`);
    expect(res.statusCode, res.body).toBe(200);
  }
  await t.db
    .update(contestants)
    .set({ formData: buildRegistrationForm(form), submittedAt: new Date() })
    .where(eq(contestants.id, paid.contestant.id));
  await setContestantStatus(t.db, paid.contestant.id, 'preliminary_approved');
  return { contestantId: paid.contestant.id, headers, email: paid.user.email, userId: paid.user.id };
}

const call = (method: string, url: string, headers: object = {}, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });
const consent = (d: Delegate, body: object = { biography: 'I dance and I heal.', showSocial: ['instagram'] }) =>
  call('PUT', '/api/delegate-profile', d.headers, body);
const publish = (d: Delegate, who: Staff = publisher) =>
  call('POST', `/api/admin/contestants/${d.contestantId}/public-profile/publish`, who.headers);
const unpublish = (d: Delegate) =>
  call('POST', `/api/admin/contestants/${d.contestantId}/public-profile/unpublish`, publisher.headers);

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
  publisher = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read', 'update'] }]);
  reader = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read'] }]);
});
afterAll(async () => {
  await t?.close();
});

describe('consent in her portal', () => {
  it('is refused until her registration is approved', async () => {
    const paid = await createPaidContestant(t.db, { firstName: 'Nadia' });
    const headers = loginAs(t.app, paid.user).headers;
    const status = await call('GET', '/api/delegate-profile', headers);
    expect(status.json().data.state).toBe('not_eligible');
    const res = await call('PUT', '/api/delegate-profile', headers, { biography: '', showSocial: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Your public profile can be set up once your registration is approved.',
    });
  });

  it('shows what will be public, records her choices, and checks them', async () => {
    const d = await approvedDelegate('Efua');
    const before = (await call('GET', '/api/delegate-profile', d.headers)).json().data;
    expect(before).toMatchObject({ state: 'no_consent', consent: null, availableSocial: ['instagram'] });
    expect(before.preview).toMatchObject({ name: 'Efua Mensah', country: 'GH', continent: 'Africa' });
    const tooLong = await consent(d, { biography: 'x'.repeat(1201), showSocial: [] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toMatchObject({ biography: 'Use at most 1200 characters' });
    const unknown = await consent(d, { biography: '', showSocial: ['myspace'] });
    expect(unknown.statusCode).toBe(400);
    const res = await consent(d);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'awaiting_publication',
      consent: { biography: 'I dance and I heal.', showSocial: ['instagram'] },
    });
  });
});

describe('publication', () => {
  let d: Delegate;
  let slug: string;

  beforeAll(async () => {
    d = await approvedDelegate('Abena');
  });

  it('needs her consent, and the contestants update permission', async () => {
    const early = await publish(d);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('She has not agreed to a public profile.');
    await consent(d);
    expect((await publish(d, reader)).statusCode).toBe(403);
    const res = await publish(d);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'published', slug: 'abena-mensah-ghana' });
    slug = res.json().data.slug;
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'contestants.publish_profile'));
    expect(entry).toMatchObject({ actorId: publisher.user.id, recordId: d.contestantId });
  });

  it('puts her on the public site with web-size photos, a link card, and nothing private', async () => {
    const list = (await call('GET', '/api/delegates?continent=Africa')).json().data.delegates;
    expect(list.map((x: { slug: string }) => x.slug)).toContain(slug);
    expect((await call('GET', '/api/delegates?continent=Europe')).json().data.delegates).toEqual([]);

    const res = await call('GET', `/api/delegates/${slug}`);
    expect(res.statusCode).toBe(200);
    const profile = res.json().data;
    expect(profile).toMatchObject({
      name: 'Abena Mensah',
      country: 'GH',
      continent: 'Africa',
      biography: 'I dance and I heal.',
      platform: { cause: 'Maternal health' },
      talent: { category: 'Dance' },
      languages: ['English', 'Twi', 'French'],
      social: [{ network: 'instagram', url: 'https://www.instagram.com/ama.rises' }],
    });
    const text = res.body;
    for (const secret of [
      '2001-08-14',
      'Independence Avenue',
      '+233',
      'akosua',
      '"88"',
      'Akosua',
      'birth',
      '@example.com',
    ])
      expect(text).not.toContain(secret);

    expect(profile.headshot.srcSet.split(', ')).toHaveLength(3);
    const photo = await call('GET', profile.headshot.src);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toContain('immutable');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.width).toBeLessThanOrEqual(640);
    expect(meta.exif).toBeUndefined();

    const card = await call('GET', profile.card);
    expect(card.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });

    // The continent's page is drawn with its delegates; other pages get nothing to be drawn with.
    const data = await t.app.sitePages.dataFor('/continents/africa');
    expect(data).toEqual([{ key: ['delegates', 'list', 'Africa'], value: list }]);
    expect(await t.app.sitePages.dataFor('/continents/europe')).toEqual([]);
    expect(await t.app.sitePages.dataFor('/about')).toEqual([]);
    // The page of every delegate is drawn with all of them, in every language.
    const all = (await call('GET', '/api/delegates')).json().data.delegates;
    expect(all.map((x: { slug: string }) => x.slug)).toContain(slug);
    expect(await t.app.sitePages.dataFor('/delegates')).toEqual([{ key: ['delegates', 'all'], value: all }]);
    expect(await t.app.sitePages.dataFor('/pt/delegates')).toEqual([{ key: ['delegates', 'all'], value: all }]);
    // The same page in another language is drawn with the same delegates.
    expect(await t.app.sitePages.dataFor('/ar/continents/africa')).toEqual(data);

    const sitemap = await call('GET', '/sitemap.xml');
    expect(sitemap.body).toContain(`/delegates/${slug}</loc>`);
    expect(sitemap.body).toContain(`/fr/delegates/${slug}</loc>`);
    // Her page answers at every language's address as at the English one (here without a web build to draw it).
    const english = await call('GET', `/delegates/${slug}`);
    const spanish = await call('GET', `/es/delegates/${slug}`);
    expect(spanish.statusCode).toBe(english.statusCode);
    expect(spanish.json().message).toBe(english.json().message);
    expect((await call('GET', `/xx/delegates/${slug}`)).json().message).not.toBe(english.json().message);
  });

  it('gives the judges’ screens her smallest public headshot, and none for a delegate not published', async () => {
    const other = await approvedDelegate('Kukua');
    const photos = await publicHeadshots(t.db, [d.contestantId, other.contestantId]);
    expect([...photos.keys()]).toEqual([d.contestantId]);
    const url = photos.get(d.contestantId) as string;
    expect(url).toMatch(/\/headshot-320\.webp$/);
    const res = await call('GET', url);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
  });

  it('refuses any other file or version of her photos', async () => {
    const profile = (await call('GET', `/api/delegates/${slug}`)).json().data;
    const version = profile.card.split('/').at(-2);
    expect((await call('GET', `/api/delegates/${slug}/photos/${version}/..%2F..%2Fsecret`)).statusCode).toBe(404);
    expect((await call('GET', `/api/delegates/${slug}/photos/00000000/card.jpg`)).statusCode).toBe(404);
  });

  it('taken down by staff: gone from the site, photos too; published again at the same address with new photos', async () => {
    const before = (await call('GET', `/api/delegates/${slug}`)).json().data;
    const res = await unpublish(d);
    expect(res.json().data.state).toBe('awaiting_publication');
    expect((await call('GET', `/api/delegates/${slug}`)).statusCode).toBe(404);
    expect((await call('GET', before.headshot.src)).statusCode).toBe(404);
    expect((await call('GET', '/sitemap.xml')).body).not.toContain(`/delegates/${slug}<`);

    const again = await publish(d);
    expect(again.json().data.slug).toBe(slug);
    const after = (await call('GET', `/api/delegates/${slug}`)).json().data;
    expect(after.card).not.toBe(before.card);
  });

  it('a changed decision takes her off the site at once', async () => {
    await setContestantStatus(t.db, d.contestantId, 'preliminary_rejected');
    expect((await call('GET', `/api/delegates/${slug}`)).statusCode).toBe(404);
    await setContestantStatus(t.db, d.contestantId, 'preliminary_approved');
    expect((await call('GET', `/api/delegates/${slug}`)).statusCode).toBe(200);
  });

  it('withdrawn by her: off the site, photos removed, choices forgotten', async () => {
    const profile = (await call('GET', `/api/delegates/${slug}`)).json().data;
    const res = await call('DELETE', '/api/delegate-profile', d.headers);
    expect(res.json().data).toMatchObject({ state: 'no_consent', consent: null });
    expect((await call('GET', `/api/delegates/${slug}`)).statusCode).toBe(404);
    expect((await call('GET', profile.headshot.src)).statusCode).toBe(404);
    await expect(
      t.app.storage.open(`public/delegates/${d.contestantId}/${profile.card.split('/').at(-2)}/card.jpg`),
    ).rejects.toThrow();
  });

  it('two delegates of the same name and country get their own addresses, even published at once', async () => {
    const first = await approvedDelegate('Yaa', 'Boateng');
    const second = await approvedDelegate('Yaa', 'Boateng');
    for (const x of [first, second]) await consent(x);
    // Published at the same moment: they take turns for the address.
    const answers = await Promise.all([publish(first), publish(second)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().data.slug).sort()).toEqual(['yaa-boateng-ghana', 'yaa-boateng-ghana-2']);
  });
});

describe('she is told by e-mail, in her language', () => {
  it('when staff publish her profile and when they take it down; fresh photos on a live page tell her nothing', async () => {
    const d = await approvedDelegate('Aminata', 'Diallo');
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.id, d.userId));
    expect((await consent(d)).statusCode).toBe(200);
    expect(await mailsTo(t.db, d.email, 'profile-published')).toHaveLength(0);

    const res = await publish(d);
    expect(res.statusCode, res.body).toBe(200);
    const slug = res.json().data.slug;
    const [published] = await mailsTo(t.db, d.email, 'profile-published');
    expect(published?.subject).toBe('Votre page de représentante est en ligne\u00a0: Continental Queens');
    expect(published?.text).toContain('Bonjour Aminata');
    expect(published?.html).toContain(`/fr/delegates/${slug}`);

    // Published again (new photos) while live: no second message.
    expect((await publish(d)).statusCode).toBe(200);
    expect(await mailsTo(t.db, d.email, 'profile-published')).toHaveLength(1);

    expect((await unpublish(d)).statusCode).toBe(200);
    const [down] = await mailsTo(t.db, d.email, 'profile-taken-down');
    expect(down?.subject).toBe('Votre page de représentante est hors ligne\u00a0: Continental Queens');
    expect(down?.html).toContain('/fr/user/home');
    // Taking down a page that is not up tells her nothing more.
    await unpublish(d);
    expect(await mailsTo(t.db, d.email, 'profile-taken-down')).toHaveLength(1);

    // Published once more: she hears of it again.
    await publish(d);
    expect(await mailsTo(t.db, d.email, 'profile-published')).toHaveLength(2);
  });
});
