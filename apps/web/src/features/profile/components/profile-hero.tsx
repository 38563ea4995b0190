import type { Contestant, User } from '@cq/shared';
import { ArrowRight, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { roleLabel, statusMessage } from '../format';
import { profileMessages as m } from '../messages';

const STATUS_TONE: Record<string, string> = {
  payment_pending: 'bg-status-pending/15 text-amber-100 ring-amber-200/40',
  in_progress: 'bg-status-pending/15 text-amber-100 ring-amber-200/40',
  preliminary_submitted: 'bg-status-submitted/20 text-sky-100 ring-sky-200/40',
  preliminary_approved: 'bg-status-approved/25 text-emerald-100 ring-emerald-200/40',
  preliminary_rejected: 'bg-status-rejected/25 text-rose-100 ring-rose-200/40',
  active: 'bg-secondary-main/25 text-secondary-light ring-secondary-light/40',
};

/** The photo: the headshot, else the account picture, else the initials. */
export function ProfilePhoto({ contestant, user }: { contestant: Contestant | null; user: User }) {
  const photo = contestant?.preliminaryRegistration.headshot?.url || user.picture || user.profileImage;
  if (photo) {
    return (
      <img
        src={photo}
        alt={`${user.firstName} ${user.lastName}`}
        className="h-28 w-28 shrink-0 rounded-full object-cover ring-4 ring-secondary-main/80 sm:h-32 sm:w-32"
      />
    );
  }
  const initials = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase() || '?';
  return (
    <span
      className="flex h-28 w-28 shrink-0 items-center justify-center rounded-full bg-white/10 font-serif text-4xl font-semibold text-white ring-4 ring-secondary-main/80 sm:h-32 sm:w-32"
      role="img"
      aria-label={`${user.firstName} ${user.lastName}`}
    >
      {initials}
    </span>
  );
}

export function ProfileHero({ user, contestant }: { user: User; contestant: Contestant | null }) {
  const t = useT();
  const status = contestant?.registrationStatus;
  return (
    <section className="bg-royal relative overflow-hidden rounded-3xl px-6 py-8 text-white shadow-[var(--shadow-card)] sm:px-10">
      <div className="bg-crown-pattern absolute inset-0 opacity-50" aria-hidden />
      <div className="relative flex flex-col items-center gap-6 text-center sm:flex-row sm:text-start">
        <ProfilePhoto contestant={contestant} user={user} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-secondary-light">
            {roleLabel(user.role, t)}
          </p>
          <h1 className="mt-1 break-words text-3xl text-white sm:text-4xl">
            {user.firstName} {user.lastName}
          </h1>
          <p className="mt-3">
            <span
              className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ring-1 ${
                status ? (STATUS_TONE[status] ?? STATUS_TONE.in_progress) : 'bg-white/10 text-white/85 ring-white/25'
              }`}
            >
              {t(statusMessage(status))}
            </span>
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          {contestant ? null : (
            <Link
              to="/user/register"
              className="inline-flex items-center justify-center gap-2 rounded-full bg-secondary-main px-5 py-2.5 text-sm font-semibold text-secondary-contrast shadow-sm hover:bg-secondary-light"
            >
              {t(m.completeRegistration)} <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
            </Link>
          )}
          <Link
            to="/user/settings"
            className="inline-flex items-center justify-center gap-2 rounded-full border border-white/50 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white hover:text-primary-dark"
          >
            <Pencil className="h-4 w-4" aria-hidden /> {t(m.editProfile)}
          </Link>
        </div>
      </div>
    </section>
  );
}
