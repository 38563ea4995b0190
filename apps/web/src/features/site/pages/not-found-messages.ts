import { defineMessages } from '../../../i18n/message-descriptor';

/** The page for an address that leads nowhere. */
export const notFoundMessages = defineMessages({
  seoTitle: { id: 'notFound.seo.title', defaultMessage: 'Page not found' },
  eyebrow: { id: 'notFound.eyebrow', defaultMessage: 'Error 404' },
  title: { id: 'notFound.title', defaultMessage: 'This page has left the stage' },
  text: { id: 'notFound.text', defaultMessage: 'The page you were looking for does not exist or has moved.' },
  home: { id: 'notFound.home', defaultMessage: 'Back to Home' },
});
