import { defineMessages } from '../../../i18n/message-descriptor';

/** The back office's shared parts: a page's title, lists, their filters and pages. */
export const adminComponentsMessages = defineMessages({
  pageTitle: { id: 'adminComponents.page.title', defaultMessage: '{title} · Back office' },
  noMatches: { id: 'adminComponents.table.noMatches', defaultMessage: 'Nothing matches these filters.' },
  any: { id: 'adminComponents.filter.any', defaultMessage: 'Any' },
  pages: { id: 'adminComponents.pagination.label', defaultMessage: 'Pages' },
  showing: { id: 'adminComponents.pagination.showing', defaultMessage: 'Showing {from}–{to} of {total}' },
  previous: { id: 'adminComponents.pagination.previous', defaultMessage: 'Previous' },
  next: { id: 'adminComponents.pagination.next', defaultMessage: 'Next' },
  pageOf: { id: 'adminComponents.pagination.pageOf', defaultMessage: 'Page {page} of {pages}' },
});
