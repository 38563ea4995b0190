import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { type FakeResponse, mockApi } from '../../../test/mock-api';
import { AppProviders, renderRoute } from '../../../test/render';
import { TEST_USER } from '../../../test/users';
import AccountSettingsPage from '../pages/account-settings-page';
import { languageNavigation } from './language-setting';

const USER = TEST_USER;
const me: FakeResponse = { body: { success: true, data: { user: USER } } };
const rest = {
  'GET /users/me': () => me,
  'GET /users/me/consents': () => ({ body: { success: true, data: { consents: [] } } }),
  'GET /users/me/data-export': () => ({ body: { success: true, data: { dataExport: null } } }),
  'GET /users/me/deletion-request': () => ({ body: { success: true, data: { deletionRequest: null } } }),
  'GET /users/me/second-factor': () => ({
    body: { success: true, data: { enabled: true, required: false, recoveryCodesLeft: 9 } },
  }),
  'GET /users/me/passkeys': () => ({ body: { success: true, data: [] } }),
};

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
});
afterEach(() => {
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the setting writes.
  document.cookie = 'cq_lang=; path=/; max-age=0';
});

describe('Account settings: language', { timeout: 30_000 }, () => {
  it('lists the five languages in their own names, saves the choice on her account and opens the page in it', async () => {
    const assign = vi.spyOn(languageNavigation, 'assign').mockImplementation(() => undefined);
    const server = mockApi({
      ...rest,
      'PUT /users/me/language': () => ({ body: { success: true, data: { user: { ...USER, language: 'fr' } } } }),
    });
    renderRoute(<AccountSettingsPage />, { at: '/user/settings', path: '/user/settings' });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Français', 'Español', 'Português', 'العربية']);
    const save = screen.getByRole('button', { name: 'Save language' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(select, 'fr');
    await userEvent.click(save);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/fr/user/settings'));
    expect(server.callsTo('PUT /users/me/language')[0]?.body).toEqual({ language: 'fr' });
    expect(document.cookie).toContain('cq_lang=fr');
  });

  it('says so when the language cannot be saved, and stays on the page', async () => {
    const assign = vi.spyOn(languageNavigation, 'assign').mockImplementation(() => undefined);
    mockApi({
      ...rest,
      'PUT /users/me/language': () => ({
        status: 400,
        body: { success: false, code: 'validation', message: 'Choose one of the languages offered.' },
      }),
    });
    renderRoute(<AccountSettingsPage />, { at: '/user/settings', path: '/user/settings' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ar');
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Choose one of the languages offered.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('reads in French: the headings, the fields and the language setting', async () => {
    mockApi(rest);
    const fr = await loadMessages('fr');
    const router = createMemoryRouter([{ path: '/user/settings', element: <AccountSettingsPage /> }], {
      initialEntries: ['/user/settings'],
    });
    render(
      <LocaleProvider locale="fr" messages={fr}>
        <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </AppProviders>
      </LocaleProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue(USER.firstName);
    expect(screen.getByRole('heading', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer la langue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Changer de mot de passe' })).toBeInTheDocument();
  });
});
