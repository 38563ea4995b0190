import type { PublicFanVote } from '@cq/shared';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { useMoney } from '../../payments';
import { votingMessages as m } from './messages';
import { timeZoneName, useOutcome } from './vote-words';

/** The rules of a vote, stated plainly on its page: how votes count and what they decide. */
export function VoteRules({ vote }: { vote: PublicFanVote }) {
  const t = useT();
  const format = useFormat();
  const { money } = useMoney();
  const outcome = useOutcome();
  const free = vote.freeVotesPerDay;
  const paid = vote.paidVoting;
  return (
    <details className="rounded-2xl border border-hairline bg-white p-5 text-sm leading-relaxed text-muted">
      <summary className="cursor-pointer font-semibold text-ink">{t(m.rulesTitle)}</summary>
      <ul className="mt-3 list-disc space-y-2 ps-5">
        <li>{t(m.ruleSignIn)}</li>
        <li>{t(m.ruleDaily, { count: free, timeZone: timeZoneName(vote.timeZone) })}</li>
        <li>{t(m.ruleOnce)}</li>
        <li>{t(m.ruleFair)}</li>
        <li>{t(m.ruleWho)}</li>
        {paid.enabled ? (
          <li>
            {t(m.rulePacks, {
              packs: format.list(
                paid.packs.map((p) => t(m.rulePack, { count: p.votes, price: money(p.price, paid.currency) })),
                'unit',
              ),
            })}
            {paid.capPerFan ? ` ${t(m.ruleCapFan, { count: paid.capPerFan })}` : ''}
            {paid.capPerDelegate ? ` ${t(m.ruleCapDelegate, { count: paid.capPerDelegate })}` : ''} {t(m.ruleNoRefund)}
          </li>
        ) : null}
        <li>
          {vote.leaderboard === 'public' ? t(m.ruleCountPublic) : t(m.ruleCountPrivate)} {outcome(vote.decision)}
        </li>
      </ul>
    </details>
  );
}
