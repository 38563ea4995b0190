import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import SignupPage from '../features/auth/pages/signup-page';
import { ContactForm } from '../features/site/forms/contact-form';
import { SponsorshipForm } from '../features/site/forms/sponsorship-form';
import { mockApi } from '../test/mock-api';

function page(element: ReactElement, at: string) {
  const router = createMemoryRouter([{ path: at, element }], { initialEntries: [at] });
  return (
    <AppProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

let root: Root | null = null;
let container: HTMLElement | null = null;

/** Puts the page's prerendered HTML in the document, as the browser shows it before its script runs. */
function arrive(element: ReactElement, at: string): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(page(element, at));
  document.body.append(container);
  return container;
}

/** The page's script runs: React takes over the HTML already on screen. */
async function hydrate(element: ReactElement, at: string) {
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, page(element, at));
  });
}

/** What typing does to a field before any script listens: its value changes, its default does not. */
function type(label: RegExp, value: string) {
  (screen.getByLabelText(label) as HTMLInputElement).value = value;
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
  vi.unstubAllGlobals();
});

describe('a form on a prerendered page', () => {
  it.each([
    ['sign-up', <SignupPage key="s" />, '/auth/signup', /^Create Account$/],
    ['contact', <ContactForm key="c" />, '/contact', /^Send message$/],
    ['sponsorship', <SponsorshipForm key="p" />, '/sponsorship', /^Send/],
  ])(
    'the %s form cannot be sent before the page is live, so nothing typed goes into the address',
    async (_, element, at, submit) => {
      arrive(element, at);
      expect(screen.getByRole('button', { name: submit })).toBeDisabled();
      await hydrate(element, at);
      await waitFor(() => expect(screen.getByRole('button', { name: submit })).toBeEnabled());
    },
  );

  it('keeps what the visitor typed before the page came alive, and sends it', async () => {
    const server = mockApi({
      'POST /users/register': () => ({ status: 201, body: { success: true, message: 'ok', data: null } }),
    });
    arrive(<SignupPage />, '/auth/signup');
    type(/^First name/, 'Zara');
    type(/^Last name/, 'Mensah');
    type(/^Email/, 'zara@example.com');
    type(/^Phone number/, '+233 20 000 0000');
    type(/^Password/, 'Golden-Savanna-44');
    await hydrate(<SignupPage />, '/auth/signup');

    expect(screen.getByLabelText(/^Email/)).toHaveValue('zara@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Golden-Savanna-44');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(server.callsTo('POST /users/register')[0]?.body).toEqual({
      firstName: 'Zara',
      lastName: 'Mensah',
      email: 'zara@example.com',
      phoneNumber: '+233 20 000 0000',
      password: 'Golden-Savanna-44',
    });
  });

  it('keeps a choice made in a list and leaves untouched fields at their defaults', async () => {
    arrive(<ContactForm />, '/contact');
    const select = screen.getByLabelText(/^Type of inquiry/) as HTMLSelectElement;
    const other = Array.from(select.options).find((o) => !o.selected);
    expect(other).toBeDefined();
    select.value = (other as HTMLOptionElement).value;
    type(/^Message/, 'Where is the Asia final held?');
    await hydrate(<ContactForm />, '/contact');

    expect(screen.getByLabelText(/^Type of inquiry/)).toHaveValue((other as HTMLOptionElement).value);
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Where is the Asia final held?');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('button', { name: /Send message/ })).toBeEnabled());
  });
});
