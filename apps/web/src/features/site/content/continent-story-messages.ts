import { defineMessages } from '../../../i18n/message-descriptor';

/** The copy of each continent page (the continent's own words are its story). */
export const africaStoryMessages = defineMessages({
  title: { id: 'continent.africa.title', defaultMessage: 'Miss Continental Africa' },
  headline: { id: 'continent.africa.headline', defaultMessage: 'Fifty-four nations, one voice' },
  intro1: {
    id: 'continent.africa.intro1',
    defaultMessage:
      'Africa is the youngest continent on earth, and its young women are already leading: founding businesses, running clinics, teaching coding clubs and keeping languages and crafts alive. The African selection looks for that kind of leadership.',
  },
  intro2: {
    id: 'continent.africa.intro2',
    defaultMessage:
      'Contestants from Cairo to Cape Town, Dakar to Dar es Salaam compete through national preliminaries and an online open call, before a regional final that celebrates the continent’s music, fashion and storytelling.',
  },
  step1Title: { id: 'continent.africa.step1Title', defaultMessage: 'National preliminaries' },
  step1Text: {
    id: 'continent.africa.step1Text',
    defaultMessage:
      'Partner organisations run selections in participating countries; elsewhere, contestants enter through the online open call.',
  },
  step2Title: { id: 'continent.africa.step2Title', defaultMessage: 'Mentoring weekend' },
  step2Text: {
    id: 'continent.africa.step2Text',
    defaultMessage:
      'Regional finalists meet mentors in media, public health and entrepreneurship, and refine their advocacy plans.',
  },
  step3Title: { id: 'continent.africa.step3Title', defaultMessage: 'Regional final' },
  step3Text: {
    id: 'continent.africa.step3Text',
    defaultMessage:
      'Interviews, a cultural showcase of each contestant’s heritage and a live final crown the Queen of Africa.',
  },
  cause1: { id: 'continent.africa.cause1', defaultMessage: 'Girls’ education and school retention' },
  cause2: { id: 'continent.africa.cause2', defaultMessage: 'Maternal and newborn health' },
  cause3: { id: 'continent.africa.cause3', defaultMessage: 'Women-led enterprise and access to finance' },
  eligibility: {
    id: 'continent.africa.eligibility',
    defaultMessage: 'Open to women aged 18 and over who are citizens or long-term residents of an African country.',
  },
  seo: {
    id: 'continent.africa.seo',
    defaultMessage:
      'Miss Continental Africa: how the African selection works, the causes its contestants champion, and how to register.',
  },
});

export const asiaStoryMessages = defineMessages({
  title: { id: 'continent.asia.title', defaultMessage: 'Miss Continental Asia' },
  headline: { id: 'continent.asia.headline', defaultMessage: 'From the Gulf to the Pacific rim' },
  intro1: {
    id: 'continent.asia.intro1',
    defaultMessage:
      'Asia holds more than half of humanity and an astonishing range of cultures, faiths and languages. The Asian selection honours that range: contestants present the traditions they come from and the futures they are building.',
  },
  intro2: {
    id: 'continent.asia.intro2',
    defaultMessage:
      'Finalists are chosen through national partners and an online open call, then meet for a regional final that joins classical performance, modern design and a shared service day.',
  },
  step1Title: { id: 'continent.asia.step1Title', defaultMessage: 'Open call and partner selections' },
  step1Text: {
    id: 'continent.asia.step1Text',
    defaultMessage:
      'Apply online or through a national partner; interviews are held online, with interpreters on request.',
  },
  step2Title: { id: 'continent.asia.step2Title', defaultMessage: 'Innovation lab' },
  step2Text: {
    id: 'continent.asia.step2Text',
    defaultMessage:
      'Finalists work in teams with technologists and NGOs to turn their cause into a concrete pilot project.',
  },
  step3Title: { id: 'continent.asia.step3Title', defaultMessage: 'Regional final' },
  step3Text: {
    id: 'continent.asia.step3Text',
    defaultMessage: 'Interviews, a cultural presentation and a live final crown the Queen of Asia.',
  },
  cause1: { id: 'continent.asia.cause1', defaultMessage: 'Digital inclusion for women and girls' },
  cause2: { id: 'continent.asia.cause2', defaultMessage: 'Disaster preparedness and climate resilience' },
  cause3: { id: 'continent.asia.cause3', defaultMessage: 'Ending child marriage' },
  eligibility: {
    id: 'continent.asia.eligibility',
    defaultMessage: 'Open to women aged 18 and over who are citizens or long-term residents of an Asian country.',
  },
  seo: {
    id: 'continent.asia.seo',
    defaultMessage: 'Miss Continental Asia: the Asian selection, its innovation lab and causes, and how to register.',
  },
});

