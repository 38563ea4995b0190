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
import { Button } from '../../../../components/ui/button';
import { controlClass, describedBy, Field } from '../../../../components/ui/field';
import { Panel } from '../../components/admin-page';
import { formatDateTime } from '../../components/format';
import { StaffPosts } from '../../messages/components/staff-posts';
import { useSendMessage } from '../api/send-message';

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
    <Panel title={`Messages to ${firstName}`}>
      {canWrite ? (
        <form onSubmit={submit} noValidate className="mb-4 space-y-3">
          <Field id="message-subject" label="Subject" error={errors.subject?.message}>
            <input
              id="message-subject"
              maxLength={MESSAGE_SUBJECT_MAX}
              className={controlClass(Boolean(errors.subject), 'text-sm')}
              aria-invalid={Boolean(errors.subject)}
              aria-describedby={describedBy('message-subject', { error: errors.subject?.message })}
              {...form.register('subject')}
            />
          </Field>
          <Field
            id="message-body"
            label="Message"
            error={errors.message?.message}
            hint="She sees it in her portal and by e-mail, and can answer it there with a file."
          >
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
            Send message
          </Button>
        </form>
      ) : null}
      {messages.length === 0 ? (
        <p className="text-sm text-muted">No messages yet.</p>
      ) : (
        <ul className="space-y-3">
          {messages.map((m) => (
            <li key={m._id} className="rounded-xl bg-ivory p-3 text-sm">
              <p className="font-semibold text-ink">{m.subject}</p>
              <p className="mt-1 whitespace-pre-wrap break-words text-ink">{m.body}</p>
              <p className="mt-1 text-xs text-muted">
                {m.authorName ?? 'A former staff member'} · {formatDateTime(m.createdAt)}
              </p>
              {m.replies.length > 0 ? (
                <div className="mt-3 border-s-2 border-hairline ps-3">
                  <StaffPosts posts={m.replies} herName={firstName} />
                </div>
              ) : null}
              <p className="mt-2 flex flex-wrap items-center gap-2">
                {m.unread ? (
                  <span className="rounded-full bg-primary-main px-2 py-0.5 text-xs font-semibold text-primary-contrast">
                    Unread answer
                  </span>
                ) : null}
                <Link to={`/admin/messages/${m._id}`} className="text-xs font-medium text-primary-main underline">
                  {canWrite ? 'Open the conversation to answer' : 'Open the conversation'}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
