import { CHECKLIST_MESSAGES, type TodoEvent, type TodoSendBack, todoSendBackSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../components/format';
import { delegateTodosQuery, useReviewTodo } from './api/todos';

const EVENT_LABELS: Record<TodoEvent['kind'], string> = {
  sent: 'She sent',
  accepted: 'Accepted',
  'sent-back': 'Sent back',
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
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={target ? `What ${target.name} sent` : ''}
      description={null}
      size="large"
    >
      {target ? <ReviewBody target={target} mayReview={mayReview} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReviewBody({ target, mayReview, onClose }: { target: ReviewTarget; mayReview: boolean; onClose: () => void }) {
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
            res.message ?? (reason === undefined ? CHECKLIST_MESSAGES.accepted : CHECKLIST_MESSAGES.sentBack),
          );
          onClose();
        },
        onError: (err) => toast.error(messageOf(err, 'The review could not be saved. Please try again.')),
      },
    );
  if (error) return <p className="text-sm text-muted">What she sent could not be loaded.</p>;
  if (!items) return <p className="text-sm text-muted">Loading…</p>;
  if (!item) return <p className="text-sm text-muted">This to-do is no longer hers.</p>;
  const waiting = item.state === 'waiting';
  return (
    <div className="space-y-4 text-sm">
      <div>
        <p className="font-semibold">{item.title}</p>
        <p className="text-xs text-muted">
          Due {formatDateTime(item.deadline)}
          {item.completedAt ? ` · sent ${formatDateTime(item.completedAt)}` : ''}
        </p>
      </div>
      {item.completedAt === null ? <p className="text-muted">{CHECKLIST_MESSAGES.nothingSent}</p> : null}
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
          Open {item.file.name}
        </a>
      ) : null}
      {item.completedAt && item.kind === 'confirm' ? <p>She confirmed it.</p> : null}
      {item.history.length > 0 ? (
        <section aria-label="History">
          <h3 className="mb-1 font-semibold">History</h3>
          <ol className="space-y-1">
            {item.history.map((e) => (
              <li key={`${e.kind}-${e.at}`} className="text-xs">
                <span className="text-muted">{formatDateTime(e.at)}</span> · {EVENT_LABELS[e.kind]}
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
          aria-label="Review"
          className="space-y-3 border-t border-hairline pt-4"
          onSubmit={form.handleSubmit((v) => decide(v.reason))}
        >
          <Field id="todo-review-reason" label="Reason to send it back (she reads it)" error={reasonError}>
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
              Accept
            </Button>
            <Button type="submit" variant="secondary" busy={review.isPending}>
              Send back
            </Button>
          </div>
        </form>
      ) : null}
      {waiting && !mayReview ? <p className="text-muted">It waits for review by staff who may change to-dos.</p> : null}
    </div>
  );
}
