import type { AuditEntryDto } from '@cq/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import AuditPage from './audit-page';

const ENTRY: AuditEntryDto = {
  _id: 'e1',
  actorId: 'a1',
  actorEmail: 'ada@example.com',
  action: 'users.role_change',
  resource: 'users',
  recordId: '2b1f7b4e-0000-4000-8000-000000000002',
  summary: 'Changed the role of zara@example.com from User to Editor',
  details: { from: 'user', to: 'editor' },
  createdAt: '2026-03-09T10:00:00.000Z',
};

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ _id: 'me', email: 'staff@example.com', role: 'super admin', permissions: [] }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A query string as an object, so the order filters were set in does not matter. */
const sorted = (search: string) => Object.fromEntries(new URLSearchParams(search));

function open(at = '/admin/audit') {
  const server = mockApi({
    'GET /admin/audit': () => ({
      body: { success: true, data: { entries: [ENTRY], total: 1, page: 1, pageSize: 25 } },
    }),
  });
  const view = renderRoute(<AuditPage />, { at, path: '/admin/audit' });
  const lastQuery = () => new URL(String(server.fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams.toString();
  return { ...view, lastQuery };
}

describe('audit log', () => {
  it('lets the keyboard reach its table, which scrolls sideways on phones, as a named region', async () => {
    open();
    await screen.findByText(ENTRY.summary);
    const table = screen.getByRole('table');
    const region = table.parentElement as HTMLElement;
    expect(region).toHaveClass('overflow-auto');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: table.querySelector('caption')?.textContent ?? '' })).toBe(region);
  });

  it('shows when, who, action, record and summary, with the details folded away', async () => {
    open();
    expect(await screen.findByText(ENTRY.summary)).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('users.role_change')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ENTRY.recordId as string })).toHaveAttribute(
      'href',
      `/admin/users/${ENTRY.recordId}`,
    );
    const details = screen.getByText('Details');
    expect(details.closest('details')).not.toHaveAttribute('open');
    fireEvent.click(details);
    expect(details.closest('details')?.querySelector('pre')?.textContent).toBe(JSON.stringify(ENTRY.details, null, 2));
  });

  it('puts every filter in the address bar and the API query', async () => {
    const { router, lastQuery } = open();
    await screen.findByText(ENTRY.summary);
    fireEvent.change(screen.getByRole('combobox', { name: 'Resource' }), { target: { value: 'users' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Action' }), { target: { value: 'role' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Who (e-mail)' }), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    const expected = { resource: 'users', action: 'role', actor: 'ada', from: '2026-03-01', to: '2026-03-31' };
    await waitFor(() => expect(sorted(lastQuery())).toEqual({ ...expected, page: '1' }));
    expect(sorted(router.state.location.search)).toEqual(expected);
  });

  it('reads a record filter from the link it was opened with, and can drop it', async () => {
    const { router, lastQuery } = open(`/admin/audit?resource=users&recordId=${ENTRY.recordId}`);
    await screen.findByText(ENTRY.summary);
    expect(lastQuery()).toBe(`resource=users&recordId=${ENTRY.recordId}&page=1`);
    fireEvent.click(screen.getByRole('button', { name: 'Show all records' }));
    await waitFor(() => expect(router.state.location.search).toBe('?resource=users'));
  });
});
