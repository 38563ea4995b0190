import type { ContinentSlug } from '@cq/shared';

export interface ContinentStory {
  title: string;
  headline: string;
  intro: string[];
  programme: { title: string; text: string }[];
  causes: string[];
  eligibility: string;
  seo: string;
}

/** The copy of each continent page. */
export const CONTINENT_STORIES: Record<ContinentSlug, ContinentStory> = {
  africa: {
    title: 'Miss Continental Africa',
    headline: 'Fifty-four nations, one voice',
    intro: [
      'Africa is the youngest continent on earth, and its young women are already leading: founding businesses, running clinics, teaching coding clubs and keeping languages and crafts alive. The African selection looks for that kind of leadership.',
      'Contestants from Cairo to Cape Town, Dakar to Dar es Salaam compete through national preliminaries and an online open call, before a regional final that celebrates the continent’s music, fashion and storytelling.',
    ],
    programme: [
      {
        title: 'National preliminaries',
        text: 'Partner organisations run selections in participating countries; elsewhere, contestants enter through the online open call.',
      },
      {
        title: 'Mentoring weekend',
        text: 'Regional finalists meet mentors in media, public health and entrepreneurship, and refine their advocacy plans.',
      },
      {
        title: 'Regional final',
        text: 'Interviews, a cultural showcase of each contestant’s heritage and a live final crown the Queen of Africa.',
      },
    ],
    causes: [
      'Girls’ education and school retention',
      'Maternal and newborn health',
      'Women-led enterprise and access to finance',
    ],
    eligibility: 'Open to women aged 18 and over who are citizens or long-term residents of an African country.',
    seo: 'Miss Continental Africa: how the African selection works, the causes its contestants champion, and how to register.',
  },
  asia: {
    title: 'Miss Continental Asia',
    headline: 'From the Gulf to the Pacific rim',
    intro: [
      'Asia holds more than half of humanity and an astonishing range of cultures, faiths and languages. The Asian selection honours that range: contestants present the traditions they come from and the futures they are building.',
      'Finalists are chosen through national partners and an online open call, then meet for a regional final that joins classical performance, modern design and a shared service day.',
    ],
    programme: [
      {
        title: 'Open call and partner selections',
        text: 'Apply online or through a national partner; interviews are held online, with interpreters on request.',
      },
      {
        title: 'Innovation lab',
        text: 'Finalists work in teams with technologists and NGOs to turn their cause into a concrete pilot project.',
      },
      {
        title: 'Regional final',
        text: 'Interviews, a cultural presentation and a live final crown the Queen of Asia.',
      },
    ],
    causes: [
      'Digital inclusion for women and girls',
      'Disaster preparedness and climate resilience',
      'Ending child marriage',
    ],
    eligibility: 'Open to women aged 18 and over who are citizens or long-term residents of an Asian country.',
    seo: 'Miss Continental Asia: the Asian selection, its innovation lab and causes, and how to register.',
  },
  europe: {
    title: 'Miss Continental Europe',
    headline: 'Many languages, one stage',
    intro: [
      'Europe’s contestants speak dozens of languages between them and often several each. The European selection celebrates that exchange, and the women who build bridges between communities, generations and countries.',
      'After national preliminaries and the online open call, finalists meet for a regional week of workshops, a heritage evening and a live final.',
    ],
    programme: [
      {
        title: 'National preliminaries',
        text: 'Run by partner organisations in participating countries, with the open call covering every other European country.',
      },
      {
        title: 'Leadership week',
        text: 'Workshops on public speaking, media interviews and project planning with alumni and partner mentors.',
      },
      { title: 'Regional final', text: 'Interviews, the heritage evening and a live final crown the Queen of Europe.' },
    ],
    causes: [
      'Mental health among young people',
      'Integration of refugees and newcomers',
      'Inclusion of women with disabilities',
    ],
    eligibility: 'Open to women aged 18 and over who are citizens or long-term residents of a European country.',
    seo: 'Miss Continental Europe: the European selection, its leadership week and causes, and how to register.',
  },
  'north-america': {
    title: 'Miss Continental North America',
    headline: 'Canada to the Caribbean',
    intro: [
      'North America stretches from the Arctic to the islands of the Caribbean and the isthmus of Central America. Its contestants bring that breadth with them: Indigenous, immigrant, island and city communities on one stage.',
      'The selection runs through partner pageants and an online open call, and ends with a regional final paired with a day of service in the host community.',
    ],
    programme: [
      {
        title: 'Partner and open-call entries',
        text: 'Enter through a partner pageant in your country or territory, or apply directly online.',
      },
      {
        title: 'Service day',
        text: 'Finalists join a local project chosen by the host community: a food bank, a shelter or a youth programme.',
      },
      {
        title: 'Regional final',
        text: 'Interviews, a cultural presentation and a live final crown the Queen of North America.',
      },
    ],
    causes: [
      'Mentorship for first-generation students',
      'Food security in urban and rural communities',
      'Hurricane recovery in the Caribbean',
    ],
    eligibility:
      'Open to women aged 18 and over who are citizens or long-term residents of a North American, Central American or Caribbean country.',
    seo: 'Miss Continental North America: the selection from Canada to the Caribbean, its service day and causes, and how to register.',
  },
  'south-america': {
    title: 'Miss Continental South America',
    headline: 'Rhythm, rainforest and resolve',
    intro: [
      'South America’s women have long led movements for equality and for the land itself. The South American selection looks for contestants who carry that spirit: advocates for their communities, their cultures and the Amazon.',
      'National partners and an online open call lead to a regional final rich in music and dance, with an environmental project at its heart.',
    ],
    programme: [
      {
        title: 'National selections',
        text: 'Partner organisations select finalists; the open call welcomes every other South American country.',
      },
      {
        title: 'Green project',
        text: 'Finalists support a reforestation or clean-water project alongside local organisations.',
      },
      {
        title: 'Regional final',
        text: 'Interviews, a cultural presentation and a live final crown the Queen of South America.',
      },
    ],
    causes: ['Protecting the Amazon and its peoples', 'Ending gender-based violence', 'Access to clean water'],
    eligibility: 'Open to women aged 18 and over who are citizens or long-term residents of a South American country.',
    seo: 'Miss Continental South America: the selection, its environmental project and causes, and how to register.',
  },
  australia: {
    title: 'Miss Continental Australia & Oceania',
    headline: 'Island nations and the great south land',
    intro: [
      'From the outback to the atolls of the Pacific, Oceania is a region of small populations and vast oceans, where women are often the keepers of culture and the first to face a changing climate.',
      'The selection welcomes contestants from Australia, New Zealand and the Pacific island nations through an online open call and a regional final that opens with a welcome from the traditional owners of the land.',
    ],
    programme: [
      {
        title: 'Online open call',
        text: 'Interviews are held online so that contestants from every island nation can take part on equal terms.',
      },
      {
        title: 'Ocean day',
        text: 'Finalists join a coastal clean-up and reef-science session with marine conservation partners.',
      },
      {
        title: 'Regional final',
        text: 'Interviews, a cultural presentation and a live final crown the Queen of Australia & Oceania.',
      },
    ],
    causes: [
      'Ocean conservation and rising seas',
      'Health and education in remote communities',
      'Recognition of First Peoples’ cultures',
    ],
    eligibility:
      'Open to women aged 18 and over who are citizens or long-term residents of Australia, New Zealand or a Pacific island nation.',
    seo: 'Miss Continental Australia & Oceania: the selection across the Pacific, its ocean day and causes, and how to register.',
  },
};
