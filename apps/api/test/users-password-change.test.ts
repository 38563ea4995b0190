import { ACCOUNT_MESSAGES as M } from '@cq/shared';
import { describe, expect, it } from 'vitest';
import { createUser } from '../src/dev/factories';
import { mailsTo } from './support/mail';
import { bearer, passwordLogin } from './support/sessions';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers });

const login = (email: string, password: string) => passwordLogin(t.app, email, password);

const change = (token: string, currentPassword: string, newPassword: string) =>
  call('POST', '/api/users/change-password', { currentPassword, newPassword }, bearer(token));

describe('POST /api/users/change-password', () => {
  it('sets the new password, ends the other sessions at once and keeps this one', async () => {
    const user = await createUser(t.db);
    const here = await login(user.email, user.password);
    const elsewhere = await login(user.email, user.password);
    const res = await change(here.token, user.password, 'Velvet-Sash-Moonrise-7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: M.passwordChanged, data: null });

    // This session goes on: its access token and its renewal.
    expect((await call('GET', '/api/users/me', undefined, bearer(here.token))).statusCode).toBe(200);
    expect((await call('POST', '/api/users/refresh-token', { refreshToken: here.refreshToken })).statusCode).toBe(200);
    // The other session ends at once, access token included.
    expect((await call('GET', '/api/users/me', undefined, bearer(elsewhere.token))).statusCode).toBe(401);
    expect((await call('POST', '/api/users/refresh-token', { refreshToken: elsewhere.refreshToken })).statusCode).toBe(
      401,
    );
    // The new password signs in, the old one does not; the owner is told by e-mail.
    expect((await call('POST', '/api/users/login', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    await login(user.email, 'Velvet-Sash-Moonrise-7');
    expect((await mailsTo(t.db, user.email, 'password-changed')).length).toBe(1);
  });

  it('refuses a wrong current password with 400 on that field, and changes nothing', async () => {
    const user = await createUser(t.db);
    const { token } = await login(user.email, user.password);
    const res = await change(token, 'Not-my-password-9', 'Velvet-Sash-Moonrise-7');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'validation_failed',
      message: M.currentPasswordWrong,
      errors: { currentPassword: M.currentPasswordWrong },
    });
    await login(user.email, user.password);
  });

  it('applies the password rules to the new password', async () => {
    const user = await createUser(t.db, { email: `ama.rises.${Date.now()}@example.com` });
    const { token } = await login(user.email, user.password);
    const name = user.email.split('@')[0] ?? '';
    const cases: [string, string][] = [
      ['short1!', M.passwordTooShort],
      ['zzzzzzzzzz', M.passwordRepeated],
      ['abcdefghij', M.passwordSequence],
      ['87654321', M.passwordSequence],
      ['Qwertyuiop', M.passwordSequence],
      [`My-${name.toUpperCase()}-2026`, M.passwordContainsEmail],
      ['football1', M.passwordTooCommon],
      ['iloveyou2', M.passwordTooCommon],
      [user.password, M.passwordUnchanged],
    ];
    for (const [password, message] of cases) {
      const res = await change(token, user.password, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors.newPassword, password).toBe(message);
    }
  });

  it('needs a signed-in user and the current password', async () => {
    expect(
      (await call('POST', '/api/users/change-password', { currentPassword: 'x', newPassword: 'Velvet-Sash-7' }))
        .statusCode,
    ).toBe(401);
    const user = await createUser(t.db);
    const { token } = await login(user.email, user.password);
    const res = await change(token, '', 'Velvet-Sash-Moonrise-7');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.currentPassword).toBe(M.currentPasswordRequired);
  });
});

describe('the password rules on sign-up and reset', () => {
  it('refuses common passwords from the maintained list, sequences, repeats and the e-mail name at sign-up', async () => {
    const email = `nia.adeyemi.${Date.now()}@example.com`;
    const body = (password: string) => ({ firstName: 'Nia', lastName: 'Adeyemi', email, phoneNumber: '1', password });
    const cases: [string, string][] = [
      ['password123', M.passwordTooCommon],
      ['1111111111', M.passwordRepeated],
      ['12345678910', M.passwordTooCommon],
      ['0987654321', M.passwordSequence],
      ['asdfghjkl', M.passwordSequence],
      [`x${email.split('@')[0]}9`, M.passwordContainsEmail],
    ];
    for (const [password, message] of cases) {
      const res = await call('POST', '/api/users/register', body(password));
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors.password, password).toBe(message);
    }
    expect((await call('POST', '/api/users/register', body('Velvet-Sash-Moonrise-7'))).statusCode).toBe(201);
  });
});
