import { DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import type { Database } from '../../src/db/client';
import { setSetting } from '../../src/modules/settings/service';

/**
 * The suite's install is one whose staff have saved the registration settings (a fee of 1 USD, open): a fresh
 * install has no fee and stays closed, which registration-window.test.ts checks on a database of its own.
 */
export function feeSet(db: Database): Promise<void> {
  return setSetting(db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
}
