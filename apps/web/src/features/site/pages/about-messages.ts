import { defineMessages } from '../../../i18n/message-descriptor';

/** The About page: who we are, the mission and vision, our values and our story. */
export const aboutMessages = defineMessages({
  seoTitle: { id: 'about.seo.title', defaultMessage: 'About us' },
  seoDescription: {
    id: 'about.seo.description',
    defaultMessage:
      "Continental Queens crowns one queen per continent for women's empowerment, cultural unity and humanitarian impact. Read our mission, vision and values.",
  },
  heroEyebrow: { id: 'about.hero.eyebrow', defaultMessage: 'Who we are' },
  heroTitle: { id: 'about.hero.title', defaultMessage: 'About us' },
  heroText: {
    id: 'about.hero.text',
    defaultMessage:
      'We are an international pageant with a conscience: six continental crowns, one global finale, and a year of service for every woman we crown.',
  },
  whyEyebrow: { id: 'about.why.eyebrow', defaultMessage: 'Why we exist' },
  whyTitle: { id: 'about.why.title', defaultMessage: 'Where beauty meets purpose' },
  whyText: {
    id: 'about.why.text',
    defaultMessage:
      'Beauty, to us, is the courage to stand up for something. Our contestants are students, nurses, engineers, artists and entrepreneurs from every corner of the world, and what unites them is a wish to use their voice.',
  },
  tabsLabel: { id: 'about.tabs.label', defaultMessage: 'Mission and vision' },
  missionLabel: { id: 'about.mission.label', defaultMessage: 'Mission' },
  missionTitle: { id: 'about.mission.title', defaultMessage: 'Our mission' },
  missionText1: {
    id: 'about.mission.text1',
    defaultMessage:
      'To give women on every continent a stage on which character, culture and service are celebrated, and the training, mentors and partners to turn that stage into lasting change in their communities.',
  },
  missionText2: {
    id: 'about.mission.text2',
    defaultMessage:
      'Every contestant arrives with a cause. We help her sharpen it into a project with goals, partners and a budget, and we hold ourselves to the same standard: a share of every season’s income goes straight to the queens’ programmes.',
  },
  visionLabel: { id: 'about.vision.label', defaultMessage: 'Vision' },
  visionTitle: { id: 'about.vision.title', defaultMessage: 'Our vision' },
  visionText1: {
    id: 'about.vision.text1',
    defaultMessage:
      'A world in which every young woman believes she can lead, and in which a crown is measured by the lives it improves.',
  },
  visionText2: {
    id: 'about.vision.text2',
    defaultMessage:
      'We see six queens each year who are known not for a single evening on stage but for the schools they helped build, the clinics they opened, the conversations they started and the girls who followed them.',
  },
  valuesEyebrow: { id: 'about.values.eyebrow', defaultMessage: 'What we stand for' },
  valuesTitle: { id: 'about.values.title', defaultMessage: 'Our values' },
  empowermentTitle: { id: 'about.values.empowerment.title', defaultMessage: 'Empowerment' },
  empowermentText: {
    id: 'about.values.empowerment.text',
    defaultMessage:
      'Workshops in public speaking, media, leadership and personal finance, and a mentor for every finalist. We measure success by the confidence contestants take home.',
  },
  unityTitle: { id: 'about.values.unity.title', defaultMessage: 'Global Unity' },
  unityText: {
    id: 'about.values.unity.text',
    defaultMessage:
      'Six continents share one stage. Cultural presentations, language exchanges and joint service days turn rivals into a network of friends that spans the world.',
  },
  impactTitle: { id: 'about.values.impact.title', defaultMessage: 'Social Impact' },
  impactText: {
    id: 'about.values.impact.text',
    defaultMessage:
      'Every queen carries a cause, from girls’ education to clean water and mental health, and every season funds it through our partners and our own proceeds.',
  },
  storyEyebrow: { id: 'about.story.eyebrow', defaultMessage: 'Our story' },
  storyTitle: { id: 'about.story.title', defaultMessage: 'A different kind of pageant' },
  foundedTitle: { id: 'about.story.founded.title', defaultMessage: 'Founded for purpose' },
  foundedText: {
    id: 'about.story.founded.text',
    defaultMessage:
      'Continental Queens began with organisers who had seen pageants at their best: launching careers, funding causes and building confidence. We built one around those moments.',
  },
  judgedTitle: { id: 'about.story.judged.title', defaultMessage: 'Judged on substance' },
  judgedText: {
    id: 'about.story.judged.text',
    defaultMessage:
      'Interviews, advocacy projects and cultural presentations carry most of the score. Presence matters, but it is the presence of a leader we look for.',
  },
  serviceTitle: { id: 'about.story.service.title', defaultMessage: 'A year of service' },
  serviceText: {
    id: 'about.story.service.text',
    defaultMessage:
      'The six queens spend their reign visiting partners, speaking at schools and universities, and reporting back on what their causes achieved.',
  },
  ctaTitle: { id: 'about.cta.title', defaultMessage: 'Ready to carry your cause onto a global stage?' },
  ctaText: {
    id: 'about.cta.text',
    defaultMessage:
      'Create your account, tell us about yourself and the cause you champion, and start your registration.',
  },
  ctaButton: { id: 'about.cta.button', defaultMessage: 'JOIN US TODAY' },
});
