import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { ApiError, messageOf } from '../../../../lib/api-client';

/**
 * A refused save: the server's per-field messages go next to their fields
 * (its 400 names them as the form does); anything else is a toast.
 */
export function showSaveError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  err: unknown,
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
  toast.error(messageOf(err, 'The settings could not be saved. Please try again.'));
}

/** The bottom of a settings form: whether anything is unsaved, and Save. */
export function FormFooter({ dirty, busy, label = 'Save' }: { dirty: boolean; busy: boolean; label?: string }) {
  return (
    <div className="mt-5 flex flex-wrap items-center justify-end gap-3 border-t border-hairline pt-4">
      <span aria-live="polite" className="text-xs font-semibold text-status-pending">
        {dirty ? 'Unsaved changes' : ''}
      </span>
      <Button type="submit" busy={busy} disabled={!dirty} className="px-5 py-2.5">
        {label}
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
