import { SETTINGS_MESSAGES } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { describedBy, Field } from '#web/components/ui/field';
import { useT, useText } from '#web/i18n/locale-context';
import { ApiError, messageOf } from '#web/lib/api-client';
import { settingsMessages as m } from '../messages';
import { fromLocalInput, toLocalInput } from './local-date-time';

/**
 * A refused save: the server's per-field messages go next to their fields
 * (its 400 names them as the form does); anything else is a toast, `failed` when the server gave no words.
 */
export function showSaveError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  err: unknown,
  failed: string,
) {
  if (err instanceof ApiError && err.status === 400 && err.errors) {
    const names = Object.keys(form.getValues());
    let first = true;
    for (const [field, message] of Object.entries(err.errors)) {
      if (!names.includes(field)) continue;
      form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  }
  toast.error(messageOf(err, failed));
}

/**
 * A settings form over `value`, checked by `schema`: edits in progress survive a refetch, and a save
 * takes the saved value back as the form's clean state and says so with `message`.
 */
export function useSettingsForm<I extends FieldValues, O, R>({
  schema,
  value,
  save,
  savedValue,
  message = SETTINGS_MESSAGES.saved,
  onError,
}: {
  schema: z.ZodType<O, I>;
  value: I;
  save: UseMutationResult<R, Error, O>;
  savedValue: (saved: R) => I;
  /** What the toast says once saved: the settings' own words unless given. */
  message?: string;
  /** A refused save: the server's field messages go next to their fields unless given. */
  onError?: (form: UseFormReturn<I, unknown, O>, err: unknown) => void;
}) {
  const t = useT();
  const text = useText();
  const failed = t(m.saveFailed);
  const form = useForm<I, unknown, O>({
    resolver: zodResolver(schema) as Resolver<I, unknown, O>,
    values: value,
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(savedValue(saved));
        toast.success(text(message));
      },
      onError: (err) => (onError ? onError(form, err) : showSaveError(form, err, failed)),
    }),
  );
  return { form, onSubmit };
}

/** The bottom of a settings form: whether anything is unsaved, and Save. */
export function FormFooter({ dirty, busy, label }: { dirty: boolean; busy: boolean; label?: string }) {
  const t = useT();
  return (
    <div className="mt-5 flex flex-wrap items-center justify-end gap-3 border-t border-hairline pt-4">
      <span aria-live="polite" className="text-xs font-semibold text-status-pending">
        {dirty ? t(m.unsaved) : ''}
      </span>
      <Button type="submit" busy={busy} disabled={!dirty} className="px-5 py-2.5">
        {label ?? t(m.save)}
      </Button>
    </div>
  );
}

/** Classes of the compact inputs of the settings forms. */
export const inputClass = (invalid: boolean) =>
  `h-10 w-full rounded-lg border bg-white px-3 text-sm text-ink focus:outline-none focus:ring-3 disabled:bg-ivory disabled:text-muted ${
    invalid
      ? 'border-status-rejected focus:ring-status-rejected/20'
      : 'border-hairline focus:border-primary-main focus:ring-primary-main/20'
  }`;

/** What every settings input carries: its id, whether it is invalid, what describes it, and its classes. */
export interface SettingsInputProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** A labelled settings field; `children` draws the input from the attributes it must carry. */
export function SettingsField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (input: SettingsInputProps) => ReactNode;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, { error, hint }),
        className: inputClass(Boolean(error)),
      })}
    </Field>
  );
}

/** An instant edited in the reader's own time; empty is no limit. */
export function DateTimeField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  error,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the forms' transformed output type plays no part here
  control: Control<T, unknown, any>;
  name: Path<T>;
  id: string;
  label: string;
  error?: string;
}) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SettingsField id={id} label={label} error={error} hint={t(m.dateHint)}>
          {(input) => (
            <input
              {...input}
              type="datetime-local"
              value={toLocalInput(field.value)}
              onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        </SettingsField>
      )}
    />
  );
}
