import { CHECKLIST_FILE_RULE, type TodoItem, type TodoState } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';
import { myTodosQuery, useCompleteTodo } from '../api/todos';

const STATE_LABELS: Record<TodoState, string> = { done: 'Done', due: 'Due', late: 'Late' };
const STATE_CLASSES: Record<TodoState, string> = {
  done: 'border-status-approved text-ink',
  due: 'border-hairline text-ink',
  late: 'border-status-rejected text-status-rejected',
};

const deadlineOf = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');

/** On an approved contestant's dashboard: the to-dos staff set her, each done, due or late, completed here. */
export function TodoPanel() {
  const todos = useQuery(myTodosQuery);
  const items = todos.data ?? [];
  const done = items.filter((i) => i.state === 'done').length;
  return (
    <section aria-labelledby="todos-heading" className="card p-6">
      <p className="eyebrow">Delegates</p>
      <h2 id="todos-heading" className="mt-1 text-2xl">
        Your to-dos
      </h2>
      {todos.isPending ? (
        <p className="mt-2 text-sm text-muted">Loading your to-dos…</p>
      ) : todos.isError ? (
        <p className="mt-2 text-sm text-muted">Your to-dos could not be loaded. Please refresh the page.</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nothing to do for now. The organisers will add items here.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            {done} of {items.length} done
          </p>
          <ul className="mt-4 space-y-4">
            {items.map((item) => (
              <TodoRow key={item._id} item={item} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function TodoRow({ item }: { item: TodoItem }) {
  const id = useId();
  const complete = useCompleteTodo();
  const [answer, setAnswer] = useState(item.answer ?? '');
  const [file, setFile] = useState<File | null>(null);
  const run = (change: Parameters<typeof complete.mutate>[0]) =>
    complete.mutate(change, {
      onSuccess: (res) => toast.success(res.message ?? 'Saved.'),
      onError: (err) => toast.error(messageOf(err, 'This to-do could not be saved. Please try again.')),
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (item.kind === 'text') run({ id: item._id, kind: 'text', answer });
    else if (item.kind === 'confirm') run({ id: item._id, kind: 'confirm' });
    else if (file) run({ id: item._id, kind: 'file', file });
  };
  return (
    <li className="rounded-2xl border border-hairline p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-semibold">
          {item.title}
        </h3>
        <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASSES[item.state]}`}>
          {STATE_LABELS[item.state]}
        </span>
      </div>
      <p className="mt-1 text-xs text-muted">Deadline: {deadlineOf(item.deadline)}</p>
      {item.description ? <p className="mt-2 whitespace-pre-line text-sm">{item.description}</p> : null}
      {item.file ? (
        <p className="mt-2 text-sm">
          Sent:{' '}
          <a
            href={item.file.url}
            className="font-semibold text-primary-main underline"
            target="_blank"
            rel="noreferrer"
          >
            {item.file.name}
          </a>
        </p>
      ) : null}
      <form className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit}>
        {item.kind === 'text' ? (
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-answer`} className="mb-1.5 block text-sm font-semibold">
              Your answer
            </label>
            <textarea
              id={`${id}-answer`}
              className={controlClass(false, 'min-h-20')}
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
            />
          </div>
        ) : null}
        {item.kind === 'file' ? (
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-semibold">
              {item.file ? 'Replace the file' : 'Choose a file'} (PDF, JPEG or PNG)
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept={CHECKLIST_FILE_RULE.accept}
              className="block w-full text-sm"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </div>
        ) : null}
        {item.kind === 'confirm' && item.state === 'done' ? null : (
          <Button
            type="submit"
            variant="secondary"
            busy={complete.isPending}
            disabled={(item.kind === 'file' && !file) || (item.kind === 'text' && answer.trim() === '')}
            aria-describedby={`${id}-title`}
          >
            {item.kind === 'confirm' ? 'Confirm' : item.kind === 'file' ? 'Upload' : 'Save answer'}
          </Button>
        )}
      </form>
    </li>
  );
}
