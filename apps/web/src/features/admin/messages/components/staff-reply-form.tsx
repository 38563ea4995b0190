import { THREAD_FILE_RULE, THREAD_REPLY_MAX, type ThreadReplyBody, threadReplyBodySchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { controlClass, describedBy, Field } from '../../../../components/ui/field';
import { useT } from '../../../../i18n/locale-context';
import { ApiError, messageOf } from '../../../../lib/api-client';
import { useStaffReply } from '../api/threads';
import { staffMessagesMessages as m } from '../messages';

/** Staff's answer in a conversation, with at most one file: she is told in her portal and by e-mail. */
export function StaffReplyForm({ threadId, firstName }: { threadId: string; firstName: string }) {
  const t = useT();
  const reply = useStaffReply(threadId);
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
        onSuccess: ({ message }) => {
          toast.success(message ?? t(m.sent));
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
          toast.error(said);
        },
      },
    );
  });
  const messageError = errors.message?.message;
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
      <Field id="staff-reply-file" label={t(m.attach)} error={fileError ?? undefined}>
        <input
          key={fileKey}
          id="staff-reply-file"
          type="file"
          accept={THREAD_FILE_RULE.accept}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={describedBy('staff-reply-file', { error: fileError })}
          className="block w-full text-sm text-ink"
          onChange={(e) => {
            setFileError(null);
            setFile(e.target.files?.[0] ?? null);
          }}
        />
      </Field>
      <Button type="submit" busy={reply.isPending} className="px-4 py-2">
        {t(m.send)}
      </Button>
    </form>
  );
}
