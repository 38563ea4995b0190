import { defineMessages } from '../../../i18n/message-descriptor';

/** The Competition page: the season's format, the judging, hosting and the bid. */
export const competitionMessages = defineMessages({
  seoTitle: { id: 'competition.seo.title', defaultMessage: 'The Competition' },
  seoDescription: {
    id: 'competition.seo.description',
    defaultMessage:
      'Regional selections on six continents, a global finale and a year of advocacy: how the Continental Queens competition works, how it is judged, and how to host it.',
  },
  heroEyebrow: { id: 'competition.hero.eyebrow', defaultMessage: 'The competition' },
  heroTitle: { id: 'competition.hero.title', defaultMessage: 'Six regional crowns, one global finale' },
  heroText: {
    id: 'competition.hero.text',
    defaultMessage:
      'A season of selections, mentoring and advocacy that ends with six queens on one stage. Here is how it works, and how your city can host it.',
  },
  watchFilm: { id: 'competition.hero.watchFilm', defaultMessage: 'Watch the film' },
  registerNow: { id: 'competition.hero.register', defaultMessage: 'Register Now' },
  formatEyebrow: { id: 'competition.format.eyebrow', defaultMessage: 'Format' },
  formatTitle: { id: 'competition.format.title', defaultMessage: 'How the season unfolds' },
  formatText: {
    id: 'competition.format.text',
    defaultMessage: 'Three stages, one thread: a woman with a cause and the support to pursue it.',
  },
  regionalTitle: { id: 'competition.format.regional.title', defaultMessage: 'Regional Selections' },
  regionalText: {
    id: 'competition.format.regional.text',
    defaultMessage:
      'National preliminaries and open calls on each continent lead to a regional final. Contestants are scored on interview, advocacy and cultural presentation, and one queen is crowned per continent.',
  },
  regionalPoint1: { id: 'competition.format.regional.point1', defaultMessage: 'Open to women aged 18 and over' },
  regionalPoint2: { id: 'competition.format.regional.point2', defaultMessage: 'Online and in-person interviews' },
  regionalPoint3: { id: 'competition.format.regional.point3', defaultMessage: 'A mentor for every finalist' },
  finaleTitle: { id: 'competition.format.finale.title', defaultMessage: 'Global Finale' },
  finaleText: {
    id: 'competition.format.finale.text',
    defaultMessage:
      'The six continental queens spend two weeks together in the host city: service days, workshops, a cultural gala and a live, broadcast final in which the global title is decided.',
  },
  finalePoint1: { id: 'competition.format.finale.point1', defaultMessage: 'Two weeks in the host city' },
  finalePoint2: { id: 'competition.format.finale.point2', defaultMessage: 'Cultural gala and service days' },
  finalePoint3: { id: 'competition.format.finale.point3', defaultMessage: 'Broadcast final night' },
  advocacyTitle: { id: 'competition.format.advocacy.title', defaultMessage: 'Advocacy & Leadership' },
  advocacyText: {
    id: 'competition.format.advocacy.text',
    defaultMessage:
      'Every contestant presents a cause and a plan for it. The queens carry those projects through their reign with the help of our partners, and report back on what they achieved.',
  },
  advocacyPoint1: { id: 'competition.format.advocacy.point1', defaultMessage: 'Project plan with measurable goals' },
  advocacyPoint2: { id: 'competition.format.advocacy.point2', defaultMessage: 'Partner introductions' },
  advocacyPoint3: { id: 'competition.format.advocacy.point3', defaultMessage: 'Public report at year end' },
  rulesEyebrow: { id: 'competition.rules.eyebrow', defaultMessage: 'Rules' },
  rulesTitle: { id: 'competition.rules.title', defaultMessage: 'The rules of the competition' },
  judgingEyebrow: { id: 'competition.judging.eyebrow', defaultMessage: 'Judging' },
  judgingTitle: { id: 'competition.judging.title', defaultMessage: 'What the judges look for' },
  judgingText: {
    id: 'competition.judging.text',
    defaultMessage:
      'Scores are given by an independent panel of five, including a former queen, a partner representative and leaders from civil society.',
  },
  judgingTextSeason: {
    id: 'competition.judging.textSeason',
    defaultMessage:
      'In the {season} season each round is scored by its panel of judges on these segments, weighted as shown. The results are published with a score sheet anyone can check.',
  },
  roundsUsing: { id: 'competition.judging.roundsUsing', defaultMessage: 'Judged this way: {rounds}' },
  interviewTitle: { id: 'competition.judging.interview.title', defaultMessage: 'Interview & communication' },
  interviewText: {
    id: 'competition.judging.interview.text',
    defaultMessage: 'A panel conversation about your background, your cause and current affairs.',
  },
  projectTitle: { id: 'competition.judging.project.title', defaultMessage: 'Advocacy project' },
  projectText: {
    id: 'competition.judging.project.text',
    defaultMessage: 'Your plan: the need, the people it serves, partners and measurable goals.',
  },
  culturalTitle: { id: 'competition.judging.cultural.title', defaultMessage: 'Cultural presentation' },
  culturalText: {
    id: 'competition.judging.cultural.text',
    defaultMessage: 'A performance, speech or showcase of the heritage you represent.',
  },
  presenceTitle: { id: 'competition.judging.presence.title', defaultMessage: 'Presence & confidence' },
  presenceText: {
    id: 'competition.judging.presence.text',
    defaultMessage: 'Poise on stage, in evening wear of your choosing, and in front of the camera.',
  },
  hostEyebrow: { id: 'competition.host.eyebrow', defaultMessage: 'Why host' },
  hostTitle: { id: 'competition.host.title', defaultMessage: 'Bring the finale to your city' },
  hostText: {
    id: 'competition.host.text',
    defaultMessage:
      'Hosting a regional final or the global finale is a chance to tell your story to the world and leave something good behind.',
  },
  audienceTitle: { id: 'competition.host.audience.title', defaultMessage: 'A global audience' },
  audienceText: {
    id: 'competition.host.audience.text',
    defaultMessage: 'Broadcast and streamed coverage puts your city in front of viewers on six continents.',
  },
  cultureTitle: { id: 'competition.host.culture.title', defaultMessage: 'Culture on show' },
  cultureText: {
    id: 'competition.host.culture.text',
    defaultMessage: 'Tours, galas and service days showcase local talent, designers, cuisine and heritage.',
  },
  businessTitle: { id: 'competition.host.business.title', defaultMessage: 'Visitors and business' },
  businessText: {
    id: 'competition.host.business.text',
    defaultMessage: 'Delegations, press and fans fill hotels and venues, with partners looking for local suppliers.',
  },
  legacyTitle: { id: 'competition.host.legacy.title', defaultMessage: 'A lasting legacy' },
  legacyText: {
    id: 'competition.host.legacy.text',
    defaultMessage: 'Each host chooses a community project that the queens and partners support long after the finale.',
  },
  pitchEyebrow: { id: 'competition.pitch.eyebrow', defaultMessage: 'The pitch' },
  pitchTitle: { id: 'competition.pitch.title', defaultMessage: 'Three steps to a winning bid' },
  proposalTitle: { id: 'competition.pitch.proposal.title', defaultMessage: 'Prepare a bid proposal' },
  proposalText: {
    id: 'competition.pitch.proposal.text',
    defaultMessage:
      'Venues, dates, accommodation, travel and a budget, with the cultural programme you would offer the queens and their delegations.',
  },
  supportTitle: { id: 'competition.pitch.support.title', defaultMessage: 'Show government and corporate support' },
  supportText: {
    id: 'competition.pitch.support.text',
    defaultMessage:
      'Letters from tourism boards or city offices, and the sponsors and media partners ready to stand behind the event.',
  },
  visionTitle: { id: 'competition.pitch.vision.title', defaultMessage: 'Present a strong vision' },
  visionText: {
    id: 'competition.pitch.vision.text',
    defaultMessage:
      'Tell us what hosting would mean for your community, which legacy project you would champion, and how you would welcome the world.',
  },
  inquiries: {
    id: 'competition.pitch.inquiries',
    defaultMessage:
      'For hosting inquiries, send your proposal to {email}. We reply to every bid within ten working days.',
  },
  videoTitle: { id: 'competition.video.title', defaultMessage: 'The Continental Queens season' },
});
