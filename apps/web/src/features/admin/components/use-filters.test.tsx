import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { useFilters } from './use-filters';

function TwoBoxes() {
  const { values, set } = useFilters(['action', 'actor'] as const);
  return (
    <>
      {/* Two search boxes whose pause ends in the same moment: both changes are asked for before a redraw. */}
      <button
        type="button"
        onClick={() => {
          set({ action: 'role' });
          set({ actor: 'ada' });
        }}
      >
        both
      </button>
      <output>{`${values.action}|${values.actor}`}</output>
    </>
  );
}

describe('a list’s filters in the address bar', () => {
  it('keeps both of two changes asked for before the list draws again, and starts again at page 1', async () => {
    const { router } = renderRoute(<TwoBoxes />, { at: '/admin/audit?page=3', path: '/admin/audit' });
    fireEvent.click(screen.getByRole('button', { name: 'both' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('role|ada'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      action: 'role',
      actor: 'ada',
    });
  });
});
