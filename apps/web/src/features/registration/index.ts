// The registration area's public surface: the back office reads her answers with the words the form shows them in.
export {
  continentMessages,
  genderMessages,
  maritalMessages,
  type OptionMessages,
  talentMessages,
  unitMessages,
  useOptionLabel,
  yesNoMessages,
} from './components/option-messages';
