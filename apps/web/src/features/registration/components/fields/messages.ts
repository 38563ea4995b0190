import type { UploadType } from '@cq/shared';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { defineMessages } from '#web/i18n/message-descriptor';

/** The form's inputs, upload slots and list editors. */
export const fieldMessages = defineMessages({
  select: { id: 'registration.input.select', defaultMessage: 'Select…' },
  choose: { id: 'registration.input.choose', defaultMessage: 'Choose…' },

  optional: { id: 'registration.upload.optional', defaultMessage: '(optional)' },
  uploaded: { id: 'registration.upload.uploaded', defaultMessage: 'Uploaded' },
  preview: { id: 'registration.upload.preview', defaultMessage: '{label} preview' },
  noFile: { id: 'registration.upload.noFile', defaultMessage: 'No file yet' },
  progressLabel: { id: 'registration.upload.progressLabel', defaultMessage: '{label} upload progress' },
  progress: { id: 'registration.upload.progress', defaultMessage: 'Uploading… {percent}%' },
  fileInput: { id: 'registration.upload.fileInput', defaultMessage: '{label} file' },

  languagesLabel: { id: 'registration.list.languages', defaultMessage: 'Languages' },
  languagesHint: { id: 'registration.list.languagesHint', defaultMessage: 'Add each language you speak and how well.' },
  noLanguages: { id: 'registration.list.noLanguages', defaultMessage: 'No languages added yet.' },
  language: { id: 'registration.list.language', defaultMessage: 'Language' },
  languagePlaceholder: { id: 'registration.list.languagePlaceholder', defaultMessage: 'e.g. Swahili' },
  proficiency: { id: 'registration.list.proficiency', defaultMessage: 'Proficiency' },
  addLanguage: { id: 'registration.list.addLanguage', defaultMessage: 'Add language' },
  languageMissing: {
    id: 'registration.list.languageMissing',
    defaultMessage: 'Choose how well you speak {language} and add it, or clear the language field.',
  },
  listFull: {
    id: 'registration.list.full',
    defaultMessage: 'You can add at most {max} entries: remove one, or clear what you typed.',
  },
  remove: { id: 'registration.list.remove', defaultMessage: 'Remove {item}' },

  educationLabel: { id: 'registration.list.education', defaultMessage: 'Education' },
  noEducation: { id: 'registration.list.noEducation', defaultMessage: 'No education added yet.' },
  removeEducation: {
    id: 'registration.list.removeEducation',
    defaultMessage: 'Remove {degree} at {institution}',
  },
  degreeIn: { id: 'registration.list.degreeIn', defaultMessage: '{degree} in {field}' },
  institution: { id: 'registration.list.institution', defaultMessage: 'Institution' },
  institutionPlaceholder: {
    id: 'registration.list.institutionPlaceholder',
    defaultMessage: 'e.g. University of Lagos',
  },
  degree: { id: 'registration.list.degree', defaultMessage: 'Degree' },
  degreePlaceholder: { id: 'registration.list.degreePlaceholder', defaultMessage: 'e.g. BSc' },
  fieldOfStudy: { id: 'registration.list.fieldOfStudy', defaultMessage: 'Field of study' },
  fieldOfStudyPlaceholder: { id: 'registration.list.fieldOfStudyPlaceholder', defaultMessage: 'e.g. Economics' },
  year: { id: 'registration.list.year', defaultMessage: 'Year' },
  yearPlaceholder: { id: 'registration.list.yearPlaceholder', defaultMessage: 'e.g. 2024' },
  addEducation: { id: 'registration.list.addEducation', defaultMessage: 'Add education' },
  educationWarning: {
    id: 'registration.list.educationWarning',
    defaultMessage:
      'Please fill in all education fields (Institution, Degree, Field of study, and Year) before adding.',
  },

  pageantsLabel: { id: 'registration.list.pageants', defaultMessage: 'Pageant experience' },
  pageantsHint: {
    id: 'registration.list.pageantsHint',
    defaultMessage: 'Earlier pageants, if any. Leave the placement empty if you took part without placing.',
  },
  noPageants: { id: 'registration.list.noPageants', defaultMessage: 'No pageants added yet.' },
  pageant: { id: 'registration.list.pageant', defaultMessage: 'Pageant' },
  pageantPlaceholder: { id: 'registration.list.pageantPlaceholder', defaultMessage: 'e.g. Miss Nairobi' },
  placement: { id: 'registration.list.placement', defaultMessage: 'Placement' },
  placementPlaceholder: { id: 'registration.list.placementPlaceholder', defaultMessage: 'e.g. First runner-up' },
  participant: { id: 'registration.list.participant', defaultMessage: 'Participant' },
  pageantYearPlaceholder: { id: 'registration.list.pageantYearPlaceholder', defaultMessage: '2024' },
  add: { id: 'registration.list.add', defaultMessage: 'Add' },
  pageantNameMissing: {
    id: 'registration.list.pageantNameMissing',
    defaultMessage: 'Add the name of the pageant, or clear what you typed.',
  },
  pageantYearInvalid: {
    id: 'registration.list.pageantYearInvalid',
    defaultMessage: 'Enter the year as four digits (or leave it empty), then add the pageant.',
  },
});

