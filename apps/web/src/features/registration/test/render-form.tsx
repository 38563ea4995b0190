import { emptyRegistrationForm } from '@cq/shared';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { type ApiCall, type FakeHandler, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { RegistrationForm, type RegistrationFormProps } from '../components/registration-form';
import { draftAnswer, EMPTY_MEDIA } from './fixtures';

export const ID = 'c1';

export function signIn(): void {
  localStorage.setItem(STORAGE_KEYS.token, 'access');
}

/** Her registration's server: no files yet, each draft she saves kept under the next revision, and `extra` routes. */
export function serveDrafts(extra: Record<string, FakeHandler> = {}) {
  let revision = 0;
  return mockApi({
    [`GET /contestants/${ID}/media`]: () => ({ body: { success: true, data: EMPTY_MEDIA } }),
    [`POST /contestants/${ID}/draft`]: (call: ApiCall) => draftAnswer(++revision, call.body),
    ...extra,
  });
}

/**
 * For a file of form tests: before each, she is signed in and her drafts are served; after each, the real clock
 * and the real globals are back. Called after the file's own clock set-up, so that runs first.
 */
export function signedInWithDrafts(): void {
  beforeEach(() => {
    signIn();
    serveDrafts();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** The step form at /user/register inside the app's providers. */
export function renderForm(props: Partial<RegistrationFormProps> = {}) {
  // The app mounts its toaster at once away from the home page.
  window.history.pushState({}, '', '/user/register');
  const onDone = props.onDone ?? vi.fn();
  const view = renderRoute(
    <RegistrationForm
      mode="create"
      contestantId={ID}
      initialForm={emptyRegistrationForm()}
      initialRevision={0}
      {...props}
      onDone={onDone}
    />,
    { at: '/user/register', path: '/user/register' },
  );
  return { ...view, onDone };
}

export const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/**
 * Lets the lazily loaded toaster mount, so alerts shown as toasts can be read.
 * (React then holds commits up to 300 ms while it reveals the toaster: advance past that.)
 */
export const settleToaster = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });

/**
 * Fake clocks for the registration screens: timers and Date are faked, while
 * setImmediate stays real so that fetch can read its (fake) responses.
 */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/**
 * Lets chained requests (one answer starting the next) finish: real
 * setImmediate turns for fetch, and half a second of fake time for React,
 * which holds a commit up to 300 ms while it reveals suspended content.
 */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(50);
    });
  }
}
