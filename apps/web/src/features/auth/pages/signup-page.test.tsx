import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import SignupPage from './signup-page';

const renderSignup = () => renderRoute(<SignupPage />, { at: '/auth/signup', path: '/auth/signup' });

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    if (value) {
      await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
      await user.paste(value);
    }
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const VALID = {
  'First name': 'Zara',
  'Last name': 'Mensah',
  Email: 'zara@example.com',
  'Phone number': '+233 20 000 0000',
  Password: 'Golden-Savanna-44',
};

afterEach(() => vi.unstubAllGlobals());

describe('Signup page', () => {
  it('sends the five fields and shows the check-your-email state with Back to login', async () => {
    const server = mockApi({
      'POST /users/register': () => ({ status: 201, body: { success: true, message: 'ok', data: null } }),
    });
    renderSignup();
    await fill(VALID);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/verification link/)).toHaveTextContent('zara@example.com');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
    expect(server.calls[0]?.body).toEqual({
      firstName: 'Zara',
      lastName: 'Mensah',
      email: 'zara@example.com',
      phoneNumber: '+233 20 000 0000',
      password: 'Golden-Savanna-44',
    });
  });

  it('when the server asks for the person check, says it is checking, solves the puzzle and signs up with the solution', async () => {
    const secret = 'test-person-check-secret';
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 40,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: secret,
    });
    const puzzle = deferred<void>();
    const server = mockApi({
      'GET /challenge': async () => {
        await puzzle.promise;
        return { body: { success: true, data: challenge } };
      },
      'POST /users/register': (call) =>
        (call.body as { challenge?: string }).challenge
          ? { status: 201, body: { success: true, message: 'ok', data: null } }
          : {
              status: 403,
              body: {
                success: false,
                code: 'challenge_required',
                message: 'Please wait while your browser checks you are a person, then try again.',
              },
            },
    });
    renderSignup();
    await fill(VALID);
    // Announced politely while the browser works; nothing to see or to click.
    const live = await screen.findByText('Checking you are a person…');
    expect(live).toHaveAttribute('aria-live', 'polite');
    puzzle.resolve();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    const posts = server.callsTo('POST /users/register');
    expect(posts).toHaveLength(2);
    const payload = JSON.parse(atob((posts[1]?.body as { challenge?: string } | undefined)?.challenge ?? ''));
    const verdict = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: secret,
    });
    expect(verdict.verified).toBe(true);
  });

  it('refuses blank fields and a short password with the form message', async () => {
    const server = mockApi({});
    renderSignup();
    await fill({ ...VALID, 'First name': '', Password: 'short' });
    expect(await screen.findByText('Please check all fields are filled correctly.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it('shows the show/hide toggle and a link back to login', async () => {
    renderSignup();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('shows the server message, or Registration failed', async () => {
    const message = 'This password is too common. Please choose one that is harder to guess.';
    mockApi({
      'POST /users/register': () => ({
        status: 400,
        body: { success: false, code: 'validation_failed', message, errors: { password: message } },
      }),
    });
    renderSignup();
    await fill(VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });
});
