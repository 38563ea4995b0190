/**
 * The query keys of the site's public settings. Both reads sit under `all`, so a saved change in the back
 * office refreshes them with one invalidation.
 */
export const settingsKeys = {
  all: ['settings'] as const,
  /** GET /settings: the payment provider and its public key. */
  public: ['settings'] as const,
  /** GET /settings/registration-status: whether registration is open, and the fee. */
  registrationStatus: ['settings', 'registration-status'] as const,
};
