import { emptyRegistrationForm } from '@cq/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { keepUnsavedCopy, takeUnsavedCopy } from './unsaved-copy';

const form = { ...emptyRegistrationForm(), address: 'Kept' };
const keep = (baseRevision: number, saveInFlight = false, contestantId = 'c1') =>
  keepUnsavedCopy({ contestantId, mode: 'create', baseRevision, saveInFlight, form });

afterEach(() => localStorage.clear());

describe('the unsaved copy', () => {
  it('comes back on the revision it was made on, once', () => {
    keep(3);
    expect(takeUnsavedCopy('c1', 'create', 3)?.address).toBe('Kept');
    expect(takeUnsavedCopy('c1', 'create', 3)).toBeNull();
  });

  it('with a save on its way, also on the revision that save made', () => {
    keep(3, true);
    expect(takeUnsavedCopy('c1', 'create', 4)?.address).toBe('Kept');
    keep(3, false);
    expect(takeUnsavedCopy('c1', 'create', 4)).toBeNull();
  });

  it('never comes back into another record or the other form, and is dropped when read', () => {
    keep(3, false, 'someone-else');
    expect(takeUnsavedCopy('c1', 'create', 3)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.registrationUnsaved)).toBeNull();
    keep(3);
    expect(takeUnsavedCopy('c1', 'edit', 3)).toBeNull();
  });
});
