import type { User } from '@cq/shared';
import { ChevronRight, Heart, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { MyPayments } from '../../payments';
import { MyVoteHistory, VotedDelegates } from '../../voting';
import { dashboardMessages as m } from '../messages';
import { ApplyToCompete } from './apply-to-compete';
import { StatusCards } from './status-cards';
import { WelcomeBanner } from './welcome-banner';

const FOLLOW = [
  { to: '/peoples-choice', label: m.fanVote, hint: m.fanVoteHint, icon: Heart },
  { to: '/results', label: m.fanShows, hint: m.fanShowsHint, icon: Trophy },
  { to: '/competition', label: m.fanDelegates, hint: m.fanDelegatesHint, icon: Users },
] as const;

/**
 * A fan's home: her account's two cards (her address must be confirmed before she votes), the way to the vote and
 * the shows, her votes and the delegates she chose, her packs and their receipts, and the way to apply to compete.
 * No registration progress and no fee: a fan has no registration until she applies.
 */
export function FanHome({ user }: { user: User }) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-[78rem] px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <WelcomeBanner user={user} eyebrow={m.fanEyebrow}>
        <Link
          to="/peoples-choice"
          className="mt-5 inline-flex items-center gap-2 rounded-full bg-secondary-main px-5 py-2.5 text-sm font-semibold text-ink hover:bg-secondary-light"
        >
          <Heart className="h-4 w-4" aria-hidden /> {t(m.fanVoteNow)}
        </Link>
      </WelcomeBanner>

      <div className="mt-6">
        <StatusCards user={user} progress={null} statusLabel={null} state={null} accountOnly />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <section aria-labelledby="fan-follow-heading" className="card p-6">
            <h2 id="fan-follow-heading" className="font-serif text-xl text-ink">
              {t(m.fanFollowTitle)}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-3">
              {FOLLOW.map(({ to, label, hint, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="group flex h-full items-center gap-3 rounded-xl border border-hairline px-3 py-3 hover:border-primary-light hover:bg-ivory"
                  >
                    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary-main/10 text-primary-main">
                      <Icon className="h-4.5 w-4.5" aria-hidden />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-semibold text-ink">{t(label)}</span>
                      <span className="block text-xs text-muted">{t(hint)}</span>
                    </span>
                    <ChevronRight className="h-4 w-4 shrink-0 text-muted rtl:-scale-x-100" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <MyVoteHistory />
        </div>
        <div className="min-w-0 space-y-6">
          <VotedDelegates />
          <MyPayments />
          <ApplyToCompete />
        </div>
      </div>
    </div>
  );
}
