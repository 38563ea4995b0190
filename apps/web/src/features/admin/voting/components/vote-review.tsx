import { type AdminFanVote, FAN_VOTE_MESSAGES, type VoteReviewQuery } from '@cq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { controlClass } from '#web/components/ui/field';
import { PageLoading } from '#web/components/ui/page-loading';
import { useFormat } from '#web/i18n/format';
import { useT, useText } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { Panel } from '../../components/admin-page';
import { useAdminFormat } from '../../components/format';
import { reviewQuery, votingAdmin, votingAdminKeys } from '../api/voting-admin-api';
import { votingMessages as m } from '../messages';
import { VoidDialog } from './void-dialog';

/**
 * The review of a vote: the alerts (a delegate's pace far above her usual, an address many accounts share),
 * the newest votes matching a filter, and voiding the ones ticked, with a reason.
 */
export function VoteReview({ vote, mayVoid }: { vote: AdminFanVote; mayVoid: boolean }) {
  const t = useT();
  const text = useText();
  const format = useFormat();
  const dates = useAdminFormat();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<VoteReviewQuery>({});
  const [ticked, setTicked] = useState<string[]>([]);
  const [voiding, setVoiding] = useState(false);
  const review = useQuery(reviewQuery(vote.id, filter));
  const voidVotes = useMutation({
    mutationFn: (reason: string) => votingAdmin.void(vote.id, { ballotIds: ticked, reason }),
    onSuccess: async (res) => {
      toast.success(t(m.voidedToast, { message: text(FAN_VOTE_MESSAGES.voided), count: format.number(res.voided) }));
      setTicked([]);
      setVoiding(false);
      await queryClient.invalidateQueries({ queryKey: votingAdminKeys.all });
    },
    onError: (err) => toast.error(messageOf(err, t(m.voidFailed))),
  });
  const choose = (next: VoteReviewQuery) => {
    setTicked([]);
    setFilter(next);
  };
  const ballots = review.data?.ballots ?? [];
  const open = ballots.filter((b) => !b.voidedAt);

  return (
    <div className="space-y-6">
      <Panel title={t(m.alerts)}>
        {review.isPending ? (
          <PageLoading />
        ) : (review.data?.alerts.length ?? 0) === 0 ? (
          <p className="text-sm text-muted">{t(m.noAlerts)}</p>
        ) : (
          <ul className="space-y-3">
            {review.data?.alerts.map((a) => (
              <li
                key={a.kind === 'velocity' ? `v-${a.delegate}` : `a-${a.address}-${a.votingDay}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-status-pending/10 p-3 text-sm"
              >
                <span className="flex items-center gap-2 text-ink">
                  <AlertTriangle className="h-4 w-4 text-status-pending" aria-hidden />
                  {a.kind === 'velocity'
                    ? t(m.velocityAlert, {
                        delegate: a.delegateName,
                        recent: a.recent,
                        accounts: a.accounts,
                        addresses: a.addresses,
                        crowded: format.number(a.crowdedAccounts),
                        usual: format.number(a.usual),
                      })
                    : t(m.addressAlert, {
                        accounts: a.accounts,
                        votes: a.votes,
                        address: a.address.slice(0, 8),
                        day: dates.day(a.votingDay),
                      })}
                </span>
                <Button
                  variant="secondary"
                  className="px-4 py-1.5"
                  onClick={() => choose(a.kind === 'velocity' ? { delegate: a.delegate } : { address: a.address })}
                >
                  {t(m.showVotes)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel
        title={t(m.votes)}
        actions={
          mayVoid && ticked.length > 0 ? (
            <Button variant="danger" className="px-4 py-1.5" onClick={() => setVoiding(true)}>
              {t(m.voidSelected, { count: ticked.length })}
            </Button>
          ) : null
        }
      >
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <label className="text-sm">
            <span className="mb-1 block font-semibold text-ink">{t(m.delegate)}</span>
            <select
              className={controlClass(false, 'py-2')}
              value={filter.delegate ?? ''}
              onChange={(e) => choose({ ...filter, delegate: e.target.value || undefined })}
            >
              <option value="">{t(m.everyDelegate)}</option>
              {vote.delegates
                .filter((d) => d.slug)
                .map((d) => (
                  <option key={d.slug} value={d.slug}>
                    {d.name}
                  </option>
                ))}
            </select>
          </label>
          <label className="text-sm">
            <span className="mb-1 block font-semibold text-ink">{t(m.votes)}</span>
            <select
              className={controlClass(false, 'py-2')}
              value={filter.voided ?? ''}
              onChange={(e) =>
                choose({ ...filter, voided: (e.target.value || undefined) as VoteReviewQuery['voided'] })
              }
            >
              <option value="">{t(m.counted)}</option>
              <option value="include">{t(m.countedAndVoided)}</option>
              <option value="only">{t(m.voided)}</option>
            </select>
          </label>
          {filter.address ? (
            <Button variant="secondary" className="px-4 py-2" onClick={() => choose({ ...filter, address: undefined })}>
              {t(m.anyAddress, { address: filter.address.slice(0, 8) })}
            </Button>
          ) : null}
        </div>
        {review.isError ? (
          <p role="alert" className="text-sm text-status-rejected">
            {messageOf(review.error, t(m.loadFailed))}
          </p>
        ) : ballots.length === 0 ? (
          <p className="text-sm text-muted">{review.isPending ? t(m.loading) : t(m.noMatch)}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-start text-sm">
              <caption className="sr-only">{t(m.caption, { name: vote.name })}</caption>
              <thead className="text-xs uppercase tracking-wider text-muted">
                <tr>
                  <th scope="col" className="w-10 py-2">
                    {mayVoid && open.length > 0 ? (
                      <input
                        type="checkbox"
                        aria-label={t(m.selectAll)}
                        checked={ticked.length === open.length}
                        onChange={(e) => setTicked(e.target.checked ? open.map((b) => b.id) : [])}
                      />
                    ) : null}
                  </th>
                  <th scope="col" className="py-2">
                    {t(m.colCast)}
                  </th>
                  <th scope="col" className="py-2">
                    {t(m.delegate)}
                  </th>
                  <th scope="col" className="py-2">
                    {t(m.colFan)}
                  </th>
                  <th scope="col" className="py-2">
                    {t(m.colAddress)}
                  </th>
                  <th scope="col" className="py-2">
                    {t(m.colState)}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-hairline">
                {ballots.map((b) => (
                  <tr key={b.id}>
                    <td className="py-2">
                      {mayVoid && !b.voidedAt ? (
                        <input
                          type="checkbox"
                          aria-label={t(m.selectOne, { fan: b.fan, delegate: b.delegateName })}
                          checked={ticked.includes(b.id)}
                          onChange={(e) =>
                            setTicked((t) => (e.target.checked ? [...t, b.id] : t.filter((id) => id !== b.id)))
                          }
                        />
                      ) : null}
                    </td>
                    <td className="py-2 whitespace-nowrap">{dates.dateTime(b.castAt)}</td>
                    <td className="py-2">
                      {b.delegateName}
                      {b.paid ? <span className="block text-xs font-semibold text-muted">{t(m.paidVote)}</span> : null}
                    </td>
                    <td className="py-2">
                      {b.fan}
                      <span className="block text-xs text-muted">{b.fanEmail}</span>
                    </td>
                    <td className="py-2 font-mono text-xs">
                      <button
                        type="button"
                        className="underline-offset-2 hover:underline"
                        onClick={() => choose({ ...filter, address: b.address })}
                        aria-label={t(m.showAddress, { address: b.address.slice(0, 8) })}
                      >
                        {b.address.slice(0, 8)}
                      </button>
                    </td>
                    <td className="py-2">
                      {b.voidedAt ? (
                        <span className="text-status-rejected" title={b.voidReason ?? undefined}>
                          {t(m.voided)}
                        </span>
                      ) : (
                        t(m.counted)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {ballots.length === review.data?.limit ? (
              <p className="mt-3 text-xs text-muted">{t(m.limited, { limit: format.number(review.data.limit) })}</p>
            ) : null}
          </div>
        )}
      </Panel>
      <VoidDialog
        count={ticked.length}
        open={voiding}
        busy={voidVotes.isPending}
        onCancel={() => setVoiding(false)}
        onVoid={(reason) => voidVotes.mutate(reason)}
      />
    </div>
  );
}
