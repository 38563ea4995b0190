import {
  type ContestantMessage,
  type ContestantMessageBody,
  contestantMessageBodySchema,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { useT } from '#web/i18n/locale-context';
import { Panel } from '../../components/admin-page';
import { useAdminFormat } from '../../components/format';
import { StaffPosts } from '../../messages/components/staff-posts';
import { useSendMessage } from '../api/send-message';
import { contestantsMessages as m } from '../messages';

/**
 * Writing to her from the record (her portal's notifications and her e-mail), and what was written, newest first,
 * each with the answers in its conversation.
 */
export function MessagesPanel({
  id,
  firstName,
  messages,
  canWrite,
}: {
  id: string;
  firstName: string;
  messages: readonly ContestantMessage[];
  canWrite: boolean;
}) {
  const t = useT();
  const { dateTime } = useAdminFormat();
  const send = useSendMessage(id);
  const form = useForm<ContestantMessageBody>({
    resolver: zodResolver(contestantMessageBodySchema),
    defaultValues: { subject: '', message: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await send.mutateAsync(values).then(
      () => form.reset({ subject: '', message: '' }),
      () => undefined,
    );
  });
  return (
    <Panel title={t(m.messagesTo, { firstName })}>
      {canWrite ? (
        <form onSubmit={submit} noValidate className="mb-4 space-y-3">
          <Field id="message-subject" label={t(m.subject)} error={errors.subject?.message}>
            <input
              id="message-subject"
              maxLength={MESSAGE_SUBJECT_MAX}
              className={controlClass(Boolean(errors.subject), 'text-sm')}
              aria-invalid={Boolean(errors.subject)}
              aria-describedby={describedBy('message-subject', { error: errors.subject?.message })}
              {...form.register('subject')}
            />
          </Field>
          <Field id="message-body" label={t(m.message)} error={errors.message?.message} hint={t(m.messageHint)}>
            <textarea
              id="message-body"
              rows={4}
              maxLength={MESSAGE_BODY_MAX}
              className={controlClass(Boolean(errors.message), 'text-sm')}
              aria-invalid={Boolean(errors.message)}
              aria-describedby={describedBy('message-body', { error: errors.message?.message, hint: true })}
              {...form.register('message')}
            />
          </Field>
          <Button type="submit" busy={send.isPending} className="px-4 py-2">
            {t(m.sendMessage)}
          </Button>
        </form>
      ) : null}
      {messages.length === 0 ? (
        <p className="text-sm text-muted">{t(m.noMessages)}</p>
      ) : (
        <ul className="space-y-3">
          {messages.map((message) => (
            <li key={message._id} className="rounded-xl bg-ivory p-3 text-sm">
              <p className="font-semibold text-ink">{message.subject}</p>
              <p className="mt-1 whitespace-pre-wrap break-words text-ink">{message.body}</p>
              <p className="mt-1 text-xs text-muted">
                {message.authorName ?? t(m.formerStaff)} · {dateTime(message.createdAt)}
              </p>
              {message.replies.length > 0 ? (
                <div className="mt-3 border-s-2 border-hairline ps-3">
                  <StaffPosts posts={message.replies} herName={firstName} />
                </div>
              ) : null}
              <p className="mt-2 flex flex-wrap items-center gap-2">
                {message.unread ? (
                  <span className="rounded-full bg-primary-main px-2 py-0.5 text-xs font-semibold text-primary-contrast">
                    {t(m.unreadAnswer)}
                  </span>
                ) : null}
                <Link to={`/admin/messages/${message._id}`} className="text-xs font-medium text-primary-main underline">
                  {canWrite ? t(m.openToAnswer) : t(m.openConversation)}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
