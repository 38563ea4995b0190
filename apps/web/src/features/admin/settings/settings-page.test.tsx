import {
  DEFAULT_MAILING_SETTINGS,
  DEFAULT_ORGANISATION_SETTINGS,
  DEFAULT_REGISTRATION_SETTINGS,
  DEFAULT_SITE_CONTENT,
  SETTINGS_MESSAGES,
  UNSET_BILLING_SETTINGS,
  UNSET_REGISTRATION_SETTINGS,
} from '@cq/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { signInStaffAs } from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import SettingsPage from './settings-page';

const SETTINGS = {
  registration: DEFAULT_REGISTRATION_SETTINGS,
  organisation: DEFAULT_ORGANISATION_SETTINGS,
  billing: UNSET_BILLING_SETTINGS,
  siteContent: DEFAULT_SITE_CONTENT,
  previewPassword: { isSet: false, updatedAt: null, source: 'env' },
};
const settings = () => ({ body: { success: true, data: { settings: SETTINGS } } });
const mailing = () => ({ body: { success: true, data: { mailing: DEFAULT_MAILING_SETTINGS } } });

function signIn(actions: string[]) {
  signInStaffAs({
    _id: '2b1f7b4e-0000-4000-8000-000000000007',
    email: 'organiser@example.com',
    firstName: 'Ama',
    lastName: 'Mensah',
    role: 'hr',
    permissions: [{ resource: 'settings', actions }],
  });
}
const renderPage = () => renderRoute(<SettingsPage />, { at: '/admin/settings', path: '/admin/settings' });

/** An editor opens the settings to write the site's content; the server keeps what she sends and answers with it. */
function openSiteContentEditor() {
  signIn(['read', 'update']);
  const server = mockApi({
    'GET /admin/settings/mailing': mailing,
    'GET /admin/settings': settings,
    'PUT /admin/settings/site-content': ({ body }) => ({
      body: { success: true, message: 'Saved.', data: { settings: { ...SETTINGS, siteContent: body } } },
    }),
  });
  renderPage();
  return server;
}
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Settings page', () => {
  it('on a fresh install, says the fee must be set before registration can open, at the page and at the switch', async () => {
    signIn(['read', 'update']);
    mockApi({
      'GET /admin/settings/mailing': mailing,
      'GET /admin/settings': () => ({
        body: { success: true, data: { settings: { ...SETTINGS, registration: UNSET_REGISTRATION_SETTINGS } } },
      }),
    });
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_MESSAGES.feeNotSet);
    const fee = screen.getByLabelText('Registration fee');
    expect(fee).toHaveValue(null);
    expect(screen.getByRole('switch', { name: /Registration open/ })).toHaveAccessibleDescription(
      SETTINGS_MESSAGES.feeNotSet,
    );
  });

  it('says nothing of the fee once it is set', async () => {
    signIn(['read', 'update']);
    mockApi({ 'GET /admin/settings/mailing': mailing, 'GET /admin/settings': settings });
    renderPage();
    expect(await screen.findByLabelText('Registration fee')).toHaveValue(1);
    expect(screen.queryByText(SETTINGS_MESSAGES.feeNotSet)).not.toBeInTheDocument();
  });

  it('shows the server’s field messages beside their fields when it refuses a save', async () => {
    signIn(['read', 'update']);
    const server = mockApi({
      'GET /admin/settings/mailing': mailing,
      'GET /admin/settings': settings,
      'PUT /admin/settings/registration': () => ({
        status: 400,
        body: {
          success: false,
          code: 'validation_failed',
          message: 'Please check the highlighted fields.',
          errors: {
            currency: 'Use a three-letter ISO 4217 currency code, e.g. USD',
            registrationEnd: 'The window must end after it starts',
          },
        },
      }),
    });
    renderPage();
    const fee = await screen.findByLabelText('Registration fee');
    expect(fee).toHaveValue(1);
    const [save] = screen.getAllByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await userEvent.clear(fee);
    await userEvent.type(fee, '30');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.click(save as HTMLElement);

    expect(await screen.findByText('The window must end after it starts')).toBeInTheDocument();
    expect(screen.getByText('Use a three-letter ISO 4217 currency code, e.g. USD')).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Closes')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('PUT /admin/settings/registration')[0]?.body).toEqual({
      ...DEFAULT_REGISTRATION_SETTINGS,
      fee: 30,
    });
  });

  it('checks the fields with the shared rules before sending', async () => {
    signIn(['read', 'update']);
    const server = mockApi({ 'GET /admin/settings/mailing': mailing, 'GET /admin/settings': settings });
    renderPage();
    const edits = await screen.findByLabelText('Edits allowed after submitting');
    await userEvent.clear(edits);
    await userEvent.type(edits, '21');
    const phone = screen.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '555 0100');
    for (const save of screen.getAllByRole('button', { name: 'Save' })) fireEvent.click(save);
    expect(await screen.findByText('Allow between 0 and 20 edits')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Please enter a valid phone number with its international code (for example +44 20 7946 0958)',
      ),
    ).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('saves the organisers’ contacts and clears the unsaved mark', async () => {
    signIn(['read', 'update']);
    const saved = { ...SETTINGS, organisation: { ...DEFAULT_ORGANISATION_SETTINGS, contactEmail: 'team@queens.org' } };
    const server = mockApi({
      'GET /admin/settings/mailing': mailing,
      'GET /admin/settings': settings,
      'PUT /admin/settings/organisation': () => ({ body: { success: true, data: { settings: saved } } }),
    });
    renderPage();
    const email = await screen.findByLabelText('Contact e-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'team@queens.org');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(server.callsTo('PUT /admin/settings/organisation')[0]?.body).toEqual(saved.organisation);
  });

  it('is read only without settings update, and never shows a preview password', async () => {
    signIn(['read']);
    mockApi({ 'GET /admin/settings/mailing': mailing, 'GET /admin/settings': settings });
    renderPage();
    expect(await screen.findByLabelText('Registration fee')).toBeDisabled();
    expect(screen.getByLabelText('Contact e-mail')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New preview password')).not.toBeInTheDocument();
    expect(screen.getByTestId('preview-password-status')).toHaveTextContent('Not set');
  });
});

