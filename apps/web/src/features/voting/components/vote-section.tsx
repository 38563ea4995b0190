import { delegatePath, type MyVotes, type PublicFanVote } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CrownMark } from '../../../components/crown-mark';
import { PublishedPhoto } from '../../../components/ui/published-photo';
import { useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { useSession } from '../../session';
import { myVotesQuery } from '../api/voting-api';
import { VoteLeaderboard } from './leaderboard';
import { votingMessages as m } from './messages';
import { VoteButton } from './vote-button';
import { VotePacks } from './vote-packs';
import { VoteRules } from './vote-rules';
import { useCountryName, useOutcome, useVoteName, useVoteWindow } from './vote-words';

const STATE_LABEL: Record<PublicFanVote['state'], MessageDescriptor> = {
  open: m.stateOpen,
  scheduled: m.stateScheduled,
  closed: m.stateClosed,
};

/** What a signed-in fan has used today for each delegate of a vote, by delegate slug. */
export function useUsedToday(slug: string): Map<string, number> {
  const { signedIn } = useSession();
  const mine = useQuery({ ...myVotesQuery, enabled: signedIn });
  return usedIn(mine.data, slug);
}

/** Her paid votes left in a vote (0 signed out or without a pack). */
export function useCredits(slug: string): number {
  const { signedIn } = useSession();
  const mine = useQuery({ ...myVotesQuery, enabled: signedIn });
  return (mine.data?.credits ?? []).find((c) => c.voteSlug === slug)?.balance ?? 0;
}

function usedIn(mine: MyVotes | undefined, slug: string): Map<string, number> {
  return new Map((mine?.today ?? []).filter((t) => t.voteSlug === slug).map((t) => [t.delegate, t.used]));
}

/** One vote: its window and rules, its delegates each with a Vote button, and the count. */
export function VoteSection({ vote, headingLevel = 2 }: { vote: PublicFanVote; headingLevel?: 2 | 3 }) {
  const t = useT();
  const voteWindow = useVoteWindow();
  const outcome = useOutcome();
  const countryName = useCountryName();
  const used = useUsedToday(vote.slug);
  const credits = useCredits(vote.slug);
  const name = useVoteName()(vote);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const CountHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section id={vote.slug} aria-labelledby={`${vote.slug}-heading`} className="scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <Heading id={`${vote.slug}-heading`} lang={name.lang} className="font-serif text-3xl text-ink">
          {name.text}
        </Heading>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wider ${
            vote.state === 'open' ? 'bg-status-approved/10 text-status-approved' : 'bg-ivory text-muted'
          }`}
        >
          {t(STATE_LABEL[vote.state])}
        </span>
      </div>
      <p className="mt-2 text-sm text-muted">{voteWindow(vote)}</p>
      <p className="mt-3 max-w-3xl text-ink/85">{outcome(vote.decision)}</p>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1.6fr_1fr]">
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {vote.delegates.map((d) => (
            <li key={d.slug} className="card grid grid-cols-[7rem_1fr] overflow-hidden sm:grid-cols-1">
              <Link to={delegatePath(d.slug)} tabIndex={-1} aria-hidden className="group block">
                <div className="h-full overflow-hidden bg-ivory sm:aspect-[4/5] sm:h-auto">
                  {d.headshot ? (
                    <PublishedPhoto
                      photo={d.headshot}
                      sizes="(min-width: 1024px) 18vw, (min-width: 640px) 45vw, 7rem"
                      loading="lazy"
                      className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                    />
                  ) : (
                    <div className="flex h-full min-h-32 items-center justify-center">
                      <CrownMark className="h-12 w-12 opacity-40" />
                    </div>
                  )}
                </div>
              </Link>
              <div className="flex flex-col p-4 sm:p-5">
                <Link
                  to={delegatePath(d.slug)}
                  className="font-serif text-xl text-ink underline-offset-4 hover:text-primary-main hover:underline"
                >
                  {d.name}
                </Link>
                <p className="mt-1 text-xs font-semibold uppercase tracking-wider text-muted">
                  {countryName(d.country)}
                </p>
                <div className="mt-4 sm:mt-auto sm:pt-4">
                  <VoteButton vote={vote} delegate={d} usedToday={used.get(d.slug) ?? 0} credits={credits} />
                </div>
              </div>
            </li>
          ))}
        </ul>
        <div className="space-y-6">
          <div className="card p-6">
            <CountHeading className="font-serif text-2xl text-ink">{t(m.countTitle)}</CountHeading>
            <div className="mt-4">
              <VoteLeaderboard slug={vote.slug} title={name.text} />
            </div>
          </div>
          <VotePacks vote={vote} credits={credits} />
          <VoteRules vote={vote} />
        </div>
      </div>
    </section>
  );
}
