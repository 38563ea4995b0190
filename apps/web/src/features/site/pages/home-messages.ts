import { defineMessages } from '../../../i18n/message-descriptor';

/** The home page's own words (the hero slider's are in hero-messages.ts). */
export const homeMessages = defineMessages({
  seoDescription: {
    id: 'home.seo.description',
    defaultMessage:
      "Six continents, six queens, one global finale. Continental Queens is the international pageant for women's empowerment, cultural unity and humanitarian impact.",
  },
  welcomeEyebrow: { id: 'home.welcome.eyebrow', defaultMessage: 'Welcome' },
  welcomeTitle: { id: 'home.welcome.title', defaultMessage: 'Welcome to the Continental Queens International Pageant' },
  welcomeText: {
    id: 'home.welcome.text',
    defaultMessage:
      'We crown one queen on each of six continents and bring them together for a global finale. Along the way, every contestant is coached in public speaking, media and advocacy, and champions a cause that matters to her community.',
  },
  statContinents: { id: 'home.welcome.statContinents', defaultMessage: 'Continents' },
  statQueens: { id: 'home.welcome.statQueens', defaultMessage: 'Queens' },
  statFinale: { id: 'home.welcome.statFinale', defaultMessage: 'Global finale' },
  worldMapAlt: {
    id: 'home.welcome.worldMapAlt',
    defaultMessage: 'A world map with the six continents of the pageant, each in its own colour',
  },
  competitionEyebrow: { id: 'home.competition.eyebrow', defaultMessage: 'The competition' },
  competitionTitle: { id: 'home.competition.title', defaultMessage: 'Six continents, six crowns' },
  competitionText: {
    id: 'home.competition.text',
    defaultMessage:
      'Regional selections crown a queen for each continent. Choose yours to see how its programme works and who it is looking for.',
  },
  discover: { id: 'home.competition.discover', defaultMessage: 'Discover {continent}' },
  playVideo: { id: 'home.about.playVideo', defaultMessage: 'Play the promo video' },
  aboutEyebrow: { id: 'home.about.eyebrow', defaultMessage: 'Who we are' },
  aboutTitle: { id: 'home.about.title', defaultMessage: 'A crown that comes with a calling' },
  aboutText: {
    id: 'home.about.text',
    defaultMessage:
      'Continental Queens was founded on a simple belief: that poise and purpose belong together. Our contestants are students, nurses, engineers, artists and entrepreneurs. They compete in interviews, cultural presentations and advocacy projects, and the women we crown spend their year in service.',
  },
  empowermentTitle: { id: 'home.pillars.empowermentTitle', defaultMessage: "Women's empowerment" },
  empowermentText: {
    id: 'home.pillars.empowermentText',
    defaultMessage: 'Training, mentoring and a platform for every contestant’s voice.',
  },
  unityTitle: { id: 'home.pillars.unityTitle', defaultMessage: 'Cultural unity' },
  unityText: {
    id: 'home.pillars.unityText',
    defaultMessage: 'Six continents sharing one stage, each proud of its heritage.',
  },
  impactTitle: { id: 'home.pillars.impactTitle', defaultMessage: 'Humanitarian impact' },
  impactText: {
    id: 'home.pillars.impactText',
    defaultMessage: 'Every queen carries a cause, and every season funds it.',
  },
  learnMore: { id: 'home.about.learnMore', defaultMessage: 'LEARN MORE' },
  sponsorEyebrow: { id: 'home.sponsor.eyebrow', defaultMessage: 'Sponsor' },
  sponsorTitle: { id: 'home.sponsor.title', defaultMessage: 'Put your name behind women who lead' },
  sponsorText: {
    id: 'home.sponsor.text',
    defaultMessage:
      'Title, regional, event and cause partnerships reach audiences on six continents and fund the queens’ programmes in education, health and the environment.',
  },
  becomeSponsor: { id: 'home.sponsor.become', defaultMessage: 'Become a Sponsor' },
  registerNow: { id: 'home.sponsor.register', defaultMessage: 'Register Now' },
  whatsOn: { id: 'home.whatsOn.label', defaultMessage: 'Happening now' },
});
