import type { DelegateState, DelegateStatus } from '@cq/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleRejectionReason } from '../../../test/admin-samples';
import { type FakeHandler, mockApi } from '../../../test/mock-api';
import { buildUser, ok, signIn } from '../../../test/portal';
import { renderRoute } from '../../../test/render';
import ContestantDetailPage from './contestant-detail-page';
import { buildDetail, buildSummary, CONTESTANT_ID, signInStaff } from './test/fixtures';

const DETAIL = `GET /admin/contestants/${CONTESTANT_ID}`;
const DECISION = `POST /admin/contestants/${CONTESTANT_ID}/decision`;
const PROFILE = `GET /admin/contestants/${CONTESTANT_ID}/public-profile`;
const PUBLISH = `POST /admin/contestants/${CONTESTANT_ID}/public-profile/publish`;
const CHECKLIST_CALL = `GET /admin/todos/delegates/${CONTESTANT_ID}`;
const REASONS = 'GET /admin/rejection-reasons';
/** The server sends her registration back and says so. */
const sentBack = () => ({
  body: {
    success: true,
    message: 'Registration sent back with your message. The contestant has been told.',
    data: buildSummary({ status: 'preliminary_rejected', version: 5 }),
  },
});
const profileStatus = (state: DelegateState, slug: string | null = null): DelegateStatus => ({
  state,
  consent:
    state === 'no_consent' || state === 'not_eligible'
      ? null
      : { biography: 'Nurse and dancer.', showSocial: [], consentedAt: '2026-03-01T10:00:00.000Z' },
  slug,
  publishedAt: slug ? '2026-03-02T10:00:00.000Z' : null,
  preview: null,
  availableSocial: [],
});

