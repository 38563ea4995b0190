import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION_UPDATED, type BuildVersionEnvironment, resetOnNewBuild } from '../lib/build-version';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { watchBuildVersion } from './build-version-notice';

const BUILD = { buildId: 'b2c3d4e', buildTime: '2026-03-02T09:00:00.000Z' };

function fakeEnvironment() {
  const deleted: string[] = [];
  const unregistered: string[] = [];
  const events: Event[] = [];
  const env: BuildVersionEnvironment = {
    storage: localStorage,
    session: sessionStorage,
    caches: {
      keys: async () => ['workbox-precache', 'images'],
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    },
    serviceWorker: {
      getRegistrations: async () =>
        ['/sw.js'].map(
          (scope) =>
            ({
              unregister: async () => {
                unregistered.push(scope);
                return true;
              },
            }) as unknown as ServiceWorkerRegistration,
        ),
    },
    events: {
      dispatchEvent: (event: Event) => {
        events.push(event);
        return true;
      },
    },
  };
  return { env, deleted, unregistered, events };
}

function storeSession() {
  localStorage.setItem(STORAGE_KEYS.token, 'access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  localStorage.setItem(STORAGE_KEYS.user, '{"firstName":"Amara"}');
  localStorage.setItem(STORAGE_KEYS.registrationFormBackup, '{"dob":"2002-06-01"}');
  localStorage.setItem('notificationsCache', '[]');
  localStorage.setItem('oldWizardStep', '3');
  sessionStorage.setItem('splashSeen', '1');
}

describe('build-version cache reset', () => {
  it('only stores the marker on a first visit', async () => {
    const { env, deleted, events } = fakeEnvironment();
    storeSession();
    expect(await resetOnNewBuild(BUILD, env)).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.buildId)).toBe(BUILD.buildId);
    expect(localStorage.getItem(STORAGE_KEYS.buildTime)).toBe(BUILD.buildTime);
    expect(deleted).toEqual([]);
    expect(events).toEqual([]);
    expect(sessionStorage.getItem('splashSeen')).toBe('1');
  });

  it('does nothing when the build is the same', async () => {
    const { env, deleted, unregistered, events } = fakeEnvironment();
    localStorage.setItem(STORAGE_KEYS.buildId, BUILD.buildId);
    localStorage.setItem(STORAGE_KEYS.buildTime, BUILD.buildTime);
    storeSession();
    expect(await resetOnNewBuild(BUILD, env)).toBe(false);
    expect([deleted, unregistered, events]).toEqual([[], [], []]);
    expect(localStorage.getItem('oldWizardStep')).toBe('3');
  });

  for (const [what, stored] of [
    ['build id', { buildId: 'a1b2c3d', buildTime: BUILD.buildTime }],
    ['build time', { buildId: BUILD.buildId, buildTime: '2026-02-20T09:00:00.000Z' }],
  ] as const) {
    it(`clears caches, stale keys, session storage and service workers when the ${what} differs`, async () => {
      const { env, deleted, unregistered, events } = fakeEnvironment();
      localStorage.setItem(STORAGE_KEYS.buildId, stored.buildId);
      localStorage.setItem(STORAGE_KEYS.buildTime, stored.buildTime);
      storeSession();

      expect(await resetOnNewBuild(BUILD, env)).toBe(true);
      expect(deleted).toEqual(['workbox-precache', 'images']);
      expect(unregistered).toEqual(['/sw.js']);
      expect(sessionStorage.length).toBe(0);
      // Keys this build does not know are gone; the session and the saved form stay.
      expect(localStorage.getItem('notificationsCache')).toBeNull();
      expect(localStorage.getItem('oldWizardStep')).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access');
      expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh');
      expect(localStorage.getItem(STORAGE_KEYS.registrationFormBackup)).toBe('{"dob":"2002-06-01"}');
      expect(localStorage.getItem(STORAGE_KEYS.buildId)).toBe(BUILD.buildId);
      expect(localStorage.getItem(STORAGE_KEYS.buildTime)).toBe(BUILD.buildTime);
      // Then, and only then, the event.
      expect(events).toHaveLength(1);
      expect(events[0]?.type).toBe(APP_VERSION_UPDATED);
      expect((events[0] as CustomEvent).detail).toEqual({ previous: stored, current: BUILD });
    });
  }

  it('still resets when the Cache API or service workers are missing or fail', async () => {
    const { env, events } = fakeEnvironment();
    env.caches = {
      keys: async () => {
        throw new Error('SecurityError');
      },
      delete: async () => false,
    };
    env.serviceWorker = undefined;
    localStorage.setItem(STORAGE_KEYS.buildId, 'old');
    localStorage.setItem(STORAGE_KEYS.buildTime, 'old');
    sessionStorage.setItem('x', '1');
    expect(await resetOnNewBuild(BUILD, env)).toBe(true);
    expect(sessionStorage.length).toBe(0);
    expect(events).toHaveLength(1);
  });
});

describe('the new-version toast', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows “New version loaded” when app-version-updated fires', async () => {
    localStorage.setItem(STORAGE_KEYS.buildId, 'an-older-build');
    localStorage.setItem(STORAGE_KEYS.buildTime, '2020-01-01T00:00:00.000Z');
    render(<Toaster />);
    const stop = watchBuildVersion();
    expect(await screen.findByText('New version loaded')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.buildId)).not.toBe('an-older-build');
    stop();
  });
});
