import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { type FakeHandler, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { draftAnswer, EMPTY_MEDIA, REGISTRATION_OPEN } from '../test/fixtures';
import { advance, settle, settleToaster, useFakeClock } from '../test/render-form';
import RegisterPage from './register-page';

const ID = '5e0b8a9c-2d7e-4c1a-9f3b-6a4d2c8e1f00';
const user = (paymentStatus: string | null) => ({
  _id: 'u1',
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara@example.com',
  registration: { paymentStatus },
});
const contestant = (overrides: Record<string, unknown> = {}) => ({
  _id: ID,
  registrationStatus: 'in_progress',
  editing: false,
  editsRemaining: 3,
  submittedAt: null,
  draftFormData: null,
  draftRevision: 0,
  ...overrides,
});

let server: ReturnType<typeof mockApi>;
function setup(paymentStatus: string | null, routes: Record<string, FakeHandler> = {}, toasts = false) {
  // Away from '/', the app mounts its toaster at once (the alerts of this page are toasts).
  window.history.pushState({}, '', toasts ? '/user/register' : '/');
  localStorage.setItem(STORAGE_KEYS.token, 'access');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user(paymentStatus)));
  server = mockApi({
    'GET /users/me': () => ({ body: { success: true, data: { user: user(paymentStatus) } } }),
    'GET /settings/registration-status': () => ({ body: { success: true, data: REGISTRATION_OPEN } }),
    'GET /contestants/me': () => ({ body: { success: true, data: contestant() } }),
    [`GET /contestants/${ID}/draft`]: () => draftAnswer(0, null),
    [`GET /contestants/${ID}/media`]: () => ({ body: { success: true, data: EMPTY_MEDIA } }),
    ...routes,
  });
  return renderRoute(<RegisterPage />, { at: '/user/register', path: '/user/register' });
}

beforeEach(() => {
  useFakeClock();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/user/register, its sequence of views', () => {
  it('shows the payment gate with the fee while the fee is not paid', async () => {
    setup('pending');
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Registration fee' })).toBeInTheDocument();
    expect(screen.getByText(/Payment of the registration fee is required/)).toBeInTheDocument();
    expect(screen.getAllByText('$1.00')).toHaveLength(2);
    expect(screen.getByText('PENDING')).toBeInTheDocument();
    expect(server.callsTo('GET /contestants/me')).toHaveLength(0);
  });

  it('waits 1500 ms before the status check and a further 2000 ms before the contestant check', async () => {
    setup('paid');
    await advance(0);
    expect(screen.getByText('Loading your registration...')).toBeInTheDocument();
    await advance(1499);
    expect(server.callsTo('GET /settings/registration-status')).toHaveLength(0);
    await advance(1);
    expect(server.callsTo('GET /settings/registration-status')).toHaveLength(1);
    await advance(1999);
    expect(server.callsTo('GET /contestants/me')).toHaveLength(0);
    expect(screen.getByText('Loading your registration...')).toBeInTheDocument();
    await advance(1);
    expect(server.callsTo('GET /contestants/me')).toHaveLength(1);
    await settle();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contestant Registration' })).toBeInTheDocument();
  });

  it('shows Registration Currently Closed with the reason, the dates, Go Back and Contact Support', async () => {
    setup('paid', {
      'GET /settings/registration-status': () => ({
        body: {
          success: true,
          data: {
            ...REGISTRATION_OPEN,
            isOpen: false,
            reason: 'Registration for this season has not opened yet.',
            registrationStart: '2027-01-10T12:00:00.000Z',
            registrationEnd: '2027-03-31T12:00:00.000Z',
          },
        },
      }),
    });
    await advance(3500);
    await settle();
    expect(screen.getByRole('heading', { name: 'Registration Currently Closed' })).toBeInTheDocument();
    expect(screen.getByText('Registration for this season has not opened yet.')).toBeInTheDocument();
    expect(screen.getByText('January 10, 2027')).toBeInTheDocument();
    expect(screen.getByText('March 31, 2027')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('assumes open when the status check answers 429', async () => {
    setup('paid', {
      'GET /settings/registration-status': () => ({
        status: 429,
        headers: { 'retry-after': '30' },
        body: { success: false, message: 'Too many requests. Please try again later.', code: 'rate_limited' },
      }),
    });
    await advance(3500);
    await settle();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
  });

  it('shows the status screen once submitted, with View Profile and Edit Registration while edits remain', async () => {
    setup('paid', {
      'GET /contestants/me': () => ({
        body: {
          success: true,
          data: contestant({ registrationStatus: 'preliminary_submitted', submittedAt: '2026-03-15T12:00:00.000Z' }),
        },
      }),
      [`GET /contestants/${ID}/edit-status`]: () => ({
        body: {
          success: true,
          data: { editsRemaining: 2, editsUsed: 1, editsAllowed: 3, editing: false, canEdit: true },
        },
      }),
      [`POST /contestants/${ID}/start-edit`]: () => ({
        body: {
          success: true,
          data: { editsRemaining: 1, editsUsed: 2, editsAllowed: 3, editing: true, canEdit: false },
        },
      }),
    });
    await advance(3500);
    await settle();
    expect(screen.getByText('Submitted / Under Review')).toBeInTheDocument();
    expect(screen.getByText(/You have 2 edits remaining\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/user/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Registration' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start editing' }));
    await advance(0);
    expect(server.callsTo(`POST /contestants/${ID}/start-edit`)).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/user/edit-registration');
  });

  it('offers no Edit Registration when no edit remains, and alerts when start-edit fails', async () => {
    setup(
      'paid',
      {
        'GET /contestants/me': () => ({
          body: { success: true, data: contestant({ registrationStatus: 'preliminary_approved' }) },
        }),
        [`GET /contestants/${ID}/edit-status`]: () => ({
          body: {
            success: true,
            data: { editsRemaining: 1, editsUsed: 2, editsAllowed: 3, editing: false, canEdit: true },
          },
        }),
        [`POST /contestants/${ID}/start-edit`]: () => ({
          status: 409,
          body: { success: false, message: 'Registration is currently closed.', code: 'conflict' },
        }),
      },
      true,
    );
    await settleToaster();
    await advance(3500);
    await settle();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText(/You have 1 edit remaining\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Registration' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start editing' }));
    await settle();
    expect(screen.getByText('Registration is currently closed.')).toBeInTheDocument();
  });

  it('hides Edit Registration with no edits left', async () => {
    setup('paid', {
      'GET /contestants/me': () => ({
        body: { success: true, data: contestant({ registrationStatus: 'preliminary_rejected', editsRemaining: 0 }) },
      }),
      [`GET /contestants/${ID}/edit-status`]: () => ({
        body: {
          success: true,
          data: { editsRemaining: 0, editsUsed: 3, editsAllowed: 3, editing: false, canEdit: false },
        },
      }),
    });
    await advance(3500);
    await settle();
    expect(screen.getByText('Needs Attention / Needs Review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Registration' })).toBeNull();
  });

  it('shows the form in edit mode while an edit session is open', async () => {
    setup('paid', {
      'GET /contestants/me': () => ({
        body: {
          success: true,
          data: contestant({ registrationStatus: 'preliminary_submitted', editing: true, editsRemaining: 1 }),
        },
      }),
      [`GET /contestants/${ID}/draft`]: () => draftAnswer(4, { occupation: 'Engineer' }),
    });
    await advance(3500);
    await settle();
    expect(screen.getByRole('heading', { name: 'Edit Registration' })).toBeInTheDocument();
    expect(screen.getByText(/You have 1 edit remaining\./)).toBeInTheDocument();
  });
});
