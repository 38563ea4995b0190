import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, type FakeResponse, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import VerifyEmailPage from './verify-email-page';

const renderVerify = () =>
  renderRoute(<VerifyEmailPage />, {
    at: '/auth/verify-email/tok-abc',
    path: '/auth/verify-email/:token',
    // Strict mode mounts the page twice: the verification must still run once.
    strict: true,
  });

afterEach(() => vi.unstubAllGlobals());

describe('Verify email page', () => {
  it('verifies once on load, showing the verifying state, then Email Verified! and Continue to Login', async () => {
    const gate = deferred<FakeResponse>();
    const server = mockApi({ 'GET /users/verify-email/tok-abc': () => gate.promise });
    renderVerify();
    expect(screen.getByRole('heading', { name: 'Verifying your email' })).toBeInTheDocument();
    gate.resolve({ body: { success: true, message: 'Your email address has been verified.', data: null } });
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/auth/login');
    expect(server.calls).toHaveLength(1);
  });

  it('shows Verification Failed with the server message and Back to Login', async () => {
    mockApi({
      'GET /users/verify-email/tok-abc': () => ({
        status: 400,
        body: { success: false, code: 'bad_request', message: 'This verification link is invalid or has expired.' },
      }),
    });
    renderVerify();
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('This verification link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth/login');
  });

  it('falls back to the screen’s own message when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderVerify();
    expect(await screen.findByText('Failed to verify email. The link may be invalid or expired.')).toBeInTheDocument();
  });
});
