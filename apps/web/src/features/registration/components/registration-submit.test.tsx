import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { deferred, type FakeHandler, type FakeResponse, type mockApi } from '../../../test/mock-api';
import { completeForm } from '../test/fixtures';
import { advance, ID, renderForm, serveDrafts, settleToaster, signIn } from '../test/render-form';

const SUBMITTED = {
  participant: { _id: ID, status: 'preliminary_submitted', submittedAt: '2026-03-15T12:00:00.000Z' },
  submittedAt: '2026-03-15T12:00:00.000Z',
  version: 1,
};
let server: ReturnType<typeof mockApi>;
function api(extra: Record<string, FakeHandler> = {}) {
  server = serveDrafts(extra);
}
async function toLastStep() {
  await settleToaster();
  for (let i = 0; i < 7; i++) fireEvent.click(screen.getByRole('button', { name: /Next/ }));
  expect(screen.getByText('Step 8 of 8')).toBeInTheDocument();
}

beforeEach(() => {
  vi.useFakeTimers();
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Submit Registration', () => {
  it('submits the whole form and shows Registration Submitted!', async () => {
    api({ [`POST /contestants/${ID}/form`]: () => ({ body: { success: true, data: SUBMITTED } }) });
    const { onDone } = renderForm({ initialForm: completeForm({ occupation: 'Engineer' }) });
    await toLastStep();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    await advance(0);
    expect(server.callsTo(`POST /contestants/${ID}/form`)[0]?.body).toMatchObject({ occupation: 'Engineer' });
    const dialog = screen.getByRole('dialog', { name: 'Registration Submitted!' });
    expect(dialog).toHaveTextContent('Your registration has been submitted successfully.');
    fireEvent.click(screen.getByRole('button', { name: 'View my registration' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('the review shows the date of birth as a date people read, not as stored', async () => {
    api();
    renderForm({ initialForm: completeForm({ dob: '2002-03-14' }) });
    await toLastStep();
    expect(screen.getByText('14 March 2002')).toBeInTheDocument();
    expect(screen.queryByText('2002-03-14')).toBeNull();
  });

  it('shows the server’s field errors on their step and alerts Submission failed', async () => {
    api({
      [`POST /contestants/${ID}/form`]: () => ({
        status: 400,
        body: {
          success: false,
          code: 'validation_failed',
          message: 'Please complete every required field before submitting.',
          errors: { headshot: 'Headshot is required' },
        },
      }),
    });
    renderForm({ initialForm: completeForm() });
    await toLastStep();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    await advance(100);
    expect(screen.getByText('Step 7 of 8')).toBeInTheDocument();
    expect(screen.getByText('Headshot is required')).toBeInTheDocument();
    expect(
      screen.getByText('Submission failed: Please complete every required field before submitting.'),
    ).toBeInTheDocument();
  });

  it('alerts Submission error when the request fails', async () => {
    api();
    renderForm({ initialForm: completeForm() });
    await toLastStep();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    await advance(100);
    expect(screen.getByText('Submission error: Network error. Please check your connection.')).toBeInTheDocument();
  });

  it('without a record alerts that no participant id was found', async () => {
    api();
    renderForm({ contestantId: null, initialForm: completeForm() });
    await toLastStep();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    await advance(100);
    expect(
      screen.getByText('Error: No participant ID found. Please refresh the page or contact support.'),
    ).toBeInTheDocument();
  });
});

describe('submitting when not signed in', () => {
  it('saves the form locally, remembers the path and goes to login', async () => {
    api();
    renderForm({ initialForm: completeForm({ occupation: 'Kept for later' }) });
    await toLastStep();
    localStorage.removeItem(STORAGE_KEYS.token);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
    expect(localStorage.getItem(STORAGE_KEYS.lastVisitedPath)).toBe('/user/register');
    const backup = JSON.parse(localStorage.getItem(STORAGE_KEYS.registrationFormBackup) ?? '{}');
    expect(backup.contestantId).toBe(ID);
    expect(backup.form.occupation).toBe('Kept for later');
    expect(server.callsTo(`POST /contestants/${ID}/form`)).toHaveLength(0);
  });

  it('does the same when the session turns out to have expired (401)', async () => {
    api({
      [`POST /contestants/${ID}/form`]: () => ({
        status: 401,
        body: { success: false, message: 'Expired', code: 'unauthorized' },
      }),
    });
    renderForm({ initialForm: completeForm() });
    await toLastStep();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
    expect(localStorage.getItem(STORAGE_KEYS.registrationFormBackup)).not.toBeNull();
  });

  it('after signing in restores the form once, removes the local copy and autosaves it', async () => {
    api();
    localStorage.setItem(
      STORAGE_KEYS.registrationFormBackup,
      JSON.stringify({ contestantId: ID, savedAt: '2026-03-15T11:00:00Z', form: { address: 'Restored street' } }),
    );
    renderForm();
    await settleToaster();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Restored street');
    expect(localStorage.getItem(STORAGE_KEYS.registrationFormBackup)).toBeNull();
    await advance(2000);
    expect(server.callsTo(`POST /contestants/${ID}/draft`)[0]?.body).toMatchObject({ address: 'Restored street' });
    expect(screen.getByText('We restored the form you were filling in before signing in.')).toBeInTheDocument();
  });

  it('never restores a copy that belongs to another registration', () => {
    api();
    localStorage.setItem(
      STORAGE_KEYS.registrationFormBackup,
      JSON.stringify({ contestantId: 'someone-else', form: { address: 'Not mine' } }),
    );
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('');
  });
});

describe('edit mode', () => {
  it('shows the banner with one edit remaining (singular)', () => {
    api();
    renderForm({ mode: 'edit', editsRemaining: 1, initialForm: completeForm() });
    expect(screen.getByText(/You have 1 edit remaining\./)).toBeInTheDocument();
  });

  it('shows the banner with the plural, and Update Registration says Updating... then Registration Updated!', async () => {
    const hold = deferred<FakeResponse>();
    api({ [`POST /contestants/${ID}/submit-edit`]: () => hold.promise });
    renderForm({ mode: 'edit', editsRemaining: 2, initialForm: completeForm() });
    expect(screen.getByText(/You are editing your registration form\./)).toBeInTheDocument();
    expect(screen.getByText(/You have 2 edits remaining\./)).toBeInTheDocument();
    await toLastStep();
    fireEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    await advance(0);
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    hold.resolve({ body: { success: true, message: 'Registration updated successfully', data: SUBMITTED } });
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Registration Updated!' })).toHaveTextContent(
      'Your registration has been updated successfully.',
    );
    expect(server.callsTo(`POST /contestants/${ID}/form`)).toHaveLength(0);
  });
});