export const europeStoryMessages = defineMessages({
  title: { id: 'continent.europe.title', defaultMessage: 'Miss Continental Europe' },
  headline: { id: 'continent.europe.headline', defaultMessage: 'Many languages, one stage' },
  intro1: {
    id: 'continent.europe.intro1',
    defaultMessage:
      'Europe’s contestants speak dozens of languages between them and often several each. The European selection celebrates that exchange, and the women who build bridges between communities, generations and countries.',
  },
  intro2: {
    id: 'continent.europe.intro2',
    defaultMessage:
      'After national preliminaries and the online open call, finalists meet for a regional week of workshops, a heritage evening and a live final.',
  },
  step1Title: { id: 'continent.europe.step1Title', defaultMessage: 'National preliminaries' },
  step1Text: {
    id: 'continent.europe.step1Text',
    defaultMessage:
      'Run by partner organisations in participating countries, with the open call covering every other European country.',
  },
  step2Title: { id: 'continent.europe.step2Title', defaultMessage: 'Leadership week' },
  step2Text: {
    id: 'continent.europe.step2Text',
    defaultMessage:
      'Workshops on public speaking, media interviews and project planning with alumni and partner mentors.',
  },
  step3Title: { id: 'continent.europe.step3Title', defaultMessage: 'Regional final' },
  step3Text: {
    id: 'continent.europe.step3Text',
    defaultMessage: 'Interviews, the heritage evening and a live final crown the Queen of Europe.',
  },
  cause1: { id: 'continent.europe.cause1', defaultMessage: 'Mental health among young people' },
  cause2: { id: 'continent.europe.cause2', defaultMessage: 'Integration of refugees and newcomers' },
  cause3: { id: 'continent.europe.cause3', defaultMessage: 'Inclusion of women with disabilities' },
  eligibility: {
    id: 'continent.europe.eligibility',
    defaultMessage: 'Open to women aged 18 and over who are citizens or long-term residents of a European country.',
  },
  seo: {
    id: 'continent.europe.seo',
    defaultMessage:
      'Miss Continental Europe: the European selection, its leadership week and causes, and how to register.',
  },
});

export const northAmericaStoryMessages = defineMessages({
  title: { id: 'continent.northAmerica.title', defaultMessage: 'Miss Continental North America' },
  headline: { id: 'continent.northAmerica.headline', defaultMessage: 'Canada to the Caribbean' },
  intro1: {
    id: 'continent.northAmerica.intro1',
    defaultMessage:
      'North America stretches from the Arctic to the islands of the Caribbean and the isthmus of Central America. Its contestants bring that breadth with them: Indigenous, immigrant, island and city communities on one stage.',
  },
  intro2: {
    id: 'continent.northAmerica.intro2',
    defaultMessage:
      'The selection runs through partner pageants and an online open call, and ends with a regional final paired with a day of service in the host community.',
  },
  step1Title: { id: 'continent.northAmerica.step1Title', defaultMessage: 'Partner and open-call entries' },
  step1Text: {
    id: 'continent.northAmerica.step1Text',
    defaultMessage: 'Enter through a partner pageant in your country or territory, or apply directly online.',
  },
  step2Title: { id: 'continent.northAmerica.step2Title', defaultMessage: 'Service day' },
  step2Text: {
    id: 'continent.northAmerica.step2Text',
    defaultMessage:
      'Finalists join a local project chosen by the host community: a food bank, a shelter or a youth programme.',
  },
  step3Title: { id: 'continent.northAmerica.step3Title', defaultMessage: 'Regional final' },
  step3Text: {
    id: 'continent.northAmerica.step3Text',
    defaultMessage: 'Interviews, a cultural presentation and a live final crown the Queen of North America.',
  },
  cause1: { id: 'continent.northAmerica.cause1', defaultMessage: 'Mentorship for first-generation students' },
  cause2: { id: 'continent.northAmerica.cause2', defaultMessage: 'Food security in urban and rural communities' },
  cause3: { id: 'continent.northAmerica.cause3', defaultMessage: 'Hurricane recovery in the Caribbean' },
  eligibility: {
    id: 'continent.northAmerica.eligibility',
    defaultMessage:
      'Open to women aged 18 and over who are citizens or long-term residents of a North American, Central American or Caribbean country.',
  },
  seo: {
    id: 'continent.northAmerica.seo',
    defaultMessage:
      'Miss Continental North America: the selection from Canada to the Caribbean, its service day and causes, and how to register.',
  },
});

