import { AUDIT_ACTION_CODES, type AuditEntryDto } from '@cq/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { sampleAuditEntry, signInStaffAs, superAdmin } from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import AuditPage from './audit-page';

const ENTRY: AuditEntryDto = sampleAuditEntry();

beforeEach(() => {
  signInStaffAs(superAdmin());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A query string as an object, so the order filters were set in does not matter. */
const sorted = (search: string) => Object.fromEntries(new URLSearchParams(search));

function open(at = '/admin/audit', entries: AuditEntryDto[] = [ENTRY], wrap = (page: ReactElement) => page) {
  const server = mockApi({
    'GET /admin/audit': () => ({
      body: { success: true, data: { entries, total: entries.length, page: 1, pageSize: 100 } },
    }),
  });
  const view = renderRoute(wrap(<AuditPage />), { at, path: '/admin/audit' });
  const lastQuery = () => new URL(String(server.fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams.toString();
  return { ...view, lastQuery };
}

describe('audit log', () => {
  it('lets the keyboard reach its table, which scrolls sideways on phones and with the page on a desktop', async () => {
    open();
    await screen.findByText(ENTRY.summary);
    const table = screen.getByRole('table');
    const region = table.parentElement as HTMLElement;
    expect(region).toHaveClass('overflow-x-auto', 'lg:overflow-visible');
    expect(region).not.toHaveClass('max-h-[70vh]');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: table.querySelector('caption')?.textContent ?? '' })).toBe(region);
  });

  it('says what happened in a sentence that links to the record; code, e-mail and id only in the details', async () => {
    open();
    const row = (await screen.findByText(ENTRY.summary)).closest('tr') as HTMLElement;
    const sentence = within(row)
      .getByText(/changed/)
      .closest('p') as HTMLElement;
    expect(sentence).toHaveTextContent('Ana Silva changed Zara Ndlovu’s role');
    expect(within(sentence).getByRole('link', { name: 'Zara Ndlovu' })).toHaveAttribute(
      'href',
      `/admin/users/${ENTRY.recordId}`,
    );
    const details = within(row).getByText('Details').closest('details') as HTMLElement;
    expect(details).not.toHaveAttribute('open');
    // Outside the folded details the row holds no code, no e-mail and no id.
    const outside = row.cloneNode(true) as HTMLElement;
    outside.querySelector('details')?.remove();
    for (const raw of [ENTRY.action, ENTRY.actorEmail, ENTRY.recordId as string]) {
      expect(outside.textContent).not.toContain(raw);
      expect(details.textContent).toContain(raw);
    }
    fireEvent.click(within(details).getByText('Details'));
    expect(details.querySelector('pre')?.textContent).toBe(JSON.stringify(ENTRY.details, null, 2));
  });

  it('has words for every action the API records, and names a record that is gone by its kind', async () => {
    const entries = AUDIT_ACTION_CODES.map((action, i) => ({
      ...ENTRY,
      _id: `e${i}`,
      action,
      recordName: null,
      summary: `summary ${i}`,
    }));
    open('/admin/audit', entries);
    await screen.findByText('summary 0');
    // Each row found by its summary in one pass over the table (a query per row would be quadratic in the list).
    const rows = new Map<number, HTMLElement>();
    for (const tr of document.querySelectorAll<HTMLElement>('tbody tr')) {
      const at = /summary (\d+)/.exec(tr.textContent ?? '')?.[1];
      if (at !== undefined) rows.set(Number(at), tr);
    }
    expect(rows.size).toBe(entries.length);
    for (const [i, entry] of entries.entries()) {
      const row = rows.get(i) as HTMLElement;
      const sentence = row.querySelector('td:nth-child(2) > p') as HTMLElement;
      expect(sentence.textContent, entry.action).toMatch(/^Ana Silva \S/);
      expect(sentence.textContent, entry.action).not.toContain('{');
      expect(sentence.textContent, entry.action).not.toContain(entry.action);
      expect(sentence.textContent, entry.action).not.toMatch(/made a change/);
    }
    const erased = screen.getByText(`summary ${AUDIT_ACTION_CODES.indexOf('users.erase')}`).closest('tr');
    expect(erased?.querySelector('td:nth-child(2) > p')).toHaveTextContent('Ana Silva erased an account');
  });

  it('reads an action it has no words for as a change, by the e-mail of an account that is gone', async () => {
    open('/admin/audit', [{ ...ENTRY, action: 'users.retired_action', actorName: null }]);
    const row = (await screen.findByText(ENTRY.summary)).closest('tr') as HTMLElement;
    expect(row.querySelector('td:nth-child(2) > p')).toHaveTextContent('ada@example.com made a change');
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

describe('audit log in French', () => {
  it('names its filters, columns and record filter in French', async () => {
    const messages = await loadMessages('fr');
    open(`/admin/audit?recordId=${ENTRY.recordId}`, [ENTRY], (page) => (
      <LocaleProvider locale="fr" messages={messages}>
        {page}
      </LocaleProvider>
    ));
    await screen.findByText(ENTRY.summary);
    expect(screen.getByRole('table', { name: 'Journal d’audit' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Ce qui s’est passé' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ressource' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher toutes les fiches' })).toBeInTheDocument();
  });
});
