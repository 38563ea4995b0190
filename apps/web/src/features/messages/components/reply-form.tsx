import { THREAD_FILE_RULE, THREAD_REPLY_MAX, type ThreadReplyBody, threadReplyBodySchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { useT, useText } from '../../../i18n/locale-context';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useReply } from '../api/threads';
import { threadMessages as m } from '../messages';

/** Her answer in a conversation: the words (the shared rule) and at most one file, checked by the server. */
export function ReplyForm({ threadId }: { threadId: string }) {
  const t = useT();
  const text = useText();
  const reply = useReply(threadId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const form = useForm<ThreadReplyBody>({
    resolver: zodResolver(threadReplyBodySchema),
    defaultValues: { message: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFileError(null);
    reply.mutate(
      { message: values.message, file },
      {
        onSuccess: () => {
          toast.success(t(m.sent));
          form.reset({ message: '' });
          setFile(null);
          setFileKey((k) => k + 1);
        },
        onError: (err) => {
          const said = messageOf(err, t(m.sendFailed));
          if (err instanceof ApiError && (err.status === 413 || err.status === 415 || err.errors?.file))
            setFileError(said);
          else if (err instanceof ApiError && err.errors?.message)
            form.setError('message', { type: 'server', message: err.errors.message });
          toast.error(text(said));
        },
      },
    );
  });

  const messageError = errors.message?.message;
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
      <Field id="thread-file" label={t(m.fileLabel)} error={fileError ?? undefined}>
        <input
          key={fileKey}
          id="thread-file"
          type="file"
          accept={THREAD_FILE_RULE.accept}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={describedBy('thread-file', { error: fileError })}
          className="block w-full text-sm text-ink file:me-3 file:rounded-lg file:border-0 file:bg-primary-main/10 file:px-3 file:py-2 file:text-primary-main"
          onChange={(e) => {
            setFileError(null);
            setFile(e.target.files?.[0] ?? null);
          }}
        />
      </Field>
      <Button type="submit" busy={reply.isPending} className="w-full px-5 py-2.5 sm:w-auto">
        <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t(m.send)}
      </Button>
    </form>
  );
}
