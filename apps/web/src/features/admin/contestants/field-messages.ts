import { defineMessages } from '../../../i18n/message-descriptor';

/**
 * Every field of the registration form by its path, as the reviewer reads it: the portal's own wording, so a
 * correction or a change between versions names the field as she saw it.
 */
export const fieldMessages = defineMessages({
  dob: { id: 'adminContestants.field.dob', defaultMessage: 'Date of birth' },
  gender: { id: 'adminContestants.field.gender', defaultMessage: 'Gender' },
  nationality: { id: 'adminContestants.field.nationality', defaultMessage: 'Nationality' },
  residence: { id: 'adminContestants.field.residence', defaultMessage: 'Country of residence' },
  representedCountry: { id: 'adminContestants.field.representedCountry', defaultMessage: 'Country she represents' },
  address: { id: 'adminContestants.field.address', defaultMessage: 'Address' },
  continent: { id: 'adminContestants.field.continent', defaultMessage: 'Continent' },
  ethnicity: { id: 'adminContestants.field.ethnicity', defaultMessage: 'Ethnicity' },
  height: { id: 'adminContestants.field.height', defaultMessage: 'Height' },
  weight: { id: 'adminContestants.field.weight', defaultMessage: 'Weight' },
  hairColor: { id: 'adminContestants.field.hairColor', defaultMessage: 'Hair color' },
  eyeColor: { id: 'adminContestants.field.eyeColor', defaultMessage: 'Eye color' },
  'measurements.bust': { id: 'adminContestants.field.measurements.bust', defaultMessage: 'Bust' },
  'measurements.waist': { id: 'adminContestants.field.measurements.waist', defaultMessage: 'Waist' },
  'measurements.hips': { id: 'adminContestants.field.measurements.hips', defaultMessage: 'Hips' },
  'measurements.unit': { id: 'adminContestants.field.measurements.unit', defaultMessage: 'Measurement unit' },
  healthFitness: { id: 'adminContestants.field.healthFitness', defaultMessage: 'Health and fitness' },
  maritalStatus: { id: 'adminContestants.field.maritalStatus', defaultMessage: 'Marital status' },
  hasChildren: { id: 'adminContestants.field.hasChildren', defaultMessage: 'Children' },
  occupation: { id: 'adminContestants.field.occupation', defaultMessage: 'Occupation' },
  languages: { id: 'adminContestants.field.languages', defaultMessage: 'Languages' },
  education: { id: 'adminContestants.field.education', defaultMessage: 'Education' },
  moralCharacter: { id: 'adminContestants.field.moralCharacter', defaultMessage: 'What do you stand for?' },
  pageantExperience: { id: 'adminContestants.field.pageantExperience', defaultMessage: 'Pageant experience' },
  skills: { id: 'adminContestants.field.skills', defaultMessage: 'Skills' },
  achievements: { id: 'adminContestants.field.achievements', defaultMessage: 'Achievements' },
  'talent.category': { id: 'adminContestants.field.talent.category', defaultMessage: 'Talent category' },
  'talent.description': { id: 'adminContestants.field.talent.description', defaultMessage: 'Talent description' },
  'talent.video': { id: 'adminContestants.field.talent.video', defaultMessage: 'Talent performance link' },
  'platform.cause': { id: 'adminContestants.field.platform.cause', defaultMessage: 'Platform cause' },
  'platform.description': { id: 'adminContestants.field.platform.description', defaultMessage: 'Platform description' },
  'platform.goals': { id: 'adminContestants.field.platform.goals', defaultMessage: 'Platform goals' },
  'platform.experience': { id: 'adminContestants.field.platform.experience', defaultMessage: 'Related experience' },
  'socialMedia.instagram': { id: 'adminContestants.field.socialMedia.instagram', defaultMessage: 'Instagram' },
  'socialMedia.facebook': { id: 'adminContestants.field.socialMedia.facebook', defaultMessage: 'Facebook' },
  'socialMedia.twitter': { id: 'adminContestants.field.socialMedia.twitter', defaultMessage: 'X / Twitter' },
  'socialMedia.tiktok': { id: 'adminContestants.field.socialMedia.tiktok', defaultMessage: 'TikTok' },
  'socialMedia.youtube': { id: 'adminContestants.field.socialMedia.youtube', defaultMessage: 'YouTube' },
  'emergencyContact.name': {
    id: 'adminContestants.field.emergencyContact.name',
    defaultMessage: 'Emergency contact name',
  },
  'emergencyContact.relationship': {
    id: 'adminContestants.field.emergencyContact.relationship',
    defaultMessage: 'Emergency contact relationship',
  },
  'emergencyContact.phone': {
    id: 'adminContestants.field.emergencyContact.phone',
    defaultMessage: 'Emergency contact phone',
  },
  'emergencyContact.email': {
    id: 'adminContestants.field.emergencyContact.email',
    defaultMessage: 'Emergency contact email',
  },
  'emergencyContact.address.street': {
    id: 'adminContestants.field.emergencyContact.address.street',
    defaultMessage: 'Emergency contact street',
  },
  'emergencyContact.address.city': {
    id: 'adminContestants.field.emergencyContact.address.city',
    defaultMessage: 'Emergency contact city',
  },
  'emergencyContact.address.state': {
    id: 'adminContestants.field.emergencyContact.address.state',
    defaultMessage: 'Emergency contact state or region',
  },
  'emergencyContact.address.country': {
    id: 'adminContestants.field.emergencyContact.address.country',
    defaultMessage: 'Emergency contact country',
  },
  'emergencyContact.address.postalCode': {
    id: 'adminContestants.field.emergencyContact.address.postalCode',
    defaultMessage: 'Emergency contact postal code',
  },
  headshot: { id: 'adminContestants.field.headshot', defaultMessage: 'Headshot' },
  fullBody: { id: 'adminContestants.field.fullBody', defaultMessage: 'Full body photo' },
  video: { id: 'adminContestants.field.video', defaultMessage: 'Video' },
  birthCertificate: { id: 'adminContestants.field.birthCertificate', defaultMessage: 'Birth certificate' },
  sponsorshipAcknowledged: {
    id: 'adminContestants.field.sponsorshipAcknowledged',
    defaultMessage: 'I acknowledge that sponsorship and financial support may be required during participation.',
  },
  termsAccepted: {
    id: 'adminContestants.field.termsAccepted',
    defaultMessage: 'I accept the terms and conditions of this registration.',
  },
  informationAccurate: {
    id: 'adminContestants.field.informationAccurate',
    defaultMessage: 'I confirm that all information provided is accurate and truthful.',
  },
});
