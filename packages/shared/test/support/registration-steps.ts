/** The titles of the portal form's eight steps, in the order a delegate walks them, as the English form shows them. */
export const STEP_TITLES_IN_ORDER = [
  'Personal Info',
  'Physical Details',
  'Background',
  'Experience',
  'Platform',
  'Social & Contact',
  'Media & Documents',
  'Review & Submit',
];
