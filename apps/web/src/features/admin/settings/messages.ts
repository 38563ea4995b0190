import { defineMessages } from '../../../i18n/message-descriptor';

/** The back office's settings: the registration window and fee, contacts, billing, the preview, mailing, the site. */
export const settingsMessages = defineMessages({
  title: { id: 'adminSettings.title', defaultMessage: 'Settings' },
  description: {
    id: 'adminSettings.description',
    defaultMessage: "Saved changes apply at once to the public site and the contestants' portal.",
  },
  readOnly: {
    id: 'adminSettings.readOnly',
    defaultMessage: 'You can read these settings; changing them needs the settings update permission.',
  },
  loadFailed: { id: 'adminSettings.loadFailed', defaultMessage: 'The settings could not be loaded.' },
  loading: { id: 'adminSettings.loading', defaultMessage: 'Loading…' },

  // Every form
  saveFailed: {
    id: 'adminSettings.form.saveFailed',
    defaultMessage: 'The settings could not be saved. Please try again.',
  },
  unsaved: { id: 'adminSettings.form.unsaved', defaultMessage: 'Unsaved changes' },
  save: { id: 'adminSettings.form.save', defaultMessage: 'Save' },
  dateHint: { id: 'adminSettings.form.dateHint', defaultMessage: 'Your local time. Leave empty for no limit.' },

  // The registration window and fee
  registrationTitle: { id: 'adminSettings.registration.title', defaultMessage: 'Registration window and fee' },
  registrationOpen: { id: 'adminSettings.registration.open', defaultMessage: 'Registration open' },
  registrationOpenHint: {
    id: 'adminSettings.registration.openHint',
    defaultMessage: 'Off pauses registration whatever the dates say.',
  },
  opens: { id: 'adminSettings.registration.opens', defaultMessage: 'Opens' },
  closes: { id: 'adminSettings.registration.closes', defaultMessage: 'Closes' },
  fee: { id: 'adminSettings.registration.fee', defaultMessage: 'Registration fee' },
  feeHint: { id: 'adminSettings.registration.feeHint', defaultMessage: 'In the currency below, e.g. 25 or 12.50.' },
  currency: { id: 'adminSettings.registration.currency', defaultMessage: 'Currency' },
  currencyHint: { id: 'adminSettings.registration.currencyHint', defaultMessage: 'ISO 4217 code, e.g. USD, EUR, NGN.' },
  maxEdits: { id: 'adminSettings.registration.maxEdits', defaultMessage: 'Edits allowed after submitting' },
  maxEditsHint: {
    id: 'adminSettings.registration.maxEditsHint',
    defaultMessage: 'Between 0 and 20. Staff can grant more to one contestant.',
  },

  // The organisers' contacts
  organisationTitle: { id: 'adminSettings.organisation.title', defaultMessage: "Organisers' contact details" },
  contactEmail: { id: 'adminSettings.organisation.contactEmail', defaultMessage: 'Contact e-mail' },
  contactEmailHint: {
    id: 'adminSettings.organisation.contactEmailHint',
    defaultMessage: 'Shown on the site; replies from the inbox name it.',
  },
  hostingEmail: { id: 'adminSettings.organisation.hostingEmail', defaultMessage: 'Hosting inquiries e-mail' },
  phone: { id: 'adminSettings.organisation.phone', defaultMessage: 'Phone' },
  phoneHint: {
    id: 'adminSettings.organisation.phoneHint',
    defaultMessage: 'With the international code, e.g. +44 20 7946 0958.',
  },

  // Billing details
  billingTitle: { id: 'adminSettings.billing.title', defaultMessage: 'Billing details' },
  billingUnset: {
    id: 'adminSettings.billing.unset',
    defaultMessage: 'Payers cannot ask for invoices until the legal name and address are saved.',
  },
  legalName: { id: 'adminSettings.billing.legalName', defaultMessage: 'Legal name' },
  legalNameHint: {
    id: 'adminSettings.billing.legalNameHint',
    defaultMessage: 'As registered, e.g. Continental Queens International Ltd.',
  },
  address: { id: 'adminSettings.billing.address', defaultMessage: 'Postal address' },
  taxNumber: { id: 'adminSettings.billing.taxNumber', defaultMessage: 'Tax number (optional)' },
  taxNumberHint: {
    id: 'adminSettings.billing.taxNumberHint',
    defaultMessage: 'VAT or tax identification number, e.g. GB123456789.',
  },

  // The admin preview's password
  previewTitle: { id: 'adminSettings.preview.title', defaultMessage: 'Admin preview password' },
  previewSet: { id: 'adminSettings.preview.set', defaultMessage: 'Set' },
  previewNotSet: { id: 'adminSettings.preview.notSet', defaultMessage: 'Not set' },
  previewChanged: { id: 'adminSettings.preview.changed', defaultMessage: 'Changed {date}.' },
  sourceSetting: { id: 'adminSettings.preview.sourceSetting', defaultMessage: 'Set here' },
  sourceEnv: {
    id: 'adminSettings.preview.sourceEnv',
    defaultMessage: 'Not set here: the gate uses the PREVIEW_PASSWORD of the server’s configuration.',
  },
  sourceDevelopment: {
    id: 'adminSettings.preview.sourceDevelopment',
    defaultMessage: 'Not set here: outside production the gate opens with the development password.',
  },
  sourceNone: {
    id: 'adminSettings.preview.sourceNone',
    defaultMessage: 'Not set: the preview stays locked until you set one.',
  },
  newPassword: { id: 'adminSettings.preview.newPassword', defaultMessage: 'New preview password' },
  passwordHint: {
    id: 'adminSettings.preview.passwordHint',
    defaultMessage: 'At least 8 characters. Staff signed in as admin or above skip the gate.',
  },
  setPassword: { id: 'adminSettings.preview.submit', defaultMessage: 'Set password' },

  // Mailing
  mailingTitle: { id: 'adminSettings.mailing.title', defaultMessage: 'Mailing' },
  mailingLoadFailed: {
    id: 'adminSettings.mailing.loadFailed',
    defaultMessage: 'The mailing settings could not be loaded.',
  },
  timeZone: { id: 'adminSettings.mailing.timeZone', defaultMessage: "Organisers' time zone" },
  timeZoneHint: {
    id: 'adminSettings.mailing.timeZoneHint',
    defaultMessage: 'Scheduled bulk e-mails are typed and shown on this clock.',
  },
  reminders: {
    id: 'adminSettings.mailing.reminders',
    defaultMessage: 'Remind contestants who have not paid the fee',
  },
  remindersHint: {
    id: 'adminSettings.mailing.remindersHint',
    defaultMessage:
      'At most two e-mails each, in her language, before registration closes. Never to anyone who paid, whose fee was waived, or who unsubscribed from such messages.',
  },
  firstReminder: { id: 'adminSettings.mailing.firstReminder', defaultMessage: 'First reminder (days before closing)' },
  lastReminder: { id: 'adminSettings.mailing.lastReminder', defaultMessage: 'Last reminder (days before closing)' },

  // The public site's content
  siteTitle: { id: 'adminSettings.site.title', defaultMessage: 'Public site content' },
  siteSaveFailed: {
    id: 'adminSettings.site.saveFailed',
    defaultMessage: 'The site content could not be saved. Please try again.',
  },
  social: { id: 'adminSettings.site.social', defaultMessage: 'Social links' },
  socialHint: {
    id: 'adminSettings.site.socialHint',
    defaultMessage: 'Full addresses of your pages. Leave a network empty to hide it.',
  },
  socialExample: { id: 'adminSettings.site.socialExample', defaultMessage: 'e.g. https://www.{host}/yourpage' },
  slides: { id: 'adminSettings.site.slides', defaultMessage: 'Home page slides' },
  slidesHint: {
    id: 'adminSettings.site.slidesHint',
    defaultMessage: 'The title and text of each slide; buttons and pictures stay.',
  },
  slideOurCause: { id: 'adminSettings.site.slideOurCause', defaultMessage: 'Slide 1 · Our Cause' },
  slideJoin: { id: 'adminSettings.site.slideJoin', defaultMessage: 'Slide 2 · Join the Competition' },
  slideSponsorship: { id: 'adminSettings.site.slideSponsorship', defaultMessage: 'Slide 3 · Sponsorship' },
  slideTitle: { id: 'adminSettings.site.slideTitle', defaultMessage: '{slide}: title' },
  slideText: { id: 'adminSettings.site.slideText', defaultMessage: '{slide}: text' },
  partTitle: { id: 'adminSettings.site.partTitle', defaultMessage: 'Title' },
  partText: { id: 'adminSettings.site.partText', defaultMessage: 'Text' },
  announcementBar: { id: 'adminSettings.site.announcementBar', defaultMessage: 'Announcement bar' },
  announcementBarHint: {
    id: 'adminSettings.site.announcementBarHint',
    defaultMessage: 'A line above every public page, shown between its dates.',
  },
  showAnnouncement: { id: 'adminSettings.site.showAnnouncement', defaultMessage: 'Show the announcement' },
  announcement: { id: 'adminSettings.site.announcement', defaultMessage: 'Announcement' },
  linkUrl: { id: 'adminSettings.site.linkUrl', defaultMessage: 'Link address' },
  linkUrlHint: { id: 'adminSettings.site.linkUrlHint', defaultMessage: 'Optional.' },
  linkLabel: { id: 'adminSettings.site.linkLabel', defaultMessage: 'Link label' },
  linkLabelHint: { id: 'adminSettings.site.linkLabelHint', defaultMessage: 'e.g. Read more' },
  shownFrom: { id: 'adminSettings.site.shownFrom', defaultMessage: 'Shown from' },
  shownUntil: { id: 'adminSettings.site.shownUntil', defaultMessage: 'Shown until' },
  tiers: { id: 'adminSettings.site.tiers', defaultMessage: 'Sponsorship tiers' },
  tiersHint: {
    id: 'adminSettings.site.tiersHint',
    defaultMessage: 'Names, taglines and starting prices on the sponsorship page.',
  },
  pricesCurrency: { id: 'adminSettings.site.pricesCurrency', defaultMessage: 'Currency of the prices' },
  pricesCurrencyHint: { id: 'adminSettings.site.pricesCurrencyHint', defaultMessage: 'ISO 4217 code, e.g. USD.' },
  tierTitle: { id: 'adminSettings.site.tierTitle', defaultMessage: 'Tier 1 (featured)' },
  tierRegional: { id: 'adminSettings.site.tierRegional', defaultMessage: 'Tier 2' },
  tierEvent: { id: 'adminSettings.site.tierEvent', defaultMessage: 'Tier 3' },
  tierCause: { id: 'adminSettings.site.tierCause', defaultMessage: 'Tier 4' },
  tierName: { id: 'adminSettings.site.tierName', defaultMessage: '{tier}: name' },
  name: { id: 'adminSettings.site.name', defaultMessage: 'Name' },
  tagline: { id: 'adminSettings.site.tagline', defaultMessage: 'Tagline' },
  priceFrom: { id: 'adminSettings.site.priceFrom', defaultMessage: 'Price from' },
  priceHint: {
    id: 'adminSettings.site.priceHint',
    defaultMessage: 'Whole amount; empty shows “Price on request”.',
  },
  rulesTitle: { id: 'adminSettings.site.rulesTitle', defaultMessage: 'Competition rules' },
  rulesHint: {
    id: 'adminSettings.site.rulesHint',
    defaultMessage: 'The rules contestants read on the competition page, in every language. Empty: no rules shown.',
  },
  rulesEnglish: { id: 'adminSettings.site.rulesEnglish', defaultMessage: 'Rules (English)' },
  rules: { id: 'adminSettings.site.rules', defaultMessage: 'Rules' },
});
