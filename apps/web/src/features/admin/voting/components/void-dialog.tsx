import { voidBallotsSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { useT } from '#web/i18n/locale-context';
import { votingMessages as m } from '../messages';

/** The dialog's one field, checked with the server's own rule for a void's reason. */
const reasonSchema = voidBallotsSchema.pick({ reason: true });

/** Voids the chosen votes with the reason the audit log keeps; the server's own rule checks the reason. */
export function VoidDialog({
  count,
  open,
  busy,
  onCancel,
  onVoid,
}: {
  count: number;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onVoid: (reason: string) => void;
}) {
  const t = useT();
  const form = useForm({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const { reset } = form;
  const error = form.formState.errors.reason?.message;
  // Each opening starts blank: the reason of the last votes voided is not offered for the next ones.
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);
  const cancel = onCancel;
  const submit = form.handleSubmit(({ reason }) => onVoid(reason));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) cancel();
      }}
      title={t(m.voidTitle, { count })}
      description={t(m.voidDescription)}
      dismissible={!busy}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field id="void-reason" label={t(m.reason)} required error={error}>
          <textarea
            id="void-reason"
            rows={3}
            maxLength={500}
            className={controlClass(Boolean(error), 'text-sm')}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy('void-reason', { error })}
            {...form.register('reason')}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            {t(m.voidSubmit)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
