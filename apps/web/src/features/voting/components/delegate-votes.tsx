import { CONTINENTS, type PublicFanVote } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useContinentName } from '../../../i18n/common-messages';
import { useT } from '../../../i18n/locale-context';
import { votesQuery } from '../api/voting-api';
import { votingMessages as m } from './messages';
import { VoteButton } from './vote-button';
import { useUsedToday, VoteSection } from './vote-section';
import { useVoteName, useVoteWindow } from './vote-words';

function OneVote({ vote, slug }: { vote: PublicFanVote; slug: string }) {
  const t = useT();
  const voteWindow = useVoteWindow();
  const used = useUsedToday(vote.slug);
  const name = useVoteName()(vote);
  const delegate = vote.delegates.find((d) => d.slug === slug);
  if (!delegate) return null;
  return (
    <div className="card p-6">
      <p className="eyebrow">{t(m.eyebrow)}</p>
      <h2 lang={name.lang} className="mt-2 font-serif text-2xl text-ink">
        {name.text}
      </h2>
      <p className="mt-1 text-xs text-muted">{voteWindow(vote)}</p>
      <div className="mt-5">
        <VoteButton vote={vote} delegate={delegate} usedToday={used.get(slug) ?? 0} />
      </div>
      <Link
        to={`/peoples-choice#${vote.slug}`}
        className="mt-4 inline-block text-sm font-semibold text-primary-main underline-offset-4 hover:underline"
      >
        {t(m.seeCount)}
      </Link>
    </div>
  );
}

/** On a delegate's page: the Vote button of each open vote she is in. */
export function DelegateVotes({ slug }: { slug: string }) {
  const votes = useQuery(votesQuery);
  const open = (votes.data ?? []).filter((v) => v.state === 'open' && v.delegates.some((d) => d.slug === slug));
  if (open.length === 0) return null;
  return (
    <div className="space-y-6">
      {open.map((v) => (
        <OneVote key={v.slug} vote={v} slug={slug} />
      ))}
    </div>
  );
}

/** On a continent's page: its open or upcoming votes, each with every delegate's Vote button and the count. */
export function ContinentVotes({ continent }: { continent: string }) {
  const t = useT();
  const continentName = useContinentName();
  const slug = CONTINENTS.find((c) => c.name === continent)?.slug;
  const votes = useQuery(votesQuery);
  const shown = (votes.data ?? []).filter((v) => v.continent === continent && v.state !== 'closed');
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="continent-votes-heading" className="section bg-white">
      <div className="container-page">
        <p className="eyebrow text-center">{t(m.eyebrow)}</p>
        <h2 id="continent-votes-heading" className="mt-3 text-center text-3xl sm:text-4xl">
          {t(m.continentTitle, { continent: slug ? continentName(slug) : continent })}
        </h2>
        <div className="mt-10 space-y-16">
          {shown.map((v) => (
            <VoteSection key={v.slug} vote={v} headingLevel={3} />
          ))}
        </div>
      </div>
    </section>
  );
}
