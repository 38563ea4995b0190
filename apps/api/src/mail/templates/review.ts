import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';

type Message = Omit<OutgoingEmail, 'to'>;

const contactLine = (brand: MailBrand) =>
  `Questions? Write to us through ${siteLink(brand.publicUrl, '/contact')}; we read every message.`;
/** A staff member's optional words with an approval or activation. */
const noteFrom = (message: string | null | undefined) => (message ? ['A note from the organisers:', message] : []);
const editsLeft = (n: number) => (n === 1 ? 'You have 1 edit available.' : `You have ${n} edits available.`);

/** The organisers approved the preliminary registration. */
export function approvedMessage(brand: MailBrand, firstName: string, staffMessage?: string | null): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'Your registration is approved',
    preheader: 'Congratulations: the organisers have approved your registration.',
    greeting: `Hello ${firstName},`,
    intro: [
      `Congratulations. Our team has reviewed your registration for ${brand.siteName} and approved it.`,
      'This is an important step on your journey. We will be in touch about what comes next: orientation, your continental programme and how to prepare your platform for the stage.',
    ],
    action: { label: 'Go to my portal', url: siteLink(brand.publicUrl, '/user/home') },
    body: [...noteFrom(staffMessage), 'Keep your contact details up to date so that no message from us goes astray.'],
    footnote: contactLine(brand),
  });
  return { kind: 'registration-approved', subject: `Your registration is approved: ${brand.siteName}`, html, text };
}

/** The registration needs attention: the staff member's message says what to change. */
export function needsAttentionMessage(brand: MailBrand, firstName: string, staffMessage: string): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'Your registration needs attention',
    preheader: 'The organisers have asked for a few changes to your registration.',
    greeting: `Hello ${firstName},`,
    intro: [
      'Thank you for your registration. Our team has reviewed it and needs a few things from you before it can move forward. This is their message:',
      staffMessage,
    ],
    action: { label: 'Review my registration', url: siteLink(brand.publicUrl, '/user/register') },
    body: [
      'Open your portal, start an edit, make the changes and send your registration again. We will review it as soon as it arrives.',
    ],
    footnote: contactLine(brand),
  });
  return {
    kind: 'registration-needs-attention',
    subject: `Your registration needs attention: ${brand.siteName}`,
    html,
    text,
  };
}

/** She is now an active participant of the pageant. */
export function activeParticipantMessage(brand: MailBrand, firstName: string, staffMessage?: string | null): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'Welcome, official contestant',
    preheader: `You are now an active participant of ${brand.siteName}.`,
    greeting: `Hello ${firstName},`,
    intro: [
      `It is our honour to welcome you as an active participant of ${brand.siteName}. You now represent your continent, your community and your cause.`,
      'Your registration is final. Over the coming weeks we will share your programme, rehearsal schedule and the support available to you.',
    ],
    action: { label: 'Go to my portal', url: siteLink(brand.publicUrl, '/user/home') },
    body: noteFrom(staffMessage),
    footnote: contactLine(brand),
  });
  return { kind: 'registration-active', subject: `Welcome, official contestant: ${brand.siteName}`, html, text };
}

/** The organisers granted more edits: she can change her registration again. */
export function editsGrantedMessage(brand: MailBrand, firstName: string, editsRemaining: number): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'You can edit your registration again',
    preheader: 'The organisers have given you more edits.',
    greeting: `Hello ${firstName},`,
    intro: [
      'The organisers have given you more edits, so you can update your registration again.',
      editsLeft(editsRemaining),
    ],
    action: { label: 'Edit my registration', url: siteLink(brand.publicUrl, '/user/register') },
    body: ['Each time you start an edit, one is used. Send your changes when you are ready and we will review them.'],
    footnote: contactLine(brand),
  });
  return {
    kind: 'registration-edits-granted',
    subject: `You can edit your registration: ${brand.siteName}`,
    html,
    text,
  };
}

/** A message the organisers wrote to her from her record; answering the e-mail reaches them. */
export function organisersMessage(brand: MailBrand, firstName: string, subject: string, message: string): Message {
  const { html, text } = renderEmail({
    brand,
    title: subject,
    preheader: `A message from the ${brand.siteName} team.`,
    greeting: `Hello ${firstName},`,
    intro: message.split(/\n{2,}/),
    action: { label: 'Go to my portal', url: siteLink(brand.publicUrl, '/user/home') },
    footnote: 'To answer, reply to this e-mail: it reaches the organisers.',
  });
  return { kind: 'organisers-message', subject: `${subject}: ${brand.siteName}`, html, text };
}

/** The organisers corrected one field of her registration, and say why. */
export function correctionMessage(
  brand: MailBrand,
  firstName: string,
  change: { label: string; before: string | null; after: string | null; reason: string },
): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'We corrected your registration',
    preheader: `The organisers corrected ${change.label} in your registration.`,
    greeting: `Hello ${firstName},`,
    intro: [
      `Our team corrected one detail of your registration: ${change.label}.`,
      `Before: ${change.before ?? '(empty)'}. Now: ${change.after ?? '(empty)'}.`,
      `Why: ${change.reason}`,
    ],
    action: { label: 'View my registration', url: siteLink(brand.publicUrl, '/user/register') },
    body: ['If this is not right, write to us and we will put it back.'],
    footnote: contactLine(brand),
  });
  return { kind: 'registration-corrected', subject: `We corrected your registration: ${brand.siteName}`, html, text };
}
