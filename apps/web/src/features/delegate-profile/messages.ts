import { defineMessages } from '../../i18n/message-descriptor';

/** Her public delegate profile: the dashboard's panel and /user/public-profile. */
export const delegateProfileMessages = defineMessages({
  eyebrow: { id: 'delegateProfile.panel.eyebrow', defaultMessage: 'Delegates' },
  heading: { id: 'delegateProfile.panel.heading', defaultMessage: 'Your public profile' },
  panelText: {
    id: 'delegateProfile.panel.text',
    defaultMessage:
      'Approved contestants can appear as delegates of their continent on the public site. Choose what it shows, or withdraw it, at any time.',
  },
  setUp: { id: 'delegateProfile.panel.setUp', defaultMessage: 'Set up my profile' },
  manage: { id: 'delegateProfile.panel.manage', defaultMessage: 'Manage my profile' },
  panelAwaiting: {
    id: 'delegateProfile.panel.awaiting',
    defaultMessage: 'You agreed to your public profile: the organisers publish it once they have checked it.',
  },
  panelLive: { id: 'delegateProfile.panel.live', defaultMessage: 'Your profile is live on the public site.' },
  agreement: {
    id: 'delegateProfile.consent.agreement',
    defaultMessage: 'I agree that {brand} shows this profile on its public site. I can withdraw it at any time.',
  },

  seoTitle: { id: 'delegateProfile.seo.title', defaultMessage: 'Public profile' },
  loading: { id: 'delegateProfile.page.loading', defaultMessage: 'Loading...' },
  intro: {
    id: 'delegateProfile.page.intro',
    defaultMessage:
      'Approved contestants become the delegates of their continent on the public site, with a page of their own. Your profile appears only if you agree and staff publish it.',
  },
  loadFailed: {
    id: 'delegateProfile.page.loadFailed',
    defaultMessage: 'Your profile could not be loaded. Please try again.',
  },
  seeRegistration: { id: 'delegateProfile.page.seeRegistration', defaultMessage: 'See my registration' },
  awaiting: {
    id: 'delegateProfile.state.awaiting',
    defaultMessage: 'You agreed to a public profile. Staff will publish it shortly.',
  },
  published: { id: 'delegateProfile.state.published', defaultMessage: 'Your profile is on the public site.' },
  viewPage: { id: 'delegateProfile.page.viewPage', defaultMessage: 'View my page' },
  shownHeading: { id: 'delegateProfile.page.shownHeading', defaultMessage: 'What the public site shows' },
  neverShown: {
    id: 'delegateProfile.page.neverShown',
    defaultMessage:
      'Never shown: your date of birth, measurements, address, phone, e-mail, emergency contact, video or documents.',
  },
  choicesHeading: { id: 'delegateProfile.page.choicesHeading', defaultMessage: 'Your choices' },
  withdrawButton: { id: 'delegateProfile.withdraw.button', defaultMessage: 'Withdraw my public profile' },
  withdrawTitle: { id: 'delegateProfile.withdraw.title', defaultMessage: 'Withdraw your public profile?' },
  withdrawMessage: {
    id: 'delegateProfile.withdraw.message',
    defaultMessage: 'Your page and photos leave the public site at once, and your choices here are forgotten.',
  },
  withdrawConfirm: { id: 'delegateProfile.withdraw.confirm', defaultMessage: 'Withdraw' },
  withdrawFailed: {
    id: 'delegateProfile.withdraw.failed',
    defaultMessage: 'Your profile could not be withdrawn. Please try again.',
  },

  changesSaved: { id: 'delegateProfile.form.changesSaved', defaultMessage: 'Your changes are saved.' },
  saveFailed: {
    id: 'delegateProfile.form.saveFailed',
    defaultMessage: 'Your choices could not be saved. Please try again.',
  },
  biography: { id: 'delegateProfile.form.biography', defaultMessage: 'Your biography' },
  biographyHint: {
    id: 'delegateProfile.form.biographyHint',
    defaultMessage: 'In your own words, shown on your page. {count}/{max}',
  },
  socialLegend: { id: 'delegateProfile.form.socialLegend', defaultMessage: 'Social links to show' },
  noSocial: {
    id: 'delegateProfile.form.noSocial',
    defaultMessage: 'Your registration has no social profile to link to.',
  },
  saveChanges: { id: 'delegateProfile.form.saveChanges', defaultMessage: 'Save changes' },
  agreeAndSave: { id: 'delegateProfile.form.agreeAndSave', defaultMessage: 'Agree and save' },

  notFilledIn: { id: 'delegateProfile.preview.notFilledIn', defaultMessage: 'Not filled in' },
  name: { id: 'delegateProfile.preview.name', defaultMessage: 'Name' },
  countryContinent: { id: 'delegateProfile.preview.countryContinent', defaultMessage: 'Country and continent' },
  countryAndContinent: { id: 'delegateProfile.preview.countryAndContinent', defaultMessage: '{country}, {continent}' },
  photos: { id: 'delegateProfile.preview.photos', defaultMessage: 'Photos' },
  photosValue: {
    id: 'delegateProfile.preview.photosValue',
    defaultMessage: 'Your headshot and full-body photo, in web sizes',
  },
  platform: { id: 'delegateProfile.preview.platform', defaultMessage: 'Platform' },
  talent: { id: 'delegateProfile.preview.talent', defaultMessage: 'Talent' },
  languages: { id: 'delegateProfile.preview.languages', defaultMessage: 'Languages' },
});
