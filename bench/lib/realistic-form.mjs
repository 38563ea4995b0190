import fs from 'node:fs';

// A filled-in registration form of about 10 KB, as a contestant near the end of the form sends it: every field
// of the eight steps, and five long answers of different sentences (real prose compresses about 2.5 times; a
// repeated sentence would compress tenfold and flatter the database).
const PROSE = {
  healthFitness: [
    'I train five mornings a week: two days of strength work with a coach at the university gym, two days of interval runs along the beach road, and one long walk with my mother that we have kept up since I was twelve.',
    'After a knee injury in my second year I learned to warm up properly, and I now spend twenty minutes on mobility before every session, which has kept me free of pain through two half marathons.',
    'My meals are simple and mostly home cooked: kenkey or brown rice with grilled fish, a lot of kontomire stew, fruit from the market in the afternoon, and far less sugar than I ate as a teenager.',
    'I sleep seven to eight hours because my research shifts at the clinic start early, and I have found that rest does more for my skin, my mood and my patience than any product I have tried.',
    'Dance rehearsals count as training too; an hour of adowa and contemporary choreography leaves me more tired than a run, and it keeps my posture and balance honest.',
    'I check in with a counsellor once a month, a habit I started during exams, because looking after my mind is part of being fit enough to serve others for a whole year.',
    'On the days before a pageant I do not change anything dramatic; I drink more water, stretch in the evening and keep to the routine that got me there.',
    'I would like to use the title to show young women that a healthy body is a strong and capable one, not a particular size, and that fitness can be joyful rather than punishing.',
  ],
  moralCharacter: [
    'My grandmother raised me to greet everyone in the compound by name, from the chief to the girl selling water, and I still believe that respect given freely is the root of every other virtue.',
    'When I was treasurer of our student association I found an error in the accounts that would have favoured my own committee, and I reported it at the general meeting even though it cost us a grant.',
    'I try to keep promises small enough that I can always keep them, and when I cannot, I say so early and explain why instead of letting people find out on their own.',
    'Volunteering at the maternity ward taught me patience: mothers who had walked for hours did not need my opinions, they needed someone to listen and to find the nurse quickly.',
    'I disagree openly but kindly, and I have learned that asking a second question before answering usually turns an argument into a conversation.',
    'My faith matters to me, yet my closest friends pray differently or not at all, and I have never felt that our differences made any of us less good.',
    'I have made mistakes in public, including a speech where I forgot half my notes, and I have learned to laugh, apologise where needed and try again the next day.',
    'I want to be the kind of queen who answers her messages, arrives on time and gives credit to the team behind every event.',
  ],
  talent: [
    'My talent is a two-minute dance that joins the adowa of my Akan heritage with contemporary movement, telling the story of a young woman leaving her village for the city and carrying her traditions with her.',
    'I choreographed the piece myself over six months with advice from my former teacher at the national dance company, and I rehearse it three times a week in a borrowed classroom.',
    'The music is a remix of a highlife song my grandfather loved, arranged by a friend who studies sound engineering, with talking drums recorded live in Kumasi.',
    'The costume is kente cloth woven in Bonwire in colours chosen for the story: gold for wealth of spirit, green for growth and a thin thread of blue for the sea I grew up beside.',
    'I have performed shorter versions at a university gala, at a charity dinner for the children’s ward and at a cultural festival in Cape Coast, each time changing the ending after feedback.',
    'What I love about dance is that it asks for discipline and freedom at once; every step is counted, and yet on the night the audience decides how it feels.',
    'If I reach the finale, I would like to teach the first eight counts to the other contestants so that the stage becomes a small celebration of every continent dancing together.',
  ],
  platform: [
    'My platform is maternal health in rural communities, where too many women still give birth far from a trained midwife because the nearest clinic is hours away on roads that flood in the rainy season.',
    'In my home district, the first visit to a clinic often happens in the seventh month of pregnancy, which leaves no time to treat anaemia or high blood pressure before they become emergencies.',
    'With two friends from my master’s programme I have mapped every health post within fifty kilometres of my town, and we found that mobile clinics on a fixed weekly route could reach four in five villages.',
    'We have already partnered with a district hospital that will lend nurses one day a week, and a transport company has offered a minibus if we can pay for its fuel and insurance.',
    'The title would give me a voice with sponsors, ministries and international foundations, and the chance to show that practical, local solutions can save lives quickly and cheaply.',
    'I also want to speak about the mental health of new mothers, which is rarely discussed in my community and which my own aunt struggled with alone for almost a year.',
    'Every goal I have set is measurable, and I will publish what we spend and what we achieve every quarter so that donors and families can hold me to account.',
  ],
  experience: [
    'For three years I have volunteered every Saturday at a maternity ward in Accra, first filing records, then helping run the antenatal education sessions for expectant mothers.',
    'During my master’s degree I spent four months in the Volta Region collecting data on travel times to care, interviewing one hundred and twenty women about where and how they gave birth.',
    'I organised a fundraising walk that raised enough to buy two delivery beds and a solar fridge for vaccines, working with local chiefs, a radio station and a bank that matched every donation.',
    'I have presented our findings to the district health directorate and to a conference of midwives, and I learned to turn numbers into stories that decision makers remember.',
    'As Miss Accra I visited eleven schools to talk about nutrition in pregnancy, and several teachers have since invited the nurses back to speak to their older students.',
    'These experiences taught me that change depends on trust, and that trust is built slowly by showing up on the days when nobody is taking photographs.',
    'I have also learned to ask for help: nothing I have achieved was done alone, and the best ideas in our project came from the mothers themselves.',
  ],
};

/** The sentences of one answer, starting at a different one for each contestant, until `chars` are reached. */
function prose(topic, n, chars) {
  const sentences = PROSE[topic];
  const out = [];
  let length = 0;
  for (let i = 0; length < chars; i += 1) {
    const sentence = sentences[(n + i) % sentences.length];
    out.push(sentence);
    length += sentence.length + 1;
  }
  return out.join(' ');
}

/** The dev factory's contestant (apps/api/src/dev/sample-registration-form.json), with longer answers. */
const SAMPLE = JSON.parse(
  fs.readFileSync(new URL('../../apps/api/src/dev/sample-registration-form.json', import.meta.url), 'utf8'),
);

export function realisticForm(n) {
  return {
    ...SAMPLE,
    address: `${n} Independence Avenue, Osu, Accra, Greater Accra Region`,
    weight: '60 kg',
    healthFitness: prose('healthFitness', n, 1700),
    education: [
      SAMPLE.education[0],
      {
        institution: 'Kwame Nkrumah University of Science and Technology',
        degree: 'MPH',
        field: 'Public Health',
        year: 2024,
      },
    ],
    moralCharacter: prose('moralCharacter', n, 1700),
    pageantExperience: [
      ...SAMPLE.pageantExperience,
      { name: 'Miss Ghana Universities', year: 2022, placement: 'First runner-up' },
    ],
    skills: [...SAMPLE.skills, 'Community organising'],
    achievements: [...SAMPLE.achievements, 'Dean’s list 2021 and 2022'],
    talent: { ...SAMPLE.talent, description: prose('talent', n, 1700), video: 'https://example.com/talent' },
    platform: {
      ...SAMPLE.platform,
      description: prose('platform', n, 1700),
      goals: [...SAMPLE.platform.goals, 'Reach 5,000 mothers'],
      experience: prose('experience', n, 1700),
    },
    socialMedia: { ...SAMPLE.socialMedia, facebook: 'ama.rises', tiktok: '@amarises' },
    informationAccurate: false,
  };
}
