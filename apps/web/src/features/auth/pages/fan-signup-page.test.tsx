import { ACCOUNT_MESSAGES } from '@cq/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import FanSignupPage from './fan-signup-page';

const renderSignup = () => renderRoute(<FanSignupPage />, { at: '/auth/fan-signup', path: '/auth/fan-signup' });

async function fill(consent: boolean) {
  const user = userEvent.setup();
  const values = {
    'First name': 'Amaka',
    'Last name': 'Obi',
    Email: 'amaka@example.com',
    Password: 'Golden-Savanna-44',
  };
  for (const [label, value] of Object.entries(values)) {
    await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
    await user.paste(value);
  }
  if (consent) await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of use/ }));
  await user.click(screen.getByRole('button', { name: 'Create my fan account' }));
}

afterEach(() => vi.unstubAllGlobals());

describe("a fan's sign-up", () => {
  it('asks for no phone number and sends her name, address, password and consent to the fan sign-up', async () => {
    const server = mockApi({
      'POST /users/register-fan': () => ({ status: 201, body: { success: true, message: 'ok', data: null } }),
    });
    renderSignup();
    expect(screen.queryByLabelText(/Phone number/)).not.toBeInTheDocument();
    await fill(true);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/sign in to vote/)).toHaveTextContent('amaka@example.com');
    expect(server.calls[0]?.body).toEqual({
      firstName: 'Amaka',
      lastName: 'Obi',
      email: 'amaka@example.com',
      password: 'Golden-Savanna-44',
      consent: true,
    });
  });

  it('says the terms must be accepted, and sends nothing, while the box is not ticked', async () => {
    const server = mockApi({});
    renderSignup();
    await fill(false);
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.consentRequired);
    expect(server.calls).toHaveLength(0);
  });
});
