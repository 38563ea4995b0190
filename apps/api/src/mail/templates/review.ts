import { defineMailMessages, layoutMail, type MailWords, mailWords } from '../i18n';
import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';
import type { MailRecipient } from './format';

type Message = Omit<OutgoingEmail, 'to'>;

export const reviewMail = defineMailMessages({
  contactLine: {
    id: 'mail.review.contactLine',
    defaultMessage: 'Questions? Write to us through {contact}; we read every message.',
  },
  noteFrom: { id: 'mail.review.noteFrom', defaultMessage: 'A note from the organisers:' },
  editsLeft: {
    id: 'mail.review.editsLeft',
    defaultMessage: '{count, plural, one {You have # edit available.} other {You have # edits available.}}',
  },
  portalAction: { id: 'mail.review.portalAction', defaultMessage: 'Go to my portal' },
  viewAction: { id: 'mail.review.viewAction', defaultMessage: 'View my registration' },
  approvedTitle: { id: 'mail.review.approvedTitle', defaultMessage: 'Your registration is approved' },
  approvedPreheader: {
    id: 'mail.review.approvedPreheader',
    defaultMessage: 'Congratulations: the organisers have approved your registration.',
  },
  approvedIntro: {
    id: 'mail.review.approvedIntro',
    defaultMessage: 'Congratulations. Our team has reviewed your registration for {site} and approved it.',
  },
  approvedNext: {
    id: 'mail.review.approvedNext',
    defaultMessage:
      'This is an important step on your journey. We will be in touch about what comes next: orientation, your continental programme and how to prepare your platform for the stage.',
  },
  approvedContact: {
    id: 'mail.review.approvedContact',
    defaultMessage: 'Keep your contact details up to date so that no message from us goes astray.',
  },
  approvedSubject: { id: 'mail.review.approvedSubject', defaultMessage: 'Your registration is approved: {site}' },
  attentionTitle: { id: 'mail.review.attentionTitle', defaultMessage: 'Your registration needs attention' },
  attentionPreheader: {
    id: 'mail.review.attentionPreheader',
    defaultMessage: 'The organisers have asked for a few changes to your registration.',
  },
  attentionIntro: {
    id: 'mail.review.attentionIntro',
    defaultMessage:
      'Thank you for your registration. Our team has reviewed it and needs a few things from you before it can move forward. This is their message:',
  },
  attentionAction: { id: 'mail.review.attentionAction', defaultMessage: 'Review my registration' },
  attentionHow: {
    id: 'mail.review.attentionHow',
    defaultMessage:
      'Open your portal, start an edit, make the changes and send your registration again. We will review it as soon as it arrives.',
  },
  attentionSubject: { id: 'mail.review.attentionSubject', defaultMessage: 'Your registration needs attention: {site}' },
  activeTitle: { id: 'mail.review.activeTitle', defaultMessage: 'Welcome, official contestant' },
  activePreheader: {
    id: 'mail.review.activePreheader',
    defaultMessage: 'You are now an active participant of {site}.',
  },
  activeIntro: {
    id: 'mail.review.activeIntro',
    defaultMessage:
      'It is our honour to welcome you as an active participant of {site}. You now represent your continent, your community and your cause.',
  },
  activeNext: {
    id: 'mail.review.activeNext',
    defaultMessage:
      'Your registration is final. Over the coming weeks we will share your programme, rehearsal schedule and the support available to you.',
  },
  activeSubject: { id: 'mail.review.activeSubject', defaultMessage: 'Welcome, official contestant: {site}' },
  editsTitle: { id: 'mail.review.editsTitle', defaultMessage: 'You can edit your registration again' },
  editsPreheader: { id: 'mail.review.editsPreheader', defaultMessage: 'The organisers have given you more edits.' },
  editsIntro: {
    id: 'mail.review.editsIntro',
    defaultMessage: 'The organisers have given you more edits, so you can update your registration again.',
  },
  editsAction: { id: 'mail.review.editsAction', defaultMessage: 'Edit my registration' },
  editsHow: {
    id: 'mail.review.editsHow',
    defaultMessage:
      'Each time you start an edit, one is used. Send your changes when you are ready and we will review them.',
  },
  editsSubject: { id: 'mail.review.editsSubject', defaultMessage: 'You can edit your registration: {site}' },
  messagePreheader: { id: 'mail.review.messagePreheader', defaultMessage: 'A message from the {site} team.' },
  messageFootnote: {
    id: 'mail.review.messageFootnote',
    defaultMessage: 'To answer, reply to this e-mail: it reaches the organisers.',
  },
  messageSubject: { id: 'mail.review.messageSubject', defaultMessage: '{subject}: {site}' },
  threadAction: { id: 'mail.review.threadAction', defaultMessage: 'Answer in my portal' },
  threadFootnote: {
    id: 'mail.review.threadFootnote',
    defaultMessage:
      'Answer in your portal, where you can attach a file, or reply to this e-mail: both reach the organisers.',
  },
  correctedTitle: { id: 'mail.review.correctedTitle', defaultMessage: 'We corrected your registration' },
  correctedPreheader: {
    id: 'mail.review.correctedPreheader',
    defaultMessage: 'The organisers corrected {field} in your registration.',
  },
  correctedIntro: {
    id: 'mail.review.correctedIntro',
    defaultMessage: 'Our team corrected one detail of your registration: {field}.',
  },
  correctedChange: { id: 'mail.review.correctedChange', defaultMessage: 'Before: {before}. Now: {after}.' },
  correctedField: {
    id: 'mail.review.correctedField',
    defaultMessage:
      '{field, select, nationality {Nationality} residence {Country of residence} address {Address} ethnicity {Ethnicity} height {Height} weight {Weight} hairColor {Hair color} eyeColor {Eye color} measurements_bust {Bust} measurements_waist {Waist} measurements_hips {Hips} healthFitness {Health and fitness} occupation {Occupation} moralCharacter {What do you stand for?} talent_category {Talent category} talent_description {Talent description} talent_video {Talent performance link} platform_cause {Platform cause} platform_description {Platform description} platform_experience {Related experience} socialMedia_instagram {Instagram} socialMedia_facebook {Facebook} socialMedia_twitter {X / Twitter} socialMedia_tiktok {TikTok} socialMedia_youtube {YouTube} emergencyContact_name {Emergency contact name} emergencyContact_relationship {Emergency contact relationship} emergencyContact_phone {Emergency contact phone} emergencyContact_email {Emergency contact email} emergencyContact_address_street {Emergency contact street} emergencyContact_address_city {Emergency contact city} emergencyContact_address_state {Emergency contact state or region} emergencyContact_address_country {Emergency contact country} emergencyContact_address_postalCode {Emergency contact postal code} other {Another detail}}',
  },
  correctedEmpty: { id: 'mail.review.correctedEmpty', defaultMessage: '(empty)' },
  correctedWhy: { id: 'mail.review.correctedWhy', defaultMessage: 'Why: {reason}' },
  correctedWrong: {
    id: 'mail.review.correctedWrong',
    defaultMessage: 'If this is not right, write to us and we will put it back.',
  },
  correctedSubject: { id: 'mail.review.correctedSubject', defaultMessage: 'We corrected your registration: {site}' },
});

