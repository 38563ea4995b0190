// The registration area's public surface: the back office reads her answers with the words the form shows them in.
export { FIELD_CHOICES, useOptionLabel } from './components/option-messages';
