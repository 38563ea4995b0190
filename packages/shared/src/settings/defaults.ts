import { BRAND } from '../brand';
import type { OrganisationSettings, RegistrationSettings } from './settings';

// The settings' starting values, kept apart from their schemas so that a page which only needs the
// values (the public site's first paint) does not load the validation library.

/** Registration settings as staff commonly save them (the demo seed's, and the tests'): a fee of 1 USD. */
export const DEFAULT_REGISTRATION_SETTINGS: RegistrationSettings = {
  isOpen: true,
  registrationStart: null,
  registrationEnd: null,
  fee: 1,
  currency: 'USD',
  maxEdits: 3,
};

/**
 * What a fresh install reads until staff save the registration settings: no fee. Registration cannot open
 * without one (the window reads closed, and the back office says the fee must be set first).
 */
export const UNSET_REGISTRATION_SETTINGS: RegistrationSettings = { ...DEFAULT_REGISTRATION_SETTINGS, fee: null };

/** The organisers' public contact details (the brand's own, until the organisers change them). */
export const DEFAULT_ORGANISATION_SETTINGS: OrganisationSettings = {
  contactEmail: BRAND.contactEmail,
  hostingEmail: BRAND.hostingEmail,
  phone: BRAND.phone,
};
