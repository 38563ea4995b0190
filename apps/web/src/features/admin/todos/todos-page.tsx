import {
  CHECKLIST_KINDS,
  CHECKLIST_MESSAGES,
  canStaff,
  ERROR_CODES,
  pastDeadlineNeedsConsent,
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
import { useContinentLabel } from '../../../i18n/common-messages';
import { useFormat } from '../../../i18n/format';
import { useT, useText } from '../../../i18n/locale-context';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useSession } from '../../session';
import { AdminPage, ErrorNotice, Panel } from '../components/admin-page';
import { useAdminFormat } from '../components/format';
import { FormLanguageVersions } from '../settings/components/language-versions';
import { todoMatrixQuery, useDeleteTodo, useSaveTodo } from './api/todos';
import { todosMessages as m } from './messages';
import { ReviewDialog, type ReviewTarget } from './review-dialog';
import { KIND_LABELS, STATE_LABELS } from './state-labels';

/** "For" in the form: chosen delegates rather than every delegate ("") or a continent. */
const CHOSEN = 'chosen';

/**
 * The form's values: the deadline as the browser's date-time field gives it, "" for every continent or `CHOSEN`
 * for the delegates ticked.
 */
const formSchema = todoInputSchema
  .extend({
    deadline: z.string().min(1, CHECKLIST_MESSAGES.deadlineRequired),
    continent: z.string(),
    delegates: z.array(z.string()),
    needsReview: z.boolean(),
  })
  .refine((v) => v.continent !== CHOSEN || v.delegates.length > 0, {
    path: ['delegates'],
    message: CHECKLIST_MESSAGES.delegatesRequired,
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const EMPTY: FormInput = {
  title: '',
  description: '',
  translations: {},
  kind: 'file',
  deadline: '',
  continent: '',
  delegates: [],
  needsReview: true,
};

const STATE_CLASSES: Record<TodoState, string> = {
  done: 'text-ink',
  waiting: 'font-semibold text-status-pending',
  'sent-back': 'text-status-rejected',
  due: 'text-muted',
  late: 'font-semibold text-status-rejected',
};

/** A delegate the form can choose. */
type Choice = { contestantId: string; name: string; continent: string | null };

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
    translations: todo.translations ?? {},
    kind: todo.kind,
    deadline: localInput(todo.deadline),
    continent: todo.delegates.length > 0 ? CHOSEN : (todo.continent ?? ''),
    delegates: todo.delegates,
    needsReview: todo.needsReview,
  };
}

