import { ADMIN_SECTIONS, canOpenSection, type User } from '@cq/shared';
import { ArrowRight, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';

/** What a member of staff finds on the portal's dashboard instead of a registration: the way to the back office. */
export function StaffPanel({ user }: { user: User }) {
  const sections = ADMIN_SECTIONS.filter((s) => canOpenSection(user, s));
  return (
    <section id="back-office" aria-labelledby="back-office-heading" className="card scroll-mt-24 p-6">
      <p className="eyebrow">Staff</p>
      <h2 id="back-office-heading" className="mt-1 text-2xl">
        Back office
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        Review contestants, answer the inbox and run the registration from the back office.
      </p>
      <Link
        to="/admin"
        className="mt-5 inline-flex items-center gap-2 rounded-full bg-primary-main px-5 py-2.5 text-sm font-semibold text-primary-contrast transition-colors hover:bg-primary-dark"
      >
        <LayoutDashboard className="h-4 w-4" aria-hidden /> Open the back office{' '}
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
      {sections.length ? (
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Back office sections">
          {sections.map((s) => (
            <li key={s.path}>
              <Link
                to={s.path}
                className="inline-flex rounded-full border border-hairline px-3 py-1.5 text-xs font-semibold text-primary-main hover:border-primary-light hover:bg-ivory"
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
