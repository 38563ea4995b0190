/**
 * Account rules (password length, field checks) and their messages, free of any
 * schema code so the browser's entry chunk can use them.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The simple e-mail rule: something@something.something, no spaces, one @. The domain is read as its first
 * character, then everything up to its first dot after that, then the rest, so no two parts of the pattern
 * compete for the same characters: a matcher crosses the text once (the more obvious `[^\s@]+\.[^\s@]+`
 * tries every dot of a long domain against every ending, which takes time growing with the square of it).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
/** The longest address accepted (RFC 5321's limit on a path). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * What an account is for: a contestant (the registration's path) or a fan (votes and packs only, no registration
 * until she applies to compete).
 */
export const ACCOUNT_KINDS = ['contestant', 'fan'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ACCOUNT_MESSAGES = {
  checkFields: 'Please check all fields are filled correctly.',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  enterEmail: 'Please enter your email address',
  validEmail: 'Please enter a valid email address',
  enterPassword: 'Please enter your password',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  consentRequired: 'Please accept the terms of use and the privacy policy',
  alreadyCompeting: 'Your account is already on the contestant’s path.',
  competeOpened: 'Your application is open: your registration starts from your dashboard.',
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  passwordRepeated: 'Password cannot be one character repeated. Please choose one that is harder to guess.',
  passwordSequence:
    'Password cannot be a simple sequence such as 12345678, abcdefgh or qwertyui. Please choose one that is harder to guess.',
  passwordContainsEmail: 'Password cannot contain the part of your email address before the @.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordUnchanged: 'Your new password must be different from your current one.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  passwordChangeFailed: 'Failed to change password',
  emailCannotChange: 'Email cannot be changed. Please contact support.',
  sendResetFailed: 'Failed to send reset link',
  resetLinkSent: 'Password reset link sent to your email',
  resetFailed: 'Failed to reset password',
  resetSuccessful: 'Password reset successful',
  verifyFailed: 'Failed to verify email. The link may be invalid or expired.',
  profileUpdated: 'Profile updated successfully',
  profileSaveFailed: 'Failed to save changes',
  profileLoadFailed: 'Failed to fetch profile data.',
  notAuthenticated: 'User not authenticated.',
} as const;

/** Server answers of the account routes. */
export const ACCOUNT_SERVER_MESSAGES = {
  registered: 'Registration successful. Please check your email to verify your account.',
  loggedIn: 'Login successful',
  invalidCredentials: 'Invalid email or password',
  accountInactive: 'This account has been deactivated. Please contact support.',
  emailVerified: 'Your email address has been verified. You can now sign in.',
  invalidVerificationLink: 'This verification link is invalid or has expired.',
  resetRequested: 'If an account exists for that email address, a password reset link has been sent to it.',
  invalidResetLink: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tokenRenewed: 'Session renewed',
  loggedOut: 'Signed out',
  verificationSent: 'A new verification link has been sent to your email address.',
  alreadyVerified: 'Your email address is already verified.',
  profileUpdated: 'Profile updated successfully',
} as const;
