import { formatMoney, type PublicFanVote } from '@cq/shared';

/** When a vote is open, in its own time zone: "1 December 2026, 09:00 – 8 December 2026, 21:00 (Africa/Lagos)". */
export function voteWindow(vote: PublicFanVote): string {
  const format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: vote.timeZone });
  return `${format.format(new Date(vote.opensAt))} – ${format.format(new Date(vote.closesAt))} (${vote.timeZone.replace(/_/g, ' ')})`;
}

/** The rules of a vote, stated plainly on its page: how votes count and what they decide. */
export function VoteRules({ vote }: { vote: PublicFanVote }) {
  const free = vote.freeVotesPerDay;
  return (
    <details className="rounded-2xl border border-hairline bg-white p-5 text-sm leading-relaxed text-muted">
      <summary className="cursor-pointer font-semibold text-ink">How voting works</summary>
      <ul className="mt-3 list-disc space-y-2 ps-5">
        <li>
          Sign in with a confirmed e-mail address to vote. Addresses from temporary mail services are not accepted.
        </li>
        <li>
          You have {free} free vote{free === 1 ? '' : 's'} for each delegate every day. A day runs from midnight to
          midnight, {vote.timeZone.replace(/_/g, ' ')} time.
        </li>
        <li>Pressing Vote twice, or in two tabs, never counts twice: each vote is counted exactly once.</li>
        <li>
          To keep the vote fair, a limited number of votes is accepted from one network and from one device each day.
          Our team reviews unusual surges and may void votes that break these rules; voided votes are not counted.
        </li>
        {vote.paidVoting.enabled ? (
          <li>
            Vote packs are on sale in this vote (
            {vote.paidVoting.packs
              .map((p) => `${p.votes} votes for ${formatMoney(p.price, vote.paidVoting.currency)}`)
              .join(', ')}
            ). Your free votes are used first; once they are used for a delegate that day, each vote takes one paid
            vote. A paid vote counts exactly like a free one. If our team voids a paid vote for breaking these rules, it
            is not given back.
            {vote.paidVoting.capPerFan ? ` One fan may buy at most ${vote.paidVoting.capPerFan} paid votes.` : ''}
            {vote.paidVoting.capPerDelegate
              ? ` A delegate may receive at most ${vote.paidVoting.capPerDelegate} paid votes.`
              : ''}{' '}
            Paid votes not used when the vote closes are not refunded.
          </li>
        ) : null}
        <li>
          {vote.leaderboard === 'public'
            ? 'The count is public and updated as you vote.'
            : 'The count is kept private until the vote closes.'}{' '}
          {vote.outcome}
        </li>
      </ul>
    </details>
  );
}
