import { CHECKLIST_FILE_RULE, type TodoItem, type TodoState } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/field';
import { useDateTime } from '../../../i18n/date-time';
import { Message, useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { useWritten } from '../../../i18n/written';
import { messageOf } from '../../../lib/api-client';
import { myTodosQuery, useCompleteTodo } from '../api/todos';
import { todosMessages as m } from '../messages';

const STATE_LABELS: Record<TodoState, MessageDescriptor> = {
  done: m.stateDone,
  waiting: m.stateWaiting,
  'sent-back': m.stateSentBack,
  due: m.stateDue,
  late: m.stateLate,
};
const STATE_CLASSES: Record<TodoState, string> = {
  done: 'border-status-approved text-ink',
  waiting: 'border-status-pending text-ink',
  'sent-back': 'border-status-rejected text-status-rejected',
  due: 'border-hairline text-ink',
  late: 'border-status-rejected text-status-rejected',
};

/** On an approved contestant's dashboard: the to-dos staff set her, each done, due or late, completed here. */
export function TodoPanel() {
  const t = useT();
  const todos = useQuery(myTodosQuery);
  const items = todos.data ?? [];
  const done = items.filter((i) => i.state === 'done').length;
  return (
    <section aria-labelledby="todos-heading" className="card p-6">
      <p className="eyebrow">{t(m.eyebrow)}</p>
      <h2 id="todos-heading" className="mt-1 text-2xl">
        {t(m.heading)}
      </h2>
      {todos.isPending ? (
        <p className="mt-2 text-sm text-muted">{t(m.loading)}</p>
      ) : todos.isError ? (
        <p className="mt-2 text-sm text-muted">{t(m.loadFailed)}</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t(m.empty)}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">{t(m.doneCount, { done, total: items.length })}</p>
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
  const t = useT();
  const dateTime = useDateTime();
  const deadline = dateTime(item.deadline);
  const id = useId();
  // Staff's title and description in her language, or their English marked as English.
  const { words, lang } = useWritten()({ title: item.title, description: item.description }, item.translations);
  const complete = useCompleteTodo();
  // What staff accepted stands: nothing more is sent for it.
  const accepted = item.needsReview && item.state === 'done';
  const [answer, setAnswer] = useState(item.answer ?? '');
  const [file, setFile] = useState<File | null>(null);
  const run = (change: Parameters<typeof complete.mutate>[0]) =>
    complete.mutate(change, {
      onSuccess: (res) => toast.success(res.message ?? t(m.saved)),
      onError: (err) => toast.error(messageOf(err, t(m.saveFailed))),
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
        <h3 id={`${id}-title`} lang={lang} className="text-base font-semibold">
          {words.title}
        </h3>
        <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASSES[item.state]}`}>
          {t(STATE_LABELS[item.state])}
        </span>
      </div>
      <p className="mt-1 text-xs text-muted">{t(m.deadline, { date: deadline })}</p>
      {words.description ? (
        <p lang={lang} className="mt-2 whitespace-pre-line text-sm">
          {words.description}
        </p>
      ) : null}
      {item.state === 'sent-back' && item.reason ? (
        <div role="note" className="mt-2 rounded-xl border border-status-rejected p-3 text-sm">
          <p className="whitespace-pre-line">
            <Message message={m.sentBackReason} values={{ reason: <bdi>{item.reason}</bdi> }} />
          </p>
          <p className="mt-1 font-semibold">{t(m.sendAgain)}</p>
        </div>
      ) : null}
      {item.state === 'waiting' ? <p className="mt-2 text-sm text-muted">{t(m.waitingNote)}</p> : null}
      {accepted ? <p className="mt-2 text-sm text-muted">{t(m.acceptedNote)}</p> : null}
      {item.file ? (
        <p className="mt-2 text-sm">
          <Message
            message={m.sent}
            values={{
              file: (
                <a
                  href={item.file.url}
                  className="font-semibold text-primary-main underline"
                  target="_blank"
                  rel="noreferrer"
                >
                  <bdi>{item.file.name}</bdi>
                </a>
              ),
            }}
          />
        </p>
      ) : null}
      {accepted ? null : (
        <form className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit}>
          {item.kind === 'text' ? (
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-answer`} className="mb-1.5 block text-sm font-semibold">
                {t(m.answer)}
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
                {t(item.file ? m.replaceFile : m.chooseFile)}
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
              {t(item.kind === 'confirm' ? m.confirm : item.kind === 'file' ? m.upload : m.saveAnswer)}
            </Button>
          )}
        </form>
      )}
    </li>
  );
}
