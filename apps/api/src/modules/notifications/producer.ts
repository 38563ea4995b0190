import type { Locale, NotificationAction, NotificationPriority, NotificationType } from '@cq/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { type MailMessage, type MailWords, wordsIn } from '../../mail/i18n';
import ar from './catalogues/ar';
import es from './catalogues/es';
import fr from './catalogues/fr';
import pt from './catalogues/pt';

/** The notifications' words in each language, by message id (English is in ./messages.ts). */
export const NOTIFICATION_CATALOGUES = { fr, es, pt, ar };

/** A value written in the recipient's language too (an amount of money, a date). */
export type LocalValue = (locale: Locale) => string;
type PhraseValues = Record<string, string | number | LocalValue>;

/** Words to be written in the recipient's language when the notification is. */
export interface Phrase {
  message: MailMessage;
  values?: PhraseValues;
}
export const phrase = (message: MailMessage, values?: PhraseValues): Phrase => ({
  message,
  values,
});

const valuesIn = (locale: Locale, values: PhraseValues | undefined) =>
  values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'function' ? v(locale) : v]));

/** Words staff wrote (a message to her) stay as written; the product's own are written in her language. */
type Words = string | Phrase;

export interface NewNotification {
  userId: string;
  title: Words;
  message: Words;
  type: NotificationType;
  metadata: { priority: NotificationPriority; category: string };
  actions?: (Omit<NotificationAction, 'label'> & { label: Words })[];
  /** The cause (e.g. `payment:<orderId>`): the same key for the same user is written once. */
  dedupeKey?: string;
}

const write = (words: MailWords, w: Words) =>
  typeof w === 'string' ? w : words.t(w.message, valuesIn(words.locale, w.values));

/**
 * Writes a notification in the caller's transaction, so it exists exactly when
 * its cause does, in the recipient's language. Returns false when the cause had already produced one.
 */
export async function createNotification(tx: DbOrTx, n: NewNotification): Promise<boolean> {
  const [recipient] = await tx.select({ language: users.language }).from(users).where(eq(users.id, n.userId)).limit(1);
  const words = wordsIn(recipient?.language, NOTIFICATION_CATALOGUES);
  const rows = await tx
    .insert(notifications)
    .values({
      userId: n.userId,
      title: write(words, n.title),
      message: write(words, n.message),
      type: n.type,
      priority: n.metadata.priority,
      category: n.metadata.category,
      actions: (n.actions ?? []).map((a) => ({ ...a, label: write(words, a.label) })),
      dedupeKey: n.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.length > 0;
}
