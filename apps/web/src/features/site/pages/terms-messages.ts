import { defineMessages } from '../../../i18n/message-descriptor';

/** The Terms of Use. */
export const termsMessages = defineMessages({
  seoTitle: { id: 'legal.terms.seoTitle', defaultMessage: 'Terms of Use' },
  seoDescription: {
    id: 'legal.terms.seoDescription',
    defaultMessage:
      'The terms that apply to the Continental Queens site, accounts and competition registration: eligibility, fees, conduct and more.',
  },
  title: { id: 'legal.terms.title', defaultMessage: 'Terms of Use' },
  intro: {
    id: 'legal.terms.intro',
    defaultMessage:
      'These terms govern your use of the {title} website and your participation in the competition. Please read them carefully: they explain what you can expect from us and what we expect from you.',
  },
  acceptanceTitle: { id: 'legal.terms.acceptance.title', defaultMessage: 'Acceptance of these terms' },
  acceptanceBody: {
    id: 'legal.terms.acceptance.body',
    defaultMessage:
      'By using this site, creating an account or registering as a contestant, you agree to these terms. If you do not agree, please do not use the site. We may update the terms from time to time; the date above shows the latest version, and continuing to use the site after a change means you accept it.',
  },
  eligibilityTitle: { id: 'legal.terms.eligibility.title', defaultMessage: 'Eligibility' },
  eligibilityAge: {
    id: 'legal.terms.eligibility.age',
    defaultMessage:
      'You must be at least 18 years old to create an account or take part in the competition. By registering you confirm that you meet this requirement and the eligibility rules of your continent, which are described on each continent page.',
  },
  eligibilityProof: {
    id: 'legal.terms.eligibility.proof',
    defaultMessage:
      'We may ask for proof of age, identity or residence, and may withdraw a registration that does not meet them.',
  },
  accountsTitle: { id: 'legal.terms.accounts.title', defaultMessage: 'Your account' },
  accountsPassword: {
    id: 'legal.terms.accounts.password',
    defaultMessage: 'Keep your password private; you are responsible for what happens under your account.',
  },
  accountsAccurate: {
    id: 'legal.terms.accounts.accurate',
    defaultMessage: 'Give accurate, complete and current information, and keep it up to date.',
  },
  accountsTell: {
    id: 'legal.terms.accounts.tell',
    defaultMessage: 'Tell us at once if you believe someone else has used your account.',
  },
  accountsOne: {
    id: 'legal.terms.accounts.one',
    defaultMessage: 'One account per person. We may suspend accounts that break these terms.',
  },
  registrationTitle: { id: 'legal.terms.registration.title', defaultMessage: 'Registration and fees' },
  registrationDates: {
    id: 'legal.terms.registration.dates',
    defaultMessage:
      'Registration opens and closes on the dates we publish. A registration fee may be payable before you can complete your registration; the amount is shown before you pay.',
  },
  registrationRefunds: {
    id: 'legal.terms.registration.refunds',
    defaultMessage:
      'Fees are non-refundable unless stated otherwise, including if you withdraw or are not selected. Where we cancel a selection entirely, we will offer a refund or a place in the next season.',
  },
  registrationReview: {
    id: 'legal.terms.registration.review',
    defaultMessage:
      'After you submit, your registration is reviewed by our team. You may edit a submitted registration a limited number of times, as shown on your dashboard.',
  },
  conductTitle: { id: 'legal.terms.conduct.title', defaultMessage: 'Conduct and content' },
  conductIntro: {
    id: 'legal.terms.conduct.intro',
    defaultMessage: 'We expect every contestant, partner and visitor to treat others with respect. You agree not to:',
  },
  conductUpload: {
    id: 'legal.terms.conduct.upload',
    defaultMessage: 'upload content that is unlawful, hateful, explicit, or that you have no right to share;',
  },
  conductImpersonate: {
    id: 'legal.terms.conduct.impersonate',
    defaultMessage: 'impersonate anyone, or misrepresent your age, identity or achievements;',
  },
  conductInterfere: {
    id: 'legal.terms.conduct.interfere',
    defaultMessage: 'interfere with the site, probe its security or collect other people’s data.',
  },
  conductRights: {
    id: 'legal.terms.conduct.rights',
    defaultMessage:
      'You keep the rights in the photos, videos and documents you upload, and give us permission to use them to run the competition and, for finalists, to promote it.',
  },
  sponsorshipTitle: { id: 'legal.terms.sponsorship.title', defaultMessage: 'Sponsorship and financial support' },
  sponsorshipBody: {
    id: 'legal.terms.sponsorship.body',
    defaultMessage:
      'Taking part may involve costs such as travel, wardrobe and accommodation. Contestants may seek personal sponsors, provided those sponsors do not conflict with our official partners; we will always tell you about such restrictions in advance.',
  },
  ipTitle: { id: 'legal.terms.ip.title', defaultMessage: 'Our content and trade marks' },
  ipBody: {
    id: 'legal.terms.ip.body',
    defaultMessage:
      'The name {brand}, the crown mark, the design of this site and its texts, images and films belong to us. You may share links to our pages, but may not copy or reuse our content or marks without written permission.',
  },
  liabilityTitle: { id: 'legal.terms.liability.title', defaultMessage: 'Availability and liability' },
  liabilityBody: {
    id: 'legal.terms.liability.body',
    defaultMessage:
      'We work to keep the site available and accurate but cannot promise it will always be uninterrupted or free of errors. To the extent the law allows, we are not liable for indirect losses arising from your use of the site. Nothing in these terms limits liability that cannot be limited by law.',
  },
  privacyTitle: { id: 'legal.terms.privacy.title', defaultMessage: 'Privacy' },
  privacyBody: {
    id: 'legal.terms.privacy.body',
    defaultMessage: 'How we handle your personal data is explained in our {link}, which forms part of these terms.',
  },
  privacyLink: { id: 'legal.terms.privacy.link', defaultMessage: 'Privacy Policy' },
});
