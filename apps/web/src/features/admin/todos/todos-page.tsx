import {
  CHECKLIST_KIND_LABELS,
  CHECKLIST_KINDS,
  CHECKLIST_MESSAGES,
  canStaff,
  REGISTRATION_CONTINENTS,
  type Todo,
  type TodoInput,
  type TodoState,
  todoInputSchema,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../session';
import { AdminPage, ErrorNotice, Panel } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { todoMatrixQuery, useDeleteTodo, useSaveTodo } from './api/todos';

/** The form's values: the deadline as the browser's date-time field gives it, "" for every continent. */
const formSchema = todoInputSchema.extend({
  deadline: z.string().min(1, CHECKLIST_MESSAGES.deadlineRequired),
  continent: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const EMPTY: FormInput = { title: '', description: '', kind: 'file', deadline: '', continent: '' };

const STATE_LABELS: Record<TodoState, string> = { done: 'Done', due: 'Due', late: 'Late' };
const STATE_CLASSES: Record<TodoState, string> = {
  done: 'text-ink',
  due: 'text-muted',
  late: 'font-semibold text-status-rejected',
};

/** An instant as the browser's date-time field shows it: the reader's own clock, to the minute. */
function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function valuesOf(todo: Todo): FormInput {
  return {
    title: todo.title,
    description: todo.description,
    kind: todo.kind,
    deadline: localInput(todo.deadline),
    continent: todo.continent ?? '',
  };
}

/** Adds an item, or (with `todo`) changes it: a moved deadline is reminded of again. */
function TodoForm({ todo, onDone }: { todo?: Todo; onDone?: () => void }) {
  const save = useSaveTodo();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: todo ? valuesOf(todo) : EMPTY,
  });
  const idOf = (name: string) => (todo ? `todo-${todo._id}-${name}` : `todo-${name}`);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      {
        id: todo?._id,
        input: {
          ...values,
          deadline: new Date(values.deadline).toISOString(),
          continent: (values.continent || null) as TodoInput['continent'],
        },
      },
      {
        onSuccess: (res) => {
          toast.success(res.message ?? (todo ? CHECKLIST_MESSAGES.updated : CHECKLIST_MESSAGES.created));
          if (todo) onDone?.();
          else form.reset(EMPTY);
        },
        onError: (err) => toast.error(messageOf(err, 'The to-do could not be saved. Please try again.')),
      },
    ),
  );
  const err = (name: keyof FormInput) => errors[name]?.message;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      aria-label={todo ? `Change ${todo.title}` : 'Add a to-do'}
    >
      <Field id={idOf('title')} label="Title" error={err('title')} required>
        <input
          id={idOf('title')}
          aria-invalid={err('title') ? true : undefined}
          aria-describedby={describedBy(idOf('title'), { error: err('title') })}
          className={controlClass(Boolean(err('title')))}
          {...form.register('title')}
        />
      </Field>
      <Field id={idOf('kind')} label="Completed by" error={err('kind')}>
        <select id={idOf('kind')} className={controlClass(Boolean(err('kind')))} {...form.register('kind')}>
          {CHECKLIST_KINDS.map((k) => (
            <option key={k} value={k}>
              {CHECKLIST_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={idOf('description')} label="Description" error={err('description')} className="sm:col-span-2">
        <textarea
          id={idOf('description')}
          rows={3}
          aria-invalid={err('description') ? true : undefined}
          aria-describedby={describedBy(idOf('description'), { error: err('description') })}
          className={controlClass(Boolean(err('description')))}
          {...form.register('description')}
        />
      </Field>
      <Field id={idOf('deadline')} label="Deadline" error={err('deadline')} required>
        <input
          id={idOf('deadline')}
          type="datetime-local"
          aria-invalid={err('deadline') ? true : undefined}
          aria-describedby={describedBy(idOf('deadline'), { error: err('deadline') })}
          className={controlClass(Boolean(err('deadline')))}
          {...form.register('deadline')}
        />
      </Field>
      <Field id={idOf('continent')} label="For" error={err('continent')}>
        <select id={idOf('continent')} className={controlClass(false)} {...form.register('continent')}>
          <option value="">Every delegate</option>
          {REGISTRATION_CONTINENTS.map((c) => (
            <option key={c} value={c}>
              {c}'s delegates
            </option>
          ))}
        </select>
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" busy={save.isPending} className="px-5 py-2.5">
          {todo ? 'Save the to-do' : 'Add the to-do'}
        </Button>
      </div>
    </form>
  );
}

/** Change (the form opens under the item) and Delete. */
function EditableActions({ todo }: { todo: Todo }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <span className="flex gap-1">
        <Button variant="ghost" className="px-3 py-1.5" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
          {editing ? 'Close' : 'Change'} <span className="sr-only">{todo.title}</span>
        </Button>
        <DeleteTodo todo={todo} />
      </span>
      {editing ? (
        <div className="mt-3 w-full rounded-xl border border-hairline p-4">
          <TodoForm todo={todo} onDone={() => setEditing(false)} />
        </div>
      ) : null}
    </>
  );
}

function DeleteTodo({ todo }: { todo: Todo }) {
  const remove = useDeleteTodo();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className="px-3 py-1.5" onClick={() => setOpen(true)}>
        Delete <span className="sr-only">{todo.title}</span>
      </Button>
      <ConfirmDialog
        open={open}
        type="danger"
        title="Delete this to-do?"
        message={`“${todo.title}” and every delegate's answer and file for it will be deleted.`}
        confirmText="Delete"
        busy={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(todo._id, {
            onSuccess: (res) => {
              setOpen(false);
              toast.success(res.message ?? CHECKLIST_MESSAGES.deleted);
            },
            onError: (e) => toast.error(messageOf(e, 'The to-do could not be deleted. Please try again.')),
          })
        }
      />
    </>
  );
}

