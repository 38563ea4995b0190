import type { RegistrationWindow } from '../../src';

/**
 * Registration open now, with no start or end date: a $1 fee, three edits after submitting. What the API answers
 * with the default settings, and what the registration screens are shown when they ask.
 */
export const REGISTRATION_OPEN: RegistrationWindow = {
  isOpen: true,
  reason: null,
  fee: 1,
  currency: 'USD',
  registrationStart: null,
  registrationEnd: null,
  maxEdits: 3,
};
