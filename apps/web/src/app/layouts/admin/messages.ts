import type { AdminSection } from '@cq/shared';
import { defineMessages, type MessageDescriptor } from '../../../i18n/message-descriptor';

/** The back office's frame: its navigation, the phone header and the drawer. */
export const adminLayoutMessages = defineMessages({
  backOffice: { id: 'adminLayout.backOffice', defaultMessage: 'Back office' },
  menu: { id: 'adminLayout.menu', defaultMessage: 'Back office menu' },
  overview: { id: 'adminLayout.nav.overview', defaultMessage: 'Overview' },
  toPortal: { id: 'adminLayout.nav.toPortal', defaultMessage: 'Back to the portal' },
  publicSite: { id: 'adminLayout.nav.publicSite', defaultMessage: 'Public site' },
  unread: {
    id: 'adminLayout.nav.unread',
    defaultMessage: '{count, plural, one {# unread answer} other {# unread answers}}',
  },
  contestants: { id: 'adminLayout.section.contestants', defaultMessage: 'Contestants' },
  todos: { id: 'adminLayout.section.todos', defaultMessage: 'Delegate to-dos' },
  messages: { id: 'adminLayout.section.messages', defaultMessage: 'Messages' },
  inbox: { id: 'adminLayout.section.inbox', defaultMessage: 'Inbox' },
  payments: { id: 'adminLayout.section.payments', defaultMessage: 'Payments' },
  users: { id: 'adminLayout.section.users', defaultMessage: 'Users' },
  settings: { id: 'adminLayout.section.settings', defaultMessage: 'Settings' },
  theme: { id: 'adminLayout.section.theme', defaultMessage: 'Theme' },
  audit: { id: 'adminLayout.section.audit', defaultMessage: 'Audit log' },
  judging: { id: 'adminLayout.section.judging', defaultMessage: 'Judging' },
  voting: { id: 'adminLayout.section.voting', defaultMessage: 'Fan voting' },
  show: { id: 'adminLayout.section.show', defaultMessage: 'Show console' },
});

const m = adminLayoutMessages;

/** Each section's name in the navigation; a section added to the shared list must be named here too. */
export const SECTION_LABELS: Record<AdminSection['path'], MessageDescriptor> = {
  '/admin/contestants': m.contestants,
  '/admin/todos': m.todos,
  '/admin/messages': m.messages,
  '/admin/inbox': m.inbox,
  '/admin/payments': m.payments,
  '/admin/users': m.users,
  '/admin/settings': m.settings,
  '/admin/theme': m.theme,
  '/admin/audit': m.audit,
  '/admin/judging': m.judging,
  '/admin/voting': m.voting,
  '/admin/show': m.show,
};
