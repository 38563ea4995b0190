import { ACCOUNT_MESSAGES as M } from '@cq/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, type FakeResponse, mockApi } from '../../../test/mock-api';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderForm = () => render(<ChangePasswordForm email="amara.okafor@example.com" />);

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Change password form', { timeout: 30_000 }, () => {
  it('sends the current and the new password, then says the other sessions were signed out', async () => {
    const gate = deferred<FakeResponse>();
    const server = mockApi({ 'POST /users/change-password': () => gate.promise });
    renderForm();
    await fill('Old-Crown-2026', 'Velvet-Sash-Moonrise-7');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    gate.resolve({ body: { success: true, message: M.passwordChanged, data: null } });
    expect(await screen.findByRole('status')).toHaveTextContent(M.passwordChanged);
    expect(server.callsTo('POST /users/change-password')).toEqual([
      expect.objectContaining({ body: { currentPassword: 'Old-Crown-2026', newPassword: 'Velvet-Sash-Moonrise-7' } }),
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it.each([
    ['short1', M.passwordTooShort],
    ['aaaaaaaaaa', M.passwordRepeated],
    ['12345678', M.passwordSequence],
    ['qwertyuiop', M.passwordSequence],
    ['Amara.Okafor-2026', M.passwordContainsEmail],
    ['Old-Crown-2026', M.passwordUnchanged],
  ])('refuses %s in the browser with the rule it breaks, without calling the server', async (password, message) => {
    const server = mockApi({});
    renderForm();
    await fill('Old-Crown-2026', password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it('asks for the current password and a matching confirmation', async () => {
    const server = mockApi({});
    renderForm();
    await fill('', 'Velvet-Sash-Moonrise-7', 'Velvet-Sash-Moonrise-8');
    expect(await screen.findByText(M.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(M.passwordsDoNotMatch)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the server’s refusal under the field it concerns (wrong current password, common password)', async () => {
    mockApi({
      'POST /users/change-password': (call) =>
        (call.body as { currentPassword: string }).currentPassword === 'Wrong-Crown-1'
          ? {
              status: 400,
              body: {
                success: false,
                code: 'validation_failed',
                message: M.currentPasswordWrong,
                errors: { currentPassword: M.currentPasswordWrong },
              },
            }
          : {
              status: 400,
              body: {
                success: false,
                code: 'validation_failed',
                message: M.passwordTooCommon,
                errors: { newPassword: M.passwordTooCommon },
              },
            },
    });
    renderForm();
    await fill('Wrong-Crown-1', 'Velvet-Sash-Moonrise-7');
    expect(await screen.findByText(M.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s message, or the fallback, when the change fails otherwise', async () => {
    mockApi({
      'POST /users/change-password': () => ({
        status: 429,
        headers: { 'retry-after': '60' },
        body: { success: false, code: 'rate_limited', message: 'Too many requests. Please try again later.' },
      }),
    });
    renderForm();
    await fill('Old-Crown-2026', 'Velvet-Sash-Moonrise-7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });
});
