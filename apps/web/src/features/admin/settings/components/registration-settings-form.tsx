import { type AdminSettings, registrationSettingsUpdateSchema, SETTINGS_MESSAGES } from '@cq/shared';
import { useWatch } from 'react-hook-form';
import { useT, useText } from '#web/i18n/locale-context';
import { Panel } from '../../components/admin-page';
import { useUpdateRegistration } from '../api/update-registration';
import { settingsMessages as m } from '../messages';
import { DateTimeField, FormFooter, SettingsField, useSettingsForm } from './form-bits';

/** The registration window, the fee and the edits allowed after the first submission. */
export function RegistrationSettingsForm({
  value,
  canEdit,
}: {
  value: AdminSettings['registration'];
  canEdit: boolean;
}) {
  const t = useT();
  const text = useText();
  const save = useUpdateRegistration();
  const { form, onSubmit } = useSettingsForm({
    schema: registrationSettingsUpdateSchema,
    value,
    save,
    savedValue: (saved) => saved.registration,
  });
  const { errors, isDirty } = form.formState;
  const isOpen = useWatch({ control: form.control, name: 'isOpen' });
  // Until staff save a fee (a fresh install has none), registration stays closed whatever the switch says.
  const feeMissing = value.fee === null;

  const number = (name: 'fee' | 'maxEdits', label: string, hint: string, step: string) => (
    <SettingsField id={`registration-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      {(input) => (
        <input
          {...input}
          type="number"
          inputMode="decimal"
          step={step}
          min={0}
          {...form.register(name, { valueAsNumber: true })}
        />
      )}
    </SettingsField>
  );
  const date = (name: 'registrationStart' | 'registrationEnd', label: string) => (
    <DateTimeField
      control={form.control}
      name={name}
      id={`registration-${name}`}
      label={label}
      error={errors[name]?.message}
    />
  );

  return (
    <Panel title={t(m.registrationTitle)}>
      {feeMissing ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-status-rejected/40 bg-ivory p-3 text-sm font-semibold text-status-rejected"
        >
          {text(SETTINGS_MESSAGES.feeNotSet)}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{t(m.registrationTitle)}</legend>
          <label className="flex items-center gap-3 sm:col-span-2">
            <input
              type="checkbox"
              role="switch"
              aria-checked={Boolean(isOpen)}
              aria-describedby="registration-open-hint"
              className="peer sr-only"
              {...form.register('isOpen')}
            />
            <span
              aria-hidden
              className="relative h-6 w-11 shrink-0 rounded-full bg-hairline transition-colors after:absolute after:start-0.5 after:top-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:bg-status-approved peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5 peer-focus-visible:outline-3 peer-focus-visible:outline-secondary-main"
            />
            <span className="text-sm font-semibold text-ink">{t(m.registrationOpen)}</span>
            <span id="registration-open-hint" className="text-xs text-muted">
              {feeMissing ? text(SETTINGS_MESSAGES.feeNotSet) : t(m.registrationOpenHint)}
            </span>
          </label>
          {date('registrationStart', t(m.opens))}
          {date('registrationEnd', t(m.closes))}
          {number('fee', t(m.fee), t(m.feeHint), '0.01')}
          <SettingsField
            id="registration-currency"
            label={t(m.currency)}
            error={errors.currency?.message}
            hint={t(m.currencyHint)}
          >
            {(input) => (
              <input
                {...input}
                maxLength={3}
                autoComplete="off"
                className={`${input.className} uppercase`}
                {...form.register('currency')}
              />
            )}
          </SettingsField>
          {number('maxEdits', t(m.maxEdits), t(m.maxEditsHint), '1')}
        </fieldset>
        {canEdit ? <FormFooter dirty={isDirty} busy={save.isPending} /> : null}
      </form>
    </Panel>
  );
}
