import { SPONSORSHIP_INTERESTS } from '@cq/shared';
import { EMPTY_SPONSORSHIP_MESSAGES } from '@cq/shared/test-support/inquiry-forms';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { SponsorshipForm } from './sponsorship-form';

const open = () => renderRoute(<SponsorshipForm />, { at: '/sponsorship', path: '/sponsorship' });

async function fill(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First name': 'Camila',
    Title: 'Head of Brand Partnerships',
    Organization: 'Aurora Cosméticos',
    Location: 'Brazil',
    Email: 'camila@aurora.example.com',
    'Contact number': '+55 11 4000 1234',
    'Reference link': 'aurora.example.com',
    Proposal: 'Present the cultural gala of the South American final.',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
  }
  await user.selectOptions(screen.getByLabelText(/^Area of interest/), 'Event Sponsorship / Funding Support');
}

describe('SponsorshipForm', () => {
  it('offers the seven interests word for word and a 5-row proposal', () => {
    mockApi({});
    open();
    const options = within(screen.getByLabelText(/^Area of interest/)).getAllByRole('option');
    expect(options.slice(1).map((o) => o.textContent)).toEqual([...SPONSORSHIP_INTERESTS]);
    expect(screen.getByLabelText(/^Proposal/)).toHaveAttribute('rows', '5');
  });

  it('requires all nine fields and checks e-mail, phone and link before sending', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    open();
    await user.click(screen.getByRole('button', { name: /Send inquiry/ }));
    for (const message of EMPTY_SPONSORSHIP_MESSAGES) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await fill(user, { Email: 'camila@aurora', 'Contact number': '011 4000 1234', 'Reference link': 'not a link' });
    await user.click(screen.getByRole('button', { name: /Send inquiry/ }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(/international code \(for example/)).toBeInTheDocument();
    expect(screen.getByText(/Please enter a valid URL/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the inquiry, shows the success message and clears the form', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /sponsorship': () => ({ status: 201, body: { success: true, data: { received: true } } }),
    });
    open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Send inquiry/ }));
    expect(
      await screen.findByText("Your sponsorship inquiry has been sent. We'll be in touch soon."),
    ).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      firstName: 'Camila',
      title: 'Head of Brand Partnerships',
      organization: 'Aurora Cosméticos',
      location: 'Brazil',
      email: 'camila@aurora.example.com',
      contactNumber: '+55 11 4000 1234',
      reference: 'https://aurora.example.com',
      interest: 'Event Sponsorship / Funding Support',
      proposal: 'Present the cultural gala of the South American final.',
      website: '',
    });
    expect(screen.getByLabelText(/^Organization/)).toHaveValue('');
  });

  it('keeps the form on failure and marks the fields the server names', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /sponsorship': () => ({
        status: 400,
        body: {
          success: false,
          code: 'validation_failed',
          message: 'Please check the highlighted fields.',
          errors: { location: 'Location is too long' },
        },
      }),
    });
    open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Send inquiry/ }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Location is too long')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Organization/)).toHaveValue('Aurora Cosméticos');
  });
});
