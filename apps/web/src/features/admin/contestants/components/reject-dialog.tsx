import { ADMIN_CONTESTANT_MESSAGES, REVIEW_MESSAGE_MAX } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { controlClass, describedBy, Field } from '../../../../components/ui/field';

// The same rule as the server's: a registration is never sent back without saying why.
const schema = z.object({
  message: z
    .string()
    .trim()
    .min(1, ADMIN_CONTESTANT_MESSAGES.rejectMessageRequired)
    .max(REVIEW_MESSAGE_MAX, `Use at most ${REVIEW_MESSAGE_MAX} characters`),
});
type Values = z.infer<typeof schema>;

/** Sends a registration back: the message goes to the contestant by notification and e-mail. */
export function RejectDialog({
  open,
  name,
  busy,
  onCancel,
  onSend,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onSend: (message: string) => void;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { message: '' } });
  const error = form.formState.errors.message?.message;
  const close = () => {
    form.reset({ message: '' });
    onCancel();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) close();
      }}
      title="Send back for changes"
      description={`${name} will receive your message by notification and e-mail, and can edit her registration to answer it.`}
      dismissible={!busy}
    >
      <form noValidate onSubmit={form.handleSubmit((v) => onSend(v.message))} className="space-y-4">
        <Field id="reject-message" label="Message to the contestant" required error={error}>
          <textarea
            id="reject-message"
            rows={5}
            maxLength={REVIEW_MESSAGE_MAX}
            className={controlClass(Boolean(error), 'text-sm')}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy('reject-message', { error })}
            {...form.register('message')}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            Send back
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
