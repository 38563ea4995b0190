import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import ResetPasswordPage from './reset-password-page';

const renderReset = () =>
  renderRoute(<ResetPasswordPage />, { at: '/auth/reset-password/tok-123', path: '/auth/reset-password/:token' });

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  const [first, second] = [screen.getByLabelText('New password'), screen.getByLabelText('Confirm password')];
  await user.clear(first);
  await user.clear(second);
  if (password) {
    await user.click(first);
    await user.paste(password);
  }
  if (confirm) {
    await user.click(second);
    await user.paste(confirm);
  }
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Reset password page', () => {
  it('checks all fields filled, then matching, then long enough, before any call', async () => {
    const server = mockApi({});
    renderReset();
    await submit('only-one', '');
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    await submit('first-password', 'other-password');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await submit('short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('sends the token from the route with the password and shows Password Reset Successful', async () => {
    const server = mockApi({
      'POST /users/password-reset': () => ({ body: { success: true, message: 'done', data: null } }),
    });
    renderReset();
    await submit('Brand-New-Crown-77', 'Brand-New-Crown-77');
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth/login');
    expect(await screen.findByText('Password reset successful')).toBeInTheDocument();
    expect(server.calls[0]?.body).toEqual({ token: 'tok-123', password: 'Brand-New-Crown-77' });
  });

  it('shows the server message inline and as a toast, or Failed to reset password', async () => {
    mockApi({
      'POST /users/password-reset': () => ({
        status: 400,
        body: { success: false, code: 'bad_request', message: 'This password reset link is invalid or has expired.' },
      }),
    });
    renderReset();
    await submit('Brand-New-Crown-77', 'Brand-New-Crown-77');
    expect(await screen.findAllByText('This password reset link is invalid or has expired.')).toHaveLength(2);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Failed to reset password')).toHaveLength(2);
  });

  it('has a link back to login', () => {
    renderReset();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth/login');
  });
});
