import type { User } from '@cq/shared';
import { Mail, Pencil, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BreakableEmail } from '../../../components/ui/breakable-email';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { useTimeAgo } from '../../notifications';
import { UserAvatar } from '../../session';
import { dashboardMessages as m } from '../messages';

/** The profile block: picture or initials, e-mail, phone or 'Not provided', Edit, completion and submission time. */
export function ProfileBlock({
  user,
  progress,
  submittedAt,
}: {
  user: User;
  /** Null while loading; undefined when there is no registration to measure (staff). */
  progress?: number | null;
  submittedAt: string | null;
}) {
  const t = useT();
  const format = useFormat();
  const timeAgo = useTimeAgo();
  const name = `${user.firstName} ${user.lastName}`.trim();
  const submitted = timeAgo(submittedAt);
  return (
    <section id="profile-summary" aria-labelledby="profile-summary-heading" className="card scroll-mt-24 p-6">
      <div className="flex items-center gap-4">
        <UserAvatar user={user} className="h-14 w-14 shrink-0 text-xl" />
        <h2 id="profile-summary-heading" className="min-w-0 flex-1 break-words font-serif text-xl font-semibold">
          {name}
        </h2>
        <Link
          to="/user/settings"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-hairline px-3 py-1.5 text-xs font-semibold text-primary-main hover:border-primary-light hover:bg-ivory"
        >
          <Pencil className="h-3.5 w-3.5" aria-hidden /> {t(m.edit)}
        </Link>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex items-center gap-2.5">
          <dt>
            <Mail className="h-4 w-4 text-muted" aria-hidden />
            <span className="sr-only">{t(m.email)}</span>
          </dt>
          <dd className="min-w-0 break-words text-ink">
            <BreakableEmail address={user.email} />
          </dd>
        </div>
        <div className="flex items-center gap-2.5">
          <dt>
            <Phone className="h-4 w-4 text-muted" aria-hidden />
            <span className="sr-only">{t(m.phone)}</span>
          </dt>
          <dd className={user.phoneNumber?.trim() ? 'text-ink' : 'italic text-muted'}>
            {user.phoneNumber?.trim() ? <bdi dir="ltr">{user.phoneNumber}</bdi> : t(m.notProvided)}
          </dd>
        </div>
      </dl>
      {progress === undefined ? null : (
        <div className="mt-5 border-t border-hairline pt-4">
          <div className="mb-2 flex items-baseline justify-between text-sm">
            <span className="font-medium text-ink">{t(m.completion)}</span>
            <span className="font-semibold text-primary-main">
              {progress === null ? '…' : format.number(progress / 100, { style: 'percent' })}
            </span>
          </div>
          <ProgressBar value={progress ?? 0} label={t(m.completion)} size="thin" />
          <p className="mt-3 text-xs text-muted">
            {submitted ? t(m.submittedWhen, { when: submitted }) : t(m.notSubmitted)}
          </p>
        </div>
      )}
    </section>
  );
}
