import type { ContinentSlug } from '@cq/shared';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import {
  africaStoryMessages,
  asiaStoryMessages,
  australiaStoryMessages,
  europeStoryMessages,
  northAmericaStoryMessages,
  southAmericaStoryMessages,
} from './continent-story-messages';

export interface ContinentStory {
  title: MessageDescriptor;
  headline: MessageDescriptor;
  intro: [MessageDescriptor, MessageDescriptor];
  programme: { title: MessageDescriptor; text: MessageDescriptor }[];
  causes: MessageDescriptor[];
  eligibility: MessageDescriptor;
  seo: MessageDescriptor;
}

type StoryMessages = typeof africaStoryMessages;

const story = (m: StoryMessages): ContinentStory => ({
  title: m.title,
  headline: m.headline,
  intro: [m.intro1, m.intro2],
  programme: [
    { title: m.step1Title, text: m.step1Text },
    { title: m.step2Title, text: m.step2Text },
    { title: m.step3Title, text: m.step3Text },
  ],
  causes: [m.cause1, m.cause2, m.cause3],
  eligibility: m.eligibility,
  seo: m.seo,
});

/** The copy of each continent page. */
export const CONTINENT_STORIES: Record<ContinentSlug, ContinentStory> = {
  africa: story(africaStoryMessages),
  asia: story(asiaStoryMessages),
  europe: story(europeStoryMessages),
  'north-america': story(northAmericaStoryMessages),
  'south-america': story(southAmericaStoryMessages),
  australia: story(australiaStoryMessages),
};
