import { defineMessages } from '../../i18n/message-descriptor';

/** Account settings (/user/settings): her details, language, password, agreements and data. */
export const settingsMessages = defineMessages({
  seoTitle: { id: 'settings.seo.title', defaultMessage: 'Account Settings' },
  eyebrow: { id: 'settings.page.eyebrow', defaultMessage: 'Your account' },
  heading: { id: 'settings.page.heading', defaultMessage: 'Account Settings' },
  intro: {
    id: 'settings.page.intro',
    defaultMessage: 'Keep your contact details up to date so the organisers can reach you.',
  },
  moreSoon: {
    id: 'settings.page.moreSoon',
    defaultMessage:
      'More settings are on their way: choosing which updates you receive by email will arrive in a later release.',
  },

  profileHeading: { id: 'settings.profile.heading', defaultMessage: 'Profile information' },
  firstName: { id: 'settings.profile.firstName', defaultMessage: 'First name' },
  lastName: { id: 'settings.profile.lastName', defaultMessage: 'Last name' },
  email: { id: 'settings.profile.email', defaultMessage: 'Email' },
  emailHint: {
    id: 'settings.profile.emailHint',
    defaultMessage: 'Your email address cannot be changed. Please {link} if you need to update it.',
  },
  contactSupport: { id: 'settings.profile.contactSupport', defaultMessage: 'contact support' },
  phoneNumber: { id: 'settings.profile.phoneNumber', defaultMessage: 'Phone number' },
  saveChanges: { id: 'settings.profile.save', defaultMessage: 'Save Changes' },

  languageHeading: { id: 'settings.language.heading', defaultMessage: 'Language' },
  languageIntro: {
    id: 'settings.language.intro',
    defaultMessage: 'The language you read the site in, and the one our e-mails to you are written in.',
  },
  languageLabel: { id: 'settings.language.label', defaultMessage: 'Language' },
  languageSave: { id: 'settings.language.save', defaultMessage: 'Save language' },
  languageFailed: {
    id: 'settings.language.failed',
    defaultMessage: 'Your language could not be saved. Please try again.',
  },

  passwordHeading: { id: 'settings.password.heading', defaultMessage: 'Change password' },
  passwordIntro: {
    id: 'settings.password.intro',
    defaultMessage: 'Your other devices will be signed out; this one stays signed in.',
  },
  passwordForm: { id: 'settings.password.form', defaultMessage: 'Change password' },
  currentPassword: { id: 'settings.password.current', defaultMessage: 'Current password' },
  newPassword: { id: 'settings.password.new', defaultMessage: 'New password' },
  newPasswordHint: {
    id: 'settings.password.newHint',
    defaultMessage: 'At least {min} characters; not a common password, a sequence or your email name.',
  },
  confirmPassword: { id: 'settings.password.confirm', defaultMessage: 'Confirm new password' },
  changePassword: { id: 'settings.password.submit', defaultMessage: 'Change Password' },

  agreementsHeading: { id: 'settings.agreements.heading', defaultMessage: 'Your agreements' },
  agreementsIntro: {
    id: 'settings.agreements.intro',
    defaultMessage: 'What you agreed to, in the words you saw, and when.',
  },
  agreementsFailed: {
    id: 'settings.agreements.failed',
    defaultMessage: 'Your agreements could not be loaded. Please try again.',
  },
  agreementsEmpty: { id: 'settings.agreements.empty', defaultMessage: 'You have not agreed to anything yet.' },
  loading: { id: 'settings.agreements.loading', defaultMessage: 'Loading…' },

  dataHeading: { id: 'settings.data.heading', defaultMessage: 'Your data' },
  dataIntro: {
    id: 'settings.data.intro',
    defaultMessage: 'Take a copy of what we keep about you, or ask us to erase it.',
  },
  requestFailed: {
    id: 'settings.data.requestFailed',
    defaultMessage: 'Your request could not be sent. Please try again.',
  },
  downloadHeading: { id: 'settings.download.heading', defaultMessage: 'Download your data' },
  downloadText: {
    id: 'settings.download.text',
    defaultMessage:
      'One ZIP file with your account, your registration and each version of it, your notifications, your payments, what you agreed to, and the files you uploaded. We e-mail you a link when it is ready; the link works for {hours} hours.',
  },
  copyLoadFailed: {
    id: 'settings.download.loadFailed',
    defaultMessage: 'Your copy could not be loaded. Please try again.',
  },
  copyReady: {
    id: 'settings.download.ready',
    defaultMessage: 'Your copy is ready. The link works until {date}.',
  },
  copyReadySized: {
    id: 'settings.download.readySized',
    defaultMessage: 'Your copy is ready ({size}). The link works until {date}.',
  },
  sizeMegabytes: { id: 'settings.download.sizeMegabytes', defaultMessage: '{size} MB' },
  sizeKilobytes: { id: 'settings.download.sizeKilobytes', defaultMessage: '{size} KB' },
  downloadZip: { id: 'settings.download.button', defaultMessage: 'Download ZIP' },
  copyExpired: {
    id: 'settings.download.expired',
    defaultMessage: "Your last copy's link has expired. Ask for a new one below.",
  },
  copyFailed: {
    id: 'settings.download.failed',
    defaultMessage: 'Your last copy could not be prepared. Please ask again.',
  },
  preparing: { id: 'settings.download.preparing', defaultMessage: 'Preparing your copy…' },
  askNew: { id: 'settings.download.askNew', defaultMessage: 'Ask for a new copy' },
  askFirst: { id: 'settings.download.askFirst', defaultMessage: 'Ask for a copy of my data' },

  deleteHeading: { id: 'settings.delete.heading', defaultMessage: 'Delete your account' },
  deleteText: {
    id: 'settings.delete.text',
    defaultMessage:
      'Our team erases your account, your registration, your files and everything that names you. What the law requires us to keep of a payment (its amount, date and reference) stays, without your name.',
  },
  deletePending: {
    id: 'settings.delete.pending',
    defaultMessage: 'You asked for your account to be deleted on {date}. Our team will carry it out.',
  },
  deleteButton: { id: 'settings.delete.button', defaultMessage: 'Delete my account' },
  deleteTitle: { id: 'settings.delete.title', defaultMessage: 'Delete your account?' },
  deleteMessage: {
    id: 'settings.delete.message',
    defaultMessage:
      'Your account, registration, files and messages will be erased for good once our team carries out your request. This cannot be undone.',
  },
  deleteConfirm: { id: 'settings.delete.confirm', defaultMessage: 'Yes, delete my account' },

  secondFactorHeading: { id: 'settings.secondFactor.heading', defaultMessage: 'Two-step sign-in' },
  secondFactorOff: {
    id: 'settings.secondFactor.off',
    defaultMessage:
      'Protect your account with a code from an authenticator app on your phone, asked for after your password.',
  },
  secondFactorRequired: {
    id: 'settings.secondFactor.required',
    defaultMessage: 'Your role requires two-step sign-in: set it up here to reach the back office.',
  },
  secondFactorOn: {
    id: 'settings.secondFactor.on',
    defaultMessage:
      'On: sign-in asks for a code from your app. {count, plural, =0 {No recovery codes left.} one {# recovery code left.} other {# recovery codes left.}}',
  },
  secondFactorStart: { id: 'settings.secondFactor.start', defaultMessage: 'Set up two-step sign-in' },
  secondFactorScan: {
    id: 'settings.secondFactor.scan',
    defaultMessage: 'Scan this picture with your authenticator app, then enter the 6-digit code it shows.',
  },
  secondFactorQrLabel: { id: 'settings.secondFactor.qrLabel', defaultMessage: 'Picture of your sign-in key' },
  secondFactorManual: {
    id: 'settings.secondFactor.manual',
    defaultMessage: 'Cannot scan it? Enter this key in the app instead:',
  },
  secondFactorCode: { id: 'settings.secondFactor.code', defaultMessage: 'Code from the app' },
  secondFactorConfirm: { id: 'settings.secondFactor.confirm', defaultMessage: 'Turn on' },
  secondFactorCodesHeading: { id: 'settings.secondFactor.codesHeading', defaultMessage: 'Your recovery codes' },
  secondFactorCodesIntro: {
    id: 'settings.secondFactor.codesIntro',
    defaultMessage:
      'If you lose your phone, each code signs you in once. Write them down or print them now: they will not be shown again.',
  },
  secondFactorCodesDone: { id: 'settings.secondFactor.codesDone', defaultMessage: 'I have kept my codes' },
  secondFactorTurnOff: { id: 'settings.secondFactor.turnOff', defaultMessage: 'Turn off two-step sign-in' },
  secondFactorTurnOffIntro: {
    id: 'settings.secondFactor.turnOffIntro',
    defaultMessage: 'Enter your password and a code from your app (or a recovery code) to turn it off.',
  },
  secondFactorPassword: { id: 'settings.secondFactor.password', defaultMessage: 'Your password' },
  secondFactorCurrentCode: {
    id: 'settings.secondFactor.currentCode',
    defaultMessage: 'Code from the app or a recovery code',
  },
  secondFactorConfirmOff: { id: 'settings.secondFactor.confirmOff', defaultMessage: 'Turn off' },
  secondFactorRenew: { id: 'settings.secondFactor.renew', defaultMessage: 'New recovery codes' },
  secondFactorRenewIntro: {
    id: 'settings.secondFactor.renewIntro',
    defaultMessage: 'Enter a code from your app to get ten new recovery codes. Your old codes will stop working.',
  },
  secondFactorConfirmRenew: { id: 'settings.secondFactor.confirmRenew', defaultMessage: 'Make new codes' },
  secondFactorCancel: { id: 'settings.secondFactor.cancel', defaultMessage: 'Cancel' },
  secondFactorFailed: { id: 'settings.secondFactor.failed', defaultMessage: 'That did not work. Please try again.' },

  passkeysHeading: { id: 'settings.passkeys.heading', defaultMessage: 'Passkeys' },
  passkeysIntro: {
    id: 'settings.passkeys.intro',
    defaultMessage:
      'Sign in with your fingerprint, face or screen lock instead of your password. For staff, a passkey also counts as two-step sign-in.',
  },
  passkeysEmpty: { id: 'settings.passkeys.empty', defaultMessage: 'You have no passkeys yet.' },
  passkeyName: { id: 'settings.passkeys.name', defaultMessage: 'Name of this passkey' },
  passkeyNameHint: { id: 'settings.passkeys.nameHint', defaultMessage: 'For example, the device it is on.' },
  passkeyAdd: { id: 'settings.passkeys.add', defaultMessage: 'Add a passkey' },
  passkeyRemove: { id: 'settings.passkeys.remove', defaultMessage: 'Remove {name}' },
  passkeyAdded: { id: 'settings.passkeys.addedOn', defaultMessage: 'Added {date}' },
  passkeyLastUsed: { id: 'settings.passkeys.lastUsed', defaultMessage: 'Last used {date}' },
  passkeyCancelled: {
    id: 'settings.passkeys.cancelled',
    defaultMessage: 'No passkey was made. Try again when your device asks.',
  },
  passkeyUnsupported: { id: 'settings.passkeys.unsupported', defaultMessage: 'This browser cannot make passkeys.' },
  passkeyFailed: {
    id: 'settings.passkeys.failed',
    defaultMessage: 'Your passkeys could not be loaded. Please try again.',
  },
});
