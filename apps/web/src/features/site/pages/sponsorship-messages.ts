import { defineMessages } from '../../../i18n/message-descriptor';

/** The sponsorship page: why partner, the four tiers and the Become a Partner section. */
export const sponsorshipMessages = defineMessages({
  seoTitle: { id: 'sponsorship.seo.title', defaultMessage: 'Sponsorship & Partnership' },
  seoDescription: {
    id: 'sponsorship.seo.description',
    defaultMessage:
      'Partner with Continental Queens: title, regional, event and cause partnerships that reach audiences on six continents and fund women-led causes.',
  },
  heroEyebrow: { id: 'sponsorship.hero.eyebrow', defaultMessage: 'Partner with us' },
  heroTitle: { id: 'sponsorship.hero.title', defaultMessage: 'Sponsorship & Partnership' },
  heroText: {
    id: 'sponsorship.hero.text',
    defaultMessage: 'Put your brand beside women who lead, and help fund the causes they carry across six continents.',
  },
  becomePartner: { id: 'sponsorship.hero.cta', defaultMessage: 'Become a Partner' },
  whyEyebrow: { id: 'sponsorship.why.eyebrow', defaultMessage: 'Why sponsor' },
  whyTitle: { id: 'sponsorship.why.title', defaultMessage: 'A partnership with purpose' },
  reachTitle: { id: 'sponsorship.why.reach.title', defaultMessage: 'Reach six continents' },
  reachText: {
    id: 'sponsorship.why.reach.text',
    defaultMessage: 'One partnership, visible in regional finals on every continent and at a broadcast global finale.',
  },
  trustTitle: { id: 'sponsorship.why.trust.title', defaultMessage: 'Purpose your audience trusts' },
  trustText: {
    id: 'sponsorship.why.trust.text',
    defaultMessage: 'Stand with women who lead causes in education, health and the environment, not just with a show.',
  },
  impactTitle: { id: 'sponsorship.why.impact.title', defaultMessage: 'Impact you can report' },
  impactText: {
    id: 'sponsorship.why.impact.text',
    defaultMessage: 'Every cause project has goals and a year-end report, so your support shows up in real numbers.',
  },
  storiesTitle: { id: 'sponsorship.why.stories.title', defaultMessage: 'Stories all year' },
  storiesText: {
    id: 'sponsorship.why.stories.text',
    defaultMessage: 'Queens travel, speak and create content throughout their reign, with your brand beside them.',
  },
  tiersEyebrow: { id: 'sponsorship.tiers.eyebrow', defaultMessage: 'Partnership tiers' },
  tiersTitle: { id: 'sponsorship.tiers.title', defaultMessage: 'Four ways to stand with us' },
  tiersText: {
    id: 'sponsorship.tiers.text',
    defaultMessage: 'Every partnership is shaped with you; these are the starting points and what each one brings.',
  },
  mostVisible: { id: 'sponsorship.tiers.mostVisible', defaultMessage: 'Most visible' },
  priceOnRequest: { id: 'sponsorship.tiers.priceOnRequest', defaultMessage: 'Price on request' },
  priceFrom: { id: 'sponsorship.tiers.priceFrom', defaultMessage: 'From {price}' },
  titleName: { id: 'sponsorship.tier.title.name', defaultMessage: 'Title Partner' },
  titleTagline: { id: 'sponsorship.tier.title.tagline', defaultMessage: 'Your name on the crown' },
  titleBenefit1: {
    id: 'sponsorship.tier.title.benefit1',
    defaultMessage: 'Naming rights to the global finale and its broadcast',
  },
  titleBenefit2: {
    id: 'sponsorship.tier.title.benefit2',
    defaultMessage: 'Logo on the crown sash, stage, press wall and every official film',
  },
  titleBenefit3: { id: 'sponsorship.tier.title.benefit3', defaultMessage: 'A seat on the finale judging panel' },
  titleBenefit4: { id: 'sponsorship.tier.title.benefit4', defaultMessage: 'Year-round appearances by all six queens' },
  titleBenefit5: { id: 'sponsorship.tier.title.benefit5', defaultMessage: 'First refusal on the next season' },
  regionalName: { id: 'sponsorship.tier.regional.name', defaultMessage: 'Regional Partner' },
  regionalTagline: { id: 'sponsorship.tier.regional.tagline', defaultMessage: 'Own a continent' },
  regionalBenefit1: {
    id: 'sponsorship.tier.regional.benefit1',
    defaultMessage: 'Presenting rights to one continental selection and its final',
  },
  regionalBenefit2: {
    id: 'sponsorship.tier.regional.benefit2',
    defaultMessage: 'Logo on the regional queen’s sash and at every regional event',
  },
  regionalBenefit3: {
    id: 'sponsorship.tier.regional.benefit3',
    defaultMessage: 'Appearances by your continent’s queen during her reign',
  },
  regionalBenefit4: {
    id: 'sponsorship.tier.regional.benefit4',
    defaultMessage: 'Co-branded content for your local markets',
  },
  eventName: { id: 'sponsorship.tier.event.name', defaultMessage: 'Event Partner' },
  eventTagline: { id: 'sponsorship.tier.event.tagline', defaultMessage: 'Shape a moment' },
  eventBenefit1: {
    id: 'sponsorship.tier.event.benefit1',
    defaultMessage: 'Presenting rights to one event: the cultural gala, a service day or the welcome evening',
  },
  eventBenefit2: { id: 'sponsorship.tier.event.benefit2', defaultMessage: 'Product placement and sampling on the day' },
  eventBenefit3: { id: 'sponsorship.tier.event.benefit3', defaultMessage: 'Hospitality for your guests' },
  eventBenefit4: {
    id: 'sponsorship.tier.event.benefit4',
    defaultMessage: 'Coverage in the event’s film and photography',
  },
  causeName: { id: 'sponsorship.tier.cause.name', defaultMessage: 'Cause Partner' },
  causeTagline: { id: 'sponsorship.tier.cause.tagline', defaultMessage: 'Fund the work' },
  causeBenefit1: {
    id: 'sponsorship.tier.cause.benefit1',
    defaultMessage: 'Direct support for one queen’s advocacy project',
  },
  causeBenefit2: {
    id: 'sponsorship.tier.cause.benefit2',
    defaultMessage: 'Joint field visits and storytelling with the queen',
  },
  causeBenefit3: { id: 'sponsorship.tier.cause.benefit3', defaultMessage: 'Recognition in the year-end impact report' },
  causeBenefit4: {
    id: 'sponsorship.tier.cause.benefit4',
    defaultMessage: 'Ideal for foundations, NGOs and purpose-led brands',
  },
  contactEyebrow: { id: 'sponsorship.contact.eyebrow', defaultMessage: 'Get in touch' },
  contactTitle: { id: 'sponsorship.contact.title', defaultMessage: 'Become a Partner' },
  contactText: {
    id: 'sponsorship.contact.text',
    defaultMessage:
      'Tell us about your organisation and what you would like to achieve. Our partnerships team replies within three working days.',
  },
  allRequired: { id: 'sponsorship.contact.allRequired', defaultMessage: 'All fields are required.' },
  detailsUse: {
    id: 'sponsorship.contact.detailsUse',
    defaultMessage: 'We use your details only to answer your inquiry.',
  },
});
