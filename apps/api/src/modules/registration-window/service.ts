import { REGISTRATION_CLOSED_REASONS, type RegistrationWindow, toMinorUnits, WINDOW_CLOSED_MESSAGE } from '@cq/shared';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { getSetting } from '../settings/service';

/**
 * The registration window from the registration settings: open means staff have set the fee, the flag is on
 * and now is inside the start and end dates.
 */
export async function getRegistrationWindow(db: DbOrTx, now: Date = new Date()): Promise<RegistrationWindow> {
  const s = await getSetting(db, 'registration');
  let reason: string | null = null;
  if (s.fee === null) reason = REGISTRATION_CLOSED_REASONS.feeNotSet;
  else if (!s.isOpen) reason = REGISTRATION_CLOSED_REASONS.paused;
  else if (s.registrationStart && now < new Date(s.registrationStart)) reason = REGISTRATION_CLOSED_REASONS.notYetOpen;
  else if (s.registrationEnd && now > new Date(s.registrationEnd)) reason = REGISTRATION_CLOSED_REASONS.ended;
  return {
    isOpen: reason === null,
    reason,
    fee: s.fee,
    currency: s.currency,
    registrationStart: s.registrationStart,
    registrationEnd: s.registrationEnd,
    maxEdits: s.maxEdits,
  };
}

/** The fee staff set, in minor units with its currency; 409 (the fee is not set) while they have not. */
export function feeOf(
  settings: { fee: number | null; currency: string },
  message: string = REGISTRATION_CLOSED_REASONS.feeNotSet,
) {
  if (settings.fee === null) throw conflict(message);
  return { amountMinor: toMinorUnits(settings.fee), currency: settings.currency };
}

/** 409 with the reason when the window is closed. */
export async function assertWindowOpen(db: DbOrTx): Promise<RegistrationWindow> {
  const window = await getRegistrationWindow(db);
  if (!window.isOpen) throw conflict(`${WINDOW_CLOSED_MESSAGE} ${window.reason ?? ''}`.trim());
  return window;
}
