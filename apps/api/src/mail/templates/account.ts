import { PASSWORD_RESET_TTL_HOURS, VERIFY_EMAIL_TTL_HOURS } from '@cq/shared';
import { defineMailMessages, layoutMail, type MailWords, mailWords } from '../i18n';
import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';

type Message = Omit<OutgoingEmail, 'to'>;
interface Recipient {
  firstName: string;
  /** The account's language: the e-mail is written in it. */
  language?: string | null;
}

const hello = (words: MailWords, r: Recipient) => words.t(layoutMail.hello, { name: r.firstName });

export const accountMail = defineMailMessages({
  verifyTitle: { id: 'mail.verify.title', defaultMessage: 'Confirm your email address' },
  verifyPreheader: { id: 'mail.verify.preheader', defaultMessage: 'One click to confirm your {site} account.' },
  verifyWelcome: {
    id: 'mail.verify.welcome',
    defaultMessage: 'Welcome to {site}. We are delighted you want to be part of a pageant where beauty meets purpose.',
  },
  verifyWhy: {
    id: 'mail.verify.why',
    defaultMessage:
      'Please confirm that this is your email address so we can keep you informed about your registration.',
  },
  verifyAction: { id: 'mail.verify.action', defaultMessage: 'Verify my email' },
  verifyExpiry: { id: 'mail.verify.expiry', defaultMessage: 'This link works once and expires in {hours} hours.' },
  verifyFootnote: {
    id: 'mail.verify.footnote',
    defaultMessage: 'If you did not create an account with {site}, you can ignore this message.',
  },
  verifySubject: { id: 'mail.verify.subject', defaultMessage: 'Verify your email address for {site}' },
  resetTitle: { id: 'mail.reset.title', defaultMessage: 'Reset your password' },
  resetPreheader: { id: 'mail.reset.preheader', defaultMessage: 'A link to choose a new password.' },
  resetIntro: {
    id: 'mail.reset.intro',
    defaultMessage:
      'We received a request to reset the password of your account. Choose a new one with the button below.',
  },
  resetAction: { id: 'mail.reset.action', defaultMessage: 'Choose a new password' },
  resetExpiry: {
    id: 'mail.reset.expiry',
    defaultMessage:
      'This link works once and expires in {hours} hour. Resetting your password signs you out on every device.',
  },
  resetFootnote: {
    id: 'mail.reset.footnote',
    defaultMessage: 'If you did not ask for this, you can ignore this message: your password stays the same.',
  },
  resetSubject: { id: 'mail.reset.subject', defaultMessage: 'Reset your {site} password' },
  changedTitle: { id: 'mail.changed.title', defaultMessage: 'Your password was changed' },
  changedPreheader: { id: 'mail.changed.preheader', defaultMessage: 'Your password was just changed.' },
  changedIntro: {
    id: 'mail.changed.intro',
    defaultMessage:
      'The password of your account was just changed, and every device that was signed in has been signed out.',
  },
  changedIfYou: { id: 'mail.changed.ifYou', defaultMessage: 'If this was you, there is nothing more to do.' },
  signIn: { id: 'mail.account.signIn', defaultMessage: 'Sign in' },
  changedFootnote: {
    id: 'mail.changed.footnote',
    defaultMessage: 'If you did not change your password, reset it now at {reset} and contact us through {contact}.',
  },
  changedSubject: { id: 'mail.changed.subject', defaultMessage: 'Your {site} password was changed' },
  existsTitle: { id: 'mail.exists.title', defaultMessage: 'You already have an account' },
  existsPreheader: { id: 'mail.exists.preheader', defaultMessage: 'Someone tried to sign up with this email address.' },
  existsIntro: {
    id: 'mail.exists.intro',
    defaultMessage:
      'Someone, perhaps you, just tried to create a new account with this email address. You already have one, so no new account was made.',
  },
  existsSignIn: {
    id: 'mail.exists.signIn',
    defaultMessage: 'Sign in with your existing account, or reset your password if you have forgotten it.',
  },
  existsForgot: { id: 'mail.exists.forgot', defaultMessage: 'Forgot your password? Reset it here: {reset}' },
  existsFootnote: {
    id: 'mail.exists.footnote',
    defaultMessage: 'If this was not you, you can ignore this message. Your account has not been changed.',
  },
  existsSubject: { id: 'mail.exists.subject', defaultMessage: 'You already have a {site} account' },
});

