import { defineMessages } from '../../i18n/message-descriptor';

/** The public site's header, menus and footer. */
export const layoutMessages = defineMessages({
  home: { id: 'layout.menu.home', defaultMessage: 'Home' },
  about: { id: 'layout.menu.about', defaultMessage: 'About' },
  competition: { id: 'layout.menu.competition', defaultMessage: 'Competition' },
  sponsorship: { id: 'layout.menu.sponsorship', defaultMessage: 'Sponsorship' },
  continents: { id: 'layout.menu.continents', defaultMessage: 'Continents' },
  allDelegates: { id: 'layout.menu.allDelegates', defaultMessage: 'All the delegates' },
  contact: { id: 'layout.menu.contact', defaultMessage: 'Contact' },
  live: { id: 'layout.menu.live', defaultMessage: 'Live' },
  account: { id: 'layout.menu.account', defaultMessage: 'Account' },
  login: { id: 'layout.menu.login', defaultMessage: 'Login' },
  signup: { id: 'layout.menu.signup', defaultMessage: 'Signup' },
  mainNav: { id: 'layout.nav.main', defaultMessage: 'Main' },
  homeLink: { id: 'layout.header.homeLink', defaultMessage: '{brand}, home' },
  openMenu: { id: 'layout.header.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'layout.header.closeMenu', defaultMessage: 'Close menu' },
  footerNav: { id: 'layout.footer.nav', defaultMessage: 'Footer' },
  footerAbout: { id: 'layout.footer.about', defaultMessage: 'Who we are?' },
  footerCompetitions: { id: 'layout.footer.competitions', defaultMessage: 'Competitions' },
  footerSponsor: { id: 'layout.footer.sponsor', defaultMessage: 'Sponsor' },
  footerContact: { id: 'layout.footer.contact', defaultMessage: 'Contact' },
  footerTerms: { id: 'layout.footer.terms', defaultMessage: 'Terms of use' },
  footerPrivacy: { id: 'layout.footer.privacy', defaultMessage: 'Privacy' },
  footerMission: {
    id: 'layout.footer.mission',
    defaultMessage:
      "{tagline}. Six continents, six queens, one global finale, for women's empowerment, cultural unity and humanitarian impact.",
  },
  followUs: { id: 'layout.footer.followUs', defaultMessage: 'Follow us' },
  rights: { id: 'layout.footer.rights', defaultMessage: '© {year} {title}. All rights reserved.' },
  language: { id: 'layout.language.label', defaultMessage: 'Language' },
  toasts: { id: 'layout.toasts.label', defaultMessage: 'Notifications' },
  languageCurrent: { id: 'layout.language.current', defaultMessage: 'Language: {name}' },
});
