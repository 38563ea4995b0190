import { type AdminFanVote, FAN_VOTE_MESSAGES, type VoteReviewQuery } from '@cq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { controlClass } from '../../../../components/ui/field';
import { PageLoading } from '../../../../components/ui/page-loading';
import { messageOf } from '../../../../lib/api-client';
import { Panel } from '../../components/admin-page';
import { reviewQuery, votingAdmin, votingAdminKeys } from '../api/voting-admin-api';
import { VoidDialog } from './void-dialog';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * The review of a vote: the alerts (a delegate's pace far above her usual, an address many accounts share),
 * the newest votes matching a filter, and voiding the ones ticked, with a reason.
 */
export function VoteReview({ vote, mayVoid }: { vote: AdminFanVote; mayVoid: boolean }) {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<VoteReviewQuery>({});
  const [ticked, setTicked] = useState<string[]>([]);
  const [voiding, setVoiding] = useState(false);
  const review = useQuery(reviewQuery(vote.id, filter));
  const voidVotes = useMutation({
    mutationFn: (reason: string) => votingAdmin.void(vote.id, { ballotIds: ticked, reason }),
    onSuccess: async (res) => {
      toast.success(`${FAN_VOTE_MESSAGES.voided} (${res.voided})`);
      setTicked([]);
      setVoiding(false);
      await queryClient.invalidateQueries({ queryKey: votingAdminKeys.all });
    },
    onError: (err) => toast.error(messageOf(err, 'The votes could not be voided.')),
  });
  const choose = (next: VoteReviewQuery) => {
    setTicked([]);
    setFilter(next);
  };
  const ballots = review.data?.ballots ?? [];
  const open = ballots.filter((b) => !b.voidedAt);

  return (
    <div className="space-y-6">
      <Panel title="Alerts">
        {review.isPending ? (
          <PageLoading />
        ) : (review.data?.alerts.length ?? 0) === 0 ? (
          <p className="text-sm text-muted">Nothing unusual: no surge, no address shared by many accounts.</p>
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
                    ? `${a.delegateName}: ${a.recent} votes in the last 10 minutes from ${a.accounts} accounts on ${a.addresses} addresses (${a.crowdedAccounts} crowded on shared addresses), against about ${a.usual} at the vote’s pace`
                    : `${a.accounts} accounts cast ${a.votes} votes from one address (${a.address.slice(0, 8)}) on ${a.votingDay}`}
                </span>
                <Button
                  variant="secondary"
                  className="px-4 py-1.5"
                  onClick={() => choose(a.kind === 'velocity' ? { delegate: a.delegate } : { address: a.address })}
                >
                  Show these votes
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel
        title="Votes"
        actions={
          mayVoid && ticked.length > 0 ? (
            <Button variant="danger" className="px-4 py-1.5" onClick={() => setVoiding(true)}>
              Void {ticked.length} selected
            </Button>
          ) : null
        }
      >
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <label className="text-sm">
            <span className="mb-1 block font-semibold text-ink">Delegate</span>
            <select
              className={controlClass(false, 'py-2')}
              value={filter.delegate ?? ''}
              onChange={(e) => choose({ ...filter, delegate: e.target.value || undefined })}
            >
              <option value="">Every delegate</option>
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
            <span className="mb-1 block font-semibold text-ink">Votes</span>
            <select
              className={controlClass(false, 'py-2')}
              value={filter.voided ?? ''}
              onChange={(e) =>
                choose({ ...filter, voided: (e.target.value || undefined) as VoteReviewQuery['voided'] })
              }
            >
              <option value="">Counted</option>
              <option value="include">Counted and voided</option>
              <option value="only">Voided</option>
            </select>
          </label>
          {filter.address ? (
            <Button variant="secondary" className="px-4 py-2" onClick={() => choose({ ...filter, address: undefined })}>
              Any address (now {filter.address.slice(0, 8)})
            </Button>
          ) : null}
        </div>
        {review.isError ? (
          <p role="alert" className="text-sm text-status-rejected">
            {messageOf(review.error, 'The votes could not be loaded.')}
          </p>
        ) : ballots.length === 0 ? (
          <p className="text-sm text-muted">{review.isPending ? 'Loading...' : 'No votes match.'}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-start text-sm">
              <caption className="sr-only">The newest votes of {vote.name}</caption>
              <thead className="text-xs uppercase tracking-wider text-muted">
                <tr>
                  <th scope="col" className="w-10 py-2">
                    {mayVoid && open.length > 0 ? (
                      <input
                        type="checkbox"
                        aria-label="Select every vote shown"
                        checked={ticked.length === open.length}
                        onChange={(e) => setTicked(e.target.checked ? open.map((b) => b.id) : [])}
                      />
                    ) : null}
                  </th>
                  <th scope="col" className="py-2">
                    Cast
                  </th>
                  <th scope="col" className="py-2">
                    Delegate
                  </th>
                  <th scope="col" className="py-2">
                    Fan
                  </th>
                  <th scope="col" className="py-2">
                    Address
                  </th>
                  <th scope="col" className="py-2">
                    State
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
                          aria-label={`Select the vote of ${b.fan} for ${b.delegateName}`}
                          checked={ticked.includes(b.id)}
                          onChange={(e) =>
                            setTicked((t) => (e.target.checked ? [...t, b.id] : t.filter((id) => id !== b.id)))
                          }
                        />
                      ) : null}
                    </td>
                    <td className="py-2 whitespace-nowrap">{WHEN.format(new Date(b.castAt))}</td>
                    <td className="py-2">
                      {b.delegateName}
                      {b.paid ? <span className="block text-xs font-semibold text-muted">Paid vote</span> : null}
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
                        aria-label={`Show the votes from address ${b.address.slice(0, 8)}`}
                      >
                        {b.address.slice(0, 8)}
                      </button>
                    </td>
                    <td className="py-2">
                      {b.voidedAt ? (
                        <span className="text-status-rejected" title={b.voidReason ?? undefined}>
                          Voided
                        </span>
                      ) : (
                        'Counted'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {ballots.length === review.data?.limit ? (
              <p className="mt-3 text-xs text-muted">
                The newest {review.data.limit} are shown: narrow the filter to see others.
              </p>
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
