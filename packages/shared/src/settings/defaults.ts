import { BRAND } from '../brand';
import type { OrganisationSettings, RegistrationSettings } from './settings';

// The settings' starting values, kept apart from their schemas so that a page which only needs the
// values (the public site's first paint) does not load the validation library.

export const DEFAULT_REGISTRATION_SETTINGS: RegistrationSettings = {
  isOpen: true,
  registrationStart: null,
  registrationEnd: null,
  fee: 1,
  currency: 'USD',
  maxEdits: 3,
};

/** The organisers' public contact details (the brand's own, until the organisers change them). */
export const DEFAULT_ORGANISATION_SETTINGS: OrganisationSettings = {
  contactEmail: BRAND.contactEmail,
  hostingEmail: BRAND.hostingEmail,
  phone: BRAND.phone,
};