export function verifyEmailMessage(brand: MailBrand, r: Recipient, url: string): Message {
  const words = mailWords(r.language);
  const site = brand.siteName;
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(accountMail.verifyTitle),
    preheader: words.t(accountMail.verifyPreheader, { site }),
    greeting: hello(words, r),
    intro: [words.t(accountMail.verifyWelcome, { site }), words.t(accountMail.verifyWhy)],
    action: { label: words.t(accountMail.verifyAction), url },
    body: [words.t(accountMail.verifyExpiry, { hours: VERIFY_EMAIL_TTL_HOURS })],
    footnote: words.t(accountMail.verifyFootnote, { site }),
  });
  return { kind: 'verify-email', subject: words.t(accountMail.verifySubject, { site }), html, text };
}

export function resetPasswordMessage(brand: MailBrand, r: Recipient, url: string): Message {
  const words = mailWords(r.language);
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(accountMail.resetTitle),
    preheader: words.t(accountMail.resetPreheader),
    greeting: hello(words, r),
    intro: words.t(accountMail.resetIntro),
    action: { label: words.t(accountMail.resetAction), url },
    body: [words.t(accountMail.resetExpiry, { hours: PASSWORD_RESET_TTL_HOURS })],
    footnote: words.t(accountMail.resetFootnote),
  });
  return { kind: 'password-reset', subject: words.t(accountMail.resetSubject, { site: brand.siteName }), html, text };
}

export function passwordChangedMessage(brand: MailBrand, r: Recipient): Message {
  const words = mailWords(r.language);
  const link = (path: string) => siteLink(brand.publicUrl, words.path(path));
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(accountMail.changedTitle),
    preheader: words.t(accountMail.changedPreheader),
    greeting: hello(words, r),
    intro: [words.t(accountMail.changedIntro), words.t(accountMail.changedIfYou)],
    action: { label: words.t(accountMail.signIn), url: link('/auth/login') },
    footnote: words.t(accountMail.changedFootnote, { reset: link('/auth/forgot-password'), contact: link('/contact') }),
  });
  return {
    kind: 'password-changed',
    subject: words.t(accountMail.changedSubject, { site: brand.siteName }),
    html,
    text,
  };
}

/** Decision 13: a sign-up with a known address tells the owner instead of revealing it to the visitor. */
export function accountExistsMessage(brand: MailBrand, r: Recipient): Message {
  const words = mailWords(r.language);
  const link = (path: string) => siteLink(brand.publicUrl, words.path(path));
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(accountMail.existsTitle),
    preheader: words.t(accountMail.existsPreheader),
    greeting: hello(words, r),
    intro: [words.t(accountMail.existsIntro), words.t(accountMail.existsSignIn)],
    action: { label: words.t(accountMail.signIn), url: link('/auth/login') },
    body: [words.t(accountMail.existsForgot, { reset: link('/auth/forgot-password') })],
    footnote: words.t(accountMail.existsFootnote),
  });
  return { kind: 'account-exists', subject: words.t(accountMail.existsSubject, { site: brand.siteName }), html, text };
}

/** A member of staff invites someone to the back office: one link to set a password. */
export function staffInvitationMessage(
  brand: MailBrand,
  r: Recipient & { inviter: string; role: string; rounds?: readonly string[] },
  url: string,
  hours: number,
): Message {
  const rounds = r.rounds ?? [];
  const { html, text } = renderEmail({
    brand,
    title: `You are invited to the ${brand.siteName} team`,
    preheader: `${r.inviter} invites you to the ${brand.siteName} team as ${r.role}.`,
    greeting: hello(mailWords('en'), r),
    intro: [
      `${r.inviter} invites you to join the ${brand.siteName} team as ${r.role}.`,
      ...(rounds.length > 0 ? [`You will judge: ${rounds.join(', ')}.`] : []),
      'Choose your password with the button below; your account is ready as soon as you do.',
    ],
    action: { label: 'Accept the invitation', url },
    body: [`This link works once and expires in ${hours} hours.`],
    footnote: 'If you did not expect this invitation, you can ignore this message: no account is made without you.',
  });
  return { kind: 'staff-invitation', subject: `You are invited to the ${brand.siteName} team`, html, text };
}
