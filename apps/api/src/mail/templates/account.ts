import { PASSWORD_RESET_TTL_HOURS, VERIFY_EMAIL_TTL_HOURS } from '@cq/shared';
import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';

type Message = Omit<OutgoingEmail, 'to'>;
interface Recipient {
  firstName: string;
}

const hello = (r: Recipient) => `Hello ${r.firstName},`;

export function verifyEmailMessage(brand: MailBrand, r: Recipient, url: string): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'Confirm your email address',
    preheader: `One click to confirm your ${brand.siteName} account.`,
    greeting: hello(r),
    intro: [
      `Welcome to ${brand.siteName}. We are delighted you want to be part of a pageant where beauty meets purpose.`,
      'Please confirm that this is your email address so we can keep you informed about your registration.',
    ],
    action: { label: 'Verify my email', url },
    body: [`This link works once and expires in ${VERIFY_EMAIL_TTL_HOURS} hours.`],
    footnote: `If you did not create an account with ${brand.siteName}, you can ignore this message.`,
  });
  return { kind: 'verify-email', subject: `Verify your email address for ${brand.siteName}`, html, text };
}

export function resetPasswordMessage(brand: MailBrand, r: Recipient, url: string): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'Reset your password',
    preheader: 'A link to choose a new password.',
    greeting: hello(r),
    intro: 'We received a request to reset the password of your account. Choose a new one with the button below.',
    action: { label: 'Choose a new password', url },
    body: [
      `This link works once and expires in ${PASSWORD_RESET_TTL_HOURS} hour. Resetting your password signs you out on every device.`,
    ],
    footnote: 'If you did not ask for this, you can ignore this message: your password stays the same.',
  });
  return { kind: 'password-reset', subject: `Reset your ${brand.siteName} password`, html, text };
}

export function passwordChangedMessage(brand: MailBrand, r: Recipient): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'Your password was changed',
    preheader: 'Your password was just changed.',
    greeting: hello(r),
    intro: [
      'The password of your account was just changed, and every device that was signed in has been signed out.',
      'If this was you, there is nothing more to do.',
    ],
    action: { label: 'Sign in', url: siteLink(brand.publicUrl, '/auth/login') },
    footnote: `If you did not change your password, reset it now at ${siteLink(brand.publicUrl, '/auth/forgot-password')} and contact us through ${siteLink(brand.publicUrl, '/contact')}.`,
  });
  return { kind: 'password-changed', subject: `Your ${brand.siteName} password was changed`, html, text };
}

/** Decision 13: a sign-up with a known address tells the owner instead of revealing it to the visitor. */
export function accountExistsMessage(brand: MailBrand, r: Recipient): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'You already have an account',
    preheader: 'Someone tried to sign up with this email address.',
    greeting: hello(r),
    intro: [
      'Someone, perhaps you, just tried to create a new account with this email address. You already have one, so no new account was made.',
      'Sign in with your existing account, or reset your password if you have forgotten it.',
    ],
    action: { label: 'Sign in', url: siteLink(brand.publicUrl, '/auth/login') },
    body: [`Forgot your password? Reset it here: ${siteLink(brand.publicUrl, '/auth/forgot-password')}`],
    footnote: 'If this was not you, you can ignore this message. Your account has not been changed.',
  });
  return { kind: 'account-exists', subject: `You already have a ${brand.siteName} account`, html, text };
}

/** A member of staff invites someone to the back office: one link to set a password. */
export function staffInvitationMessage(
  brand: MailBrand,
  r: Recipient & { inviter: string; role: string },
  url: string,
  hours: number,
): Message {
  const { html, text } = renderEmail({
    brand,
    title: `You are invited to the ${brand.siteName} team`,
    preheader: `${r.inviter} invites you to the back office as ${r.role}.`,
    greeting: hello(r),
    intro: [
      `${r.inviter} invites you to join the ${brand.siteName} team in the back office, as ${r.role}.`,
      'Choose your password with the button below; your account is ready as soon as you do.',
    ],
    action: { label: 'Accept the invitation', url },
    body: [`This link works once and expires in ${hours} hours.`],
    footnote: 'If you did not expect this invitation, you can ignore this message: no account is made without you.',
  });
  return { kind: 'staff-invitation', subject: `You are invited to the ${brand.siteName} team`, html, text };
}
