import { defineMailMessages, layoutMail, mailWords } from '../i18n';
import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { accountMail } from './account';

type Message = Omit<OutgoingEmail, 'to'>;

export const secondFactorMail = defineMailMessages({
  resetTitle: { id: 'mail.secondFactorReset.title', defaultMessage: 'Your two-step sign-in was reset' },
  resetPreheader: {
    id: 'mail.secondFactorReset.preheader',
    defaultMessage: 'A super admin took two-step sign-in off your account.',
  },
  resetIntro: {
    id: 'mail.secondFactorReset.intro',
    defaultMessage:
      '{admin} reset the two-step sign-in of your account: your authenticator app and your recovery codes no longer work for it.',
  },
  resetNext: {
    id: 'mail.secondFactorReset.next',
    defaultMessage: 'Sign in with your password and set up two-step sign-in again in your Account settings.',
  },
  resetFootnote: {
    id: 'mail.secondFactorReset.footnote',
    defaultMessage: 'If you did not ask for this, reset your password now at {reset} and tell the organisers.',
  },
  resetSubject: { id: 'mail.secondFactorReset.subject', defaultMessage: 'Your {site} two-step sign-in was reset' },
});

/** Tells her that a super admin took her second factor off (her lost phone, or someone else's doing). */
export function secondFactorResetMessage(
  brand: MailBrand,
  r: { firstName: string; language?: string | null },
  admin: string,
): Message {
  const words = mailWords(r.language);
  const link = (path: string) => siteLink(brand.publicUrl, words.path(path));
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(secondFactorMail.resetTitle),
    preheader: words.t(secondFactorMail.resetPreheader),
    greeting: words.t(layoutMail.hello, { name: r.firstName }),
    intro: [words.t(secondFactorMail.resetIntro, { admin }), words.t(secondFactorMail.resetNext)],
    action: { label: words.t(accountMail.signIn), url: link('/auth/login') },
    footnote: words.t(secondFactorMail.resetFootnote, { reset: link('/auth/forgot-password') }),
  });
  return {
    kind: 'second-factor-reset',
    subject: words.t(secondFactorMail.resetSubject, { site: brand.siteName }),
    html,
    text,
  };
}
