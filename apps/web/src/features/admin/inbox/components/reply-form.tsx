import { INBOX_MESSAGES, type InquiryDetail, inquiryReplyRequestSchema, replySubject } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { describedBy, Field } from '#web/components/ui/field';
import { useT, useText } from '#web/i18n/locale-context';
import { ApiError, messageOf } from '#web/lib/api-client';
import { useSendReply } from '../api/send-reply';
import { inboxMessages as m } from '../messages';

type Input = z.input<typeof inquiryReplyRequestSchema>;
type Output = z.output<typeof inquiryReplyRequestSchema>;

const control = (invalid: boolean) =>
  `w-full rounded-lg border bg-white px-3 py-2 text-sm text-ink focus:outline-none focus:ring-3 ${
    invalid
      ? 'border-status-rejected focus:ring-status-rejected/20'
      : 'border-hairline focus:border-primary-main focus:ring-primary-main/20'
  }`;

/** An e-mail answer to the sender, sent through the outbox; optionally marks the message handled. */
export function ReplyForm({ inquiry }: { inquiry: InquiryDetail }) {
  const t = useT();
  const text = useText();
  const send = useSendReply(inquiry.type, inquiry._id);
  const defaults: Input = { subject: replySubject(inquiry.summary), message: '', markHandled: !inquiry.handled };
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(inquiryReplyRequestSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message ?? text(INBOX_MESSAGES.replySent));
        form.reset({ ...defaults, markHandled: false });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.errors) {
          for (const [field, message] of Object.entries(err.errors)) {
            if (field === 'subject' || field === 'message') form.setError(field, { type: 'server', message });
          }
        }
        toast.error(messageOf(err, t(m.replyFailed)));
      },
    }),
  );

  const subjectError = errors.subject?.message && text(errors.subject.message);
  const messageError = errors.message?.message && text(errors.message.message);
  const hint = t(m.replyHint, { email: inquiry.email });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t(m.replyByEmail)}>
      <Field id="reply-subject" label={t(m.replySubject)} error={subjectError}>
        <input
          id="reply-subject"
          maxLength={200}
          aria-invalid={subjectError ? true : undefined}
          aria-describedby={describedBy('reply-subject', { error: subjectError })}
          className={`${control(Boolean(subjectError))} h-10`}
          {...form.register('subject')}
        />
      </Field>
      <Field id="reply-message" label={t(m.replyMessage)} error={messageError} hint={hint}>
        <textarea
          id="reply-message"
          rows={7}
          maxLength={5000}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={describedBy('reply-message', { error: messageError, hint })}
          className={control(Boolean(messageError))}
          {...form.register('message')}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="h-4 w-4 accent-primary-main" {...form.register('markHandled')} />
          {t(m.markAsHandled)}
        </label>
        <Button type="submit" busy={send.isPending} className="px-5 py-2.5">
          <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t(m.sendReply)}
        </Button>
      </div>
    </form>
  );
}
