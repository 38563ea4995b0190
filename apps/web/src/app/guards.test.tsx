import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../i18n/load-catalogue';
import { LocaleProvider } from '../i18n/locale-context';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { deferred, type FakeResponse, mockApi } from '../test/mock-api';
import { renderRoute } from '../test/render';
import { RequireSignedIn, RequireStaff } from './guards';

const portal = [{ path: 'home', element: <h1>Dashboard</h1> }];
afterEach(() => vi.unstubAllGlobals());

function renderPortal(at: string) {
  return renderRoute(<span />, {
    at,
    path: '/unused',
    routes: [{ path: '/user', element: <RequireSignedIn />, children: portal }],
  });
}

describe('RequireSignedIn', () => {
  it('sends a signed-out visitor to /auth/login and remembers the path', async () => {
    renderPortal('/user/home?tab=2');
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login');
    expect(localStorage.getItem(STORAGE_KEYS.lastVisitedPath)).toBe('/user/home?tab=2');
  });

  it("shows 'Loading...' while the account loads, then the page", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    const gate = deferred<FakeResponse>();
    mockApi({ 'GET /users/me': () => gate.promise });
    renderPortal('/user/home');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    gate.resolve({ body: { success: true, data: { user: { _id: 'u1', firstName: 'Amara' } } } });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').firstName).toBe('Amara');
  });
});

describe('RequireSignedIn and her language', () => {
  it('opens her pages in her account’s language when the address names another', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    mockApi({
      'GET /users/me': () => ({
        body: { success: true, data: { user: { _id: 'u1', firstName: 'Amira', language: 'ar' } } },
      }),
    });
    renderPortal('/user/home?reference=CQ-1');
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/ar/user/home?reference=CQ-1'));
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('shows the page when the address is in her language', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    mockApi({
      'GET /users/me': () => ({
        body: { success: true, data: { user: { _id: 'u1', firstName: 'Amara', language: 'en' } } },
      }),
    });
    renderPortal('/user/home');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('RequireSignedIn and a language the address names', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own preference cookie, removed.
    document.cookie = 'cq_lang=; path=/; max-age=0';
  });
  const frenchAccount = () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    mockApi({
      'GET /users/me': () => ({
        body: { success: true, data: { user: { _id: 'u1', firstName: 'Amélie', language: 'fr' } } },
      }),
    });
  };

  it('keeps a French account on /es/user/register: the address’s language is her choice', async () => {
    frenchAccount();
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    const messages = await loadMessages('es');
    renderRoute(<span />, {
      at: '/user/home',
      path: '/unused',
      routes: [
        {
          path: '/user',
          element: (
            <LocaleProvider locale="es" messages={messages}>
              <RequireSignedIn />
            </LocaleProvider>
          ),
          children: portal,
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('keeps English on a bare address when she chose English with the language menu', async () => {
    frenchAccount();
    // biome-ignore lint/suspicious/noDocumentCookie: the language menu's cookie, as the menu writes it.
    document.cookie = 'cq_lang=en; path=/';
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    renderPortal('/user/home');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});

function renderAdmin(role: string, secondFactor = { enabled: true, required: true, recoveryCodesLeft: 10 }) {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  mockApi({
    'GET /users/me': () => ({ body: { success: true, data: { user: { _id: 'u1', firstName: 'Lena', role } } } }),
    'GET /users/me/second-factor': () => ({ body: { success: true, data: secondFactor } }),
  });
  return renderRoute(<span />, {
    at: '/admin',
    path: '/unused',
    routes: [
      {
        path: '/admin',
        element: <RequireSignedIn />,
        children: [{ element: <RequireStaff />, children: [{ index: true, element: <h1>Back office</h1> }] }],
      },
      { path: '/user/home', element: <h1>Dashboard</h1> },
      { path: '/user/settings', element: <h1>Account Settings</h1> },
    ],
  });
}

describe('RequireStaff', () => {
  it('lets an editor (and every role above) into the back office', async () => {
    renderAdmin('Editor');
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeInTheDocument();
  });

  it('leads a member of staff whose role requires a second factor she has not set up to her Account settings', async () => {
    renderAdmin('Editor', { enabled: false, required: true, recoveryCodesLeft: 0 });
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Back office' })).toBeNull();
  });

  it('lets her in without one when her role does not require it', async () => {
    renderAdmin('Editor', { enabled: false, required: false, recoveryCodesLeft: 0 });
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeInTheDocument();
  });

  it('sends a contestant to the dashboard instead', async () => {
    renderAdmin('user');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Back office' })).toBeNull();
  });
});
