import { DEFAULT_THEME_COLORS } from '@cq/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { signInStaffAs } from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import ThemePage from './theme-page';

const ACTIVE = {
  _id: '7d1c2f9a-0000-4000-8000-000000000001',
  name: 'Royal Plum',
  colors: DEFAULT_THEME_COLORS,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const themes = () => ({ body: { success: true, data: { active: ACTIVE, themes: [ACTIVE] } } });

function signIn(actions: string[]) {
  signInStaffAs({
    _id: '2b1f7b4e-0000-4000-8000-000000000009',
    email: 'designer@example.com',
    firstName: 'Noor',
    lastName: 'Haddad',
    role: 'editor',
    permissions: [{ resource: 'themes', actions }],
  });
}
const renderPage = () => renderRoute(<ThemePage />, { at: '/admin/theme', path: '/admin/theme' });
const hex = (label: string) => screen.getByRole('textbox', { name: label });

beforeEach(() => signIn(['read', 'update']));
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('style');
});

// The editor renders six colour panels and their contrast checks; on a busy machine a test can take several seconds.
describe('Theme editor', { timeout: 20_000 }, () => {
  it('shows no contrast warning for the default theme, and one for a low-contrast pair', async () => {
    mockApi({ 'GET /admin/themes': themes });
    renderPage();
    await screen.findByRole('textbox', { name: 'Primary main' });
    expect(screen.queryByText(/Low contrast/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/meets AA/)).toHaveLength(14);
    const labels = screen.getByRole('list', { name: 'Status label contrast checks' });
    for (const tone of ['Pending', 'Submitted', 'Approved', 'Rejected', 'Active']) {
      expect(within(labels).getByText(`${tone} label on its tint`)).toBeInTheDocument();
    }
    expect(within(labels).getAllByText(/meets AA/)).toHaveLength(6);

    // White text on crown gold (about 2.4:1) and on its dark shade (about 4.1:1): both under AA; gold labels too.
    fireEvent.change(hex('Secondary contrast text'), { target: { value: '#FFFFFF' } });
    const secondary = screen.getByRole('list', { name: 'Secondary contrast checks' });
    expect(within(secondary).getByText(/Low contrast: 2\.4\d:1, AA needs 4\.5:1/)).toBeInTheDocument();
    expect(within(secondary).getByText(/Low contrast: 4\.0\d:1/)).toBeInTheDocument();
    expect(within(labels).getByText(/Low contrast: 1\.\d+:1/)).toBeInTheDocument();
    expect(screen.getAllByText(/Low contrast/)).toHaveLength(3);
    expect(
      within(screen.getByRole('list', { name: 'Primary contrast checks' })).queryByText(/Low contrast/),
    ).toBeNull();
  });

  it('previews the edited colours inside the preview only, then saves them as the active theme', async () => {
    const saved = { ...ACTIVE, _id: '7d1c2f9a-0000-4000-8000-000000000002', name: 'Emerald' };
    const server = mockApi({
      'GET /admin/themes': themes,
      'PUT /admin/themes/active': (call) => {
        const body = call.body as typeof saved;
        return {
          body: {
            success: true,
            message: 'The new theme is live.',
            data: { theme: { ...saved, colors: body.colors } },
          },
        };
      },
    });
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Primary main' }), { target: { value: '#0B6E4F' } });
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
    const preview = screen.getByTestId('theme-preview');
    expect(preview.style.getPropertyValue('--color-primary-main')).toBe('#0B6E4F');
    expect(document.documentElement.style.getPropertyValue('--color-primary-main')).toBe('');

    // A half-typed code is flagged and keeps the last valid colour in the preview.
    fireEvent.change(hex('Accent main'), { target: { value: '#C22' } });
    expect(screen.getByText('Use a colour in the form #RRGGBB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as active theme' })).toBeDisabled();
    fireEvent.change(hex('Accent main'), { target: { value: '#C2255C' } });

    fireEvent.change(screen.getByLabelText('Theme name'), { target: { value: 'Emerald' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as active theme' }));
    await waitFor(() => expect(server.callsTo('PUT /admin/themes/active')).toHaveLength(1));
    expect(server.callsTo('PUT /admin/themes/active')[0]?.body).toEqual({
      name: 'Emerald',
      colors: { ...DEFAULT_THEME_COLORS, primary: { ...DEFAULT_THEME_COLORS.primary, main: '#0B6E4F' } },
    });
    // The open app takes the saved colours at once.
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--color-primary-main')).toBe('#0B6E4F'),
    );
  });

  it('is read only without the themes update permission', async () => {
    signIn(['read']);
    mockApi({ 'GET /admin/themes': themes });
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Primary main' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save as active theme' })).not.toBeInTheDocument();
  });
});

describe('Theme editor in other languages', { timeout: 20_000 }, () => {
  const renderIn = async (locale: 'fr' | 'ar') => {
    const messages = await loadMessages(locale);
    return renderRoute(
      <LocaleProvider locale={locale} messages={messages}>
        <ThemePage />
      </LocaleProvider>,
      { at: '/admin/theme', path: '/admin/theme' },
    );
  };

  it('French: the colours, their contrast checks with French numbers, and the saved themes', async () => {
    const older = { ...ACTIVE, _id: '7d1c2f9a-0000-4000-8000-000000000003', name: 'Emerald', isActive: false };
    mockApi({
      'GET /admin/themes': () => ({ body: { success: true, data: { active: ACTIVE, themes: [ACTIVE, older] } } }),
    });
    await renderIn('fr');
    const main = await screen.findByRole('textbox', { name: 'Primaire – teinte principale' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thème');
    fireEvent.change(main, { target: { value: '#C22' } });
    expect(screen.getByText('Utilisez une couleur au format #RRGGBB')).toBeInTheDocument();
    const labels = screen.getByRole('list', { name: 'Contrôles de contraste des étiquettes de statut' });
    expect(within(labels).getAllByText(/\d,\d\d:1 · conforme AA/)).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Activer Emerald' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer comme thème actif' })).toBeDisabled();
  });

  it('Arabic: the editor and the preview of the site read in Arabic', async () => {
    mockApi({ 'GET /admin/themes': themes });
    await renderIn('ar');
    expect(await screen.findByRole('textbox', { name: 'الأساسية: الدرجة الرئيسية' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'معاينة مباشرة' })).toBeInTheDocument();
    expect(within(screen.getByTestId('theme-preview')).getByText('حالة التسجيل')).toBeInTheDocument();
  });
});
