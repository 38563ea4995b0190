import { defineMessages } from '../../i18n/message-descriptor';

/** The shared controls' own words: dialogs, pickers, loading states. */
export const uiMessages = defineMessages({
  loading: { id: 'ui.loading', defaultMessage: 'Loading...' },
  close: { id: 'ui.dialog.close', defaultMessage: 'Close' },
  confirmTitle: { id: 'ui.confirm.title', defaultMessage: 'Confirm Action' },
  confirmMessage: { id: 'ui.confirm.message', defaultMessage: 'Are you sure you want to proceed?' },
  confirm: { id: 'ui.confirm.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'ui.confirm.cancel', defaultMessage: 'Cancel' },
  searchPlaceholder: { id: 'ui.select.placeholder', defaultMessage: 'Type to search' },
  noOptions: { id: 'ui.select.empty', defaultMessage: 'No options found' },
  searchNationality: { id: 'ui.country.searchNationality', defaultMessage: 'Search nationality' },
  searchCountry: { id: 'ui.country.searchCountry', defaultMessage: 'Search country' },
  progressValue: { id: 'ui.progress.valueWithText', defaultMessage: '{percent}: {text}' },
});
