import type { ContinentSlug } from '@cq/shared';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { continentSummaryMessages as m } from './continent-summary-messages';

/** One line per continent for the cards on Home; the full stories load with each continent page. */
export const CONTINENT_SUMMARIES: Record<ContinentSlug, { crown: MessageDescriptor; line: MessageDescriptor }> = {
  africa: { crown: m.africaCrown, line: m.africaLine },
  asia: { crown: m.asiaCrown, line: m.asiaLine },
  europe: { crown: m.europeCrown, line: m.europeLine },
  'north-america': { crown: m.northAmericaCrown, line: m.northAmericaLine },
  'south-america': { crown: m.southAmericaCrown, line: m.southAmericaLine },
  australia: { crown: m.australiaCrown, line: m.australiaLine },
};
