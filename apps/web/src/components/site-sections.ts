import type { SiteSections } from '@cq/shared';
import type { MessageDescriptor } from '../i18n/message-descriptor';
import { componentMessages as m } from './messages';

export interface SiteSectionLink {
  to: string;
  label: MessageDescriptor;
  hint: MessageDescriptor;
}

/**
 * The links to the vote, the delegates and the results, each once it exists (a vote open now, a delegate
 * published, a round's results revealed).
 */
export function siteSectionLinks(sections: SiteSections): SiteSectionLink[] {
  const links: SiteSectionLink[] = [];
  if (sections.vote) links.push({ to: '/peoples-choice', label: m.sectionVote, hint: m.sectionVoteHint });
  if (sections.delegates) links.push({ to: '/delegates', label: m.sectionDelegates, hint: m.sectionDelegatesHint });
  if (sections.results) links.push({ to: '/results', label: m.sectionResults, hint: m.sectionResultsHint });
  return links;
}
