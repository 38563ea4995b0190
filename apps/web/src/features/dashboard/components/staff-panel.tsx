import { ADMIN_SECTIONS, canOpenSection, type User } from '@cq/shared';
import { ArrowRight, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { dashboardMessages as m } from '../messages';

const SECTION_LABEL: Record<string, MessageDescriptor> = {
  '/admin/contestants': m.sectionContestants,
  '/admin/todos': m.sectionTodos,
  '/admin/inbox': m.sectionInbox,
  '/admin/payments': m.sectionPayments,
  '/admin/users': m.sectionUsers,
  '/admin/settings': m.sectionSettings,
  '/admin/theme': m.sectionTheme,
  '/admin/audit': m.sectionAudit,
  '/admin/judging': m.sectionJudging,
  '/admin/voting': m.sectionVoting,
  '/admin/show': m.sectionShow,
};

/** What a member of staff finds on the portal's dashboard instead of a registration: the way to the back office. */
export function StaffPanel({ user }: { user: User }) {
  const t = useT();
  const sections = ADMIN_SECTIONS.filter((s) => canOpenSection(user, s));
  return (
    <section id="back-office" aria-labelledby="back-office-heading" className="card scroll-mt-24 p-6">
      <p className="eyebrow">{t(m.staff)}</p>
      <h2 id="back-office-heading" className="mt-1 text-2xl">
        {t(m.backOffice)}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{t(m.backOfficeText)}</p>
      <Link
        to="/admin"
        className="mt-5 inline-flex items-center gap-2 rounded-full bg-primary-main px-5 py-2.5 text-sm font-semibold text-primary-contrast transition-colors hover:bg-primary-dark"
      >
        <LayoutDashboard className="h-4 w-4" aria-hidden /> {t(m.openBackOffice)}{' '}
        <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
      </Link>
      {sections.length ? (
        <ul className="mt-5 flex flex-wrap gap-2" aria-label={t(m.sections)}>
          {sections.map((s) => (
            <li key={s.path}>
              <Link
                to={s.path}
                className="inline-flex rounded-full border border-hairline px-3 py-1.5 text-xs font-semibold text-primary-main hover:border-primary-light hover:bg-ivory"
              >
                {SECTION_LABEL[s.path] ? t(SECTION_LABEL[s.path] as MessageDescriptor) : s.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
