import { useQuery } from '@tanstack/react-query';
import { useFormat } from '../../../i18n/format';
import { Message, useLocale, useT } from '../../../i18n/locale-context';
import { useSession } from '../../session';
import { myVotesQuery } from '../api/voting-api';
import { votingMessages as m } from './messages';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const ENGLISH_WHEN = new Intl.DateTimeFormat('en-GB', WHEN);

/** A signed-in fan's own votes, newest first; a voided one says so. */
export function MyVoteHistory() {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  // English keeps its own form ('26 Nov 2026, 10:00'); the other languages their own.
  const when = (iso: string) => (locale === 'en' ? ENGLISH_WHEN.format(new Date(iso)) : format.date(iso, WHEN));
  const { signedIn } = useSession();
  const mine = useQuery({ ...myVotesQuery, enabled: signedIn });
  if (!signedIn || !mine.data) return null;
  return (
    <section aria-labelledby="my-votes-heading" className="card p-6 sm:p-8">
      <h2 id="my-votes-heading" className="font-serif text-2xl text-ink">
        {t(m.historyTitle)}
      </h2>
      {mine.data.ballots.length === 0 ? (
        <p className="mt-3 text-muted">{t(m.historyEmpty)}</p>
      ) : (
        <ul className="mt-4 divide-y divide-hairline">
          {mine.data.ballots.map((b) => (
            <li key={b.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3 text-sm">
              <span className="text-muted">
                <Message
                  message={m.historyLine}
                  values={{
                    delegate: <span className="font-semibold text-ink">{b.delegateName}</span>,
                    vote: b.voteName,
                  }}
                />
              </span>
              <span className="text-muted">
                <time dateTime={b.castAt}>{when(b.castAt)}</time>
                {b.voided ? (
                  <span className="ms-2 font-semibold text-status-rejected">{t(m.historyVoided)}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
