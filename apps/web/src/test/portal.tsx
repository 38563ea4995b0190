import {
  type Contestant,
  type MediaList,
  type Notification,
  type RegistrationFormInput,
  type RegistrationStatus,
  registrationFormSchema,
  registrationStatusLabel,
  type User,
} from '@cq/shared';
import { notifyManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { PortalLayout } from '../app/layouts/portal-layout';
import { LocaleProvider } from '../i18n/locale-context';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { type FakeHandler, type FakeResponse, mockApi } from './mock-api';
import { renderRoute } from './render';
import { TEST_USER } from './users';

/** Fixtures and a renderer for the portal's screens (layout, dashboard, profile). */

// Query updates reach the screen in the same turn, not on a (faked) timer the test would have to tick.
notifyManager.setScheduler(queueMicrotask);
export const CONTESTANT_ID = '0b6a8f2e-6a0e-4f5e-9a51-2b0c3f3c8a11';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    ...TEST_USER,
    _id: '9d7c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    lastName: 'Mensah',
    phoneNumber: '+233 24 123 4567',
    lastLogin: '2026-03-14T10:00:00.000Z',
    registration: { paymentStatus: 'paid' },
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function buildContestant(
  status: RegistrationStatus,
  form: RegistrationFormInput = {},
  overrides: Partial<Contestant> = {},
): Contestant {
  const profile = registrationFormSchema.parse(form);
  return {
    ...profile,
    _id: CONTESTANT_ID,
    registrationStatus: status,
    registrationStatusLabel: registrationStatusLabel(status),
    draftFormData: null,
    draftRevision: 0,
    lastDraftSaved: null,
    submittedAt: null,
    reviewMessage: null,
    editing: false,
    editsRemaining: 3,
    preliminaryRegistration: {
      submittedAt: null,
      dateOfBirth: profile.dob || null,
      height: profile.height || null,
      biography: null,
      headshot: null,
      fullBody: null,
      video: null,
      birthCertificate: null,
      payment: { status: 'paid', currency: 'USD', amount: 1, paidAt: null },
    },
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

let counter = 0;
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title: `Update ${counter}`,
    message: 'The organisers have news for you.',
    createdAt: '2026-03-15T09:00:00.000Z',
    status: 'unread',
    type: 'info',
    metadata: { priority: 'normal', category: 'news' },
    actions: [],
    ...overrides,
  };
}

export const EMPTY_MEDIA: MediaList = { headshot: null, fullBody: null, video: null, birthCertificate: null };

export const ok = (data: unknown): FakeResponse => ({ body: { success: true, data } });
export const tooMany = (retryAfter = 1): FakeResponse => ({
  status: 429,
  headers: { 'retry-after': String(retryAfter) },
  body: { success: false, message: 'Too many requests. Please try again later.', code: 'rate_limited' },
});

export interface PortalServer {
  user?: User;
  contestant?: Contestant | null;
  notifications?: Notification[];
  routes?: Record<string, FakeHandler>;
}

/** A fake API for the portal: the account, the contestant record and the notifications list and count. */
export function portalApi({
  user = buildUser(),
  contestant = null,
  notifications = [],
  routes = {},
}: PortalServer = {}) {
  return mockApi({
    'GET /users/me': () => ok({ user }),
    'GET /contestants/me': () => ok(contestant),
    'GET /notifications': () =>
      ok({
        notifications,
        total: notifications.length,
        unreadCount: notifications.filter((n) => n.status === 'unread').length,
      }),
    'GET /notifications/unread-count': () => ok({ count: notifications.filter((n) => n.status === 'unread').length }),
    'GET /users/me/consents': () => ok({ consents: [] }),
    'GET /payments/mine': () => ok({ payments: [] }),
    // A delegate's dashboard reads where her public profile stands.
    'GET /delegate-profile': () =>
      ok({ state: 'no_consent', consent: null, slug: null, publishedAt: null, preview: null, availableSocial: [] }),
    ...routes,
  });
}

/** Stores a signed-in session (token and user), as a login does. */
export function signIn(user: User = buildUser()): void {
  localStorage.setItem(STORAGE_KEYS.token, 'access-token');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** A stored session whose account the server then fails to read (the portal cannot load her profile). */
export function signInWithUnreadableAccount(): void {
  localStorage.setItem(STORAGE_KEYS.token, 'access-token');
  portalApi({
    routes: {
      'GET /users/me': () => ({ status: 500, body: { success: false, code: 'internal', message: 'Server error' } }),
    },
  });
}

/** Every test of the file runs on a fake clock that starts at 15 March 2026, 10:00 UTC. */
export function withFakePortalClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(new Date('2026-03-15T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** Moves the fake clock and lets React and the fake fetch settle. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    // A fake response's body is read over a few turns of the (faked) event loop.
    for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0);
  });
}

export type PortalLanguage = Pick<ComponentProps<typeof LocaleProvider>, 'locale' | 'messages'>;

/**
 * Renders a portal page inside the portal layout (which runs the polling scheduler); given a language, each page
 * reads that language's catalogue.
 */
export function renderPortal(at: string, pages: Record<string, ReactElement>, language?: PortalLanguage) {
  const inLanguage = (element: ReactElement) =>
    language ? (
      <LocaleProvider locale={language.locale} messages={language.messages}>
        {element}
      </LocaleProvider>
    ) : (
      element
    );
  return renderRoute(<span />, {
    at,
    path: '/unused',
    routes: [
      {
        path: '/user',
        element: <PortalLayout />,
        children: Object.entries(pages).map(([path, element]) => ({ path, element: inLanguage(element) })),
      },
    ],
  });
}

/**
 * Signs her in (the sample delegate unless `server.user` says who) and opens a portal page on the fake portal API,
 * in English or in the language given.
 */
export function openPortalPage(
  at: string,
  pages: Record<string, ReactElement>,
  server: PortalServer = {},
  language?: PortalLanguage,
) {
  const user = server.user ?? buildUser();
  signIn(user);
  const api = portalApi({ ...server, user });
  renderPortal(at, pages, language);
  return api;
}

/**
 * A test file's way to open its portal page: `open(server, language)` signs her in and opens the page, the page's
 * own answers (`pageRoutes`, read from what the test gave) added to the portal API's and overridden by the test's.
 */
export function portalPageOpener<Extra extends object = object>(
  at: string,
  pages: Record<string, ReactElement>,
  pageRoutes: (given: PortalServer & Extra) => Record<string, FakeHandler>,
) {
  return (given: PortalServer & Extra = {} as PortalServer & Extra, language?: PortalLanguage) =>
    openPortalPage(at, pages, { ...given, routes: { ...pageRoutes(given), ...given.routes } }, language);
}
