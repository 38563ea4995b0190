import { grantEditsBodySchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { useT } from '#web/i18n/locale-context';
import { contestantsMessages as m } from '../messages';

const schema = grantEditsBodySchema.pick({ count: true });
type Values = z.infer<typeof schema>;

/** Gives a contestant more edits (1 to 10); she is told she can edit again. */
export function GrantEditsDialog({
  open,
  name,
  busy,
  onCancel,
  onGrant,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onGrant: (count: number) => void;
}) {
  const t = useT();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { count: 1 } });
  const error = form.formState.errors.count?.message;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={t(m.grantExtraEdits)}
      description={t(m.grantDescription, { name })}
      size="small"
      dismissible={!busy}
    >
      <form noValidate onSubmit={form.handleSubmit((v) => onGrant(v.count))} className="space-y-4">
        <Field id="grant-count" label={t(m.numberOfEdits)} required error={error} hint={t(m.oneToTen)}>
          <input
            id="grant-count"
            type="number"
            min={1}
            max={10}
            step={1}
            className={controlClass(Boolean(error))}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy('grant-count', { error, hint: true })}
            {...form.register('count', { valueAsNumber: true })}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" busy={busy}>
            {t(m.grantEdits)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