const m = reviewMail;

/** Her language's words, the greeting and links into the site in her language. */
function wordsFor(brand: MailBrand, r: MailRecipient) {
  const words = mailWords(r.language);
  return {
    words,
    greeting: words.t(layoutMail.hello, { name: r.firstName }),
    link: (path: string) => siteLink(brand.publicUrl, words.path(path)),
  };
}

const contactLine = (words: MailWords, link: (path: string) => string) =>
  words.t(m.contactLine, { contact: link('/contact') });
/** A staff member's optional words with an approval or activation. */
const noteFrom = (words: MailWords, message: string | null | undefined) =>
  message ? [words.t(m.noteFrom), message] : [];

/** The organisers approved the preliminary registration. */
export function approvedMessage(brand: MailBrand, r: MailRecipient, staffMessage?: string | null): Message {
  const { words, greeting, link } = wordsFor(brand, r);
  const site = brand.siteName;
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.approvedTitle),
    preheader: words.t(m.approvedPreheader),
    greeting,
    intro: [words.t(m.approvedIntro, { site }), words.t(m.approvedNext)],
    action: { label: words.t(m.portalAction), url: link('/user/home') },
    body: [...noteFrom(words, staffMessage), words.t(m.approvedContact)],
    footnote: contactLine(words, link),
  });
  return { kind: 'registration-approved', subject: words.t(m.approvedSubject, { site }), html, text };
}

/** The registration needs attention: the staff member's message says what to change. */
export function needsAttentionMessage(brand: MailBrand, r: MailRecipient, staffMessage: string): Message {
  const { words, greeting, link } = wordsFor(brand, r);
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.attentionTitle),
    preheader: words.t(m.attentionPreheader),
    greeting,
    intro: [words.t(m.attentionIntro), staffMessage],
    action: { label: words.t(m.attentionAction), url: link('/user/register') },
    body: [words.t(m.attentionHow)],
    footnote: contactLine(words, link),
  });
  return {
    kind: 'registration-needs-attention',
    subject: words.t(m.attentionSubject, { site: brand.siteName }),
    html,
    text,
  };
}

