/** What the sponsorship form says, in English, when it is sent empty: one message per field, in the form's order. */
export const EMPTY_SPONSORSHIP_MESSAGES = [
  'First name is required',
  'Title is required',
  'Organization is required',
  'Location is required',
  'Email is required',
  'Contact number is required',
  'Reference link is required',
  'Please choose an area of interest',
  'Proposal is required',
];
