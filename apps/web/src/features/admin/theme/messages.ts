import { defineMessages } from '../../../i18n/message-descriptor';

/** The theme editor: the three colour groups, their contrast checks, the live preview and the saved themes. */
export const themeMessages = defineMessages({
  title: { id: 'adminTheme.title', defaultMessage: 'Theme' },
  description: {
    id: 'adminTheme.description',
    defaultMessage:
      "The site's three colour groups. Changes show in the preview only until you save them as the active theme.",
  },
  loading: { id: 'adminTheme.loading', defaultMessage: 'Loading…' },
  loadFailed: { id: 'adminTheme.loadFailed', defaultMessage: 'The themes could not be loaded.' },
  saveFailed: { id: 'adminTheme.saveFailed', defaultMessage: 'The theme could not be saved. Please try again.' },
  activateFailed: {
    id: 'adminTheme.activateFailed',
    defaultMessage: 'The theme could not be activated. Please try again.',
  },
  copyName: { id: 'adminTheme.copyName', defaultMessage: '{name} (copy)' },

  // The editor
  group: {
    id: 'adminTheme.editor.group',
    defaultMessage: '{group, select, primary {Primary} secondary {Secondary} other {Accent}}',
  },
  groupColours: {
    id: 'adminTheme.editor.groupColours',
    defaultMessage: '{group, select, primary {Primary colours} secondary {Secondary colours} other {Accent colours}}',
  },
  colour: {
    id: 'adminTheme.editor.colour',
    defaultMessage:
      '{group, select, primary {Primary} secondary {Secondary} other {Accent}} {shade, select, main {main} light {light} dark {dark} other {contrast text}}',
  },
  colourPicker: { id: 'adminTheme.editor.colourPicker', defaultMessage: '{label} colour picker' },
  hexInvalid: { id: 'adminTheme.editor.hexInvalid', defaultMessage: 'Use a colour in the form #RRGGBB' },
  contrastChecks: {
    id: 'adminTheme.editor.contrastChecks',
    defaultMessage:
      '{group, select, primary {Primary contrast checks} secondary {Secondary contrast checks} other {Accent contrast checks}}',
  },
  statusLabels: { id: 'adminTheme.editor.statusLabels', defaultMessage: 'Status labels' },
  statusLabelsHint: {
    id: 'adminTheme.editor.statusLabelsHint',
    defaultMessage:
      'Small labels on a light tint of their colour, at their weakest tint: the status colours and gold labels.',
  },
  statusLabelChecks: { id: 'adminTheme.editor.statusLabelChecks', defaultMessage: 'Status label contrast checks' },
  livePreview: { id: 'adminTheme.editor.livePreview', defaultMessage: 'Live preview' },
  themeName: { id: 'adminTheme.editor.themeName', defaultMessage: 'Theme name' },
  unsaved: {
    id: 'adminTheme.editor.unsaved',
    defaultMessage: 'Unsaved changes: the site still shows the active theme.',
  },
  siteShows: { id: 'adminTheme.editor.siteShows', defaultMessage: 'The site shows these colours.' },
  saveActive: { id: 'adminTheme.editor.saveActive', defaultMessage: 'Save as active theme' },
  readOnly: {
    id: 'adminTheme.editor.readOnly',
    defaultMessage: 'You can look at the theme; changing it needs the themes update permission.',
  },

  // The contrast checks
  pairOnMain: { id: 'adminTheme.contrast.onMain', defaultMessage: 'Contrast text on main' },
  pairOnDark: { id: 'adminTheme.contrast.onDark', defaultMessage: 'Contrast text on dark' },
  pairMainOnWhite: { id: 'adminTheme.contrast.mainOnWhite', defaultMessage: 'Main as text on white' },
  pairPending: { id: 'adminTheme.contrast.pending', defaultMessage: 'Pending label on its tint' },
  pairSubmitted: { id: 'adminTheme.contrast.submitted', defaultMessage: 'Submitted label on its tint' },
  pairApproved: { id: 'adminTheme.contrast.approved', defaultMessage: 'Approved label on its tint' },
  pairRejected: { id: 'adminTheme.contrast.rejected', defaultMessage: 'Rejected label on its tint' },
  pairActive: { id: 'adminTheme.contrast.active', defaultMessage: 'Active label on its tint' },
  pairGold: { id: 'adminTheme.contrast.gold', defaultMessage: 'Gold label text on a gold tint' },
  meetsAA: { id: 'adminTheme.contrast.meetsAA', defaultMessage: '{ratio}:1 · meets AA' },
  lowContrast: { id: 'adminTheme.contrast.low', defaultMessage: 'Low contrast: {ratio}:1, AA needs {minimum}:1' },

  // The saved themes
  savedThemes: { id: 'adminTheme.saved.title', defaultMessage: 'Saved themes' },
  active: { id: 'adminTheme.saved.active', defaultMessage: 'Active' },
  savedOn: { id: 'adminTheme.saved.savedOn', defaultMessage: 'Saved {date}' },
  editCopy: { id: 'adminTheme.saved.editCopy', defaultMessage: 'Edit a copy' },
  editCopyOf: { id: 'adminTheme.saved.editCopyOf', defaultMessage: 'Edit a copy of {name}' },
  activate: { id: 'adminTheme.saved.activate', defaultMessage: 'Activate' },
  activateNamed: { id: 'adminTheme.saved.activateNamed', defaultMessage: 'Activate {name}' },

  // The live preview: a small picture of the public site
  previewCaption: {
    id: 'adminTheme.preview.caption',
    defaultMessage: 'Live preview of the site in the edited colours',
  },
  previewAbout: { id: 'adminTheme.preview.about', defaultMessage: 'About' },
  previewContestants: { id: 'adminTheme.preview.contestants', defaultMessage: 'Contestants' },
  previewSponsorship: { id: 'adminTheme.preview.sponsorship', defaultMessage: 'Sponsorship' },
  previewSeason: { id: 'adminTheme.preview.season', defaultMessage: 'Season 2026' },
  previewTagline: { id: 'adminTheme.preview.tagline', defaultMessage: 'Where Beauty Meets Purpose' },
  previewIntro: { id: 'adminTheme.preview.intro', defaultMessage: 'Six continents, six queens, one global finale.' },
  previewApply: { id: 'adminTheme.preview.apply', defaultMessage: 'Apply now' },
  previewPartner: { id: 'adminTheme.preview.partner', defaultMessage: 'Become a partner' },
  previewCause: { id: 'adminTheme.preview.cause', defaultMessage: 'Our cause' },
  previewCauseTitle: { id: 'adminTheme.preview.causeTitle', defaultMessage: 'Leadership and service' },
  previewCauseText: {
    id: 'adminTheme.preview.causeText',
    defaultMessage: 'Every queen carries a cause to the world stage.',
  },
  previewReadMore: { id: 'adminTheme.preview.readMore', defaultMessage: 'Read more' },
  previewStatus: { id: 'adminTheme.preview.status', defaultMessage: 'Registration status' },
  previewPending: { id: 'adminTheme.preview.pending', defaultMessage: 'Pending' },
  previewSubmitted: { id: 'adminTheme.preview.submitted', defaultMessage: 'Submitted' },
  previewApproved: { id: 'adminTheme.preview.approved', defaultMessage: 'Approved' },
  previewRejected: { id: 'adminTheme.preview.rejected', defaultMessage: 'Rejected' },
  previewActive: { id: 'adminTheme.preview.active', defaultMessage: 'Active' },
  previewAccentLink: { id: 'adminTheme.preview.accentLink', defaultMessage: 'A link in accent' },
  previewGoldDetail: { id: 'adminTheme.preview.goldDetail', defaultMessage: 'gold detail' },
});
