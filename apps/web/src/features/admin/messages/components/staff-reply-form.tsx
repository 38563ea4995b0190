import { THREAD_REPLY_MAX } from '@cq/shared';
import { ThreadAttachmentField, useThreadReplyForm } from '#web/components/thread-reply';
import { Button } from '#web/components/ui/button';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { useT } from '#web/i18n/locale-context';
import { useStaffReply } from '../api/threads';
import { staffMessagesMessages as m } from '../messages';

/** Staff's answer in a conversation, with at most one file: she is told in her portal and by e-mail. */
export function StaffReplyForm({ threadId, firstName }: { threadId: string; firstName: string }) {
  const t = useT();
  const reply = useStaffReply(threadId);
  const { form, submit, attachment } = useThreadReplyForm(reply, {
    sent: (serverSaid) => serverSaid ?? t(m.sent),
    failed: t(m.sendFailed),
    toastError: (said) => said,
  });
  const messageError = form.formState.errors.message?.message;
  const hint = t(m.hint, { firstName });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field id="staff-reply" label={t(m.answer)} error={messageError} hint={hint}>
        <textarea
          id="staff-reply"
          rows={4}
          maxLength={THREAD_REPLY_MAX}
          className={controlClass(Boolean(messageError), 'text-sm')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={describedBy('staff-reply', { error: messageError, hint })}
          {...form.register('message')}
        />
      </Field>
      <ThreadAttachmentField
        id="staff-reply-file"
        label={t(m.attach)}
        attachment={attachment}
        inputClassName="block w-full text-sm text-ink"
      />
      <Button type="submit" busy={reply.isPending} className="px-4 py-2">
        {t(m.send)}
      </Button>
    </form>
  );
}
