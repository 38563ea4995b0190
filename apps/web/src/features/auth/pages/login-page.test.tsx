import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { deferred, type FakeResponse, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { TEST_USER } from '../../../test/users';
import LoginPage from './login-page';

const USER = { ...TEST_USER, phoneNumber: '' };
const success: FakeResponse = {
  body: { success: true, message: 'Login successful', data: { token: 'jwt', refreshToken: 'rt', user: USER } },
};

const staffLogin = (role: string): FakeResponse => ({
  body: { success: true, message: 'Login successful', data: { token: 'jwt', user: { ...USER, role } } },
});

const renderLogin = () => renderRoute(<LoginPage />, { at: '/auth/login', path: '/auth/login' });

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) {
    await user.click(screen.getByLabelText('Email'));
    await user.paste(email);
  }
  if (password) {
    await user.click(screen.getByLabelText('Password'));
    await user.paste(password);
  }
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Login page', () => {
  it('has the fields, the toggle and the links to sign up and to reset the password', async () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('marks invalid fields red and says so, without calling the server', async () => {
    const server = mockApi({});
    renderLogin();
    await fillAndSubmit('not an email', '   ');
    expect(await screen.findByText('Please check all fields are filled correctly.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email').className).toContain('border-status-rejected');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it('stores the session, clears the remembered path and goes back to it', async () => {
    localStorage.setItem(STORAGE_KEYS.lastVisitedPath, '/user/register');
    const server = mockApi({ 'POST /users/login': () => success });
    renderLogin();
    await fillAndSubmit('Amara@Example.com', 'Crowned-Queen-2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/register'));
    expect(server.calls[0]?.body).toEqual({ email: 'amara@example.com', password: 'Crowned-Queen-2026' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('rt');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toEqual(USER);
    expect(localStorage.getItem(STORAGE_KEYS.lastVisitedPath)).toBeNull();
  });

  it('goes to /user/home when no path is remembered', async () => {
    mockApi({ 'POST /users/login': () => success });
    renderLogin();
    await fillAndSubmit('amara@example.com', 'Crowned-Queen-2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/home'));
  });

  it('goes straight to her pages in her account’s language, in one load, from a page without a language', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    mockApi({
      'POST /users/login': () => ({
        body: {
          success: true,
          message: 'Login successful',
          data: { token: 'jwt', refreshToken: 'rt', user: { ...USER, language: 'ar' } },
        },
      }),
    });
    renderLogin();
    await fillAndSubmit('amira@example.com', 'Crowned-Queen-2026');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/ar/user/home'));
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it.each(['editor', 'admin', 'super admin'])(
    'sends staff (%s) to the back office when no path is remembered',
    async (role) => {
      mockApi({ 'POST /users/login': () => staffLogin(role) });
      renderLogin();
      await fillAndSubmit('amara@example.com', 'Crowned-Queen-2026');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    },
  );

  it('sends a judge with no back-office section to her rounds', async () => {
    mockApi({
      'POST /users/login': () => ({
        body: {
          success: true,
          message: 'Login successful',
          data: {
            token: 'jwt',
            user: { ...USER, role: 'editor', permissions: [{ resource: 'judging', actions: ['score'] }] },
          },
        },
      }),
    });
    renderLogin();
    await fillAndSubmit('amara@example.com', 'Crowned-Queen-2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/judging'));
  });

  it('sends staff back to the path they were on', async () => {
    localStorage.setItem(STORAGE_KEYS.lastVisitedPath, '/user/settings');
    mockApi({ 'POST /users/login': () => staffLogin('admin') });
    renderLogin();
    await fillAndSubmit('amara@example.com', 'Crowned-Queen-2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/settings'));
  });

  it('shows a spinner on the button while signing in', async () => {
    const gate = deferred<FakeResponse>();
    mockApi({ 'POST /users/login': () => gate.promise });
    renderLogin();
    await fillAndSubmit('amara@example.com', 'Crowned-Queen-2026');
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    gate.resolve(success);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/home'));
  });

  it('shows the server message under the form, or Login failed', async () => {
    mockApi({
      'POST /users/login': () => ({
        status: 401,
        body: { success: false, message: 'Invalid email or password', code: 'unauthorized' },
      }),
    });
    renderLogin();
    await fillAndSubmit('amara@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('shows the message of an answer whose success is false', async () => {
    mockApi({ 'POST /users/login': () => ({ body: { success: false, message: 'Account locked' } }) });
    renderLogin();
    await fillAndSubmit('amara@example.com', 'whatever-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Account locked');
  });
});

describe('the logout banner', () => {
  it('shows the stored message, hides itself after 5 seconds and clears it', async () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.logoutSuccess, 'You have been signed out due to inactivity.');
    renderLogin();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('You have been signed out due to inactivity.')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4900);
    });
    expect(screen.getByText('You have been signed out due to inactivity.')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.logoutSuccess)).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.queryByText('You have been signed out due to inactivity.')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.logoutSuccess)).toBeNull();
  });

  it('closes on its close button and clears the message', async () => {
    localStorage.setItem(STORAGE_KEYS.logoutSuccess, 'You have been successfully signed out.');
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('You have been successfully signed out.')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.logoutSuccess)).toBeNull();
  });

  it('is absent when no message is stored', async () => {
    renderLogin();
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('button', { name: 'Close message' })).toBeNull();
  });
});
