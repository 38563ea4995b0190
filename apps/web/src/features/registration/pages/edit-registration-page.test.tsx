import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { type FakeHandler, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { draftAnswer, EMPTY_MEDIA } from '../test/fixtures';
import { advance, settle, settleToaster, useFakeClock } from '../test/render-form';
import EditRegistrationPage from './edit-registration-page';

const ID = '5e0b8a9c-2d7e-4c1a-9f3b-6a4d2c8e1f00';
function setup(routes: Record<string, FakeHandler>) {
  // Away from '/', the app mounts its toaster at once (the load-failure alert is a toast).
  window.history.pushState({}, '', '/user/edit-registration');
  localStorage.setItem(STORAGE_KEYS.token, 'access');
  mockApi({
    [`GET /contestants/${ID}/media`]: () => ({ body: { success: true, data: EMPTY_MEDIA } }),
    ...routes,
  });
  return renderRoute(<EditRegistrationPage />, { at: '/user/edit-registration', path: '/user/edit-registration' });
}
const editing = { _id: ID, registrationStatus: 'preliminary_submitted', editing: true, editsRemaining: 2 };

beforeEach(() => {
  useFakeClock();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/user/edit-registration', () => {
  it('shows the banner and the eight-step form with Update Registration', async () => {
    setup({
      'GET /contestants/me': () => ({ body: { success: true, data: editing } }),
      [`GET /contestants/${ID}/draft`]: () => draftAnswer(3, { occupation: 'Engineer' }),
    });
    await settle();
    expect(screen.getByText(/You are editing your registration form\./)).toBeInTheDocument();
    expect(screen.getByText(/You have 2 edits remaining\./)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
  });

  it('starts from the submitted form when there is no draft', async () => {
    setup({
      'GET /contestants/me': () => ({ body: { success: true, data: editing } }),
      [`GET /contestants/${ID}/draft`]: () => draftAnswer(0, null),
      [`GET /contestants/${ID}/submitted-form`]: () => ({
        body: { success: true, data: { formData: { address: 'Submitted address' }, submittedAt: null, version: 1 } },
      }),
    });
    await settle();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Submitted address');
  });

  it('goes to /user/register when the record is missing or no edit is open', async () => {
    setup({ 'GET /contestants/me': () => ({ body: { success: true, data: null } }) });
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/user/register');
  });

  it('alerts Error loading registration data: and goes to /user/register on a load failure', async () => {
    setup({
      'GET /contestants/me': () => ({
        status: 500,
        body: { success: false, code: 'internal', message: 'Something went wrong on our side. Please try again.' },
      }),
    });
    await settleToaster();
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent('/user/register');
    expect(
      screen.getByText('Error loading registration data: Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
  });
});
