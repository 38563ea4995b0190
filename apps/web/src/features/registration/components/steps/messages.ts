import { defineMessages } from '#web/i18n/message-descriptor';

/** The fields of the form's eight steps. */
export const stepMessages = defineMessages({
  optional: { id: 'registration.field.optional', defaultMessage: 'Optional' },

  aboutYou: { id: 'registration.personal.aboutYou', defaultMessage: 'About you' },
  aboutYouText: {
    id: 'registration.personal.aboutYouText',
    defaultMessage: 'As they appear on your identity documents.',
  },
  dob: { id: 'registration.personal.dob', defaultMessage: 'Date of birth' },
  age: { id: 'registration.personal.age', defaultMessage: 'Age: {age}' },
  gender: { id: 'registration.personal.gender', defaultMessage: 'Gender' },
  nationality: { id: 'registration.personal.nationality', defaultMessage: 'Nationality' },
  residence: { id: 'registration.personal.residence', defaultMessage: 'Country of residence' },
  represents: { id: 'registration.personal.represents', defaultMessage: 'The country you represent' },
  representsNationality: {
    id: 'registration.personal.representsNationality',
    defaultMessage: '{country} (your nationality)',
  },
  representsResidence: {
    id: 'registration.personal.representsResidence',
    defaultMessage: '{country} (where you live)',
  },
  representsHint: {
    id: 'registration.personal.representsHint',
    defaultMessage: 'The organisers confirm it. Until then, your pages show the country you choose here.',
  },
  address: { id: 'registration.personal.address', defaultMessage: 'Address' },
  addressPlaceholder: {
    id: 'registration.personal.addressPlaceholder',
    defaultMessage: 'Street, city and postal code',
  },
  continent: { id: 'registration.personal.continent', defaultMessage: 'Continent you represent' },
  ethnicity: { id: 'registration.personal.ethnicity', defaultMessage: 'Ethnicity' },

  physicalDetails: { id: 'registration.physical.title', defaultMessage: 'Physical details' },
  height: { id: 'registration.physical.height', defaultMessage: 'Height' },
  heightPlaceholder: { id: 'registration.physical.heightPlaceholder', defaultMessage: 'e.g. 175 cm or 5\'9"' },
  weight: { id: 'registration.physical.weight', defaultMessage: 'Weight' },
  weightPlaceholder: { id: 'registration.physical.weightPlaceholder', defaultMessage: 'e.g. 60 kg or 132 lb' },
  hairColor: { id: 'registration.physical.hairColor', defaultMessage: 'Hair color' },
  eyeColor: { id: 'registration.physical.eyeColor', defaultMessage: 'Eye color' },
  measurements: { id: 'registration.physical.measurements', defaultMessage: 'Measurements' },
  measurementsText: {
    id: 'registration.physical.measurementsText',
    defaultMessage: 'Bust, waist and hips, in the unit you choose.',
  },
  unit: { id: 'registration.physical.unit', defaultMessage: 'Unit' },
  bust: { id: 'registration.physical.bust', defaultMessage: 'Bust ({unit})' },
  waist: { id: 'registration.physical.waist', defaultMessage: 'Waist ({unit})' },
  hips: { id: 'registration.physical.hips', defaultMessage: 'Hips ({unit})' },
  health: { id: 'registration.physical.health', defaultMessage: 'Health & fitness' },
  healthLabel: { id: 'registration.physical.healthLabel', defaultMessage: 'How do you keep healthy and fit?' },
  healthHint: {
    id: 'registration.physical.healthHint',
    defaultMessage:
      'Your routine, sport or wellbeing practice, and anything the organisers should know to support you.',
  },

  lifeToday: { id: 'registration.background.lifeToday', defaultMessage: 'Your life today' },
  maritalStatus: { id: 'registration.background.maritalStatus', defaultMessage: 'Marital status' },
  hasChildren: { id: 'registration.background.hasChildren', defaultMessage: 'Do you have children?' },
  occupation: { id: 'registration.background.occupation', defaultMessage: 'Occupation' },
  character: { id: 'registration.background.character', defaultMessage: 'Character' },
  standFor: { id: 'registration.background.standFor', defaultMessage: 'What do you stand for?' },
  standForHint: {
    id: 'registration.background.standForHint',
    defaultMessage: 'A few lines on your values and how they show in your everyday life.',
  },

  experienceIntro: {
    id: 'registration.experience.intro',
    defaultMessage: 'Nothing here is required, but every detail helps our judges get to know you.',
  },
  skills: { id: 'registration.experience.skills', defaultMessage: 'Skills' },
  skill: { id: 'registration.experience.skill', defaultMessage: 'Skill' },
  addSkill: { id: 'registration.experience.addSkill', defaultMessage: 'Add skill' },
  skillPlaceholder: { id: 'registration.experience.skillPlaceholder', defaultMessage: 'e.g. Public speaking' },
  noSkills: { id: 'registration.experience.noSkills', defaultMessage: 'No skills added yet.' },
  achievements: { id: 'registration.experience.achievements', defaultMessage: 'Achievements' },
  achievement: { id: 'registration.experience.achievement', defaultMessage: 'Achievement' },
  addAchievement: { id: 'registration.experience.addAchievement', defaultMessage: 'Add achievement' },
  achievementPlaceholder: {
    id: 'registration.experience.achievementPlaceholder',
    defaultMessage: 'e.g. Community service award 2024',
  },
  noAchievements: { id: 'registration.experience.noAchievements', defaultMessage: 'No achievements added yet.' },
  talent: { id: 'registration.experience.talent', defaultMessage: 'Talent' },
  talentText: { id: 'registration.experience.talentText', defaultMessage: 'What you would love to share on stage.' },
  category: { id: 'registration.experience.category', defaultMessage: 'Category' },
  talentVideo: { id: 'registration.experience.talentVideo', defaultMessage: 'Link to a performance' },
  talentVideoHint: {
    id: 'registration.experience.talentVideoHint',
    defaultMessage: 'Optional: a YouTube, Vimeo or Instagram link.',
  },
  talentDescription: { id: 'registration.experience.talentDescription', defaultMessage: 'Describe your talent' },

  yourPlatform: { id: 'registration.platform.title', defaultMessage: 'Your platform' },
  yourPlatformText: {
    id: 'registration.platform.text',
    defaultMessage: 'The cause you will champion as a queen: what it is, why it matters and what you want to achieve.',
  },
  cause: { id: 'registration.platform.cause', defaultMessage: 'Cause' },
  causePlaceholder: { id: 'registration.platform.causePlaceholder', defaultMessage: 'e.g. Girls’ education in STEM' },
  description: { id: 'registration.platform.description', defaultMessage: 'Description' },
  goals: { id: 'registration.platform.goals', defaultMessage: 'Goals' },
  goal: { id: 'registration.platform.goal', defaultMessage: 'Goal' },
  addGoal: { id: 'registration.platform.addGoal', defaultMessage: 'Add goal' },
  goalPlaceholder: { id: 'registration.platform.goalPlaceholder', defaultMessage: 'e.g. Mentor 100 girls this year' },
  noGoals: { id: 'registration.platform.noGoals', defaultMessage: 'No goals added yet.' },
  relatedExperience: { id: 'registration.platform.relatedExperience', defaultMessage: 'Related experience' },
  relatedExperienceHint: {
    id: 'registration.platform.relatedExperienceHint',
    defaultMessage: 'Work, volunteering or advocacy you have already done for this cause.',
  },

  socialMedia: { id: 'registration.social.title', defaultMessage: 'Social media' },
  instagram: { id: 'registration.social.instagram', defaultMessage: 'Instagram handle' },
  instagramPlaceholder: { id: 'registration.social.instagramPlaceholder', defaultMessage: '@yourname' },
  emergency: { id: 'registration.social.emergency', defaultMessage: 'Emergency contact' },
  emergencyText: {
    id: 'registration.social.emergencyText',
    defaultMessage: 'Someone we can reach if we cannot reach you.',
  },
  fullName: { id: 'registration.social.fullName', defaultMessage: 'Full name' },
  relationship: { id: 'registration.social.relationship', defaultMessage: 'Relationship' },
  relationshipPlaceholder: { id: 'registration.social.relationshipPlaceholder', defaultMessage: 'e.g. Mother' },
  phone: { id: 'registration.social.phone', defaultMessage: 'Phone' },
  email: { id: 'registration.social.email', defaultMessage: 'Email' },
  street: { id: 'registration.social.street', defaultMessage: 'Street' },
  city: { id: 'registration.social.city', defaultMessage: 'City' },
  state: { id: 'registration.social.state', defaultMessage: 'State or region' },
  country: { id: 'registration.social.country', defaultMessage: 'Country' },
  postalCode: { id: 'registration.social.postalCode', defaultMessage: 'Postal code' },

  mediaIntro: {
    id: 'registration.media.intro',
    defaultMessage:
      'Your files are private: only you and the pageant team can see them. Photos are re-saved without their camera data, so no location leaves your phone.',
  },
  headshot: { id: 'registration.media.headshot', defaultMessage: 'Headshot' },
  fullBody: { id: 'registration.media.fullBody', defaultMessage: 'Full body photo' },
  video: { id: 'registration.media.video', defaultMessage: 'Video' },
  birthCertificate: { id: 'registration.media.birthCertificate', defaultMessage: 'Birth certificate' },
  headshotHint: {
    id: 'registration.media.headshotHint',
    defaultMessage: 'A clear, recent photo of your face and shoulders. JPEG, PNG or WebP, up to {size}.',
  },
  fullBodyHint: {
    id: 'registration.media.fullBodyHint',
    defaultMessage: 'Standing, head to toe, in plain clothing. JPEG, PNG or WebP, up to {size}.',
  },
  videoHint: {
    id: 'registration.media.videoHint',
    defaultMessage: 'Up to two minutes introducing yourself and your cause. MP4, WebM or MOV, up to {size}.',
  },
  birthCertificateHint: {
    id: 'registration.media.birthCertificateHint',
    defaultMessage: 'A scan or clear photo, to confirm your age. PDF, JPEG or PNG, up to {size}.',
  },

  reviewIntro: {
    id: 'registration.review.intro',
    defaultMessage: 'Check your answers. You can go back to any section before you submit.',
  },
  notProvided: { id: 'registration.review.notProvided', defaultMessage: 'Not provided' },
  edit: { id: 'registration.review.edit', defaultMessage: 'Edit' },
  editSection: { id: 'registration.review.editSection', defaultMessage: 'Edit {section}' },
  residenceShort: { id: 'registration.review.residence', defaultMessage: 'Residence' },
  continentShort: { id: 'registration.review.continent', defaultMessage: 'Continent' },
  hairEyes: { id: 'registration.review.hairEyes', defaultMessage: 'Hair / eyes' },
  children: { id: 'registration.review.children', defaultMessage: 'Children' },
  languages: { id: 'registration.review.languages', defaultMessage: 'Languages' },
  education: { id: 'registration.review.education', defaultMessage: 'Education' },
  pageants: { id: 'registration.review.pageants', defaultMessage: 'Pageants' },
  contactDetails: { id: 'registration.review.contactDetails', defaultMessage: 'Contact details' },
  instagramShort: { id: 'registration.review.instagram', defaultMessage: 'Instagram' },
  languageEntry: { id: 'registration.review.languageEntry', defaultMessage: '{language} ({proficiency})' },
  educationEntry: {
    id: 'registration.review.educationEntry',
    defaultMessage: '{degree} in {field}, {institution} {year}',
  },
  educationEntryNoYear: {
    id: 'registration.review.educationEntryNoYear',
    defaultMessage: '{degree} in {field}, {institution}',
  },
  pageantEntry: { id: 'registration.review.pageantEntry', defaultMessage: '{name} {year} - {placement}' },
  pageantEntryNoYear: { id: 'registration.review.pageantEntryNoYear', defaultMessage: '{name} - {placement}' },
  measurementsEntry: {
    id: 'registration.review.measurementsEntry',
    defaultMessage: '{bust} / {waist} / {hips} {unit}',
  },
  sponsorshipAcknowledged: {
    id: 'registration.review.sponsorshipAcknowledged',
    defaultMessage: 'I acknowledge that sponsorship and financial support may be required during participation.',
  },
  termsAccepted: {
    id: 'registration.review.termsAccepted',
    defaultMessage: 'I accept the terms and conditions of this registration.',
  },
  informationAccurate: {
    id: 'registration.review.informationAccurate',
    defaultMessage: 'I confirm that all information provided is accurate and truthful.',
  },
});