/** Delegate to-dos: the season's items, and completion per delegate and per continent with late items flagged. */
export default function TodosPage() {
  const { user } = useSession();
  const mayUpdate = canStaff(user, 'contestants', 'update');
  const { data, error, isPending } = useQuery(todoMatrixQuery);
  return (
    <AdminPage
      title="Delegate to-dos"
      description="What each approved contestant has to send or confirm before the pageant, with its deadline. Reminders go out by e-mail 7 days and 1 day before."
    >
      <ErrorNotice error={error} />
      {mayUpdate ? (
        <Panel title="Add a to-do" className="mb-6">
          <TodoForm />
        </Panel>
      ) : null}
      {isPending ? <p className="text-sm text-muted">Loading…</p> : null}
      {data ? (
        <div className="space-y-6">
          <Panel title="Items">
            {data.todos.length === 0 ? (
              <p className="text-sm text-muted">No to-dos yet.</p>
            ) : (
              <ul className="divide-y divide-hairline">
                {data.todos.map((t) => (
                  <li key={t._id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
                    <span>
                      <span className="font-semibold">{t.title}</span> · {CHECKLIST_KIND_LABELS[t.kind]} · due{' '}
                      {formatDateTime(t.deadline)} · {t.continent ?? 'every delegate'}
                    </span>
                    {mayUpdate ? <EditableActions todo={t} /> : null}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title="By continent">
            {data.continents.length === 0 ? (
              <p className="text-sm text-muted">No delegates yet.</p>
            ) : (
              <table className="w-full text-start text-sm">
                <thead>
                  <tr className="text-muted">
                    <th scope="col" className="py-2 font-semibold">
                      Continent
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      Done
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      Late
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.continents.map((c) => (
                    <tr key={c.continent ?? 'none'} className="border-t border-hairline">
                      <th scope="row" className="py-2 font-normal">
                        {c.continent ?? 'Not given'}
                      </th>
                      <td className="py-2">
                        {c.done} of {c.total}
                      </td>
                      <td className={`py-2 ${c.late ? 'font-semibold text-status-rejected' : ''}`}>{c.late}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Panel>
          <Panel title="By delegate">
            {data.delegates.length === 0 ? (
              <p className="text-sm text-muted">No delegates yet.</p>
            ) : (
              <section
                className="overflow-x-auto"
                aria-label="Completion by delegate"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
                tabIndex={0}
              >
                <table className="w-full text-start text-sm">
                  <thead>
                    <tr className="text-muted">
                      <th scope="col" className="py-2 pe-3 font-semibold">
                        Delegate
                      </th>
                      <th scope="col" className="py-2 pe-3 font-semibold">
                        Done
                      </th>
                      {data.todos.map((t) => (
                        <th key={t._id} scope="col" className="py-2 pe-3 font-semibold">
                          {t.title}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.delegates.map((d) => (
                      <tr key={d.contestantId} className="border-t border-hairline">
                        <th scope="row" className="py-2 pe-3 font-normal">
                          <Link
                            to={`/admin/contestants/${d.contestantId}`}
                            className="font-semibold text-primary-main hover:underline"
                          >
                            {d.name}
                          </Link>
                          <span className="block text-xs text-muted">{d.continent ?? 'Not given'}</span>
                        </th>
                        <td className="py-2 pe-3">
                          {d.done} of {d.total}
                          {d.late ? (
                            <span className="block text-xs font-semibold text-status-rejected">{d.late} late</span>
                          ) : null}
                        </td>
                        {data.todos.map((t) => {
                          const state = d.states[t._id];
                          return (
                            <td key={t._id} className={`py-2 pe-3 ${state ? STATE_CLASSES[state] : 'text-muted'}`}>
                              {state ? STATE_LABELS[state] : '—'}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            )}
          </Panel>
        </div>
      ) : null}
    </AdminPage>
  );
}
