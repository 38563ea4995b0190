import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import ForgotPasswordPage from './forgot-password-page';

const renderForgot = () =>
  renderRoute(<ForgotPasswordPage />, { at: '/auth/forgot-password', path: '/auth/forgot-password' });

async function submit(email: string) {
  const user = userEvent.setup();
  if (email) {
    await user.click(screen.getByLabelText('Email'));
    await user.paste(email);
  }
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Forgot password page', () => {
  it('asks for an address, then a valid one', async () => {
    const server = mockApi({});
    renderForgot();
    await submit('');
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    await submit('not-an-address');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('sends the address and shows Check Your Email, the 1-hour expiry, a toast and Back to Login', async () => {
    const server = mockApi({
      'POST /users/password-reset-request': () => ({ body: { success: true, message: 'sent', data: null } }),
    });
    renderForgot();
    await submit('Amara@Example.com');
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText(/expires in 1 hour/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth/login');
    expect(await screen.findByText('Password reset link sent to your email')).toBeInTheDocument();
    expect(server.calls[0]?.body).toEqual({ email: 'amara@example.com' });
  });

  it('shows the server message inline and as a toast, or Failed to send reset link', async () => {
    mockApi({
      'POST /users/password-reset-request': () => ({
        status: 429,
        body: { success: false, code: 'rate_limited', message: 'Too many requests. Please try again later.' },
      }),
    });
    renderForgot();
    await submit('amara@example.com');
    expect(await screen.findAllByText('Too many requests. Please try again later.')).toHaveLength(2);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findAllByText('Failed to send reset link')).toHaveLength(2);
  });
});
