import { DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contestants, notifications, outbox, rejectionReasons } from '../src/db/schema';
import { createStaff, createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { setSetting } from '../src/modules/settings/service';
import { get, post } from './support/registration-helpers';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
let keeper: Staff;
let reader: Staff;
beforeAll(async () => {
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
  keeper = await createStaff(t.app, 'admin', [{ resource: 'contestants', actions: ['read', 'update'] }], {
    firstName: 'Grace',
    lastName: 'Keeper',
  });
  reader = await createStaff(t.app, 'admin', [{ resource: 'contestants', actions: ['read'] }]);
});

const BLURRED = {
  label: 'Blurred identity document',
  text: 'Your identity document cannot be read. Please upload a clear scan of every page.',
  translations: {
    fr: { text: 'Votre pièce d’identité est illisible. Merci d’envoyer une copie nette de chaque page.' },
    ar: { text: 'وثيقة هويتك غير مقروءة. يُرجى رفع نسخة واضحة من كل صفحة.' },
  },
};

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = keeper.headers) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function keptReason(body: unknown = BLURRED): Promise<string> {
  const res = await send('POST', '/api/admin/rejection-reasons', body);
  expect(res.statusCode).toBe(200);
  return res.json().data._id;
}

async function sentBack(language: string, reasonId: string) {
  const { user, contestant } = await createSubmittedContestant(t.db, { firstName: 'Amara', language });
  const res = await post(t.app, `/api/admin/contestants/${contestant.id}/decision`, keeper.headers, {
    decision: 'reject',
    reasonId,
    version: contestant.version,
  });
  const [record] = await t.db.select().from(contestants).where(eq(contestants.id, contestant.id));
  const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
  const mail = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
  const audit = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'contestants.reject'), eq(auditLog.recordId, contestant.id)));
  return { res, record, notes, mail, audit };
}

describe('reasons for sending a registration back', () => {
  it('keeps each reason’s English and its versions by language, audited, and lists them', async () => {
    const id = await keptReason();
    const [row] = await t.db.select().from(rejectionReasons).where(eq(rejectionReasons.id, id));
    expect(row).toMatchObject({ label: BLURRED.label, text: BLURRED.text, translations: BLURRED.translations });

    const list = await get(t.app, '/api/admin/rejection-reasons', reader.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.reasons).toContainEqual(
      expect.objectContaining({
        _id: id,
        label: BLURRED.label,
        text: BLURRED.text,
        translations: BLURRED.translations,
      }),
    );

    const es = { text: 'Su documento de identidad no se puede leer. Suba una copia nítida de cada página.' };
    const changed = await send('PUT', `/api/admin/rejection-reasons/${id}`, {
      ...BLURRED,
      translations: { ...BLURRED.translations, es },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, message: 'Reason saved.' });
    expect(changed.json().data.translations.es).toEqual(es);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.recordId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['contestants.reason-create', 'contestants.reason-update']);
    expect(audit.find((a) => a.action === 'contestants.reason-update')?.details).toMatchObject({
      languages: ['fr', 'es', 'ar'],
    });
  });

  it('refuses a reason without its English, or a version without its words, naming each field', async () => {
    const res = await send('POST', '/api/admin/rejection-reasons', {
      label: ' ',
      text: '',
      translations: { pt: { text: '   ' } },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.label).toBe('Give the reason a name of at most 80 characters');
    expect(errors.text).toBe('Write the reason she will read, in at most 2000 characters');
    expect(errors['translations.pt.text']).toBe('Write the reason she will read, in at most 2000 characters');
  });

  it('lets only staff who may change registrations keep reasons', async () => {
    const res = await send('POST', '/api/admin/rejection-reasons', BLURRED, reader.headers);
    expect(res.statusCode).toBe(403);
  });

  it('sends a French contestant the reason in French, by e-mail and in her portal', async () => {
    const id = await keptReason();
    const w = await sentBack('fr', id);
    expect(w.res.statusCode).toBe(200);
    const french = BLURRED.translations.fr.text;
    expect(w.record?.reviewMessage).toBe(french);
    expect(w.mail).toHaveLength(1);
    expect(w.mail[0]?.text).toContain(french);
    expect(w.mail[0]?.text).not.toContain(BLURRED.text);
    // French sets a narrow no-break space before the colon.
    expect(w.mail[0]?.subject).toMatch(/^Votre inscription demande votre attention\s: Continental Queens$/);
    expect(w.notes[0]?.message).toContain(french);
    expect(w.audit[0]?.details).toMatchObject({ message: french, reasonId: id, reasonLanguage: 'fr' });
  });

  it('sends an Arabic contestant the Arabic version', async () => {
    const id = await keptReason();
    const w = await sentBack('ar', id);
    expect(w.record?.reviewMessage).toBe(BLURRED.translations.ar.text);
    expect(w.mail[0]?.text).toContain(BLURRED.translations.ar.text);
  });

  it('sends the English to a contestant whose language has no version', async () => {
    const id = await keptReason();
    const w = await sentBack('pt', id);
    expect(w.res.statusCode).toBe(200);
    expect(w.record?.reviewMessage).toBe(BLURRED.text);
    expect(w.mail[0]?.text).toContain(BLURRED.text);
    expect(w.notes[0]?.message).toContain(BLURRED.text);
    expect(w.audit[0]?.details).toMatchObject({ reasonLanguage: 'en' });
  });

  it('refuses a deleted reason on its field and sends nothing', async () => {
    const id = await keptReason();
    expect((await send('DELETE', `/api/admin/rejection-reasons/${id}`)).statusCode).toBe(200);
    const w = await sentBack('fr', id);
    expect(w.res.statusCode).toBe(400);
    expect(w.res.json().errors.reasonId).toBe(
      'That reason no longer exists. Choose another one or write your message.',
    );
    expect(w.record?.registrationStatus).toBe('preliminary_submitted');
    expect([w.mail, w.notes, w.audit]).toEqual([[], [], []]);
    expect((await send('DELETE', `/api/admin/rejection-reasons/${id}`)).statusCode).toBe(404);
  });

  it('takes either a kept reason or the reviewer’s own message, never both', async () => {
    const id = await keptReason();
    const { contestant } = await createSubmittedContestant(t.db);
    const res = await post(t.app, `/api/admin/contestants/${contestant.id}/decision`, keeper.headers, {
      decision: 'reject',
      reasonId: id,
      message: 'Please add your height.',
      version: contestant.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.reasonId).toBe(
      'Send her either a kept reason or your own message, and only when sending a registration back.',
    );
  });
});
