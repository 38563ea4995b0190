import { defineMessages } from '../../../i18n/message-descriptor';

/** The Privacy Policy. */
export const privacyMessages = defineMessages({
  seoTitle: { id: 'legal.privacy.seoTitle', defaultMessage: 'Privacy Policy' },
  seoDescription: {
    id: 'legal.privacy.seoDescription',
    defaultMessage:
      'How Continental Queens collects, uses and protects your personal data, and the rights you have over it.',
  },
  title: { id: 'legal.privacy.title', defaultMessage: 'Privacy Policy' },
  intro: {
    id: 'legal.privacy.intro',
    defaultMessage:
      'Your trust matters to us. This policy explains what personal data we collect when you visit our site, create an account or take part in the competition, why we collect it and how you can control it.',
  },
  whoTitle: { id: 'legal.privacy.who.title', defaultMessage: 'Who we are' },
  whoBody: {
    id: 'legal.privacy.who.body',
    defaultMessage:
      '{title} runs this site and the competition, and is responsible for the personal data described here. You can reach us at the contact details at the end of this page.',
  },
  collectTitle: { id: 'legal.privacy.collect.title', defaultMessage: 'What we collect' },
  collectAccount: {
    id: 'legal.privacy.collect.account',
    defaultMessage:
      'Account details: your name, e-mail address, phone number and password (stored only as a secure hash).',
  },
  collectRegistration: {
    id: 'legal.privacy.collect.registration',
    defaultMessage:
      'Registration details: date of birth, nationality, residence, physical details, background, languages, education, social media handles and an emergency contact.',
  },
  collectFiles: {
    id: 'legal.privacy.collect.files',
    defaultMessage: 'Files you upload: photos, a video and identity documents such as a birth certificate.',
  },
  collectPayments: {
    id: 'legal.privacy.collect.payments',
    defaultMessage:
      'Payment records: the amount, date and status of your fee. Card details are handled by our payment provider and never reach our servers.',
  },
  collectMessages: {
    id: 'legal.privacy.collect.messages',
    defaultMessage: 'Messages you send us through the contact and sponsorship forms.',
  },
  collectTechnical: {
    id: 'legal.privacy.collect.technical',
    defaultMessage:
      'Technical data: the pages you visit and basic information about your device, kept in server logs for security.',
  },
  useTitle: { id: 'legal.privacy.use.title', defaultMessage: 'How we use your data' },
  useRun: {
    id: 'legal.privacy.use.run',
    defaultMessage: 'to run your account and your registration, and to review it fairly;',
  },
  usePayment: {
    id: 'legal.privacy.use.payment',
    defaultMessage: 'to take payment of the registration fee and keep the records the law requires;',
  },
  useAnswer: {
    id: 'legal.privacy.use.answer',
    defaultMessage:
      'to answer your messages and send you the e-mails your account needs (verification, password resets, updates on your registration);',
  },
  useSecure: {
    id: 'legal.privacy.use.secure',
    defaultMessage: 'to keep the site secure and to prevent fraud and abuse.',
  },
  sharingTitle: { id: 'legal.privacy.sharing.title', defaultMessage: 'Who we share it with' },
  sharingBody: {
    id: 'legal.privacy.sharing.body',
    defaultMessage:
      'We never sell your data. We share it only with the service providers that help us run the competition (hosting, e-mail delivery, payments), each bound to protect it, and with judges and regional organisers when they review your registration. Finalists’ names, photos and biographies are published with their consent.',
  },
  childrenTitle: { id: 'legal.privacy.children.title', defaultMessage: 'Children' },
  childrenBody: {
    id: 'legal.privacy.children.body',
    defaultMessage:
      'Our services are not directed at children. We do not knowingly collect data from anyone under 18, and we delete any such data we find. If you believe a child has given us personal data, please contact us.',
  },
  retentionTitle: { id: 'legal.privacy.retention.title', defaultMessage: 'How long we keep it' },
  retentionBody: {
    id: 'legal.privacy.retention.body',
    defaultMessage:
      'We keep account and registration data while your account is open and for up to two years after the season you entered, so that we can answer questions and meet our legal duties. Payment records are kept as long as tax law requires. Messages are kept for up to two years.',
  },
  securityTitle: { id: 'legal.privacy.security.title', defaultMessage: 'Security' },
  securityBody: {
    id: 'legal.privacy.security.body',
    defaultMessage:
      'Uploaded files are private: they are served only to you and to authorised staff through short-lived links. Passwords are hashed, connections are encrypted, and access to the back office is limited by role.',
  },
  rightsTitle: { id: 'legal.privacy.rights.title', defaultMessage: 'Your rights' },
  rightsBody: {
    id: 'legal.privacy.rights.body',
    defaultMessage:
      'You can ask to see, correct, export or delete your personal data, and object to or restrict how we use it. Most details can be changed from your account; for anything else, write to us and we will answer within one month.',
  },
  cookiesTitle: { id: 'legal.privacy.cookies.title', defaultMessage: 'Cookies and local storage' },
  cookiesBody: {
    id: 'legal.privacy.cookies.body',
    defaultMessage:
      'We do not use advertising or tracking cookies. Your browser keeps a small amount of data in local storage to keep you signed in and to remember, for your current visit, that you have seen the opening animation.',
  },
});
