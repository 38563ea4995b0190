import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { PREVIEW_UNLOCKED_KEY } from '../api/unlock-preview';
import RegisterPreviewPage from './register-preview-page';

const open = () => renderRoute(<RegisterPreviewPage />, { at: '/register-preview', path: '/register-preview' });

describe('the admin preview gate', () => {
  it('asks the server, says Incorrect password, then opens the wizard and remembers it for the session', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /preview/unlock': ({ body }) =>
        (body as { password: string }).password === 'crown-2026'
          ? { body: { success: true, data: { unlocked: true } } }
          : {
              status: 400,
              body: {
                success: false,
                code: 'validation_failed',
                message: 'Incorrect password',
                errors: { password: 'Incorrect password' },
              },
            },
    });
    const { unmount } = open();
    await user.click(screen.getByLabelText('Password'));
    await user.paste('guess');
    await user.click(screen.getByRole('button', { name: 'Unlock preview' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStorage.getItem(PREVIEW_UNLOCKED_KEY)).toBeNull();

    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByLabelText('Password'));
    await user.paste('crown-2026');
    await user.click(screen.getByRole('button', { name: 'Unlock preview' }));
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument();
    expect(api.callsTo('POST /preview/unlock').map((c) => c.body)).toEqual([
      { password: 'guess' },
      { password: 'crown-2026' },
    ]);
    expect(sessionStorage.getItem(PREVIEW_UNLOCKED_KEY)).toBe('1');

    unmount();
    open();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('lets signed-in staff (admin and above) skip the gate, but not a contestant', () => {
    mockApi({});
    localStorage.setItem(STORAGE_KEYS.token, 'a.b.c');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ role: 'user' }));
    const { unmount } = open();
    expect(screen.getByRole('button', { name: 'Unlock preview' })).toBeInTheDocument();
    unmount();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ role: 'Super Admin' }));
    open();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });
});
