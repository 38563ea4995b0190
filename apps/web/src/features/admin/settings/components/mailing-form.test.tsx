import { DEFAULT_MAILING_SETTINGS } from '@cq/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInStaffAs, superAdmin } from '#web/test/admin-samples';
import { mockApi } from '#web/test/mock-api';
import { renderRoute } from '#web/test/render';
import { MailingForm } from './mailing-form';

beforeEach(() => {
  signInStaffAs(superAdmin());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function open() {
  const server = mockApi({
    'GET /admin/settings/mailing': () => ({ body: { success: true, data: { mailing: DEFAULT_MAILING_SETTINGS } } }),
    'PUT /admin/settings/mailing': ({ body }) => ({
      body: { success: true, message: 'Mailing settings saved.', data: { mailing: body } },
    }),
  });
  window.history.pushState({}, '', '/admin/settings');
  renderRoute(<MailingForm canEdit />, { at: '/admin/settings', path: '/admin/settings' });
  return server;
}

describe('the mailing settings', () => {
  it('shows the reminders off by default and the days, and checks them with the shared rules', async () => {
    const server = open();
    const toggle = await screen.findByLabelText(/Remind contestants who have not paid the fee/);
    expect(toggle).not.toBeChecked();
    expect(screen.getByLabelText("Organisers' time zone")).toHaveValue('UTC');
    expect(screen.getByLabelText('First reminder (days before closing)')).toHaveValue(7);
    expect(screen.getByLabelText('Last reminder (days before closing)')).toHaveValue(2);

    fireEvent.click(toggle);
    fireEvent.change(screen.getByLabelText('Last reminder (days before closing)'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText("Organisers' time zone"), { target: { value: 'Nowhere/Town' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The second reminder must come closer to the closing date than the first'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a time zone such as Africa/Lagos or Europe/Paris.')).toBeInTheDocument();
    expect(server.callsTo('PUT /admin/settings/mailing')).toHaveLength(0);
  });

  it('turns the reminders on with their days and the organisers’ zone', async () => {
    const server = open();
    fireEvent.click(await screen.findByLabelText(/Remind contestants who have not paid the fee/));
    fireEvent.change(screen.getByLabelText('First reminder (days before closing)'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Last reminder (days before closing)'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText("Organisers' time zone"), { target: { value: 'Africa/Lagos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mailing settings saved.')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('PUT /admin/settings/mailing')).toHaveLength(1));
    expect(server.callsTo('PUT /admin/settings/mailing')[0]?.body).toEqual({
      timeZone: 'Africa/Lagos',
      feeReminders: { enabled: true, firstDays: 10, secondDays: 3 },
    });
  });
});
