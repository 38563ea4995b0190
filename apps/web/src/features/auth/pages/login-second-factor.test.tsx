import { SECOND_FACTOR_MESSAGES } from '@cq/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { type FakeResponse, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { SECOND_FACTOR_CODE_WRONG, TEST_USER } from '../../../test/users';
import LoginPage from './login-page';

const USER = { ...TEST_USER, role: 'editor', permissions: [{ resource: 'payments', actions: ['read'] }] };
const challenged: FakeResponse = {
  body: { success: true, message: 'Login successful', data: { secondFactorChallenge: 'challenge-1' } },
};
const signedIn: FakeResponse = {
  body: { success: true, message: 'Login successful', data: { token: 'jwt', refreshToken: 'rt', user: USER } },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function signInWithPassword() {
  const user = userEvent.setup();
  renderRoute(<LoginPage />, { at: '/auth/login', path: '/auth/login' });
  await user.click(screen.getByLabelText('Email'));
  await user.paste('ife@example.com');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('Crowned-Queen-2026');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('Login with two-step sign-in', () => {
  it('asks for the code after the right password, and signs in with it', async () => {
    let answer = SECOND_FACTOR_CODE_WRONG;
    const server = mockApi({
      'POST /users/login': () => challenged,
      'POST /users/login/second-factor': () => answer,
    });
    const user = await signInWithPassword();
    const code = await screen.findByLabelText('Code');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.codeWrong);

    answer = signedIn;
    await user.clear(code);
    await user.type(code, 'abcde-23456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt'));
    expect(server.callsTo('POST /users/login/second-factor').map((c) => c.body)).toEqual([
      { secondFactorChallenge: 'challenge-1', code: '123456' },
      { secondFactorChallenge: 'challenge-1', code: 'abcde-23456' },
    ]);
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin');
  });

  it('goes back to the password when she starts again', async () => {
    mockApi({ 'POST /users/login': () => challenged });
    const user = await signInWithPassword();
    await user.click(await screen.findByRole('button', { name: 'Start again with your password' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Code')).toBeNull();
  });
});
