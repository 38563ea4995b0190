import type { TodoMatrix } from '@cq/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildUser, ok, signIn } from '../../../test/portal';
import { renderRoute } from '../../../test/render';
import TodosPage from './todos-page';

const ITEM = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  title: 'Passport copy',
  description: '',
  kind: 'file' as const,
  deadline: '2026-03-20T12:00:00.000Z',
  continent: null,
};

const matrix: TodoMatrix = {
  todos: [ITEM],
  delegates: [
    {
      contestantId: 'c1',
      name: 'Ama Mensah',
      continent: 'Africa',
      states: { [ITEM._id]: 'done' },
      done: 1,
      total: 1,
      late: 0,
    },
    {
      contestantId: 'c2',
      name: 'Bea Osei',
      continent: 'Africa',
      states: { [ITEM._id]: 'late' },
      done: 0,
      total: 1,
      late: 1,
    },
  ],
  continents: [{ continent: 'Africa', done: 1, total: 2, late: 1 }],
};

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

afterEach(() => {
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
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Travel details' } });
    fireEvent.change(within(form).getByLabelText('Completed by'), { target: { value: 'text' } });
    fireEvent.change(within(form).getByLabelText(/Deadline/), { target: { value: '2026-04-01T12:00' } });
    fireEvent.change(within(form).getByLabelText('For'), { target: { value: 'Europe' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the to-do' }));
    await vi.waitFor(() => expect(server.callsTo('POST /admin/todos')).toHaveLength(1));
    expect(server.callsTo('POST /admin/todos')[0]?.body).toEqual({
      title: 'Travel details',
      description: '',
      kind: 'text',
      deadline: new Date('2026-04-01T12:00').toISOString(),
      continent: 'Europe',
    });
    expect(await screen.findByText('To-do added.')).toBeInTheDocument();
  });

  it('changes an item in place: its deadline moved, the rest kept', async () => {
    const server = open(['read', 'update']);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Passport copy' }));
    const form = screen.getByRole('form', { name: 'Change Passport copy' });
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Passport copy');
    expect(within(form).getByLabelText(/Deadline/)).toHaveValue(
      (() => {
        const d = new Date(ITEM.deadline);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      })(),
    );
    fireEvent.change(within(form).getByLabelText(/Deadline/), { target: { value: '2026-03-27T12:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the to-do' }));
    await vi.waitFor(() => expect(server.callsTo(`PUT /admin/todos/${ITEM._id}`)).toHaveLength(1));
    expect(server.callsTo(`PUT /admin/todos/${ITEM._id}`)[0]?.body).toEqual({
      title: 'Passport copy',
      description: '',
      kind: 'file',
      deadline: new Date('2026-03-27T12:00').toISOString(),
      continent: null,
    });
    expect(await screen.findByText('To-do saved.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change Passport copy' })).toBeNull();
  });
});
