import { defineMessages, type MessageDescriptor } from '../../i18n/message-descriptor';

/** The staff preview of the registration form at /register-preview: its gate and its five-step mock. */
export const previewMessages = defineMessages({
  seoTitle: { id: 'preview.seo.title', defaultMessage: 'Registration preview' },
  seoDescription: {
    id: 'preview.seo.description',
    defaultMessage: 'A staff preview of the contestant registration form.',
  },

  // The gate
  gateEyebrow: { id: 'preview.gate.eyebrow', defaultMessage: 'Staff only' },
  gateHeading: { id: 'preview.gate.heading', defaultMessage: 'Registration preview' },
  gateText: {
    id: 'preview.gate.text',
    defaultMessage:
      'Enter the preview password to walk through the contestant registration form. Nothing you enter is saved or sent.',
  },
  password: { id: 'preview.gate.password', defaultMessage: 'Password' },
  showPassword: { id: 'preview.gate.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'preview.gate.hidePassword', defaultMessage: 'Hide password' },
  checking: { id: 'preview.gate.checking', defaultMessage: 'Checking...' },
  unlock: { id: 'preview.gate.unlock', defaultMessage: 'Unlock preview' },
  incorrectPassword: { id: 'preview.gate.incorrectPassword', defaultMessage: 'Incorrect password' },
  unlockFailed: {
    id: 'preview.gate.unlockFailed',
    defaultMessage: 'The preview could not be unlocked. Please try again.',
  },

  // The wizard's frame
  eyebrow: { id: 'preview.wizard.eyebrow', defaultMessage: 'Registration preview' },
  heading: { id: 'preview.wizard.heading', defaultMessage: 'Contestant registration' },
  intro: {
    id: 'preview.wizard.intro',
    defaultMessage: 'A mock of the form contestants fill in. Nothing is saved or sent.',
  },
  previewOnly: { id: 'preview.wizard.previewOnly', defaultMessage: 'Preview only' },
  formCompletion: { id: 'preview.wizard.formCompletion', defaultMessage: 'Form completion' },
  completionText: {
    id: 'preview.wizard.completionText',
    defaultMessage:
      "{percent}% complete · {tier, select, done {All fields completed! Ready to submit.} almost {Almost there! Just a few more fields to go.} half {You're halfway there! Keep going.} start {Good start! Continue filling out the form.} other {Let's get started! Fill out the required fields.}}",
  },
  steps: { id: 'preview.wizard.steps', defaultMessage: 'Steps' },
  stepProgress: { id: 'preview.wizard.stepProgress', defaultMessage: 'Step progress' },
  stepOf: { id: 'preview.wizard.stepOf', defaultMessage: 'Step {step} of {total}' },
  back: { id: 'preview.wizard.back', defaultMessage: 'Back' },
  next: { id: 'preview.wizard.next', defaultMessage: 'Next' },
  submit: { id: 'preview.wizard.submit', defaultMessage: 'Submit' },
  submittedTitle: { id: 'preview.wizard.submittedTitle', defaultMessage: 'Registration (Mock) Submitted!' },
  submittedText: {
    id: 'preview.wizard.submittedText',
    defaultMessage: 'This is a preview-only submission. No data was sent.',
  },
  close: { id: 'preview.wizard.close', defaultMessage: 'Close' },
  select: { id: 'preview.input.select', defaultMessage: 'Select' },

  // Personal info
  ageUnder: {
    id: 'preview.personal.ageUnder',
    defaultMessage: 'Age {age}: contestants must be at least {minimum} years old.',
  },
  age: { id: 'preview.personal.age', defaultMessage: 'Age {age}' },
  dob: { id: 'preview.personal.dob', defaultMessage: 'Date of birth' },
  gender: { id: 'preview.personal.gender', defaultMessage: 'Gender' },
  nationality: { id: 'preview.personal.nationality', defaultMessage: 'Nationality' },
  residence: { id: 'preview.personal.residence', defaultMessage: 'Country of residence' },
  address: { id: 'preview.personal.address', defaultMessage: 'Address' },
  continentToRepresent: { id: 'preview.personal.continent', defaultMessage: 'Continent you will represent' },
  ethnicity: { id: 'preview.personal.ethnicity', defaultMessage: 'Ethnicity (optional)' },

  // Physical details
  heightFeet: { id: 'preview.physical.heightFeet', defaultMessage: 'Height (feet)' },
  heightExample: { id: 'preview.physical.heightExample', defaultMessage: 'e.g. 5.7' },
  aboutCm: { id: 'preview.physical.aboutCm', defaultMessage: 'About {cm} cm' },
  inFeet: { id: 'preview.physical.inFeet', defaultMessage: 'In feet, with decimals' },
  weight: { id: 'preview.physical.weight', defaultMessage: 'Weight' },
  weightUnit: { id: 'preview.physical.weightUnit', defaultMessage: 'Weight unit' },
  hairColour: { id: 'preview.physical.hairColour', defaultMessage: 'Hair colour' },
  eyeColour: { id: 'preview.physical.eyeColour', defaultMessage: 'Eye colour' },

  // The headshot
  headshot: { id: 'preview.photo.headshot', defaultMessage: 'Headshot (preview only)' },
  headshotAlt: { id: 'preview.photo.alt', defaultMessage: 'Preview of the chosen headshot' },
  choosePhoto: { id: 'preview.photo.choose', defaultMessage: 'Choose a photo' },
  chooseAnother: { id: 'preview.photo.chooseAnother', defaultMessage: 'Choose another photo' },
  removePhoto: { id: 'preview.photo.remove', defaultMessage: 'Remove the photo' },
  photoHint: { id: 'preview.photo.hint', defaultMessage: 'JPEG, PNG or WebP. Kept in this browser only.' },
  uploadProgress: { id: 'preview.photo.progress', defaultMessage: 'Upload progress' },
  uploaded: { id: 'preview.photo.uploaded', defaultMessage: 'Uploaded' },
  uploading: { id: 'preview.photo.uploading', defaultMessage: 'Uploading...' },

  // Background
  maritalStatus: { id: 'preview.background.maritalStatus', defaultMessage: 'Marital status' },
  hasChildren: { id: 'preview.background.hasChildren', defaultMessage: 'Do you have children?' },
  occupation: { id: 'preview.background.occupation', defaultMessage: 'Occupation' },
  languages: { id: 'preview.background.languages', defaultMessage: 'Languages' },
  languagesAdded: { id: 'preview.background.languagesAdded', defaultMessage: 'Languages added' },
  language: { id: 'preview.background.language', defaultMessage: 'Language' },
  proficiency: { id: 'preview.background.proficiency', defaultMessage: 'Proficiency' },
  addLanguage: { id: 'preview.background.addLanguage', defaultMessage: 'Add language' },
  languageWarning: {
    id: 'preview.background.languageWarning',
    defaultMessage: 'Please enter a language and choose its proficiency before adding.',
  },
  languageEntry: {
    id: 'preview.background.languageEntry',
    defaultMessage:
      '{language} ({proficiency, select, basic {basic} intermediate {intermediate} fluent {fluent} native {native} other {{proficiency}}})',
  },
  education: { id: 'preview.background.education', defaultMessage: 'Education' },
  educationAdded: { id: 'preview.background.educationAdded', defaultMessage: 'Education added' },
  educationEntry: {
    id: 'preview.background.educationEntry',
    defaultMessage: '{degree} in {field}, {institution} ({year})',
  },
  institution: { id: 'preview.background.institution', defaultMessage: 'Institution' },
  degree: { id: 'preview.background.degree', defaultMessage: 'Degree' },
  field: { id: 'preview.background.field', defaultMessage: 'Field of study' },
  year: { id: 'preview.background.year', defaultMessage: 'Year' },
  yearExample: { id: 'preview.background.yearExample', defaultMessage: 'e.g. 2024' },
  addEducation: { id: 'preview.background.addEducation', defaultMessage: 'Add education' },
  educationWarning: {
    id: 'preview.background.educationWarning',
    defaultMessage:
      'Please fill in all education fields (Institution, Degree, Field of study, and Year) before adding.',
  },
  remove: { id: 'preview.background.remove', defaultMessage: 'Remove {item}' },

  // Social & contact
  socialMedia: { id: 'preview.social.heading', defaultMessage: 'Social media' },
  handle: { id: 'preview.social.handle', defaultMessage: '{network} handle' },
  networkOptional: { id: 'preview.social.networkOptional', defaultMessage: '{network} (optional)' },
  handleExample: { id: 'preview.social.handleExample', defaultMessage: '@yourname' },
  emergencyContact: { id: 'preview.social.emergencyContact', defaultMessage: 'Emergency contact' },
  name: { id: 'preview.social.name', defaultMessage: 'Name' },
  relationship: { id: 'preview.social.relationship', defaultMessage: 'Relationship' },
  relationshipExample: { id: 'preview.social.relationshipExample', defaultMessage: 'e.g. Mother' },
  phone: { id: 'preview.social.phone', defaultMessage: 'Phone' },
  email: { id: 'preview.social.email', defaultMessage: 'Email' },
  streetOptional: { id: 'preview.social.street', defaultMessage: 'Street (optional)' },
  cityOptional: { id: 'preview.social.city', defaultMessage: 'City (optional)' },
  stateOptional: { id: 'preview.social.state', defaultMessage: 'State / region (optional)' },
  countryOptional: { id: 'preview.social.country', defaultMessage: 'Country (optional)' },
  postalCodeOptional: { id: 'preview.social.postalCode', defaultMessage: 'Postal code (optional)' },

  // Review & submit
  edit: { id: 'preview.review.edit', defaultMessage: 'Edit' },
  residenceShort: { id: 'preview.review.residence', defaultMessage: 'Residence' },
  continent: { id: 'preview.review.continent', defaultMessage: 'Continent' },
  ethnicityShort: { id: 'preview.review.ethnicity', defaultMessage: 'Ethnicity' },
  height: { id: 'preview.review.height', defaultMessage: 'Height' },
  heightValue: { id: 'preview.review.heightValue', defaultMessage: '{height} ft' },
  children: { id: 'preview.review.children', defaultMessage: 'Children' },
  otherNetworks: { id: 'preview.review.otherNetworks', defaultMessage: 'Other networks' },
  contactDetails: { id: 'preview.review.contactDetails', defaultMessage: 'Contact details' },
  acknowledgements: { id: 'preview.review.acknowledgements', defaultMessage: 'Acknowledgements' },
  sponsorshipAcknowledged: {
    id: 'preview.review.sponsorshipAcknowledged',
    defaultMessage: 'I acknowledge that sponsorship and financial support may be required during participation.',
  },
  termsAccepted: {
    id: 'preview.review.termsAccepted',
    defaultMessage: 'I accept the terms and conditions of this registration.',
  },
  informationAccurate: {
    id: 'preview.review.informationAccurate',
    defaultMessage: 'I confirm that all information provided is accurate and truthful.',
  },
});

/** The five steps' names (PREVIEW_STEPS, in order). */
export const previewStepMessages = defineMessages({
  personal: { id: 'preview.step.personal', defaultMessage: 'Personal Info' },
  physical: { id: 'preview.step.physical', defaultMessage: 'Physical Details' },
  background: { id: 'preview.step.background', defaultMessage: 'Background' },
  social: { id: 'preview.step.social', defaultMessage: 'Social & Contact' },
  review: { id: 'preview.step.review', defaultMessage: 'Review & Submit' },
});

/** The five steps' names, in the order of PREVIEW_STEPS. */
export const STEP_NAMES: readonly MessageDescriptor[] = [
  previewStepMessages.personal,
  previewStepMessages.physical,
  previewStepMessages.background,
  previewStepMessages.social,
  previewStepMessages.review,
];

/** The words shown for the stored choices; the values stay the English the draft keeps. */
export const genderOptionMessages = defineMessages({
  Female: { id: 'preview.option.gender.female', defaultMessage: 'Female' },
  Male: { id: 'preview.option.gender.male', defaultMessage: 'Male' },
  Other: { id: 'preview.option.gender.other', defaultMessage: 'Other' },
});
export const maritalOptionMessages = defineMessages({
  Single: { id: 'preview.option.marital.single', defaultMessage: 'Single' },
  Married: { id: 'preview.option.marital.married', defaultMessage: 'Married' },
  Divorced: { id: 'preview.option.marital.divorced', defaultMessage: 'Divorced' },
  Widowed: { id: 'preview.option.marital.widowed', defaultMessage: 'Widowed' },
});
export const yesNoOptionMessages = defineMessages({
  Yes: { id: 'preview.option.yes', defaultMessage: 'Yes' },
  No: { id: 'preview.option.no', defaultMessage: 'No' },
});
export const continentOptionMessages = defineMessages({
  Africa: { id: 'preview.option.continent.africa', defaultMessage: 'Africa' },
  Asia: { id: 'preview.option.continent.asia', defaultMessage: 'Asia' },
  Europe: { id: 'preview.option.continent.europe', defaultMessage: 'Europe' },
  'North America': { id: 'preview.option.continent.northAmerica', defaultMessage: 'North America' },
  'South America': { id: 'preview.option.continent.southAmerica', defaultMessage: 'South America' },
  'Australia/Oceania': { id: 'preview.option.continent.australia', defaultMessage: 'Australia/Oceania' },
});
export const proficiencyOptionMessages = defineMessages({
  basic: { id: 'preview.option.proficiency.basic', defaultMessage: 'Basic' },
  intermediate: { id: 'preview.option.proficiency.intermediate', defaultMessage: 'Intermediate' },
  fluent: { id: 'preview.option.proficiency.fluent', defaultMessage: 'Fluent' },
  native: { id: 'preview.option.proficiency.native', defaultMessage: 'Native' },
});
export const weightUnitOptionMessages = defineMessages({
  kg: { id: 'preview.option.weightUnit.kg', defaultMessage: 'kg' },
  lb: { id: 'preview.option.weightUnit.lb', defaultMessage: 'lb' },
});

/** The choices' words by list, for the steps. */
export const previewOptionMessages = {
  gender: genderOptionMessages,
  marital: maritalOptionMessages,
  yesNo: yesNoOptionMessages,
  continent: continentOptionMessages,
  proficiency: proficiencyOptionMessages,
  weightUnit: weightUnitOptionMessages,
};
