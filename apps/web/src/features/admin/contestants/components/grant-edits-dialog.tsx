import { grantEditsBodySchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { controlClass, describedBy, Field } from '../../../../components/ui/field';

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
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { count: 1 } });
  const error = form.formState.errors.count?.message;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title="Grant extra edits"
      description={`${name} will be able to edit her registration again and will be told by notification and e-mail.`}
      size="small"
      dismissible={!busy}
    >
      <form noValidate onSubmit={form.handleSubmit((v) => onGrant(v.count))} className="space-y-4">
        <Field id="grant-count" label="Number of edits" required error={error} hint="From 1 to 10.">
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
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Grant edits
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
