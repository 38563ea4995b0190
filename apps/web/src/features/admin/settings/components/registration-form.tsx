import { type AdminSettings, registrationSettingsUpdateSchema, SETTINGS_MESSAGES } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { describedBy, Field } from '../../../../components/ui/field';
import { Panel } from '../../components/admin-page';
import { useUpdateRegistration } from '../api/update-registration';
import { FormFooter, inputClass, showSaveError } from './form-bits';
import { fromLocalInput, toLocalInput } from './local-date-time';

type Input = z.input<typeof registrationSettingsUpdateSchema>;
type Output = z.output<typeof registrationSettingsUpdateSchema>;

/** The registration window, the fee and the edits allowed after the first submission. */
export function RegistrationForm({ value, canEdit }: { value: AdminSettings['registration']; canEdit: boolean }) {
  const save = useUpdateRegistration();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(registrationSettingsUpdateSchema),
    values: value,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  const isOpen = useWatch({ control: form.control, name: 'isOpen' });

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(saved.registration);
        toast.success(SETTINGS_MESSAGES.saved);
      },
      onError: (err) => showSaveError(form, err),
    }),
  );

  const number = (name: 'fee' | 'maxEdits', label: string, hint: string, step: string) => {
    const id = `registration-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error} hint={hint}>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step={step}
          min={0}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint })}
          className={inputClass(Boolean(error))}
          {...form.register(name, { valueAsNumber: true })}
        />
      </Field>
    );
  };
  const date = (name: 'registrationStart' | 'registrationEnd', label: string) => {
    const id = `registration-${name}`;
    const error = errors[name]?.message;
    const hint = 'Your local time. Leave empty for no limit.';
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Field id={id} label={label} error={error} hint={hint}>
            <input
              id={id}
              type="datetime-local"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, { error, hint })}
              className={inputClass(Boolean(error))}
              value={toLocalInput(field.value)}
              onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </Field>
        )}
      />
    );
  };
  const currencyError = errors.currency?.message;

  return (
    <Panel title="Registration window and fee">
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Registration window and fee</legend>
          <label className="flex items-center gap-3 sm:col-span-2">
            <input
              type="checkbox"
              role="switch"
              aria-checked={Boolean(isOpen)}
              className="peer sr-only"
              {...form.register('isOpen')}
            />
            <span
              aria-hidden
              className="relative h-6 w-11 shrink-0 rounded-full bg-hairline transition-colors after:absolute after:left-0.5 after:top-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:bg-status-approved peer-checked:after:translate-x-5 peer-focus-visible:outline-3 peer-focus-visible:outline-secondary-main"
            />
            <span className="text-sm font-semibold text-ink">Registration open</span>
            <span className="text-xs text-muted">Off pauses registration whatever the dates say.</span>
          </label>
          {date('registrationStart', 'Opens')}
          {date('registrationEnd', 'Closes')}
          {number('fee', 'Registration fee', 'In the currency below, e.g. 25 or 12.50.', '0.01')}
          <Field
            id="registration-currency"
            label="Currency"
            error={currencyError}
            hint="ISO 4217 code, e.g. USD, EUR, NGN."
          >
            <input
              id="registration-currency"
              maxLength={3}
              autoComplete="off"
              aria-invalid={currencyError ? true : undefined}
              aria-describedby={describedBy('registration-currency', { error: currencyError, hint: true })}
              className={`${inputClass(Boolean(currencyError))} uppercase`}
              {...form.register('currency')}
            />
          </Field>
          {number(
            'maxEdits',
            'Edits allowed after submitting',
            'Between 0 and 20. Staff can grant more to one contestant.',
            '1',
          )}
        </fieldset>
        {canEdit ? <FormFooter dirty={isDirty} busy={save.isPending} /> : null}
      </form>
    </Panel>
  );
}
