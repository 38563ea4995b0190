import { defineMessages } from '../../i18n/message-descriptor';

/** The account screens: sign-in, sign-up, password, e-mail verification, invitations, unsubscribe. */
export const authMessages = defineMessages({
  // The frame of every account screen.
  aimEmpowerment: { id: 'auth.shell.aimEmpowerment', defaultMessage: "Women's empowerment" },
  aimCulture: { id: 'auth.shell.aimCulture', defaultMessage: 'Cultural unity' },
  aimHumanitarian: { id: 'auth.shell.aimHumanitarian', defaultMessage: 'Humanitarian impact' },
  shellMotto: { id: 'auth.shell.motto', defaultMessage: 'Six continents. Six queens. One global finale.' },
  backToLogin: { id: 'auth.common.backToLogin', defaultMessage: 'Back to Login' },
  email: { id: 'auth.common.email', defaultMessage: 'Email' },
  emailPlaceholder: { id: 'auth.common.emailPlaceholder', defaultMessage: 'you@example.com' },
  password: { id: 'auth.common.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'auth.common.confirmPassword', defaultMessage: 'Confirm password' },
  showPassword: { id: 'auth.common.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'auth.common.hidePassword', defaultMessage: 'Hide password' },
  closeMessage: { id: 'auth.common.closeMessage', defaultMessage: 'Close message' },

  // Sign in.
  loginSeoTitle: { id: 'auth.login.seoTitle', defaultMessage: 'Sign in' },
  loginSeoDescription: {
    id: 'auth.login.seoDescription',
    defaultMessage: 'Sign in to your Continental Queens account.',
  },
  loginTitle: { id: 'auth.login.title', defaultMessage: 'Welcome back' },
  loginSubtitle: { id: 'auth.login.subtitle', defaultMessage: 'Sign in to continue your journey to the crown.' },
  loginForm: { id: 'auth.login.form', defaultMessage: 'Sign in' },
  forgotLink: { id: 'auth.login.forgotLink', defaultMessage: 'Forgot your password?' },
  loginSubmit: { id: 'auth.login.submit', defaultMessage: 'Sign In' },
  loginNewHere: { id: 'auth.login.newHere', defaultMessage: 'New to Continental Queens? {link}' },
  loginSignupLink: { id: 'auth.login.signupLink', defaultMessage: 'Sign up' },
  secondFactorTitle: { id: 'auth.secondFactor.title', defaultMessage: 'Two-step sign-in' },
  secondFactorIntro: {
    id: 'auth.secondFactor.intro',
    defaultMessage:
      'Enter the 6-digit code your authenticator app shows for this account, or one of your recovery codes.',
  },
  secondFactorCode: { id: 'auth.secondFactor.code', defaultMessage: 'Code' },
  secondFactorSubmit: { id: 'auth.secondFactor.submit', defaultMessage: 'Verify and sign in' },
  secondFactorStartAgain: { id: 'auth.secondFactor.startAgain', defaultMessage: 'Start again with your password' },
  secondFactorPasskey: { id: 'auth.secondFactor.passkey', defaultMessage: 'Use your passkey' },
  secondFactorOr: { id: 'auth.secondFactor.or', defaultMessage: 'or enter a code' },

  // Sign in with a passkey.
  passkeySignIn: { id: 'auth.passkey.signIn', defaultMessage: 'Sign in with a passkey' },
  passkeyCancelled: {
    id: 'auth.passkey.cancelled',
    defaultMessage: 'The passkey was not used. Try again, or sign in with your password.',
  },
  passkeyUnsupported: {
    id: 'auth.passkey.unsupported',
    defaultMessage: 'This browser cannot use passkeys. Sign in with your password.',
  },

  // Sign up.
  signupSeoTitle: { id: 'auth.signup.seoTitle', defaultMessage: 'Sign up' },
  signupSeoDescription: {
    id: 'auth.signup.seoDescription',
    defaultMessage: 'Create your Continental Queens account and begin your registration.',
  },
  signupTitle: { id: 'auth.signup.title', defaultMessage: 'Create your account' },
  signupSubtitle: {
    id: 'auth.signup.subtitle',
    defaultMessage: 'Your first step towards representing your continent.',
  },
  signupForm: { id: 'auth.signup.form', defaultMessage: 'Sign up' },
  firstName: { id: 'auth.signup.firstName', defaultMessage: 'First name' },
  lastName: { id: 'auth.signup.lastName', defaultMessage: 'Last name' },
  phoneNumber: { id: 'auth.signup.phoneNumber', defaultMessage: 'Phone number' },
  passwordHint: { id: 'auth.signup.passwordHint', defaultMessage: 'At least 8 characters. Avoid common passwords.' },
  signupSubmit: { id: 'auth.signup.submit', defaultMessage: 'Create Account' },
  signupConsent: { id: 'auth.signup.consent', defaultMessage: 'By signing up you accept our {terms} and {privacy}.' },
  termsLink: { id: 'auth.signup.termsLink', defaultMessage: 'Terms of use' },
  privacyLink: { id: 'auth.signup.privacyLink', defaultMessage: 'Privacy policy' },
  signupHaveAccount: { id: 'auth.signup.haveAccount', defaultMessage: 'Already have an account? {link}' },
  signupSigninLink: { id: 'auth.signup.signinLink', defaultMessage: 'Sign in' },
  signupSentTitle: { id: 'auth.signup.sent.title', defaultMessage: 'Check your email' },
  signupSentBody: {
    id: 'auth.signup.sent.body',
    defaultMessage:
      'We have sent a verification link to {email}. Open it to confirm your address, then sign in to begin your registration.',
  },
  signupSentBack: { id: 'auth.signup.sent.back', defaultMessage: 'Back to login' },
  // A fan's sign-up, from People's Choice.
  fanSeoTitle: { id: 'auth.fanSignup.seoTitle', defaultMessage: 'Join the vote' },
  fanSeoDescription: {
    id: 'auth.fanSignup.seoDescription',
    defaultMessage: 'Create a free fan account to vote for the delegates of Continental Queens.',
  },
  fanTitle: { id: 'auth.fanSignup.title', defaultMessage: 'Join the vote' },
  fanSubtitle: {
    id: 'auth.fanSignup.subtitle',
    defaultMessage: 'A free fan account to vote for your favourite delegates and follow the shows.',
  },
  fanForm: { id: 'auth.fanSignup.form', defaultMessage: 'Create a fan account' },
  fanConsent: { id: 'auth.fanSignup.consent', defaultMessage: 'I accept the {terms} and the {privacy}.' },
  fanSubmit: { id: 'auth.fanSignup.submit', defaultMessage: 'Create my fan account' },
  fanSentBody: {
    id: 'auth.fanSignup.sent.body',
    defaultMessage:
      'We have sent a verification link to {email}. Open it to confirm your address, then sign in to vote.',
  },
  fanCompeteInstead: {
    id: 'auth.fanSignup.competeInstead',
    defaultMessage: 'Want to compete for the crown? {link}',
  },
  fanCompeteLink: { id: 'auth.fanSignup.competeLink', defaultMessage: 'Sign up as a contestant' },
  signupSentNote: {
    id: 'auth.signup.sent.note',
    defaultMessage: 'No message after a few minutes? Check your spam folder; the link stays valid for 24 hours.',
  },

  // Forgot password.
  forgotSeoTitle: { id: 'auth.forgot.seoTitle', defaultMessage: 'Forgot password' },
  forgotTitle: { id: 'auth.forgot.title', defaultMessage: 'Forgot your password?' },
  forgotSubtitle: {
    id: 'auth.forgot.subtitle',
    defaultMessage: 'Enter the email address of your account and we will send you a link to choose a new password.',
  },
  forgotForm: { id: 'auth.forgot.form', defaultMessage: 'Request a password reset link' },
  forgotSubmit: { id: 'auth.forgot.submit', defaultMessage: 'Send Reset Link' },
  forgotSentTitle: { id: 'auth.forgot.sent.title', defaultMessage: 'Check Your Email' },
  forgotSentBody: {
    id: 'auth.forgot.sent.body',
    defaultMessage:
      'If an account exists for this address, a password reset link is on its way. The link expires in 1 hour.',
  },

  // Reset password.
  resetSeoTitle: { id: 'auth.reset.seoTitle', defaultMessage: 'Reset password' },
  resetTitle: { id: 'auth.reset.title', defaultMessage: 'Choose a new password' },
  resetSubtitle: {
    id: 'auth.reset.subtitle',
    defaultMessage: 'Use at least 8 characters, and avoid common passwords.',
  },
  resetForm: { id: 'auth.reset.form', defaultMessage: 'Reset password' },
  newPassword: { id: 'auth.reset.newPassword', defaultMessage: 'New password' },
  resetSubmit: { id: 'auth.reset.submit', defaultMessage: 'Reset Password' },
  resetDoneTitle: { id: 'auth.reset.done.title', defaultMessage: 'Password Reset Successful' },
  resetDoneBody: {
    id: 'auth.reset.done.body',
    defaultMessage:
      'Your password has been changed and you have been signed out on every device. Sign in with your new password.',
  },

  // E-mail verification.
  verifyingTitle: { id: 'auth.verify.pending.title', defaultMessage: 'Verifying your email' },
  verifyingBody: { id: 'auth.verify.pending.body', defaultMessage: 'One moment while we confirm your address...' },
  verifyFailedTitle: { id: 'auth.verify.failed.title', defaultMessage: 'Verification Failed' },
  verifyFailedNote: {
    id: 'auth.verify.failed.note',
    defaultMessage: 'Once signed in, you can ask for a new link from your dashboard.',
  },
  verifiedTitle: { id: 'auth.verify.done.title', defaultMessage: 'Email Verified!' },
  verifiedBody: { id: 'auth.verify.done.body', defaultMessage: 'Your email address has been verified.' },
  continueToLogin: { id: 'auth.verify.done.continue', defaultMessage: 'Continue to Login' },

  // Invitation to the back office.
  inviteInvalidTitle: { id: 'auth.invite.invalid.title', defaultMessage: 'Invitation not valid' },
  backToHome: { id: 'auth.invite.invalid.backHome', defaultMessage: 'Back to Home' },
  inviteSeoTitle: { id: 'auth.invite.seoTitle', defaultMessage: 'Accept your invitation' },
  inviteWelcome: { id: 'auth.invite.welcome', defaultMessage: 'Welcome, {name}' },
  inviteSubtitle: {
    id: 'auth.invite.subtitle',
    defaultMessage:
      'You are invited to the back office as {role, select, developer {Developer} superAdmin {Super admin} admin {Admin} hr {HR} editor {Editor} user {User} other {{roleName}}}. Choose your password for {email}.',
  },
  inviteSubtitleJob: {
    id: 'auth.invite.subtitleJob',
    defaultMessage: 'You are invited to the team as {job}. Choose your password for {email}.',
  },
  inviteRounds: { id: 'auth.invite.rounds', defaultMessage: 'You will judge: {rounds}.' },
  inviteForm: { id: 'auth.invite.form', defaultMessage: 'Accept the invitation' },
  inviteSubmit: { id: 'auth.invite.submit', defaultMessage: 'Set my password and sign in' },
  inviteSaveFailed: {
    id: 'auth.invite.saveFailed',
    defaultMessage: 'Your password could not be saved. Please try again.',
  },

  // Unsubscribe from group messages.
  unsubscribeBrokenTitle: { id: 'auth.unsubscribe.broken.title', defaultMessage: 'This link does not work' },
  goHome: { id: 'auth.unsubscribe.goHome', defaultMessage: 'Go to the home page' },
  unsubscribedTitle: { id: 'auth.unsubscribe.done.title', defaultMessage: 'You are unsubscribed' },
  unsubscribeTitle: { id: 'auth.unsubscribe.title', defaultMessage: 'Unsubscribe' },
  unsubscribeBody: {
    id: 'auth.unsubscribe.body',
    defaultMessage:
      'Stop receiving the messages the organisers send to groups of contestants? Messages about your own registration, payments and account still reach you.',
  },
  unsubscribeButton: { id: 'auth.unsubscribe.button', defaultMessage: 'Unsubscribe' },
});
