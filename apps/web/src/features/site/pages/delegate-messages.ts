import { defineMessages, type MessageDescriptor } from '../../../i18n/message-descriptor';

/** A delegate's public page: only what she agreed to show; her own words stay as she wrote them. */
export const delegateMessages = defineMessages({
  missingSeoTitle: { id: 'delegate.missing.seoTitle', defaultMessage: 'Delegate' },
  missingTitle: { id: 'delegate.missing.title', defaultMessage: 'This delegate has no public profile' },
  missingText: { id: 'delegate.missing.text', defaultMessage: 'Her page may have been taken down.' },
  errorTitle: { id: 'delegate.error.title', defaultMessage: 'This page could not be loaded' },
  errorText: { id: 'delegate.error.text', defaultMessage: 'Please check your connection and try again.' },
  competitionLink: { id: 'delegate.missing.competition', defaultMessage: 'The competition' },
  seoTitle: { id: 'delegate.seo.title', defaultMessage: '{name}, {country}' },
  seoDescription: { id: 'delegate.seo.description', defaultMessage: '{name} represents {country} in {continent}.' },
  seoDescriptionCause: {
    id: 'delegate.seo.descriptionCause',
    defaultMessage: '{name} represents {country} in {continent}, championing {cause}.',
  },
  portraitAlt: { id: 'delegate.photo.portrait', defaultMessage: 'Portrait of {name}' },
  fullBodyAlt: { id: 'delegate.photo.fullBody', defaultMessage: '{name}, full length' },
  backToContinent: { id: 'delegate.back', defaultMessage: 'Delegates of {continent}' },
  eyebrow: { id: 'delegate.eyebrow', defaultMessage: 'Delegate' },
  about: { id: 'delegate.about', defaultMessage: 'About {name}' },
  platform: { id: 'delegate.platform', defaultMessage: 'Her platform' },
  talent: { id: 'delegate.talent', defaultMessage: 'Talent' },
  languages: { id: 'delegate.languages', defaultMessage: 'Languages' },
  follow: { id: 'delegate.follow', defaultMessage: 'Follow {name}' },
  newTab: { id: 'delegate.newTab', defaultMessage: '(opens in a new tab)' },
});

/** /delegates: every published delegate, continent by continent. */
export const delegatesListMessages = defineMessages({
  seoTitle: { id: 'delegate.list.seoTitle', defaultMessage: 'The delegates' },
  seoDescription: {
    id: 'delegate.list.seoDescription',
    defaultMessage:
      'Meet the delegates of {brand}, continent by continent: their countries, their causes, their pages.',
  },
  eyebrow: { id: 'delegate.list.eyebrow', defaultMessage: 'The season’s delegates' },
  title: { id: 'delegate.list.title', defaultMessage: 'Meet the delegates' },
  intro: {
    id: 'delegate.list.intro',
    defaultMessage:
      'Every delegate presented so far, continent by continent. Open a card to read her story and the cause she serves.',
  },
  empty: {
    id: 'delegate.list.empty',
    defaultMessage: 'The delegates will appear here as the organisers present them. Discover the continents meanwhile.',
  },
  count: {
    id: 'delegate.list.count',
    defaultMessage: '{count, plural, one {# delegate} other {# delegates}}',
  },
  continentLink: { id: 'delegate.list.continentLink', defaultMessage: 'About {continent}' },
  place: { id: 'delegate.list.place', defaultMessage: '{country} · {continent}' },
});

/** Her talent's category when it is one of the form's suggestions (TALENT_CATEGORIES); any other stays as written. */
export const talentCategoryMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  Singing: { id: 'delegate.talentCategory.singing', defaultMessage: 'Singing' },
  Dance: { id: 'delegate.talentCategory.dance', defaultMessage: 'Dance' },
  'Instrumental music': { id: 'delegate.talentCategory.instrumental', defaultMessage: 'Instrumental music' },
  'Acting / Drama': { id: 'delegate.talentCategory.acting', defaultMessage: 'Acting / Drama' },
  'Spoken word / Poetry': { id: 'delegate.talentCategory.poetry', defaultMessage: 'Spoken word / Poetry' },
  'Visual arts': { id: 'delegate.talentCategory.visualArts', defaultMessage: 'Visual arts' },
  'Cultural performance': { id: 'delegate.talentCategory.cultural', defaultMessage: 'Cultural performance' },
  'Sport / Martial arts': { id: 'delegate.talentCategory.sport', defaultMessage: 'Sport / Martial arts' },
  Other: { id: 'delegate.talentCategory.other', defaultMessage: 'Other' },
});
