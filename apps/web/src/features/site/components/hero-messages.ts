import { defineMessages } from '../../../i18n/message-descriptor';

/**
 * The home hero slider's words. The slides' titles and texts are the organisers' (site content): these are the
 * built-in ones, shown translated while the organisers keep them.
 */
export const heroMessages = defineMessages({
  carousel: { id: 'home.hero.carousel', defaultMessage: 'carousel' },
  slide: { id: 'home.hero.slide', defaultMessage: 'slide' },
  label: { id: 'home.hero.label', defaultMessage: 'Highlights' },
  slideLabel: { id: 'home.hero.slideLabel', defaultMessage: '{index} of {total}: {name}' },
  showSlide: { id: 'home.hero.showSlide', defaultMessage: 'Show slide {index}: {name}' },
  pause: { id: 'home.hero.pause', defaultMessage: 'Pause the slides' },
  play: { id: 'home.hero.play', defaultMessage: 'Play the slides' },
  ourCauseEyebrow: { id: 'home.hero.ourCause.eyebrow', defaultMessage: 'Our Cause' },
  ourCauseCta: { id: 'home.hero.ourCause.cta', defaultMessage: 'Learn more' },
  ourCauseTitle: {
    id: 'home.hero.ourCause.title',
    defaultMessage: 'Beauty with a purpose, crowned on six continents',
  },
  ourCauseText: {
    id: 'home.hero.ourCause.text',
    defaultMessage:
      'Continental Queens celebrates women who lead: advocates for education, health, culture and their communities, chosen for their character as much as their presence.',
  },
  joinEyebrow: { id: 'home.hero.join.eyebrow', defaultMessage: 'Join the Competition' },
  joinCta: { id: 'home.hero.join.cta', defaultMessage: 'Register Now' },
  joinTitle: { id: 'home.hero.join.title', defaultMessage: 'Your stage is waiting' },
  joinText: {
    id: 'home.hero.join.text',
    defaultMessage:
      'Represent your continent, carry your cause to a global audience and grow with mentors, training and a sisterhood that lasts well beyond the finale.',
  },
  sponsorshipEyebrow: { id: 'home.hero.sponsorship.eyebrow', defaultMessage: 'Sponsorship' },
  sponsorshipCta: { id: 'home.hero.sponsorship.cta', defaultMessage: 'Become a Sponsor' },
  sponsorshipTitle: { id: 'home.hero.sponsorship.title', defaultMessage: 'Stand beside the women who serve' },
  sponsorshipText: {
    id: 'home.hero.sponsorship.text',
    defaultMessage:
      'Partner with a pageant built on impact. Your brand travels with six queens across six continents, and every season funds programmes that change lives.',
  },
});
