import type { TodoItem, TodoMatrix } from '@cq/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { sampleSentForReview, sampleTodo, sampleTodoMatrix } from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { buildUser, ok, signIn } from '../../../test/portal';
import { renderRoute } from '../../../test/render';
import TodosPage from './todos-page';

const ITEM = sampleTodo();

const matrix: TodoMatrix = sampleTodoMatrix(ITEM);

function open(actions: string[]) {
  signIn(buildUser({ role: 'editor', permissions: [{ resource: 'contestants', actions }] }));
  const server = mockApi({
    'GET /admin/todos/matrix': () => ok(matrix),
    'POST /admin/todos': (call) => ({
      body: { success: true, message: 'To-do added.', data: { ...ITEM, ...(call.body as object) } },
    }),
    [`PUT /admin/todos/${ITEM._id}`]: (call) => ({
      body: { success: true, message: 'To-do saved.', data: { ...ITEM, ...(call.body as object) } },
    }),
  });
  window.history.pushState({}, '', '/admin/todos');
  renderRoute(<TodosPage />, { at: '/admin/todos', path: '/admin/todos' });
  return server;
}

beforeEach(() => {
  // The season's calendar: the items below fall after this day, unless a test says otherwise.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T09:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('delegate to-dos in the back office', () => {
  it('shows completion per continent and per delegate, late items flagged', async () => {
    open(['read']);
    const byDelegate = await screen.findByRole('region', { name: 'Completion by delegate' });
    const bea = within(byDelegate).getByRole('row', { name: /Bea Osei/ });
    expect(within(bea).getByText('Late')).toBeInTheDocument();
    expect(within(bea).getByText('1 late')).toBeInTheDocument();
    expect(within(byDelegate).getByRole('link', { name: 'Ama Mensah' })).toHaveAttribute(
      'href',
      '/admin/contestants/c1',
    );
    expect(screen.getByRole('row', { name: /Africa 1 of 2 1/ })).toBeInTheDocument();
    // A reader cannot add or delete.
    expect(screen.queryByRole('form', { name: 'Add a to-do' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('adds a to-do for one continent, with its deadline as an instant', async () => {
    const server = open(['read', 'update']);
    const form = await screen.findByRole('form', { name: 'Add a to-do' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the to-do' }));
    expect(await within(form).findByText('Give the to-do a title')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Title(?! in)/), { target: { value: 'Travel details' } });
    fireEvent.change(within(form).getByLabelText('Completed by'), { target: { value: 'text' } });
    fireEvent.change(within(form).getByLabelText(/Deadline/), { target: { value: '2026-04-01T12:00' } });
    fireEvent.change(within(form).getByLabelText('For'), { target: { value: 'Europe' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the to-do' }));
    await vi.waitFor(() => expect(server.callsTo('POST /admin/todos')).toHaveLength(1));
    expect(server.callsTo('POST /admin/todos')[0]?.body).toEqual({
      title: 'Travel details',
      description: '',
      translations: {},
      kind: 'text',
      deadline: new Date('2026-04-01T12:00').toISOString(),
      continent: 'Europe',
      delegates: [],
      needsReview: true,
    });
    expect(await screen.findByText('To-do added.')).toBeInTheDocument();
  });

  it('changes an item in place: its deadline moved, the rest kept', async () => {
    const server = open(['read', 'update']);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Passport copy' }));
    const form = screen.getByRole('form', { name: 'Change Passport copy' });
    expect(within(form).getByLabelText(/^Title(?! in)/)).toHaveValue('Passport copy');
    expect(within(form).getByLabelText(/Deadline/)).toHaveValue(
      (() => {
        const d = new Date(ITEM.deadline);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      })(),
    );
    // Its French version is kept; the other languages say they show the English.
    expect(within(form).getByLabelText('Title in French')).toHaveValue('Copie du passeport');
    expect(within(form).getByText(/English shown in Spanish, Portuguese, Arabic$/)).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/Deadline/), { target: { value: '2026-03-27T12:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the to-do' }));
    await vi.waitFor(() => expect(server.callsTo(`PUT /admin/todos/${ITEM._id}`)).toHaveLength(1));
    expect(server.callsTo(`PUT /admin/todos/${ITEM._id}`)[0]?.body).toEqual({
      title: 'Passport copy',
      description: '',
      translations: { fr: { title: 'Copie du passeport', description: '' } },
      kind: 'file',
      deadline: new Date('2026-03-27T12:00').toISOString(),
      continent: null,
      delegates: [],
      needsReview: false,
    });
    expect(await screen.findByText('To-do saved.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change Passport copy' })).toBeNull();
  });

  it('gives a to-do a version per language beside its English, each checked like the English', async () => {
    const server = open(['read', 'update']);
    const form = await screen.findByRole('form', { name: 'Add a to-do' });
    fireEvent.change(within(form).getByLabelText(/^Title(?! in)/), { target: { value: 'Travel details' } });
    fireEvent.change(within(form).getByLabelText(/Deadline/), { target: { value: '2026-04-01T12:00' } });
    fireEvent.change(within(form).getByLabelText('Description in Arabic'), { target: { value: 'رقم الرحلة' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the to-do' }));
    // A version needs its own title.
    expect(await within(form).findByText('Give the to-do a title')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/todos')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Title in Arabic'), { target: { value: 'تفاصيل السفر' } });
    expect(within(form).getByLabelText('Title in Arabic')).toHaveAttribute('dir', 'rtl');
    fireEvent.click(within(form).getByRole('button', { name: 'Add the to-do' }));
    await vi.waitFor(() => expect(server.callsTo('POST /admin/todos')).toHaveLength(1));
    expect(server.callsTo('POST /admin/todos')[0]?.body).toMatchObject({
      title: 'Travel details',
      translations: { ar: { title: 'تفاصيل السفر', description: 'رقم الرحلة' } },
    });
  });

  it('warns of a deadline already past and saves it only once confirmed, with the explicit flag', async () => {
    const server = open(['read', 'update']);
    const form = await screen.findByRole('form', { name: 'Add a to-do' });
    fireEvent.change(within(form).getByLabelText(/^Title(?! in)/), { target: { value: 'Contract' } });
    fireEvent.change(within(form).getByLabelText(/Deadline/), { target: { value: '2026-02-20T12:00' } });
    expect(
      await within(form).findByText('This deadline has passed: every delegate will be late at once.'),
    ).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Add the to-do' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save a deadline that has passed?' });
    // Cancelled: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /admin/todos')).toHaveLength(0);

    fireEvent.click(within(form).getByRole('button', { name: 'Add the to-do' }));
    const again = await screen.findByRole('dialog', { name: 'Save a deadline that has passed?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Save anyway' }));
    await vi.waitFor(() => expect(server.callsTo('POST /admin/todos')).toHaveLength(1));
    expect(server.callsTo('POST /admin/todos')[0]?.body).toMatchObject({
      title: 'Contract',
      deadline: new Date('2026-02-20T12:00').toISOString(),
      acceptPastDeadline: true,
    });
    expect(await screen.findByText('To-do added.')).toBeInTheDocument();
  });

  it('asks nothing when an item already late keeps its deadline', async () => {
    vi.setSystemTime(new Date('2026-04-01T09:00:00.000Z'));
    const server = open(['read', 'update']);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Passport copy' }));
    const form = screen.getByRole('form', { name: 'Change Passport copy' });
    expect(within(form).queryByText(/This deadline has passed/)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/^Title(?! in)/), { target: { value: 'Passport scan' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the to-do' }));
    await vi.waitFor(() => expect(server.callsTo(`PUT /admin/todos/${ITEM._id}`)).toHaveLength(1));
    expect(server.callsTo(`PUT /admin/todos/${ITEM._id}`)[0]?.body).toEqual({
      title: 'Passport scan',
      description: '',
      kind: 'file',
      deadline: ITEM.deadline,
      continent: null,
      delegates: [],
      needsReview: false,
      translations: { fr: { title: 'Copie du passeport', description: '' } },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a to-do for chosen delegates only', async () => {
    const server = open(['read', 'update']);
    const form = await screen.findByRole('form', { name: 'Add a to-do' });
    fireEvent.change(within(form).getByLabelText(/^Title(?! in)/), { target: { value: 'Interview slot' } });
    fireEvent.change(within(form).getByLabelText(/Deadline/), { target: { value: '2026-04-01T12:00' } });
    fireEvent.change(within(form).getByLabelText('For'), { target: { value: 'chosen' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the to-do' }));
    expect(await within(form).findByText('Choose at least one delegate')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/todos')).toHaveLength(0);
    const chosen = within(form).getByRole('group', { name: 'Delegates it is for' });
    fireEvent.click(within(chosen).getByRole('checkbox', { name: /Bea Osei/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add the to-do' }));
    await vi.waitFor(() => expect(server.callsTo('POST /admin/todos')).toHaveLength(1));
    expect(server.callsTo('POST /admin/todos')[0]?.body).toMatchObject({
      title: 'Interview slot',
      continent: null,
      delegates: ['c2'],
      needsReview: true,
    });
  });

  it('filters to what waits for review; the review dialog shows what she sent and sends it back with a reason', async () => {
    const waitingMatrix: TodoMatrix = {
      ...matrix,
      todos: [{ ...ITEM, needsReview: true }],
      delegates: [
        { ...(matrix.delegates[0] as TodoMatrix['delegates'][number]), states: { [ITEM._id]: 'waiting' }, done: 0 },
        matrix.delegates[1] as TodoMatrix['delegates'][number],
      ],
    };
    const sent: TodoItem = sampleSentForReview(ITEM);
    signIn(buildUser({ role: 'editor', permissions: [{ resource: 'contestants', actions: ['read', 'update'] }] }));
    const server = mockApi({
      'GET /admin/todos/matrix': () => ok(waitingMatrix),
      'GET /admin/todos/delegates/c1': () => ok({ items: [sent] }),
      [`POST /admin/todos/${ITEM._id}/delegates/c1/send-back`]: (call) => ({
        body: {
          success: true,
          message: 'Sent back with your reason. She has been told by e-mail.',
          data: { ...sent, state: 'sent-back', reason: (call.body as { reason: string }).reason },
        },
      }),
    });
    renderRoute(<TodosPage />, { at: '/admin/todos', path: '/admin/todos' });

    fireEvent.click(await screen.findByRole('checkbox', { name: /Only what waits for review \(1\)/ }));
    const byDelegate = screen.getByRole('region', { name: 'Completion by delegate' });
    expect(within(byDelegate).queryByRole('row', { name: /Bea Osei/ })).toBeNull();
    fireEvent.click(within(byDelegate).getByRole('button', { name: 'Waiting for review: Ama Mensah, Passport copy' }));

    const dialog = await screen.findByRole('dialog', { name: 'What Ama Mensah sent' });
    expect(await within(dialog).findByRole('link', { name: 'Open passport.pdf' })).toHaveAttribute(
      'href',
      sent.file?.url,
    );
    const history = within(dialog).getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    expect(within(history).getByText(/Too blurred\./)).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText('Write what she needs to change')).toBeInTheDocument();
    expect(server.callsTo(`POST /admin/todos/${ITEM._id}/delegates/c1/send-back`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason to send it back/), {
      target: { value: 'The page is cut off.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await vi.waitFor(() =>
      expect(server.callsTo(`POST /admin/todos/${ITEM._id}/delegates/c1/send-back`)).toHaveLength(1),
    );
    expect(server.callsTo(`POST /admin/todos/${ITEM._id}/delegates/c1/send-back`)[0]?.body).toEqual({
      reason: 'The page is cut off.',
    });
    expect(await screen.findByText('Sent back with your reason. She has been told by e-mail.')).toBeInTheDocument();
  });

  it('a reader opens what she sent but cannot decide on it', async () => {
    signIn(buildUser({ role: 'editor', permissions: [{ resource: 'contestants', actions: ['read'] }] }));
    const waiting: TodoItem = {
      ...ITEM,
      needsReview: true,
      state: 'waiting',
      completedAt: '2026-03-02T10:00:00.000Z',
      answer: 'AF 123',
      file: null,
      reason: null,
      history: [{ kind: 'sent', at: '2026-03-02T10:00:00.000Z', answer: 'AF 123', fileName: null, reason: null }],
    };
    mockApi({
      'GET /admin/todos/matrix': () =>
        ok({
          ...matrix,
          delegates: [
            { ...(matrix.delegates[0] as TodoMatrix['delegates'][number]), states: { [ITEM._id]: 'waiting' } },
          ],
        }),
      'GET /admin/todos/delegates/c1': () => ok({ items: [waiting] }),
    });
    renderRoute(<TodosPage />, { at: '/admin/todos', path: '/admin/todos' });
    fireEvent.click(await screen.findByRole('button', { name: 'Waiting for review: Ama Mensah, Passport copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'What Ama Mensah sent' });
    expect(await within(dialog).findByText('It waits for review by staff who may change to-dos.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('reads the to-dos in French: the headings, the states and the completion', async () => {
    signIn(buildUser({ role: 'editor', permissions: [{ resource: 'contestants', actions: ['read', 'update'] }] }));
    mockApi({ 'GET /admin/todos/matrix': () => ok(matrix) });
    renderRoute(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <TodosPage />
      </LocaleProvider>,
      { at: '/admin/todos', path: '/admin/todos' },
    );
    const byDelegate = await screen.findByRole('region', { name: 'Avancement par représentante' });
    const bea = within(byDelegate).getByRole('row', { name: /Bea Osei/ });
    expect(within(bea).getByText('En retard')).toBeInTheDocument();
    expect(within(bea).getByText('1 en retard')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Afrique 1 sur 2 1/ })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Ajouter une tâche' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier Passport copy' })).toBeInTheDocument();
  });
});
