import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../../test/file-downloads';
import { type FakeResponse, mockApi } from '../../../test/mock-api';
import { advance, ok } from '../../../test/portal';
import { renderRoute } from '../../../test/render';
import ContestantsPage from './contestants-page';
import { buildList, buildSummary, CONTESTANT_ID, signInStaff } from './test/fixtures';

let server: ReturnType<typeof mockApi>;

/** The query string of each list request, in order. */
const listQueries = () =>
  server.fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/contestants')
    .map((url) => url.searchParams);

async function renderPage(at = '/admin/contestants') {
  const view = renderRoute(<ContestantsPage />, { at, path: '/admin/contestants' });
  await advance(0);
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  signInStaff();
  server = mockApi({ 'GET /admin/contestants': () => ok(buildList()) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the contestants list', () => {
  it('shows the counts of everyone and the rows, each name linking to the record', async () => {
    await renderPage();
    const byStatus = screen.getByRole('group', { name: 'Registrations by status' });
    expect(within(byStatus).getByRole('button', { name: 'All 31' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(byStatus).getByRole('button', { name: 'Submitted / Under Review 12' })).toBeInTheDocument();
    const byContinent = screen.getByRole('group', { name: 'Registrations by continent' });
    expect(within(byContinent).getByRole('button', { name: 'Europe 6' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amara Okafor' })).toHaveAttribute(
      'href',
      `/admin/contestants/${CONTESTANT_ID}`,
    );
    // One row per record: the e-mail under the name, in the same cell; the name kept to two lines at most.
    const name = screen.getByRole('link', { name: 'Amara Okafor' });
    expect(name).toHaveClass('line-clamp-2');
    expect(name.closest('td')).toHaveTextContent('amara@example.com');
    // The page scrolls, not a box inside it: no rows hidden below an inner scroll.
    const region = screen.getByRole('region', { name: 'Contestants' });
    expect(region).toHaveClass('lg:overflow-visible');
    expect(region.className).not.toMatch(/max-h-/);
  });

  it('puts every filter in the address bar and asks the server with it', async () => {
    const { router } = await renderPage();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'preliminary_submitted' } });
    await advance(0);
    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: 'none' } });
    await advance(0);
    fireEvent.change(screen.getByLabelText('Submitted from'), { target: { value: '2026-03-01' } });
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Europe 6' }));
    await advance(0);
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      status: 'preliminary_submitted',
      paymentStatus: 'none',
      submittedFrom: '2026-03-01',
      continent: 'Europe',
    });
    const last = listQueries().at(-1);
    expect(Object.fromEntries(last ?? [])).toEqual({ ...Object.fromEntries(search), page: '1' });
    expect(screen.getByRole('button', { name: 'Europe 6' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches 300 ms after typing stops', async () => {
    const { router } = await renderPage();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'okaf' } });
    await advance(299);
    expect(listQueries().some((q) => q.has('q'))).toBe(false);
    await advance(1);
    expect(router.state.location.search).toBe('?q=okaf');
    expect(listQueries().at(-1)?.get('q')).toBe('okaf');
  });

  it('sorts by a column header, then the other way round, announcing the order', async () => {
    const { router } = await renderPage('/admin/contestants?page=3');
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    expect(screen.getByRole('columnheader', { name: /Submitted/ })).toHaveAttribute('aria-sort', 'descending');
    expect(header()).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(within(header()).getByRole('button'));
    await advance(0);
    expect(router.state.location.search).toBe('?sort=name&order=asc');
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(within(header()).getByRole('button'));
    await advance(0);
    expect(router.state.location.search).toBe('?sort=name&order=desc');
    expect(header()).toHaveAttribute('aria-sort', 'descending');
  });

  it('downloads the CSV of the current filters with the bearer token', async () => {
    // Nothing timed here; real timers let the lazily loaded toaster arrive. Away from '/', it mounts at once.
    vi.useRealTimers();
    window.history.pushState({}, '', '/admin/contestants');
    const { createObjectURL, click } = catchDownloads('blob:contestants');
    server = mockApi({
      'GET /admin/contestants': () => ok(buildList([buildSummary()])),
      'GET /admin/contestants/export.csv': (): FakeResponse => ({
        body: 'csv',
        headers: { 'content-disposition': 'attachment; filename="contestants-2026-03-14.csv"' },
      }),
    });
    renderRoute(<ContestantsPage />, {
      at: '/admin/contestants?status=preliminary_approved&page=2',
      path: '/admin/contestants',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Downloading contestants-2026-03-14.csv')).toBeInTheDocument();
    const [call] = server.callsTo('GET /admin/contestants/export.csv');
    expect(call?.authorization).toBe('Bearer access-token');
    const url = server.fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('export.csv'));
    expect(url).toBe('/api/admin/contestants/export.csv?status=preliminary_approved');
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
  });

  it('offers no export to staff without the export permission', async () => {
    signInStaff(['read']);
    await renderPage();
    expect(screen.getByRole('link', { name: 'Amara Okafor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('ticks records and tags them, listing what the server left as it was, then clears the ticks', async () => {
    const NALEDI = '7b2e4c1a-9d3f-4a6b-8c5d-1e2f3a4b5c6d';
    server = mockApi({
      'GET /admin/contestants': () =>
        ok(buildList([buildSummary({ tags: ['finalist'] }), buildSummary({ _id: NALEDI, firstName: 'Naledi' })])),
      'POST /admin/contestants/bulk': () => ({
        body: {
          success: true,
          message: 'Tag added to 1 record. 1 left as they were.',
          data: { done: [NALEDI], skipped: [{ id: CONTESTANT_ID, name: 'Amara Okafor', reason: 'Already tagged.' }] },
        },
      }),
    });
    await renderPage();
    expect(screen.getByText('finalist')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Actions on the ticked records' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tick every record on this page' }));
    const bar = screen.getByRole('region', { name: 'Actions on the ticked records' });
    expect(within(bar).getByText('2 ticked')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tick Amara Okafor' }));
    expect(within(bar).getByText('1 ticked')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tick Amara Okafor' }));

    fireEvent.click(within(bar).getByRole('button', { name: 'Add tag' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a tag' });
    fireEvent.change(within(dialog).getByLabelText('Tag'), { target: { value: 'two words' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tag' }));
    expect(within(dialog).getByText(/Use 1–32 lowercase letters/)).toBeInTheDocument();
    expect(server.callsTo('POST /admin/contestants/bulk')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Tag'), { target: { value: 'Visa-Pending' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tag' }));
    await advance(0);
    const sent = server.callsTo('POST /admin/contestants/bulk')[0]?.body as { ids: string[] };
    expect({ ...sent, ids: [...sent.ids].sort() }).toEqual({
      action: 'add-tag',
      ids: [CONTESTANT_ID, NALEDI].sort(),
      tag: 'visa-pending',
    });
    await advance(0);
    expect(screen.getByText('Left as they were')).toBeInTheDocument();
    expect(screen.getByText(/Already tagged\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Actions on the ticked records' })).toBeNull();
  });

  it('shows no ticks to staff who may only read', async () => {
    signInStaff(['read']);
    await renderPage();
    expect(screen.getByRole('link', { name: 'Amara Okafor' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'E-mail these contestants' })).toBeNull();
  });
});