function open(routes: Record<string, FakeHandler> = {}, detail = buildDetail()) {
  const server = mockApi({
    [DETAIL]: () => ok(detail),
    [PROFILE]: () => ok(profileStatus('no_consent')),
    ...routes,
  });
  // Away from '/', the app mounts its toaster at once (the outcome of each action is a toast).
  window.history.pushState({}, '', '/admin/contestants');
  renderRoute(<ContestantDetailPage />, {
    at: `/admin/contestants/${CONTESTANT_ID}`,
    path: '/admin/contestants/:id',
  });
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAID_ORDER = 'f0000000-0000-4000-8000-000000000001';
const ORDER = {
  _id: PAID_ORDER,
  reference: 'CQ-1',
  providerReference: 'BANK-7',
  provider: 'manual' as const,
  method: 'bank_transfer' as const,
  status: 'paid' as const,
  amountMinor: 15000,
  currency: 'USD',
  email: 'amara@example.com',
  name: 'Amara Okafor',
  createdAt: '2026-11-26T10:00:00.000Z',
  paidAt: '2026-11-26T10:00:00.000Z',
  failureReason: null,
};
const herPayments = (payments: unknown[]) => ({
  payments,
  total: payments.length,
  page: 1,
  pageSize: 100,
  totals: { paidCount: 0, paidAmountMinor: {}, byCurrency: [] },
});

describe('a contestant’s record', () => {
  it('shows every step of the form, the files, the versions with their changes and the notes', async () => {
    signInStaff();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeInTheDocument();
    for (const step of ['Personal Info', 'Physical Details', 'Background', 'Experience', 'Platform']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
    const physical = screen.getByRole('heading', { name: 'Physical Details' }).closest('section') as HTMLElement;
    expect(within(physical).getByText('Waist').nextElementSibling).toHaveTextContent('64');
    expect(screen.getByRole('img', { name: 'Headshot of Amara Okafor' })).toHaveAttribute(
      'src',
      '/api/media/1?expires=1&signature=a',
    );
    expect(document.querySelector('video')).toHaveAttribute('src', '/api/media/2?expires=1&signature=b');
    expect(screen.getByRole('link', { name: 'Open Birth certificate in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByTitle(/^Birth certificate of/)).toHaveAttribute('src', expect.stringContaining('/api/media/'));
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    expect(screen.getByText('Waist:').parentElement).toHaveTextContent('Waist: 66 → 64');
    expect(screen.getByText('Called her about the scan.')).toBeInTheDocument();
    expect(screen.getByText('Draft last saved')).toBeInTheDocument();
    // A submitted record can be approved or sent back, not yet activated.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
  });

  it('flags an address her mail server refused for good, with its answer; a working address is not flagged', async () => {
    signInStaff();
    const detail = buildDetail();
    open(
      {},
      {
        ...detail,
        user: {
          ...detail.user,
          emailBounce: { at: '2026-11-26T10:00:00.000Z', reason: '550 5.1.1 No such user here' },
        },
      },
    );
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(/Bounced · her mail server refused a message to this address on/);
    expect(within(note).getByText('550 5.1.1 No such user here')).toBeInTheDocument();
  });

  it('shows no bounce flag for an address that works', async () => {
    signInStaff();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeInTheDocument();
    expect(screen.queryByText(/her mail server refused/)).not.toBeInTheDocument();
  });

  it('will not send a registration back without a message, then sends it with the version seen', async () => {
    signInStaff();
    const server = open({
      [REASONS]: () => ok({ reasons: [] }),
      [DECISION]: sentBack,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back for changes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(
      await within(dialog).findByText('Write a message telling the contestant what needs attention.'),
    ).toBeVisible();
    expect(server.callsTo(DECISION)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Message to the contestant/), {
      target: { value: 'Please upload a clearer birth certificate.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(
      await screen.findByText('Registration sent back with your message. The contestant has been told.'),
    ).toBeInTheDocument();
    expect(server.callsTo(DECISION).map((c) => c.body)).toEqual([
      { decision: 'reject', message: 'Please upload a clearer birth certificate.', version: 4 },
    ]);
  });

  it('sends a registration back with a kept reason, saying which languages read its English', async () => {
    signInStaff();
    const reason = sampleRejectionReason();
    const server = open({
      [REASONS]: () => ok({ reasons: [reason] }),
      [DECISION]: sentBack,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back for changes' });
    const choice = await within(dialog).findByLabelText(/^Reason/);
    fireEvent.change(choice, { target: { value: reason._id } });
    // The English she may read, and who reads it: no message of the reviewer's own is asked for.
    expect(await within(dialog).findByText(reason.text)).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByText(/writing in Spanish, Portuguese, Arabic reads it in English/)).toBeVisible();
    expect(within(dialog).queryByLabelText(/Message to the contestant/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(server.callsTo(DECISION)).toHaveLength(1));
    expect(server.callsTo(DECISION)[0]?.body).toEqual({ decision: 'reject', reasonId: reason._id, version: 4 });
  });

  it('shows a 409’s message and offers to reload instead of deciding on what was not seen', async () => {
    signInStaff();
    const stale = 'This registration changed since you opened it. Reload to see the latest version.';
    const server = open({
      [DECISION]: () => ({ status: 409, body: { success: false, message: stale, code: 'conflict' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this registration?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(stale);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo(DECISION).map((c) => c.body)).toEqual([{ decision: 'approve', version: 4 }]);

    const reads = server.callsTo(DETAIL).length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(server.callsTo(DETAIL).length).toBe(reads + 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('grants edits with the number chosen', async () => {
    signInStaff();
    const grant = `POST /admin/contestants/${CONTESTANT_ID}/grant-edits`;
    const server = open({ [grant]: () => ok(buildSummary({ version: 5 })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Grant edits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant extra edits' });
    fireEvent.change(within(dialog).getByLabelText(/Number of edits/), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant edits' }));
    await vi.waitFor(() => expect(server.callsTo(grant).map((c) => c.body)).toEqual([{ count: 2, version: 4 }]));
  });

  it('offers activation of an approved record', async () => {
    signInStaff();
    open({ [CHECKLIST_CALL]: () => ok({ items: [] }) }, buildDetail({ status: 'preliminary_approved' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it("shows a delegate's to-dos with her answers and files, late ones flagged", async () => {
    signInStaff();
    const item = {
      description: '',
      deadline: '2026-03-20T12:00:00.000Z',
      continent: null,
      completedAt: null,
      answer: null,
      file: null,
    };
    open(
      {
        [CHECKLIST_CALL]: () =>
          ok({
            items: [
              {
                ...item,
                _id: 'a1',
                title: 'Travel details',
                kind: 'text',
                state: 'done',
                answer: 'Flight QR 1405',
                completedAt: '2026-03-14T09:00:00.000Z',
              },
              {
                ...item,
                _id: 'a2',
                title: 'Signed contract',
                kind: 'file',
                state: 'done',
                file: { name: 'contract.pdf', size: 10, url: '/api/todo-files/a2?expires=1&signature=s' },
                completedAt: '2026-03-14T09:00:00.000Z',
              },
              { ...item, _id: 'a3', title: 'Passport copy', kind: 'file', state: 'late' },
            ],
          }),
      },
      buildDetail({ status: 'active' }),
    );
    const panel = (await screen.findByRole('heading', { name: 'To-dos' })).closest('section') as HTMLElement;
    expect(await within(panel).findByText('Flight QR 1405')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'contract.pdf' })).toHaveAttribute(
      'href',
      '/api/todo-files/a2?expires=1&signature=s',
    );
    expect(within(panel).getByText('Late')).toBeInTheDocument();
  });

  it('adds an internal note to the top of the list', async () => {
    signInStaff();
    const notes = `POST /admin/contestants/${CONTESTANT_ID}/notes`;
    const server = open({
      [notes]: (call) =>
        ok({
          _id: '55555555-5555-4555-8555-555555555555',
          body: (call.body as { body: string }).body,
          authorId: null,
          authorName: 'Grace Reviewer',
          createdAt: '2026-03-15T09:00:00.000Z',
        }),
    });
    fireEvent.change(await screen.findByLabelText(/Add a note/), { target: { value: 'Scan received.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Scan received.')).toBeInTheDocument();
    expect(server.callsTo(notes).map((c) => c.body)).toEqual([{ body: 'Scan received.' }]);
    expect(screen.getByLabelText(/Add a note/)).toHaveValue('');
  });

  it('writes to her from the record: a subject and a message, then the message at the top of the list', async () => {
    signInStaff();
    const messages = `POST /admin/contestants/${CONTESTANT_ID}/messages`;
    const server = open({
      [messages]: (call) =>
        ok({
          _id: '66666666-6666-4666-8666-666666666666',
          ...(call.body as { subject: string; message: string }),
          body: (call.body as { message: string }).message,
          authorId: null,
          authorName: 'Grace Reviewer',
          createdAt: '2026-03-15T09:00:00.000Z',
          replies: [],
          unread: false,
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Write a subject')).toBeInTheDocument();
    expect(server.callsTo(messages)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Your passport copy' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Please upload a clearer copy.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please upload a clearer copy.')).toBeInTheDocument();
    expect(server.callsTo(messages).map((c) => c.body)).toEqual([
      { subject: 'Your passport copy', message: 'Please upload a clearer copy.' },
    ]);
  });

  it('corrects one field she wrote, with a reason, on the version the reviewer saw', async () => {
    signInStaff();
    const corrections = `POST /admin/contestants/${CONTESTANT_ID}/corrections`;
    const server = open({ [corrections]: () => ok(buildSummary({ version: 6 })) });
    const panel = (await screen.findByRole('heading', { name: 'Correct a field' })).closest('section') as HTMLElement;
    fireEvent.change(within(panel).getByLabelText('Field'), { target: { value: 'occupation' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save correction' }));
    expect(await within(panel).findByText('Say why you correct it: she will read it')).toBeInTheDocument();
    expect(server.callsTo(corrections)).toHaveLength(0);
    fireEvent.change(within(panel).getByLabelText('Corrected value'), { target: { value: 'Midwife' } });
    fireEvent.change(within(panel).getByLabelText(/^Reason/), { target: { value: 'She wrote to say so.' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(server.callsTo(corrections)).toHaveLength(1));
    expect(server.callsTo(corrections)[0]?.body).toEqual({
      field: 'occupation',
      value: 'Midwife',
      reason: 'She wrote to say so.',
      version: buildDetail().version,
    });
  });

  it('shows the country she represents as not confirmed yet, and confirms one of her two countries', async () => {
    signInStaff();
    const country = `POST /admin/contestants/${CONTESTANT_ID}/country`;
    const server = open({
      [country]: () =>
        ok({
          code: 'SE',
          confirmed: true,
          confirmedAt: '2026-03-15T10:00:00.000Z',
          choices: { nationality: 'NG', residence: 'SE' },
        }),
    });
    const panel = (await screen.findByRole('heading', { name: 'Country she represents' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(panel).getByText('Nigeria', { selector: 'span' })).toBeInTheDocument();
    expect(within(panel).getByText('· not confirmed yet')).toBeInTheDocument();
    const radios = within(panel).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['NG', 'SE']);
    expect(within(panel).getByRole('radio', { name: /Nigeria/ })).toBeChecked();
    fireEvent.click(within(panel).getByRole('radio', { name: /Sweden/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm country' }));
    await waitFor(() => expect(server.callsTo(country)).toHaveLength(1));
    expect(server.callsTo(country)[0]?.body).toEqual({ country: 'SE' });
    expect(await within(panel).findByText(/· confirmed/)).toBeInTheDocument();
    expect(within(panel).getByText('Sweden', { selector: 'span' })).toBeInTheDocument();
  });

  it('offers staff who may only read no country control', async () => {
    signInStaff(['read']);
    open();
    const panel = (await screen.findByRole('heading', { name: 'Country she represents' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(panel).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Confirm country' })).not.toBeInTheDocument();
  });

  it('hides every action and the note form from staff who may only read', async () => {
    signInStaff(['read']);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeInTheDocument();
    for (const name of ['Approve', 'Reject', 'Grant edits', 'Add note']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('publishes her public profile once she agreed to one, then links to it', async () => {
    signInStaff();
    const server = open({
      [PROFILE]: () => ok(profileStatus('awaiting_publication')),
      [PUBLISH]: () => ok(profileStatus('published', 'amara-okafor-nigeria')),
    });
    expect(await screen.findByText('She agreed to a public profile. It is not on the site yet.')).toBeInTheDocument();
    expect(screen.getByText('Nurse and dancer.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publish profile' }));
    expect(await screen.findByText('Her profile is on the public site.')).toBeInTheDocument();
    expect(server.callsTo(PUBLISH)).toHaveLength(1);
    expect(screen.getByRole('link', { name: /View her page/ })).toHaveAttribute(
      'href',
      '/delegates/amara-okafor-nigeria',
    );
    expect(screen.getByRole('button', { name: 'Take off the site' })).toBeInTheDocument();
  });

  it('records her unpaid fee as a bank transfer, after asking, for staff who may update payments', async () => {
    signIn(
      buildUser({
        role: 'admin',
        permissions: [
          { resource: 'contestants', actions: ['read', 'update'] },
          { resource: 'payments', actions: ['read', 'update'] },
        ],
      }),
    );
    const detail = buildDetail({ status: 'payment_pending', form: null });
    const unpaid = { ...detail, user: { ...detail.user, paymentStatus: 'pending' } };
    const RECORD = `POST /admin/users/${detail.user._id}/manual-payment`;
    const server = open(
      {
        'GET /admin/payments': () => ok({ ...herPayments([]) }),
        [RECORD]: () => ({
          body: {
            success: true,
            message: 'Payment recorded: she can now fill in her registration.',
            // The order she paid, as the server answers it: no method named.
            data: { ...ORDER, _id: 'o1', method: undefined },
          },
        }),
      },
      unpaid,
    );
    const panel = await screen.findByRole('form', { name: 'Record a payment' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Record the payment' }));
    expect(await within(panel).findByText('Enter the reference of the transfer or the receipt')).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('Reference'), { target: { value: 'BANK-7' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Record the payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record this payment?' });
    expect(server.callsTo(RECORD)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Payment recorded: she can now fill in her registration.')).toBeInTheDocument();
    expect(server.callsTo(RECORD)[0]?.body).toEqual({ method: 'bank_transfer', reference: 'BANK-7' });
  });

  it('lists her payments for staff who may read them, with the receipt of the paid one', async () => {
    signIn(
      buildUser({
        role: 'admin',
        permissions: [
          { resource: 'contestants', actions: ['read'] },
          { resource: 'payments', actions: ['read'] },
        ],
      }),
    );
    const detail = buildDetail();
    const paid = { ...ORDER, _id: PAID_ORDER, reference: 'CQ-paid', status: 'paid' as const };
    const failed = { ...ORDER, _id: 'f0000000-0000-4000-8000-000000000002', reference: 'CQ-declined' };
    const server = open(
      {
        'GET /admin/payments': () => ok(herPayments([paid, { ...failed, status: 'failed' as const, paidAt: null }])),
        [`GET /admin/payments/${PAID_ORDER}/receipt.pdf`]: () => ({
          status: 409,
          body: { success: false, code: 'conflict', message: 'This payment is not complete yet.' },
        }),
      },
      detail,
    );
    const list = await screen.findByRole('list', { name: 'Her payments' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('$150.00');
    expect(first).toHaveTextContent('Bank transfer');
    expect(within(second).queryByRole('button')).toBeNull();
    const [call] = server.callsTo('GET /admin/payments');
    expect(server.fetchMock.mock.calls.map(([u]) => String(u))).toContain(
      `/api/admin/payments?userId=${detail.user._id}&pageSize=100`,
    );
    expect(call).toBeDefined();
    fireEvent.click(within(first).getByRole('button', { name: 'Receipt (PDF), payment CQ-paid' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('This payment is not complete yet.');
  });

  it('offers no payment to record once her fee is paid, nor to staff without the payments permission', async () => {
    signInStaff();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record a payment' })).toBeNull();
  });
});
