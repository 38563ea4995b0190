import { defineMessages } from '../../../i18n/message-descriptor';

/** The contact page. */
export const contactMessages = defineMessages({
  seoTitle: { id: 'contact.seo.title', defaultMessage: 'Contact Us' },
  seoDescription: {
    id: 'contact.seo.description',
    defaultMessage:
      'Questions about registration, partnerships, media or hosting? Write to the Continental Queens team; we answer every message.',
  },
  heroEyebrow: { id: 'contact.hero.eyebrow', defaultMessage: 'Get in touch' },
  heroTitle: { id: 'contact.hero.title', defaultMessage: 'Contact Us' },
  heroText: {
    id: 'contact.hero.text',
    defaultMessage:
      'Whether you are thinking of entering, partnering, writing about us or hosting a final, we would love to hear from you.',
  },
  answerTitle: { id: 'contact.details.title', defaultMessage: 'We answer every message' },
  answerText: {
    id: 'contact.details.text',
    defaultMessage:
      'Our team reads messages Monday to Friday and replies within two working days. For registration questions, signed-in contestants will also find answers on their dashboard.',
  },
  email: { id: 'contact.details.email', defaultMessage: 'Email' },
  phone: { id: 'contact.details.phone', defaultMessage: 'Phone' },
  hosting: { id: 'contact.details.hosting', defaultMessage: 'Hosting inquiries' },
  formTitle: { id: 'contact.form.title', defaultMessage: 'Send us a message' },
  formRequired: { id: 'contact.form.required', defaultMessage: 'Fields marked * are required.' },
});
