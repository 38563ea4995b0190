import { INQUIRY_MESSAGES } from '@cq/shared';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, messageOf } from '../../../lib/api-client';

/** An answer without an envelope message (a proxy's 502) has no message for people: the form's own fallback. */
function failureMessage(err: unknown): string {
  if (err instanceof ApiError && !err.messageFromServer) return INQUIRY_MESSAGES.failure;
  return messageOf(err, INQUIRY_MESSAGES.failure);
}

/**
 * The send cycle of both public forms: old messages cleared on
 * submit, 'Sending...' while busy, then the success message and a cleared form,
 * or the server's message (else the form's own fallback) with the form kept.
 */
export function useInquirySubmit<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  send: (values: Out) => Promise<unknown>,
  successMessage: string,
) {
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setSuccess(null);
      setError(null);
      try {
        await send(values);
        setSuccess(successMessage);
        form.reset();
      } catch (err) {
        if (err instanceof ApiError && err.errors) {
          for (const [field, message] of Object.entries(err.errors)) {
            if (field in form.getValues()) form.setError(field as Path<T>, { message });
          }
        }
        setError(failureMessage(err));
      }
    },
    () => {
      setSuccess(null);
      setError(null);
    },
  );

  return { onSubmit, success, error, sending: form.formState.isSubmitting };
}
