import { defineMessages } from '../../../i18n/message-descriptor';

/**
 * The editor of a text staff write in every language (a slide, the announcement, a tier, a bulk e-mail, a to-do,
 * a vote's or a round's name): the languages side by side, and which of them show the English.
 */
export const writtenMessages = defineMessages({
  otherLanguages: { id: 'written.otherLanguages', defaultMessage: 'Other languages' },
  everyLanguage: { id: 'written.everyLanguage', defaultMessage: 'every language has its own version' },
  englishShownIn: { id: 'written.englishShownIn', defaultMessage: 'English shown in {languages}' },
  englishShown: { id: 'written.englishShown', defaultMessage: 'English shown' },
  partIn: { id: 'written.partIn', defaultMessage: '{part} in {language}' },
  recipientsInEnglish: {
    id: 'written.recipientsInEnglish',
    defaultMessage:
      '{count, plural, one {# recipient reads a language this message has no version in: she gets the English.} other {# recipients read a language this message has no version in: they get the English.}}',
  },
  recipientsEachOwn: {
    id: 'written.recipientsEachOwn',
    defaultMessage: 'Every recipient gets the message in her own language.',
  },
});