/** She is now an active participant of the pageant. */
export function activeParticipantMessage(brand: MailBrand, r: MailRecipient, staffMessage?: string | null): Message {
  const { words, greeting, link } = wordsFor(brand, r);
  const site = brand.siteName;
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.activeTitle),
    preheader: words.t(m.activePreheader, { site }),
    greeting,
    intro: [words.t(m.activeIntro, { site }), words.t(m.activeNext)],
    action: { label: words.t(m.portalAction), url: link('/user/home') },
    body: noteFrom(words, staffMessage),
    footnote: contactLine(words, link),
  });
  return { kind: 'registration-active', subject: words.t(m.activeSubject, { site }), html, text };
}

/** The organisers granted more edits: she can change her registration again. */
export function editsGrantedMessage(brand: MailBrand, r: MailRecipient, editsRemaining: number): Message {
  const { words, greeting, link } = wordsFor(brand, r);
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.editsTitle),
    preheader: words.t(m.editsPreheader),
    greeting,
    intro: [words.t(m.editsIntro), words.t(m.editsLeft, { count: editsRemaining })],
    action: { label: words.t(m.editsAction), url: link('/user/register') },
    body: [words.t(m.editsHow)],
    footnote: contactLine(words, link),
  });
  return {
    kind: 'registration-edits-granted',
    subject: words.t(m.editsSubject, { site: brand.siteName }),
    html,
    text,
  };
}

/** A message the organisers wrote to her from her record; answering the e-mail reaches them. */
export function organisersMessage(
  brand: MailBrand,
  r: MailRecipient,
  subject: string,
  message: string,
  threadId: string,
): Message {
  const { words, greeting, link } = wordsFor(brand, r);
  const site = brand.siteName;
  const { html, text } = renderEmail({
    brand,
    words,
    title: subject,
    preheader: words.t(m.messagePreheader, { site }),
    greeting,
    intro: message.split(/\n{2,}/),
    action: { label: words.t(m.threadAction), url: link(`/user/messages/${threadId}`) },
    footnote: words.t(m.threadFootnote),
  });
  return { kind: 'organisers-message', subject: words.t(m.messageSubject, { subject, site }), html, text };
}

/** A contestant answered in a conversation: the organisers' copy, in English as the back office is. */
export function contestantAnswerForOrganisers(
  brand: MailBrand,
  a: { name: string; subject: string; message: string; threadId: string; attachment: string | null },
): Message {
  const { html, text } = renderEmail({
    brand,
    title: `${a.name} answered`,
    preheader: a.subject,
    intro: [`${a.name} answered in the conversation “${a.subject}”.`],
    body: [a.message, ...(a.attachment ? [`Attached: ${a.attachment}`] : [])],
    action: { label: 'Open the conversation', url: siteLink(brand.publicUrl, `/admin/messages/${a.threadId}`) },
  });
  return { kind: 'thread-answer-organisers', subject: `[Messages] ${a.name}: ${a.subject}`, html, text };
}

/** The correctable fields the translations name (the form's field paths, their dots as underscores). */
const TRANSLATED_FIELDS = new Set(
  [...reviewMail.correctedField.defaultMessage.matchAll(/ (\w+) \{/g)].map((f) => f[1]).filter((f) => f !== 'other'),
);

/** The field's name in her language; in English, and for a field the translations do not name, the form's label. */
function fieldIn(words: MailWords, change: { label: string; field?: string }): string {
  const key = change.field?.replace(/\./g, '_');
  if (words.locale === 'en' || !key || !TRANSLATED_FIELDS.has(key)) return change.label;
  return words.t(m.correctedField, { field: key });
}

/** The organisers corrected one field of her registration, and say why. */
export function correctionMessage(
  brand: MailBrand,
  r: MailRecipient,
  change: { label: string; field?: string; before: string | null; after: string | null; reason: string },
): Message {
  const { words, greeting, link } = wordsFor(brand, r);
  const empty = words.t(m.correctedEmpty);
  const field = fieldIn(words, change);
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.correctedTitle),
    preheader: words.t(m.correctedPreheader, { field }),
    greeting,
    intro: [
      words.t(m.correctedIntro, { field }),
      words.t(m.correctedChange, { before: change.before ?? empty, after: change.after ?? empty }),
      words.t(m.correctedWhy, { reason: change.reason }),
    ],
    action: { label: words.t(m.viewAction), url: link('/user/register') },
    body: [words.t(m.correctedWrong)],
    footnote: contactLine(words, link),
  });
  return {
    kind: 'registration-corrected',
    subject: words.t(m.correctedSubject, { site: brand.siteName }),
    html,
    text,
  };
}
