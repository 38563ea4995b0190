import { emptyRegistrationForm } from '@cq/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { type ApiCall, deferred, type FakeResponse, mockApi } from '../../../test/mock-api';
import { draftAnswer, EMPTY_MEDIA } from '../test/fixtures';
import { advance, ID, renderForm, signIn } from '../test/render-form';

/** The server's refusal of a draft saved on a revision another tab or window has since replaced. */
const DRAFT_STALE: FakeResponse = {
  status: 409,
  body: {
    success: false,
    message:
      'Your registration was changed in another tab or window. Your changes here are kept: reload to see the latest version.',
    code: 'draft_stale',
  },
};

let revision: number;
let server: ReturnType<typeof mockApi>;
const saves = () => server.callsTo(`POST /contestants/${ID}/draft`);
const ifMatch = (n: number) => {
  const init = server.fetchMock.mock.calls.filter(([url, i]) => String(url).endsWith('/draft') && i?.method === 'POST')[
    n
  ]?.[1];
  return new Headers(init?.headers).get('if-match');
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  vi.setSystemTime(new Date(2026, 2, 15, 10, 42, 0));
  signIn();
  revision = 0;
  server = mockApi({
    [`GET /contestants/${ID}/media`]: () => ({ body: { success: true, data: EMPTY_MEDIA } }),
    [`POST /contestants/${ID}/draft`]: (call: ApiCall) => draftAnswer(++revision, call.body),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('autosave', () => {
  it('shows Auto-save enabled, saves 2000 ms after a field change, then Saved with the time', async () => {
    renderForm();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Auto-save enabled');
    type('Address', '14 Independence Avenue');
    await advance(1999);
    expect(saves()).toHaveLength(0);
    await advance(1);
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.body).toMatchObject({ address: '14 Independence Avenue' });
    expect(ifMatch(0)).toBe('"0"');
    await advance(0);
    expect(screen.getByText(/Saved 10:42/)).toBeInTheDocument();
  });

  it('restarts the 2000 ms wait on every change', async () => {
    renderForm();
    type('Address', '1');
    await advance(1500);
    type('Address', '12');
    await advance(1500);
    expect(saves()).toHaveLength(0);
    await advance(500);
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.body).toMatchObject({ address: '12' });
  });

  it('saves at the latest 30000 ms after the first change while changes keep coming', async () => {
    renderForm();
    for (let i = 1; i <= 20; i++) {
      type('Address', 'x'.repeat(i));
      await advance(1500);
    }
    // 20 changes 1.5 s apart: the 2 s wait never ran out, the 30 s one did.
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.body).toMatchObject({ address: 'x'.repeat(20) });
  });

  it('shows Saving... while the save is on its way; each save carries the last revision', async () => {
    const hold = deferred<FakeResponse>();
    let first = true;
    server = mockApi({
      [`GET /contestants/${ID}/media`]: () => ({ body: { success: true, data: EMPTY_MEDIA } }),
      [`POST /contestants/${ID}/draft`]: (call: ApiCall) => {
        if (first) {
          first = false;
          return hold.promise;
        }
        return draftAnswer(++revision, call.body);
      },
    });
    renderForm({ initialRevision: 4 });
    type('Address', 'A');
    await advance(2000);
    expect(screen.getByText('Saving...')).toBeInTheDocument();
    revision = 5;
    hold.resolve(draftAnswer(5, {}));
    await advance(0);
    expect(screen.getByText(/Saved 10:42/)).toBeInTheDocument();
    type('Address', 'AB');
    await advance(2000);
    expect(ifMatch(0)).toBe('"4"');
    expect(ifMatch(1)).toBe('"5"');
  });

  it('Save Now saves at once', async () => {
    renderForm();
    type('Address', 'Now');
    fireEvent.click(screen.getByRole('button', { name: 'Save Now' }));
    await advance(0);
    expect(saves()).toHaveLength(1);
    await advance(5000);
    expect(saves()).toHaveLength(1);
  });

  it('a stale tab keeps its copy, stops autosaving and offers to reload the saved version', async () => {
    server = mockApi({
      [`GET /contestants/${ID}/media`]: () => ({ body: { success: true, data: EMPTY_MEDIA } }),
      [`POST /contestants/${ID}/draft`]: () => DRAFT_STALE,
      [`GET /contestants/${ID}/draft`]: () => draftAnswer(7, { address: 'Saved in the other tab' }),
    });
    renderForm();
    type('Address', 'Typed in this tab');
    await advance(2000);
    await advance(0);
    expect(screen.getByText('Your registration was changed in another tab or window.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Typed in this tab');
    type('Address', 'Still typing here');
    await advance(40_000);
    expect(server.callsTo(`POST /contestants/${ID}/draft`)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reload saved version' }));
    await advance(0);
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Saved in the other tab');
    expect(screen.queryByText('Your registration was changed in another tab or window.')).toBeNull();
  });

  it('after a conflict, Keep this version saves this tab’s copy on the latest revision', async () => {
    let conflict = true;
    server = mockApi({
      [`GET /contestants/${ID}/media`]: () => ({ body: { success: true, data: EMPTY_MEDIA } }),
      [`POST /contestants/${ID}/draft`]: (call: ApiCall) => {
        if (conflict) {
          conflict = false;
          return DRAFT_STALE;
        }
        return draftAnswer(10, call.body);
      },
      [`GET /contestants/${ID}/draft`]: () => draftAnswer(9, { address: 'Other tab' }),
    });
    renderForm();
    type('Address', 'Mine');
    await advance(2000);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Keep this version' }));
    await advance(0);
    const posts = server.callsTo(`POST /contestants/${ID}/draft`);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toMatchObject({ address: 'Mine' });
    expect(ifMatch(1)).toBe('"9"');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Mine');
  });

  it('does not autosave without a record to save to', async () => {
    renderForm({ contestantId: null });
    type('Address', 'x');
    await advance(31_000);
    expect(saves()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save Now' })).toBeDisabled();
  });

  describe('changes not yet sent when the page goes away', () => {
    const leave = () => window.dispatchEvent(new Event('pagehide'));
    afterEach(() => localStorage.removeItem(STORAGE_KEYS.registrationUnsaved));

    it('come back when the registration is opened again, and are saved at once', async () => {
      const first = renderForm();
      type('Address', '14 Independence Avenue');
      await advance(500); // a reload inside autosave's 2 s wait
      leave();
      first.unmount();
      const before = saves().length;
      renderForm({ initialRevision: 0 });
      expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('14 Independence Avenue');
      await advance(0);
      expect(saves().length).toBe(before + 1);
      expect(saves().at(-1)?.body).toMatchObject({ address: '14 Independence Avenue' });
      expect(localStorage.getItem(STORAGE_KEYS.registrationUnsaved)).toBeNull();
    });

    it('are dropped when the draft was saved later elsewhere (its version wins)', async () => {
      const first = renderForm();
      type('Address', 'Old tab');
      await advance(500);
      leave();
      first.unmount();
      renderForm({ initialRevision: 5, initialForm: { ...emptyRegistrationForm(), address: 'Newer' } });
      expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Newer');
      expect(localStorage.getItem(STORAGE_KEYS.registrationUnsaved)).toBeNull();
    });

    it('are not kept after a sign-out, nor when everything was already saved', async () => {
      renderForm();
      type('Address', 'Saved');
      await advance(2000);
      await advance(0);
      leave();
      expect(localStorage.getItem(STORAGE_KEYS.registrationUnsaved)).toBeNull();
      type('Address', 'Typed then signed out');
      localStorage.removeItem(STORAGE_KEYS.token);
      leave();
      expect(localStorage.getItem(STORAGE_KEYS.registrationUnsaved)).toBeNull();
    });
  });
});