describe('Public site content', () => {
  it('checks links with the shared rule, then saves the slides, links and prices and shows the server’s nested messages', async () => {
    signIn(['read', 'update']);
    const server = mockApi({
      'GET /admin/settings/mailing': mailing,
      'GET /admin/settings': settings,
      'PUT /admin/settings/site-content': () => ({
        status: 400,
        body: {
          success: false,
          code: 'validation_failed',
          message: 'Please check the highlighted fields.',
          errors: { 'sponsorship.tiers.cause.name': 'Give the tier a name of at most 40 characters' },
        },
      }),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Public site content' });
    const title = screen.getByLabelText('Slide 1 · Our Cause: title');
    expect(title).toHaveValue(DEFAULT_SITE_CONTENT.hero.ourCause.title);
    await userEvent.clear(title);
    await userEvent.type(title, 'Crowned for service');
    const instagram = screen.getByLabelText('Instagram');
    await userEvent.clear(instagram);
    await userEvent.type(instagram, 'instagram dot com');
    await userEvent.type(screen.getAllByLabelText('Price from')[0] as HTMLElement, '50000');
    const save = form.querySelector('button[type="submit"]') as HTMLElement;
    fireEvent.click(save);

    expect(await screen.findByText('Enter a full web address starting with https://')).toBeInTheDocument();
    expect(instagram).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('PUT /admin/settings/site-content')).toHaveLength(0);

    await userEvent.clear(instagram);
    await userEvent.type(instagram, 'https://www.instagram.com/continentalqueens');
    fireEvent.click(save);
    expect(await screen.findByText('Give the tier a name of at most 40 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Tier 4: name')).toHaveAttribute('aria-invalid', 'true');
    const sent = server.callsTo('PUT /admin/settings/site-content')[0]?.body as typeof DEFAULT_SITE_CONTENT;
    expect(sent.hero.ourCause.title).toBe('Crowned for service');
    expect(sent.social.instagram).toBe('https://www.instagram.com/continentalqueens');
    expect(sent.sponsorship.tiers.title.price).toBe(50_000);
    expect(sent.sponsorship.tiers.regional.price).toBeNull();
  });
  it('writes a slide in French and Arabic beside its English; the other languages show as using the English', async () => {
    const server = openSiteContentEditor();
    const form = await screen.findByRole('form', { name: 'Public site content' });
    const [slide1] = within(form).getAllByText(/English shown in French, Spanish, Portuguese, Arabic/);
    expect(slide1).toBeInTheDocument();
    await userEvent.type(screen.getAllByLabelText('Title in French')[0] as HTMLElement, 'Couronnées pour servir');
    await userEvent.type(screen.getAllByLabelText('Text in French')[0] as HTMLElement, 'Notre cause.');
    await userEvent.type(screen.getAllByLabelText('Title in Arabic')[0] as HTMLElement, 'متوّجات للخدمة');
    await userEvent.type(screen.getAllByLabelText('Text in Arabic')[0] as HTMLElement, 'قضيتنا.');
    expect(within(form).getAllByText(/English shown in Spanish, Portuguese$/).length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('Title in Arabic')[0]).toHaveAttribute('dir', 'rtl');
    fireEvent.click(form.querySelector('button[type="submit"]') as HTMLElement);
    await vi.waitFor(() => expect(server.callsTo('PUT /admin/settings/site-content')).toHaveLength(1));
    const sent = server.callsTo('PUT /admin/settings/site-content')[0]?.body as typeof DEFAULT_SITE_CONTENT;
    expect(sent.hero.ourCause.translations).toEqual({
      fr: { title: 'Couronnées pour servir', text: 'Notre cause.' },
      ar: { title: 'متوّجات للخدمة', text: 'قضيتنا.' },
    });
    expect(sent.hero.join.translations ?? {}).toEqual({});
  });
  it('names a sponsorship tier in Portuguese beside its English; the tier shows which languages read the English', async () => {
    const server = openSiteContentEditor();
    const form = await screen.findByRole('form', { name: 'Public site content' });
    const [tierName] = within(form).getAllByLabelText('Name in Portuguese');
    await userEvent.type(tierName as HTMLElement, 'Patrocinador principal');
    await userEvent.type(
      within(form).getAllByLabelText('Tagline in Portuguese')[0] as HTMLElement,
      'O seu nome na coroa',
    );
    expect(within(form).getAllByText(/English shown in French, Spanish, Arabic$/).length).toBe(1);
    fireEvent.click(form.querySelector('button[type="submit"]') as HTMLElement);
    await vi.waitFor(() => expect(server.callsTo('PUT /admin/settings/site-content')).toHaveLength(1));
    const sent = server.callsTo('PUT /admin/settings/site-content')[0]?.body as typeof DEFAULT_SITE_CONTENT;
    expect(sent.sponsorship.tiers.title.translations).toEqual({
      pt: { name: 'Patrocinador principal', tagline: 'O seu nome na coroa' },
    });
    expect(sent.sponsorship.tiers.regional.translations ?? {}).toEqual({});
  });
});

describe('Settings page in other languages', () => {
  const renderIn = async (locale: 'fr' | 'ar') => {
    const messages = await loadMessages(locale);
    return renderRoute(
      <LocaleProvider locale={locale} messages={messages}>
        <SettingsPage />
      </LocaleProvider>,
      { at: '/admin/settings', path: '/admin/settings' },
    );
  };

  it('French: the page, its forms and the preview password’s state read in French', async () => {
    signIn(['read', 'update']);
    mockApi({ 'GET /admin/settings/mailing': mailing, 'GET /admin/settings': settings });
    await renderIn('fr');
    expect(await screen.findByLabelText('Frais d’inscription')).toHaveValue(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Paramètres');
    expect(screen.getByRole('switch', { name: /Inscriptions ouvertes/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Diapositive 1 · Notre cause : titre')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Enregistrer' }).length).toBeGreaterThan(0);
    expect(screen.getByTestId('preview-password-status')).toHaveTextContent('Non défini');
    expect(await screen.findByLabelText('Fuseau horaire des organisateurs')).toBeInTheDocument();
  });

  it('Arabic: the panels are named in Arabic', async () => {
    signIn(['read']);
    mockApi({ 'GET /admin/settings/mailing': mailing, 'GET /admin/settings': settings });
    await renderIn('ar');
    expect(await screen.findByLabelText('رسوم التسجيل')).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'محتوى الموقع العام' })).toBeInTheDocument();
    expect(
      screen.getByText('يمكن الاطلاع على هذه الإعدادات؛ أما تغييرها فيتطلب صلاحية تحديث الإعدادات.'),
    ).toBeInTheDocument();
  });
});