export const southAmericaStoryMessages = defineMessages({
  title: { id: 'continent.southAmerica.title', defaultMessage: 'Miss Continental South America' },
  headline: { id: 'continent.southAmerica.headline', defaultMessage: 'Rhythm, rainforest and resolve' },
  intro1: {
    id: 'continent.southAmerica.intro1',
    defaultMessage:
      'South America’s women have long led movements for equality and for the land itself. The South American selection looks for contestants who carry that spirit: advocates for their communities, their cultures and the Amazon.',
  },
  intro2: {
    id: 'continent.southAmerica.intro2',
    defaultMessage:
      'National partners and an online open call lead to a regional final rich in music and dance, with an environmental project at its heart.',
  },
  step1Title: { id: 'continent.southAmerica.step1Title', defaultMessage: 'National selections' },
  step1Text: {
    id: 'continent.southAmerica.step1Text',
    defaultMessage:
      'Partner organisations select finalists; the open call welcomes every other South American country.',
  },
  step2Title: { id: 'continent.southAmerica.step2Title', defaultMessage: 'Green project' },
  step2Text: {
    id: 'continent.southAmerica.step2Text',
    defaultMessage: 'Finalists support a reforestation or clean-water project alongside local organisations.',
  },
  step3Title: { id: 'continent.southAmerica.step3Title', defaultMessage: 'Regional final' },
  step3Text: {
    id: 'continent.southAmerica.step3Text',
    defaultMessage: 'Interviews, a cultural presentation and a live final crown the Queen of South America.',
  },
  cause1: { id: 'continent.southAmerica.cause1', defaultMessage: 'Protecting the Amazon and its peoples' },
  cause2: { id: 'continent.southAmerica.cause2', defaultMessage: 'Ending gender-based violence' },
  cause3: { id: 'continent.southAmerica.cause3', defaultMessage: 'Access to clean water' },
  eligibility: {
    id: 'continent.southAmerica.eligibility',
    defaultMessage:
      'Open to women aged 18 and over who are citizens or long-term residents of a South American country.',
  },
  seo: {
    id: 'continent.southAmerica.seo',
    defaultMessage:
      'Miss Continental South America: the selection, its environmental project and causes, and how to register.',
  },
});

export const australiaStoryMessages = defineMessages({
  title: { id: 'continent.australia.title', defaultMessage: 'Miss Continental Australia & Oceania' },
  headline: { id: 'continent.australia.headline', defaultMessage: 'Island nations and the great south land' },
  intro1: {
    id: 'continent.australia.intro1',
    defaultMessage:
      'From the outback to the atolls of the Pacific, Oceania is a region of small populations and vast oceans, where women are often the keepers of culture and the first to face a changing climate.',
  },
  intro2: {
    id: 'continent.australia.intro2',
    defaultMessage:
      'The selection welcomes contestants from Australia, New Zealand and the Pacific island nations through an online open call and a regional final that opens with a welcome from the traditional owners of the land.',
  },
  step1Title: { id: 'continent.australia.step1Title', defaultMessage: 'Online open call' },
  step1Text: {
    id: 'continent.australia.step1Text',
    defaultMessage:
      'Interviews are held online so that contestants from every island nation can take part on equal terms.',
  },
  step2Title: { id: 'continent.australia.step2Title', defaultMessage: 'Ocean day' },
  step2Text: {
    id: 'continent.australia.step2Text',
    defaultMessage: 'Finalists join a coastal clean-up and reef-science session with marine conservation partners.',
  },
  step3Title: { id: 'continent.australia.step3Title', defaultMessage: 'Regional final' },
  step3Text: {
    id: 'continent.australia.step3Text',
    defaultMessage: 'Interviews, a cultural presentation and a live final crown the Queen of Australia & Oceania.',
  },
  cause1: { id: 'continent.australia.cause1', defaultMessage: 'Ocean conservation and rising seas' },
  cause2: { id: 'continent.australia.cause2', defaultMessage: 'Health and education in remote communities' },
  cause3: { id: 'continent.australia.cause3', defaultMessage: 'Recognition of First Peoples’ cultures' },
  eligibility: {
    id: 'continent.australia.eligibility',
    defaultMessage:
      'Open to women aged 18 and over who are citizens or long-term residents of Australia, New Zealand or a Pacific island nation.',
  },
  seo: {
    id: 'continent.australia.seo',
    defaultMessage:
      'Miss Continental Australia & Oceania: the selection across the Pacific, its ocean day and causes, and how to register.',
  },
});
