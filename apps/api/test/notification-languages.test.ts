import { SUPPORTED_LOCALES } from '@cq/shared';
import { argumentsOf } from '@cq/shared/test-support/message-arguments';
import MessageFormat from '@messageformat/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../src/db/schema';
import { createUser } from '../src/dev/factories';
import {
  editStartedNotification,
  feeRefundedNotification,
  notificationMessages,
  paymentReceivedNotification,
  registrationNeedsAttentionNotification,
} from '../src/modules/notifications/messages';
import { createNotification, NOTIFICATION_CATALOGUES } from '../src/modules/notifications/producer';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();

describe('the notifications’ catalogues', () => {
  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every notification message translated, compiling, with the English placeholders`, () => {
      const catalogue = NOTIFICATION_CATALOGUES[locale];
      const messages = Object.values(notificationMessages);
      expect(Object.keys(catalogue).sort()).toEqual(messages.map((m) => m.id).sort());
      for (const m of messages) {
        const translated = catalogue[m.id] ?? '';
        expect(() => new MessageFormat(locale).compile(translated), m.id).not.toThrow();
        expect(argumentsOf(translated), `${locale}: ${m.id}`).toEqual(argumentsOf(m.defaultMessage));
      }
    });
  }
});

async function inLanguage(language: string) {
  const user = await createUser(t.db);
  await t.db.update(users).set({ language }).where(eq(users.id, user.id));
  return user;
}
const written = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : 1,
  );

describe('a notification', () => {
  it('is written in her account’s language, her words and the organisers’ note as they are', async () => {
    const user = await inLanguage('fr');
    await createNotification(t.db, registrationNeedsAttentionNotification(user.id, 1, 'Add a clearer headshot.'));
    await createNotification(t.db, editStartedNotification(user.id, 1, 2));
    const [attention, edit] = await written(user.id);
    expect(attention).toMatchObject({
      title: 'Votre inscription demande votre attention',
      message: 'Les organisateurs vous demandent des modifications : Add a clearer headshot.',
      actions: [{ label: 'Revoir mon inscription', url: '/user/register' }],
    });
    expect(edit?.message).toContain('il vous restera 2 modifications après celle-ci');
  });

  it('uses the language’s plural forms (Arabic) and Western digits', async () => {
    const user = await inLanguage('ar');
    await createNotification(t.db, editStartedNotification(user.id, 1, 3));
    const [edit] = await written(user.id);
    expect(edit?.message).toContain('سيتبقى 3 تعديلات');
    expect(edit?.title).toBe('بدأ التعديل');
  });

  it('writes the fee her language’s way in French and Portuguese, the currency named once', async () => {
    for (const [language, amount] of [
      ['fr', '1\u202f250,50\u00a0$US'],
      ['pt', 'US$\u00a01.250,50'],
    ] as const) {
      const user = await inLanguage(language);
      const order = { id: `o-${language}`, amountMinor: 125050, currency: 'USD' };
      await createNotification(t.db, paymentReceivedNotification(user.id, order));
      await createNotification(t.db, feeRefundedNotification(user.id, order));
      const [paid, refunded] = await written(user.id);
      for (const message of [paid?.message, refunded?.message]) {
        expect(message, language).toContain(amount);
        expect(message, language).not.toMatch(/\$1,250|USD/);
      }
    }
  });

  it('stays word for word in English for an English account', async () => {
    const user = await inLanguage('en');
    await createNotification(
      t.db,
      paymentReceivedNotification(user.id, { id: 'o-1', amountMinor: 15000, currency: 'USD' }),
    );
    await createNotification(t.db, editStartedNotification(user.id, 1, 1));
    const [paid, edit] = await written(user.id);
    expect(paid?.title).toBe('Payment received');
    expect(paid?.message).toBe(
      'Your registration fee of $150.00 USD has been received. You can now complete your registration.',
    );
    expect(edit?.message).toBe(
      'You have opened your registration for changes (1 edit remains after this one). Update your registration to send it back for review.',
    );
  });
});
