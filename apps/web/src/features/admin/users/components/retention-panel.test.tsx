import { RETENTION_MESSAGES, type RetentionState } from '@cq/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys';
import { mockApi } from '#web/test/mock-api';
import { renderRoute } from '#web/test/render';
import { RetentionPanel } from './retention-panel';

const OFF: RetentionState = {
  rule: { enabled: false, months: 12, rejected: true, abandoned: true, enabledAt: null, enabledBy: null },
  dryRun: { cutoff: '2025-11-26T10:00:00.000Z', count: 4 },
  lastRun: null,
};
const ON: RetentionState = {
  rule: {
    enabled: true,
    months: 6,
    rejected: true,
    abandoned: true,
    enabledAt: '2026-11-26T10:00:00.000Z',
    enabledBy: { id: 's1', email: 'staff@example.com' },
  },
  dryRun: { cutoff: '2026-05-26T10:00:00.000Z', count: 7 },
  lastRun: null,
};

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const envelope = (data: unknown, message?: string) => ({ body: { success: true, message, data } });

describe('Retention', { timeout: 30_000 }, () => {
  it('switches on only after the count for the criteria on screen was shown, and sends that count', async () => {
    const server = mockApi({
      'GET /admin/privacy/retention': () => envelope(OFF),
      'POST /admin/privacy/retention/dry-run': (call) =>
        envelope({ cutoff: '2026-05-26T10:00:00.000Z', count: (call.body as { months: number }).months === 6 ? 7 : 4 }),
      'PUT /admin/privacy/retention': () => envelope(ON, RETENTION_MESSAGES.switchedOn),
    });
    renderRoute(<RetentionPanel canChange />, { at: '/admin/users', path: '/admin/users' });
    expect(await screen.findByText('Off: nothing is erased on its own.')).toBeInTheDocument();
    const switchOn = screen.getByRole('button', { name: 'Switch on' });
    expect(switchOn).toBeDisabled();

    const months = screen.getByLabelText('After (months)');
    await userEvent.clear(months);
    await userEvent.type(months, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Check how many' }));
    expect(await screen.findByText(/It would erase 7 registrations now/)).toBeInTheDocument();
    expect(server.callsTo('POST /admin/privacy/retention/dry-run')[0]?.body).toEqual({
      months: 6,
      rejected: true,
      abandoned: true,
    });
    expect(switchOn).toBeEnabled();

    // Changing the criteria after the check asks for a new check.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rejected registrations' }));
    expect(switchOn).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rejected registrations' }));
    expect(switchOn).toBeEnabled();

    await userEvent.click(switchOn);
    expect(await screen.findByText(/On since .*It would erase 7 now\./)).toBeInTheDocument();
    expect(server.callsTo('PUT /admin/privacy/retention')[0]?.body).toEqual({
      enabled: true,
      criteria: { months: 6, rejected: true, abandoned: true },
      expectedCount: 7,
    });
    expect(await screen.findByText(RETENTION_MESSAGES.switchedOn)).toBeInTheDocument();
  });

  it('says why the criteria cannot be used, and shows the rule read-only to staff who may only read', async () => {
    mockApi({ 'GET /admin/privacy/retention': () => envelope(OFF) });
    const view = renderRoute(<RetentionPanel canChange />, { at: '/admin/users', path: '/admin/users' });
    await screen.findByText('Off: nothing is erased on its own.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rejected registrations' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Abandoned (never submitted)' }));
    expect(screen.getByText('Choose what to erase')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check how many' })).toBeDisabled();
    view.unmount();

    renderRoute(<RetentionPanel canChange={false} />, { at: '/admin/users', path: '/admin/users' });
    await screen.findByText('Off: nothing is erased on its own.');
    expect(screen.queryByRole('button', { name: 'Switch on' })).toBeNull();
    expect(screen.getByLabelText('After (months)')).toBeDisabled();
  });
});
