import { useCallback } from 'react';
import { defineMessages } from '../../../i18n/message-descriptor';
import { type OptionMessages, useOptionLabel } from '../../../i18n/option-label';

// Also offered here: the form's pages and staff's view of a registration read their choices' labels from this file.
export { type OptionMessages, useOptionLabel };

/**
 * The words shown for the form's stored choices: the values stay the English the server accepts
 * (REGISTRATION_GENDERS, REGISTRATION_CONTINENTS, TALENT_CATEGORIES…), the labels are these messages.
 */
export const genderMessages = defineMessages({
  Female: { id: 'registration.option.gender.female', defaultMessage: 'Female' },
  Male: { id: 'registration.option.gender.male', defaultMessage: 'Male' },
  Other: { id: 'registration.option.gender.other', defaultMessage: 'Other' },
});

export const maritalMessages = defineMessages({
  Single: { id: 'registration.option.marital.single', defaultMessage: 'Single' },
  Married: { id: 'registration.option.marital.married', defaultMessage: 'Married' },
  Divorced: { id: 'registration.option.marital.divorced', defaultMessage: 'Divorced' },
  Widowed: { id: 'registration.option.marital.widowed', defaultMessage: 'Widowed' },
});

export const yesNoMessages = defineMessages({
  Yes: { id: 'registration.option.yes', defaultMessage: 'Yes' },
  No: { id: 'registration.option.no', defaultMessage: 'No' },
});

export const continentMessages = defineMessages({
  Africa: { id: 'registration.option.continent.africa', defaultMessage: 'Africa' },
  Asia: { id: 'registration.option.continent.asia', defaultMessage: 'Asia' },
  Europe: { id: 'registration.option.continent.europe', defaultMessage: 'Europe' },
  'North America': { id: 'registration.option.continent.northAmerica', defaultMessage: 'North America' },
  'South America': { id: 'registration.option.continent.southAmerica', defaultMessage: 'South America' },
  'Australia/Oceania': { id: 'registration.option.continent.australia', defaultMessage: 'Australia/Oceania' },
});

export const proficiencyMessages = defineMessages({
  basic: { id: 'registration.option.proficiency.basic', defaultMessage: 'Basic' },
  intermediate: { id: 'registration.option.proficiency.intermediate', defaultMessage: 'Intermediate' },
  fluent: { id: 'registration.option.proficiency.fluent', defaultMessage: 'Fluent' },
  native: { id: 'registration.option.proficiency.native', defaultMessage: 'Native' },
});

export const talentMessages = defineMessages({
  Singing: { id: 'registration.option.talent.singing', defaultMessage: 'Singing' },
  Dance: { id: 'registration.option.talent.dance', defaultMessage: 'Dance' },
  'Instrumental music': { id: 'registration.option.talent.instrumental', defaultMessage: 'Instrumental music' },
  'Acting / Drama': { id: 'registration.option.talent.acting', defaultMessage: 'Acting / Drama' },
  'Spoken word / Poetry': { id: 'registration.option.talent.poetry', defaultMessage: 'Spoken word / Poetry' },
  'Visual arts': { id: 'registration.option.talent.visualArts', defaultMessage: 'Visual arts' },
  'Cultural performance': { id: 'registration.option.talent.cultural', defaultMessage: 'Cultural performance' },
  'Sport / Martial arts': { id: 'registration.option.talent.sport', defaultMessage: 'Sport / Martial arts' },
  Other: { id: 'registration.option.talent.other', defaultMessage: 'Other' },
});

export const unitMessages = defineMessages({
  cm: { id: 'registration.option.unit.cm', defaultMessage: 'Centimetres (cm)' },
  in: { id: 'registration.option.unit.in', defaultMessage: 'Inches (in)' },
});

/** The options of a choice: each stored value with its label. */
export function useOptions(): (
  messages: OptionMessages,
  values: readonly string[],
) => { value: string; label: string }[] {
  const label = useOptionLabel();
  return useCallback(
    (messages: OptionMessages, values: readonly string[]) =>
      values.map((value) => ({ value, label: label(messages, value) })),
    [label],
  );
}

/** The form's fields whose value is one of its fixed choices (by their path in her answers), with the words for each. */
export const FIELD_CHOICES: Readonly<Record<string, OptionMessages>> = {
  gender: genderMessages,
  maritalStatus: maritalMessages,
  hasChildren: yesNoMessages,
  continent: continentMessages,
  'talent.category': talentMessages,
  'measurements.unit': unitMessages,
};
