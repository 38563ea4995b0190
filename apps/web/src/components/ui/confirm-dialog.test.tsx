import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('has the default title, message and buttons', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Action' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to proceed?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('takes its own words, type and size (the portal’s Confirm Sign Out)', () => {
    render(
      <ConfirmDialog
        open
        title="Confirm Sign Out"
        message="Are you sure you want to sign out?"
        confirmText="Sign Out"
        type="danger"
        size="large"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm Sign Out' });
    expect(dialog.className).toContain('max-w-3xl');
    expect(dialog.querySelector('[data-type="danger"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Sign Out' }).className).toContain('bg-status-rejected');
  });

  it.each(['success', 'warning', 'info'] as const)('shows the %s type', (type) => {
    render(<ConfirmDialog open type={type} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('dialog').querySelector(`[data-type="${type}"]`)).not.toBeNull();
  });

  it('cancels on Escape and moves focus into the dialog', async () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog open onConfirm={() => {}} onCancel={onCancel} />);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons while the confirmed action runs', () => {
    render(<ConfirmDialog open busy onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('renders nothing when closed', () => {
    render(<ConfirmDialog open={false} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
