import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mockApi } from '../../test/mock-api';
import { browserNavigation } from './logout';
import { SessionWatcher } from './session-watcher';

const MINUTE = 60_000;
let redirect: ReturnType<typeof vi.fn<(url: string) => void>>;
let server: ReturnType<typeof mockApi>;

function signIn(
  user: Record<string, unknown> = { firstName: 'Amara', lastName: 'Okafor', email: 'amara@example.com' },
) {
  localStorage.setItem(STORAGE_KEYS.token, 'access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ _id: 'u1', ...user }));
}

/** Lets the watcher load the dialog's code (a dynamic import) without moving the clock. */
async function mount() {
  render(<SessionWatcher />);
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  redirect = vi.fn<(url: string) => void>();
  vi.spyOn(browserNavigation, 'assign').mockImplementation(redirect);
  server = mockApi({ 'POST /users/logout': () => ({ body: { success: true, data: null } }) });
  window.history.pushState({}, '', '/user/profile');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('idle timeout', () => {
  it('warns after 8 minutes without activity, with the user and a 2:00 countdown ticking each second', async () => {
    signIn();
    await mount();
    await advance(8 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1000);
    const dialog = screen.getByRole('dialog', { name: 'Session Timeout Warning' });
    expect(dialog).toHaveTextContent(
      'Your session is about to expire due to inactivity. You will be automatically signed out in:',
    );
    expect(dialog).toHaveTextContent('Amara Okafor');
    expect(dialog).toHaveTextContent('amara@example.com');
    expect(dialog.querySelector('[data-initial="A"]')).not.toBeNull();
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('1:59');
    await advance(60_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:59');
  });

  it('restarts the idle period on mouse move, key press, click or scroll', async () => {
    signIn();
    await mount();
    for (const fire of [
      () => fireEvent.mouseMove(window),
      () => fireEvent.keyDown(document.body, { key: 'a' }),
      () => fireEvent.click(document.body),
      () => fireEvent.scroll(window),
    ]) {
      await advance(7 * MINUTE);
      fire();
    }
    await advance(7 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(MINUTE);
    expect(screen.getByRole('dialog', { name: 'Session Timeout Warning' })).toBeInTheDocument();
  });

  it('ignores activity while the warning shows, and signs out for inactivity at 0', async () => {
    signIn();
    await mount();
    await advance(8 * MINUTE);
    await advance(60_000);
    fireEvent.mouseMove(window);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    await advance(59_000);
    expect(redirect).not.toHaveBeenCalled();
    await advance(1000);
    expect(redirect).toHaveBeenCalledWith('/auth/login');
    expect(localStorage.getItem(STORAGE_KEYS.logoutSuccess)).toBe('You have been signed out due to inactivity.');
    expect(localStorage.getItem(STORAGE_KEYS.lastVisitedPath)).toBe('/user/profile');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(server.callsTo('POST /users/logout')).toEqual([
      expect.objectContaining({ body: { refreshToken: 'refresh' } }),
    ]);
    // Timers stopped: nothing more happens.
    await advance(20 * MINUTE);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('Extend Session closes the warning and starts the 8 minutes again', async () => {
    signIn();
    await mount();
    await advance(8 * MINUTE + 30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Extend Session' }));
    await advance(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(8 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('Sign Out Now signs out as a manual logout', async () => {
    signIn();
    await mount();
    await advance(8 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out Now' }));
    await advance(0);
    expect(redirect).toHaveBeenCalledWith('/auth/login');
    expect(localStorage.getItem(STORAGE_KEYS.logoutSuccess)).toBe('You have been successfully signed out.');
  });

  it('shows the avatar, else the first letter, else ?', async () => {
    signIn({ firstName: '', email: 'anon@example.com' });
    await mount();
    await advance(8 * MINUTE);
    expect(screen.getByRole('dialog').querySelector('[data-initial="?"]')).not.toBeNull();
  });

  it('shows the picture when the user has one', async () => {
    signIn({ firstName: 'Mei', picture: '/media/mei.jpg' });
    const { container } = render(<SessionWatcher />);
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    await advance(8 * MINUTE);
    expect(container.ownerDocument.querySelector('img[src="/media/mei.jpg"]')).not.toBeNull();
  });

  it('does nothing for a signed-out visitor', async () => {
    await mount();
    await advance(30 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('the warning is safe by default', () => {
  /** A real key press (keydown, the button's click, keyup); Testing Library settles it on a 0 ms timer. */
  const press = async (key: string) => {
    const typing = userEvent.setup({ delay: null }).keyboard(key);
    await advance(0);
    await typing;
  };

  it('takes first focus on Extend Session, so Enter on the fresh warning extends the session', async () => {
    signIn();
    await mount();
    await advance(8 * MINUTE);
    expect(screen.getByRole('button', { name: 'Extend Session' })).toHaveFocus();
    await press('{Enter}');
    await advance(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access');
    // The idle period starts again: no warning for another 8 minutes.
    await advance(8 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
  });

  it('extends on Escape, and gives focus back to where the user was', async () => {
    signIn();
    render(
      <>
        <textarea aria-label="Unsaved notes" />
        <SessionWatcher />
      </>,
    );
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    screen.getByRole('textbox', { name: 'Unsaved notes' }).focus();
    await advance(8 * MINUTE);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await press('{Escape}');
    await advance(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Unsaved notes' })).toHaveFocus();
    await advance(8 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
