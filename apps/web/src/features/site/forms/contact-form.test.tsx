import { CONTACT_INQUIRY_TYPES } from '@cq/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

// Each test sends several forms; a loaded machine needs more than the default 5 s.
const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 5_000 };

import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { deferred, type FakeResponse, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { ContactForm } from './contact-form';

const OK: FakeResponse = { status: 201, body: { success: true, data: { received: true } } };
const open = () => renderRoute(<ContactForm />, { at: '/contact', path: '/contact' });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  const put = async (label: RegExp, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await put(/^First name/, 'Lerato');
  await put(/^Last name/, 'Mokoena');
  await put(/^Email/, 'lerato@example.com');
  await put(/^Message/, 'Hello from Johannesburg.');
}

describe('ContactForm', () => {
  it('defaults to Partnership Request and sends each inquiry type as its requestType', SLOW, async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /contact': () => OK });
    open();
    expect(screen.getByLabelText('Type of inquiry')).toHaveValue('Partnership Request');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '6');
    for (const type of CONTACT_INQUIRY_TYPES) {
      await fill(user);
      await user.selectOptions(screen.getByLabelText('Type of inquiry'), type);
      await user.click(screen.getByRole('button', { name: /Send message/ }));
      await screen.findByText('Your message has been sent!', {}, WAIT);
    }
    expect(api.callsTo('POST /contact').map((c) => (c.body as { requestType: string }).requestType)).toEqual([
      'partnership',
      'sponsorship',
      'media',
      'General Inquiry',
      'other',
    ]);
    expect(api.calls[0]?.body).toEqual({
      firstName: 'Lerato',
      lastName: 'Mokoena',
      email: 'lerato@example.com',
      requestType: 'partnership',
      message: 'Hello from Johannesburg.',
      website: '',
    });
  });

  it('shows Sending... while busy, then the success message with the form cleared', async () => {
    const user = userEvent.setup();
    const held = deferred<FakeResponse>();
    mockApi({ 'POST /contact': () => held.promise });
    open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Send message/ }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    held.resolve(OK);
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent!');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
    expect(screen.getByLabelText('Type of inquiry')).toHaveValue('Partnership Request');
  });

  it(
    'keeps the form and shows the server message, or the fallback, and clears old messages on a new submit',
    SLOW,
    async () => {
      const user = userEvent.setup();
      let answer: FakeResponse = {
        status: 429,
        body: { success: false, code: 'rate_limited', message: 'Too many requests. Please try again later.' },
      };
      mockApi({ 'POST /contact': () => answer });
      open();
      await fill(user);
      await user.click(screen.getByRole('button', { name: /Send message/ }));
      expect(await screen.findByText('Too many requests. Please try again later.', {}, WAIT)).toHaveAttribute(
        'role',
        'alert',
      );
      expect(screen.getByLabelText(/^First name/)).toHaveValue('Lerato');

      answer = { status: 502 };
      await user.click(screen.getByRole('button', { name: /Send message/ }));
      expect(
        await screen.findByText('There was an error sending your message. Please try again.', {}, WAIT),
      ).toBeInTheDocument();
      expect(screen.queryByText('Too many requests. Please try again later.')).toBeNull();

      answer = OK;
      await user.click(screen.getByRole('button', { name: /Send message/ }));
      expect(await screen.findByText('Your message has been sent!', {}, WAIT)).toBeInTheDocument();
      expect(screen.queryByText('There was an error sending your message. Please try again.')).toBeNull();
    },
  );

  it('requires the names, a valid e-mail and a message before sending', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    open();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: /Send message/ }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it(
    'speaks French: the labels, the translated options with their English values, the errors and the outcome',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const api = mockApi({ 'POST /contact': () => OK });
      const messages = await loadMessages('fr');
      renderRoute(
        <LocaleProvider locale="fr" messages={messages}>
          <ContactForm />
        </LocaleProvider>,
        { at: '/contact', path: '/contact' },
      );
      expect(screen.getByRole('option', { name: 'Demande presse' })).toHaveValue('Media Request');
      await user.click(screen.getByRole('button', { name: /Envoyer le message/ }));
      expect(await screen.findByText('Le prénom est obligatoire')).toBeInTheDocument();
      const put = async (label: RegExp, text: string) => {
        await user.click(screen.getByLabelText(label));
        await user.paste(text);
      };
      await put(/^Prénom/, 'Lerato');
      await put(/^Nom/, 'Mokoena');
      await put(/^E-mail/, 'lerato@example.com');
      await put(/^Message/, 'Bonjour de Johannesburg.');
      await user.selectOptions(screen.getByLabelText('Objet de la demande'), 'Media Request');
      await user.click(screen.getByRole('button', { name: /Envoyer le message/ }));
      expect(await screen.findByRole('status', {}, WAIT)).toHaveTextContent('Votre message a bien été envoyé');
      expect(api.callsTo('POST /contact').map((c) => (c.body as { requestType: string }).requestType)).toEqual([
        'media',
      ]);
    },
  );
});