/** Upload an empty slot, or replace what it holds. */
export const uploadButtonMessages = defineMessages({
  headshotUpload: { id: 'registration.upload.headshot.upload', defaultMessage: 'Upload headshot' },
  headshotReplace: { id: 'registration.upload.headshot.replace', defaultMessage: 'Replace headshot' },
  fullBodyUpload: { id: 'registration.upload.fullBody.upload', defaultMessage: 'Upload full body photo' },
  fullBodyReplace: { id: 'registration.upload.fullBody.replace', defaultMessage: 'Replace full body photo' },
  videoUpload: { id: 'registration.upload.video.upload', defaultMessage: 'Upload video' },
  videoReplace: { id: 'registration.upload.video.replace', defaultMessage: 'Replace video' },
  birthCertificateUpload: {
    id: 'registration.upload.birthCertificate.upload',
    defaultMessage: 'Upload birth certificate',
  },
  birthCertificateReplace: {
    id: 'registration.upload.birthCertificate.replace',
    defaultMessage: 'Replace birth certificate',
  },
});

/** An upload slot's button, by upload type: empty, or holding a file. */
export const uploadButton = (type: UploadType, filled: boolean): MessageDescriptor =>
  uploadButtonMessages[`${type}${filled ? 'Replace' : 'Upload'}`];

/** The browser's own checks of a chosen file (the same words as UPLOAD_RULES), by upload type. */
export const uploadCheckMessages = defineMessages({
  headshotType: {
    id: 'registration.upload.check.headshotType',
    defaultMessage: 'Headshot must be a JPEG, PNG or WebP image.',
  },
  headshotSize: { id: 'registration.upload.check.headshotSize', defaultMessage: 'Headshot must be {size} or smaller.' },
  fullBodyType: {
    id: 'registration.upload.check.fullBodyType',
    defaultMessage: 'Full body photo must be a JPEG, PNG or WebP image.',
  },
  fullBodySize: {
    id: 'registration.upload.check.fullBodySize',
    defaultMessage: 'Full body photo must be {size} or smaller.',
  },
  videoType: { id: 'registration.upload.check.videoType', defaultMessage: 'Video must be an MP4, WebM or MOV file.' },
  videoSize: { id: 'registration.upload.check.videoSize', defaultMessage: 'Video must be {size} or smaller.' },
  birthCertificateType: {
    id: 'registration.upload.check.birthCertificateType',
    defaultMessage: 'Birth certificate must be a PDF, JPEG or PNG file.',
  },
  birthCertificateSize: {
    id: 'registration.upload.check.birthCertificateSize',
    defaultMessage: 'Birth certificate must be {size} or smaller.',
  },
});

/** The browser's check of a file's type or size, by upload type. */
export const uploadCheck = (type: UploadType, check: 'Type' | 'Size'): MessageDescriptor =>
  uploadCheckMessages[`${type}${check}`];
