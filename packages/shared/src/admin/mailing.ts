import { z } from 'zod';
import { successEnvelope } from '../api/envelope';
import { isTimeZone } from '../voting/rules';

/**
 * The organisers' mailing settings: the time zone scheduled messages are typed and shown in, and the reminders
 * to contestants who signed up without paying the registration fee (off until staff turn them on).
 */
export const FEE_REMINDER_DAYS_MAX = 60;
export const MAILING_MESSAGES = {
  timeZone: 'Choose a time zone such as Africa/Lagos or Europe/Paris.',
  days: `Use a whole number of days between 1 and ${FEE_REMINDER_DAYS_MAX}`,
  order: 'The second reminder must come closer to the closing date than the first',
  saved: 'Mailing settings saved.',
} as const;

const days = z
  .number({ error: MAILING_MESSAGES.days })
  .int(MAILING_MESSAGES.days)
  .min(1, MAILING_MESSAGES.days)
  .max(FEE_REMINDER_DAYS_MAX, MAILING_MESSAGES.days);

export const feeRemindersSchema = z
  .object({
    enabled: z.boolean(),
    /** Days before registration closes that the first reminder goes out. */
    firstDays: days,
    /** Days before registration closes that the second (and last) reminder goes out. */
    secondDays: days,
  })
  .refine((r) => r.secondDays < r.firstDays, { message: MAILING_MESSAGES.order, path: ['secondDays'] });
export type FeeReminders = z.infer<typeof feeRemindersSchema>;

export const mailingSettingsSchema = z.object({
  timeZone: z.string().trim().max(64).refine(isTimeZone, MAILING_MESSAGES.timeZone),
  feeReminders: feeRemindersSchema,
});
export type MailingSettings = z.infer<typeof mailingSettingsSchema>;

export const DEFAULT_MAILING_SETTINGS: MailingSettings = {
  timeZone: 'UTC',
  feeReminders: { enabled: false, firstDays: 7, secondDays: 2 },
};

export const mailingSettingsResponseSchema = successEnvelope(z.object({ mailing: mailingSettingsSchema }));

/** The two reminders: 1 the first, 2 the second and last. */
export type FeeReminderStage = 1 | 2;

/**
 * Which reminder is due at `now` for a window closing at `closesAt`: the second once it is `secondDays` or
 * less before closing, the first once it is `firstDays` or less; none before, nor once the window has closed.
 */
export function feeReminderStage(closesAt: Date, now: Date, r: FeeReminders): FeeReminderStage | null {
  const left = closesAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const day = 24 * 3600_000;
  if (left <= r.secondDays * day) return 2;
  if (left <= r.firstDays * day) return 1;
  return null;
}