/** Adds an item, or (with `todo`) changes it: a moved deadline is reminded of again. */
function TodoForm({ todo, choices, onDone }: { todo?: Todo; choices: Choice[]; onDone?: () => void }) {
  const t = useT();
  const text = useText();
  const continentName = useContinentLabel();
  const save = useSaveTodo();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: todo ? valuesOf(todo) : EMPTY,
  });
  // The values waiting for staff to confirm a deadline already past.
  const [pending, setPending] = useState<FormOutput | null>(null);
  const idOf = (name: string) => (todo ? `todo-${todo._id}-${name}` : `todo-${name}`);
  const { errors } = form.formState;
  /** The deadline as sent: the item's own instant while the field still shows it, else the typed minute. */
  const deadlineOf = (typed: string) =>
    todo && typed === localInput(todo.deadline) ? todo.deadline : new Date(typed).toISOString();
  const typed = form.watch('deadline');
  const pastWarning =
    typed && pastDeadlineNeedsConsent(new Date(deadlineOf(typed)), new Date(), todo ? new Date(todo.deadline) : null);
  const send = (values: FormOutput, acceptPastDeadline: boolean) =>
    save.mutate(
      {
        id: todo?._id,
        input: {
          ...values,
          deadline: deadlineOf(values.deadline),
          continent: (values.continent === CHOSEN ? null : values.continent || null) as TodoInput['continent'],
          delegates: values.continent === CHOSEN ? values.delegates : [],
          ...(acceptPastDeadline ? { acceptPastDeadline } : {}),
        },
      },
      {
        onSuccess: (res) => {
          setPending(null);
          toast.success(text(res.message ?? (todo ? CHECKLIST_MESSAGES.updated : CHECKLIST_MESSAGES.created)));
          if (todo) onDone?.();
          else form.reset(EMPTY);
        },
        onError: (err) => {
          // The server's clock decides: a deadline that passed while the form was open is asked about too.
          if (err instanceof ApiError && err.code === ERROR_CODES.deadlinePassed) return setPending(values);
          setPending(null);
          toast.error(messageOf(err, t(m.saveFailed)));
        },
      },
    );
  const onSubmit = form.handleSubmit((values) => {
    const before = todo ? new Date(todo.deadline) : null;
    if (pastDeadlineNeedsConsent(new Date(deadlineOf(values.deadline)), new Date(), before)) setPending(values);
    else send(values, false);
  });
  const err = (name: keyof FormInput) => errors[name]?.message;
  const forChosen = form.watch('continent') === CHOSEN;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      aria-label={todo ? t(m.change, { title: todo.title }) : t(m.add)}
    >
      <Field id={idOf('title')} label={t(m.itemTitle)} error={err('title')} required>
        <input
          id={idOf('title')}
          aria-invalid={err('title') ? true : undefined}
          aria-describedby={describedBy(idOf('title'), { error: err('title') })}
          className={controlClass(Boolean(err('title')))}
          {...form.register('title')}
        />
      </Field>
      <Field id={idOf('kind')} label={t(m.completedBy)} error={err('kind')}>
        <select id={idOf('kind')} className={controlClass(Boolean(err('kind')))} {...form.register('kind')}>
          {CHECKLIST_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(KIND_LABELS[k])}
            </option>
          ))}
        </select>
      </Field>
      <Field id={idOf('description')} label={t(m.itemDescription)} error={err('description')} className="sm:col-span-2">
        <textarea
          id={idOf('description')}
          rows={3}
          aria-invalid={err('description') ? true : undefined}
          aria-describedby={describedBy(idOf('description'), { error: err('description') })}
          className={controlClass(Boolean(err('description')))}
          {...form.register('description')}
        />
      </Field>
      <FormLanguageVersions
        form={form}
        id={idOf('translations')}
        parts={[
          { key: 'title', label: t(m.itemTitle) },
          { key: 'description', label: t(m.itemDescription), long: true },
        ]}
      />
      <Field id={idOf('deadline')} label={t(m.deadline)} error={err('deadline')} required>
        <input
          id={idOf('deadline')}
          type="datetime-local"
          aria-invalid={err('deadline') ? true : undefined}
          aria-describedby={describedBy(idOf('deadline'), { error: err('deadline') })}
          className={controlClass(Boolean(err('deadline')))}
          {...form.register('deadline')}
        />
        {pastWarning ? (
          <p className="mt-1.5 text-sm font-medium text-status-pending">
            {t(m.pastWarning, { warning: text(CHECKLIST_MESSAGES.deadlinePassed) })}
          </p>
        ) : null}
      </Field>
      <Field id={idOf('continent')} label={t(m.audience)} error={err('continent')}>
        <select id={idOf('continent')} className={controlClass(false)} {...form.register('continent')}>
          <option value="">{t(m.everyDelegate)}</option>
          {REGISTRATION_CONTINENTS.map((c) => (
            <option key={c} value={c}>
              {t(m.continentDelegates, { continent: continentName(c) })}
            </option>
          ))}
          <option value={CHOSEN}>{t(m.chosenDelegates)}</option>
        </select>
      </Field>
      {forChosen ? (
        <fieldset
          className="sm:col-span-2"
          aria-invalid={err('delegates') ? true : undefined}
          aria-describedby={err('delegates') ? idOf('delegates-error') : undefined}
        >
          <legend className="mb-1.5 text-sm font-semibold">{t(m.delegatesFor)}</legend>
          {choices.length === 0 ? <p className="text-sm text-muted">{t(m.noDelegates)}</p> : null}
          <div className="grid max-h-48 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
            {choices.map((d) => (
              <label key={d.contestantId} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={d.contestantId} {...form.register('delegates')} />
                {d.name}{' '}
                <span className="text-xs text-muted">{d.continent ? continentName(d.continent) : t(m.notGiven)}</span>
              </label>
            ))}
          </div>
          {err('delegates') ? (
            <p id={idOf('delegates-error')} className="mt-1.5 text-sm font-medium text-status-rejected">
              {text(err('delegates') ?? '')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" {...form.register('needsReview')} />
        {t(m.needsReview)}
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" busy={save.isPending} className="px-5 py-2.5">
          {todo ? t(m.save) : t(m.submitAdd)}
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={t(m.pastTitle)}
        message={t(m.pastMessage, { warning: text(CHECKLIST_MESSAGES.deadlinePassed) })}
        confirmText={t(m.saveAnyway)}
        busy={save.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && send(pending, true)}
      />
    </form>
  );
}

/** Change (the form opens under the item) and Delete. */
function EditableActions({ todo, choices }: { todo: Todo; choices: Choice[] }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <span className="flex gap-1">
        <Button variant="ghost" className="px-3 py-1.5" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
          {editing ? t(m.close) : t(m.changeButton)} <span className="sr-only">{todo.title}</span>
        </Button>
        <DeleteTodo todo={todo} />
      </span>
      {editing ? (
        <div className="mt-3 w-full rounded-xl border border-hairline p-4">
          <TodoForm todo={todo} choices={choices} onDone={() => setEditing(false)} />
        </div>
      ) : null}
    </>
  );
}

function DeleteTodo({ todo }: { todo: Todo }) {
  const t = useT();
  const text = useText();
  const remove = useDeleteTodo();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className="px-3 py-1.5" onClick={() => setOpen(true)}>
        {t(m.delete)} <span className="sr-only">{todo.title}</span>
      </Button>
      <ConfirmDialog
        open={open}
        type="danger"
        title={t(m.deleteTitle)}
        message={t(m.deleteMessage, { title: todo.title })}
        confirmText={t(m.delete)}
        busy={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(todo._id, {
            onSuccess: (res) => {
              setOpen(false);
              toast.success(text(res.message ?? CHECKLIST_MESSAGES.deleted));
            },
            onError: (e) => toast.error(messageOf(e, t(m.deleteFailed))),
          })
        }
      />
    </>
  );
}

/** Delegate to-dos: the season's items, and completion per delegate and per continent with late items flagged. */
export default function TodosPage() {
  const { user } = useSession();
  const t = useT();
  const format = useFormat();
  const dates = useAdminFormat();
  const continentName = useContinentLabel();
  const mayUpdate = canStaff(user, 'contestants', 'update');
  const { data, error, isPending } = useQuery(todoMatrixQuery);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const [onlyWaiting, setOnlyWaiting] = useState(false);
  const choices: Choice[] = data?.delegates ?? [];
  const waitingCount =
    data?.delegates.reduce((n, d) => n + Object.values(d.states).filter((s) => s === 'waiting').length, 0) ?? 0;
  // Filtered, only the delegates and the items with a send waiting for review.
  const shownDelegates = onlyWaiting
    ? (data?.delegates ?? []).filter((d) => Object.values(d.states).includes('waiting'))
    : (data?.delegates ?? []);
  const shownTodos = onlyWaiting
    ? (data?.todos ?? []).filter((todo) => shownDelegates.some((d) => d.states[todo._id] === 'waiting'))
    : (data?.todos ?? []);
  const audienceOf = (todo: Todo) =>
    todo.delegates.length > 0
      ? t(m.chosenAudience, { count: todo.delegates.length })
      : todo.continent
        ? continentName(todo.continent)
        : t(m.everyAudience);
  return (
    <AdminPage title={t(m.title)} description={t(m.description)}>
      <ErrorNotice error={error} />
      {mayUpdate ? (
        <Panel title={t(m.add)} className="mb-6">
          <TodoForm choices={choices} />
        </Panel>
      ) : null}
      {isPending ? <p className="text-sm text-muted">{t(m.loading)}</p> : null}
      {data ? (
        <div className="space-y-6">
          <Panel title={t(m.items)}>
            {data.todos.length === 0 ? (
              <p className="text-sm text-muted">{t(m.noTodos)}</p>
            ) : (
              <ul className="divide-y divide-hairline">
                {data.todos.map((todo) => (
                  <li key={todo._id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
                    <span>
                      <span className="font-semibold">{todo.title}</span> · {t(KIND_LABELS[todo.kind])} ·{' '}
                      {t(m.due, { date: dates.dateTime(todo.deadline) })} · {audienceOf(todo)}
                      {todo.needsReview ? ` · ${t(m.reviewed)}` : ''}
                    </span>
                    {mayUpdate ? <EditableActions todo={todo} choices={choices} /> : null}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={t(m.byContinent)}>
            {data.continents.length === 0 ? (
              <p className="text-sm text-muted">{t(m.noDelegates)}</p>
            ) : (
              <table className="w-full text-start text-sm">
                <thead>
                  <tr className="text-muted">
                    <th scope="col" className="py-2 font-semibold">
                      {t(m.continent)}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {t(m.done)}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {t(m.late)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.continents.map((c) => (
                    <tr key={c.continent ?? 'none'} className="border-t border-hairline">
                      <th scope="row" className="py-2 font-normal">
                        {c.continent ? continentName(c.continent) : t(m.notGiven)}
                      </th>
                      <td className="py-2">
                        {t(m.doneOf, { done: format.number(c.done), total: format.number(c.total) })}
                      </td>
                      <td className={`py-2 ${c.late ? 'font-semibold text-status-rejected' : ''}`}>
                        {format.number(c.late)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Panel>
          <Panel title={t(m.byDelegate)}>
            <label className="mb-3 flex items-center gap-2 text-sm">
              <input type="checkbox" checked={onlyWaiting} onChange={(e) => setOnlyWaiting(e.target.checked)} />
              {t(m.onlyWaiting, { count: format.number(waitingCount) })}
            </label>
            {data.delegates.length === 0 ? (
              <p className="text-sm text-muted">{t(m.noDelegates)}</p>
            ) : onlyWaiting && shownDelegates.length === 0 ? (
              <p className="text-sm text-muted">{t(m.nothingWaits)}</p>
            ) : (
              <section
                className="overflow-x-auto"
                aria-label={t(m.completion)}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
                tabIndex={0}
              >
                <table className="w-full text-start text-sm">
                  <thead>
                    <tr className="text-muted">
                      <th scope="col" className="py-2 pe-3 font-semibold">
                        {t(m.delegate)}
                      </th>
                      <th scope="col" className="py-2 pe-3 font-semibold">
                        {t(m.done)}
                      </th>
                      {shownTodos.map((todo) => (
                        <th key={todo._id} scope="col" className="py-2 pe-3 font-semibold">
                          {todo.title}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {shownDelegates.map((d) => (
                      <tr key={d.contestantId} className="border-t border-hairline">
                        <th scope="row" className="py-2 pe-3 font-normal">
                          <Link
                            to={`/admin/contestants/${d.contestantId}`}
                            className="font-semibold text-primary-main hover:underline"
                          >
                            {d.name}
                          </Link>
                          <span className="block text-xs text-muted">
                            {d.continent ? continentName(d.continent) : t(m.notGiven)}
                          </span>
                        </th>
                        <td className="py-2 pe-3">
                          {t(m.doneOf, { done: format.number(d.done), total: format.number(d.total) })}
                          {d.late ? (
                            <span className="block text-xs font-semibold text-status-rejected">
                              {t(m.lateCount, { count: d.late })}
                            </span>
                          ) : null}
                        </td>
                        {shownTodos.map((todo) => {
                          const state = d.states[todo._id];
                          // A cell with something she sent opens it: to review it, or to see it and its history.
                          const sent = state === 'done' || state === 'waiting' || state === 'sent-back';
                          return (
                            <td key={todo._id} className={`py-2 pe-3 ${state ? STATE_CLASSES[state] : 'text-muted'}`}>
                              {state && sent ? (
                                <button
                                  type="button"
                                  className={`underline ${STATE_CLASSES[state]}`}
                                  aria-label={t(m.cell, {
                                    state: t(STATE_LABELS[state]),
                                    name: d.name,
                                    title: todo.title,
                                  })}
                                  onClick={() =>
                                    setReviewing({ todoId: todo._id, contestantId: d.contestantId, name: d.name })
                                  }
                                >
                                  {t(STATE_LABELS[state])}
                                </button>
                              ) : state ? (
                                t(STATE_LABELS[state])
                              ) : (
                                '—'
                              )}
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
      <ReviewDialog target={reviewing} mayReview={mayUpdate} onClose={() => setReviewing(null)} />
    </AdminPage>
  );
}
