import { THREAD_REPLY_MAX } from '@cq/shared';
import { Send } from 'lucide-react';
import { ThreadAttachmentField, useThreadReplyForm } from '../../../components/thread-reply';
import { Button } from '../../../components/ui/button';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { useT, useText } from '../../../i18n/locale-context';
import { useReply } from '../api/threads';
import { threadMessages as m } from '../messages';

/** Her answer in a conversation: the words (the shared rule) and at most one file, checked by the server. */
export function ReplyForm({ threadId }: { threadId: string }) {
  const t = useT();
  const text = useText();
  const reply = useReply(threadId);
  const { form, submit, attachment } = useThreadReplyForm(reply, {
    sent: () => t(m.sent),
    failed: t(m.sendFailed),
    toastError: (said) => text(said),
  });

  const messageError = form.formState.errors.message?.message;
  return (
    <form onSubmit={submit} noValidate className="card space-y-4 p-4 sm:p-5">
      <Field id="thread-reply" label={t(m.answerLabel)} error={messageError}>
        <textarea
          id="thread-reply"
          rows={4}
          maxLength={THREAD_REPLY_MAX}
          className={controlClass(Boolean(messageError), 'text-sm')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={describedBy('thread-reply', { error: messageError })}
          {...form.register('message')}
        />
      </Field>
      <ThreadAttachmentField
        id="thread-file"
        label={t(m.fileLabel)}
        attachment={attachment}
        inputClassName="block w-full text-sm text-ink file:me-3 file:rounded-lg file:border-0 file:bg-primary-main/10 file:px-3 file:py-2 file:text-primary-main"
      />
      <Button type="submit" busy={reply.isPending} className="w-full px-5 py-2.5 sm:w-auto">
        <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t(m.send)}
      </Button>
    </form>
  );
}
