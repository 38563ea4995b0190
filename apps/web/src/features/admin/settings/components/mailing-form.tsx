import { FEE_REMINDER_DAYS_MAX, MAILING_MESSAGES, type MailingSettings, mailingSettingsSchema } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { Panel } from '../../components/admin-page';
import { mailingSettingsQuery, useUpdateMailing } from '../api/mailing';
import { settingsMessages as m } from '../messages';
import { FormFooter, SettingsField, useSettingsForm } from './form-bits';

type Input = z.input<typeof mailingSettingsSchema>;

/** Zones offered first; any other IANA zone can be typed. */
const ZONES = ['UTC', 'Africa/Lagos', 'Africa/Johannesburg', 'Europe/London', 'Europe/Paris', 'America/New_York'];

/** How many days before the fee window closes the first or the last reminder goes to a contestant who has not paid. */
function ReminderDaysField({
  which,
  label,
  error,
  register,
}: {
  which: 'firstDays' | 'secondDays';
  label: string;
  error: string | undefined;
  register: UseFormRegister<Input>;
}) {
  return (
    <SettingsField id={`mailing-${which}`} label={label} error={error}>
      {(input) => (
        <input
          {...input}
          type="number"
          min={1}
          max={FEE_REMINDER_DAYS_MAX}
          {...register(`feeReminders.${which}`, { valueAsNumber: true })}
        />
      )}
    </SettingsField>
  );
}

function MailingFields({ value, canEdit }: { value: MailingSettings; canEdit: boolean }) {
  const t = useT();
  const save = useUpdateMailing();
  const { form, onSubmit } = useSettingsForm<Input, MailingSettings, MailingSettings>({
    schema: mailingSettingsSchema,
    value,
    save,
    savedValue: (saved) => saved,
    message: MAILING_MESSAGES.saved,
  });
  const { errors, isDirty } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(m.mailingTitle)}>
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t(m.mailingTitle)}</legend>
        <div className="sm:col-span-2">
          <SettingsField
            id="mailing-timeZone"
            label={t(m.timeZone)}
            error={errors.timeZone?.message}
            hint={t(m.timeZoneHint)}
          >
            {(input) => (
              <>
                <input {...input} list="mailing-zones" autoComplete="off" {...form.register('timeZone')} />
                <datalist id="mailing-zones">
                  {ZONES.map((z) => (
                    <option key={z} value={z} />
                  ))}
                </datalist>
              </>
            )}
          </SettingsField>
        </div>
        <label className="flex items-start gap-3 sm:col-span-2">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 accent-primary-main"
            aria-describedby="mailing-reminders-hint"
            {...form.register('feeReminders.enabled')}
          />
          <span>
            <span className="block text-sm font-semibold text-ink">{t(m.reminders)}</span>
            <span id="mailing-reminders-hint" className="block text-xs text-muted">
              {t(m.remindersHint)}
            </span>
          </span>
        </label>
        <ReminderDaysField
          which="firstDays"
          label={t(m.firstReminder)}
          error={errors.feeReminders?.firstDays?.message}
          register={form.register}
        />
        <ReminderDaysField
          which="secondDays"
          label={t(m.lastReminder)}
          error={errors.feeReminders?.secondDays?.message}
          register={form.register}
        />
      </fieldset>
      {canEdit ? <FormFooter dirty={isDirty} busy={save.isPending} /> : null}
    </form>
  );
}

/** The organisers' time zone (scheduled e-mails) and the reminders to contestants who have not paid the fee. */
export function MailingForm({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const { data, error, isPending } = useQuery(mailingSettingsQuery);
  return (
    <Panel title={t(m.mailingTitle)}>
      {error ? (
        <p role="alert" className="text-sm text-status-rejected">
          {messageOf(error, t(m.mailingLoadFailed))}
        </p>
      ) : isPending ? (
        <p className="text-sm text-muted">{t(m.loading)}</p>
      ) : (
        <MailingFields value={data} canEdit={canEdit} />
      )}
    </Panel>
  );
}
