import { FEE_REMINDER_DAYS_MAX, MAILING_MESSAGES, type MailingSettings, mailingSettingsSchema } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageOf } from '../../../../lib/api-client';
import { Panel } from '../../components/admin-page';
import { mailingSettingsQuery, useUpdateMailing } from '../api/mailing';
import { FormFooter, SettingsField, useSettingsForm } from './form-bits';

type Input = z.input<typeof mailingSettingsSchema>;

/** Zones offered first; any other IANA zone can be typed. */
const ZONES = ['UTC', 'Africa/Lagos', 'Africa/Johannesburg', 'Europe/London', 'Europe/Paris', 'America/New_York'];

function MailingFields({ value, canEdit }: { value: MailingSettings; canEdit: boolean }) {
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
    <form onSubmit={onSubmit} noValidate aria-label="Mailing">
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Mailing</legend>
        <div className="sm:col-span-2">
          <SettingsField
            id="mailing-timeZone"
            label="Organisers' time zone"
            error={errors.timeZone?.message}
            hint="Scheduled bulk e-mails are typed and shown on this clock."
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
            <span className="block text-sm font-semibold text-ink">Remind contestants who have not paid the fee</span>
            <span id="mailing-reminders-hint" className="block text-xs text-muted">
              At most two e-mails each, in her language, before registration closes. Never to anyone who paid, whose fee
              was waived, or who unsubscribed from such messages.
            </span>
          </span>
        </label>
        <SettingsField
          id="mailing-firstDays"
          label="First reminder (days before closing)"
          error={errors.feeReminders?.firstDays?.message}
        >
          {(input) => (
            <input
              {...input}
              type="number"
              min={1}
              max={FEE_REMINDER_DAYS_MAX}
              {...form.register('feeReminders.firstDays', { valueAsNumber: true })}
            />
          )}
        </SettingsField>
        <SettingsField
          id="mailing-secondDays"
          label="Last reminder (days before closing)"
          error={errors.feeReminders?.secondDays?.message}
        >
          {(input) => (
            <input
              {...input}
              type="number"
              min={1}
              max={FEE_REMINDER_DAYS_MAX}
              {...form.register('feeReminders.secondDays', { valueAsNumber: true })}
            />
          )}
        </SettingsField>
      </fieldset>
      {canEdit ? <FormFooter dirty={isDirty} busy={save.isPending} /> : null}
    </form>
  );
}

/** The organisers' time zone (scheduled e-mails) and the reminders to contestants who have not paid the fee. */
export function MailingForm({ canEdit }: { canEdit: boolean }) {
  const { data, error, isPending } = useQuery(mailingSettingsQuery);
  return (
    <Panel title="Mailing">
      {error ? (
        <p role="alert" className="text-sm text-status-rejected">
          {messageOf(error, 'The mailing settings could not be loaded.')}
        </p>
      ) : isPending ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : (
        <MailingFields value={data} canEdit={canEdit} />
      )}
    </Panel>
  );
}
