import { CHECKLIST_MESSAGES, type TodoEvent, type TodoSendBack, todoSendBackSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { useT, useText } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { messageOf } from '../../../lib/api-client';
import { useAdminFormat } from '../components/format';
import { delegateTodosQuery, useReviewTodo } from './api/todos';
import { todosMessages as m } from './messages';

const EVENT_LABELS: Record<TodoEvent['kind'], MessageDescriptor> = {
  sent: m.eventSent,
  accepted: m.eventAccepted,
  'sent-back': m.stateSentBack,
};

export interface ReviewTarget {
  todoId: string;
  contestantId: string;
  /** Her name, for the dialog's title. */
  name: string;
}

/**
 * What a delegate sent for an item, with its history: staff accept it, or send it back with the reason she reads
 * in her portal and by e-mail. Only a send waiting for review can be decided on; staff without 'update' only look.
 */
export function ReviewDialog({
  target,
  mayReview,
  onClose,
}: {
  target: ReviewTarget | null;
  mayReview: boolean;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={target ? t(m.reviewTitle, { name: target.name }) : ''}
      description={null}
      size="large"
    >
      {target ? <ReviewBody target={target} mayReview={mayReview} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReviewBody({ target, mayReview, onClose }: { target: ReviewTarget; mayReview: boolean; onClose: () => void }) {
  const t = useT();
  const text = useText();
  const dates = useAdminFormat();
  const { data: items, error } = useQuery(delegateTodosQuery(target.contestantId));
  const item = items?.find((i) => i._id === target.todoId);
  const review = useReviewTodo();
  const form = useForm<TodoSendBack>({ resolver: zodResolver(todoSendBackSchema), defaultValues: { reason: '' } });
  const reasonError = form.formState.errors.reason?.message;
  const decide = (reason?: string) =>
    review.mutate(
      { todoId: target.todoId, contestantId: target.contestantId, reason },
      {
        onSuccess: (res) => {
          toast.success(
            text(res.message ?? (reason === undefined ? CHECKLIST_MESSAGES.accepted : CHECKLIST_MESSAGES.sentBack)),
          );
          onClose();
        },
        onError: (err) => toast.error(messageOf(err, t(m.reviewFailed))),
      },
    );
  if (error) return <p className="text-sm text-muted">{t(m.sentLoadFailed)}</p>;
  if (!items) return <p className="text-sm text-muted">{t(m.loading)}</p>;
  if (!item) return <p className="text-sm text-muted">{t(m.notHers)}</p>;
  const waiting = item.state === 'waiting';
  return (
    <div className="space-y-4 text-sm">
      <div>
        <p className="font-semibold">{item.title}</p>
        <p className="text-xs text-muted">
          {t(m.dueOn, { date: dates.dateTime(item.deadline) })}
          {item.completedAt ? ` · ${t(m.sentOn, { date: dates.dateTime(item.completedAt) })}` : ''}
        </p>
      </div>
      {item.completedAt === null ? <p className="text-muted">{text(CHECKLIST_MESSAGES.nothingSent)}</p> : null}
      {item.answer ? (
        <blockquote className="whitespace-pre-line rounded-xl border border-hairline p-3">{item.answer}</blockquote>
      ) : null}
      {item.file ? (
        <a
          href={item.file.url}
          target="_blank"
          rel="noreferrer"
          className="inline-block font-semibold text-primary-main underline"
        >
          {t(m.openFile, { file: item.file.name })}
        </a>
      ) : null}
      {item.completedAt && item.kind === 'confirm' ? <p>{t(m.confirmedIt)}</p> : null}
      {item.history.length > 0 ? (
        <section aria-label={t(m.history)}>
          <h3 className="mb-1 font-semibold">{t(m.history)}</h3>
          <ol className="space-y-1">
            {item.history.map((e) => (
              <li key={`${e.kind}-${e.at}`} className="text-xs">
                <span className="text-muted">{dates.dateTime(e.at)}</span> · {t(EVENT_LABELS[e.kind])}
                {e.answer ? `: ${e.answer}` : ''}
                {e.fileName ? `: ${e.fileName}` : ''}
                {e.reason ? ` — ${e.reason}` : ''}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {waiting && mayReview ? (
        <form
          noValidate
          aria-label={t(m.review)}
          className="space-y-3 border-t border-hairline pt-4"
          onSubmit={form.handleSubmit((v) => decide(v.reason))}
        >
          <Field id="todo-review-reason" label={t(m.reason)} error={reasonError}>
            <textarea
              id="todo-review-reason"
              rows={3}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={describedBy('todo-review-reason', { error: reasonError })}
              className={controlClass(Boolean(reasonError))}
              {...form.register('reason')}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="button" busy={review.isPending} onClick={() => decide()}>
              {t(m.accept)}
            </Button>
            <Button type="submit" variant="secondary" busy={review.isPending}>
              {t(m.sendBack)}
            </Button>
          </div>
        </form>
      ) : null}
      {waiting && !mayReview ? <p className="text-muted">{t(m.waitsForStaff)}</p> : null}
    </div>
  );
}
