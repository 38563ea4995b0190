import { type AdminRoundDetail, feedsInto } from '@cq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { messageOf } from '../../../../lib/api-client';
import { Panel } from '../../components/admin-page';
import { judgingAdmin, judgingAdminKeys, roundsQuery } from '../api/judging-admin-api';

/**
 * For a round being set up: the published rounds that lead to it (a continent's
 * preliminary to its final; the continental finals to the global finale), and
 * bringing in who advanced from them, as their published sheets say.
 */
export function AdvancePanel({ round }: { round: AdminRoundDetail }) {
  const rounds = useQuery(roundsQuery);
  const client = useQueryClient();
  const sources = (rounds.data ?? []).filter((r) => feedsInto(r, round));
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const bring = useMutation({
    mutationFn: () => judgingAdmin.advanceFrom(round.id, [...chosen]),
    onSuccess: (detail) => {
      client.setQueryData(judgingAdminKeys.round(round.id), detail);
      void client.invalidateQueries({ queryKey: judgingAdminKeys.rounds });
      setChosen(new Set());
      toast.success(`${detail.delegates.length} delegates in the round.`);
    },
    onError: (err) => toast.error(messageOf(err, 'The delegates could not be brought in.')),
  });
  if (sources.length === 0) return null;
  const lead = round.kind === 'global' ? 'The continental finals' : 'The preliminaries';
  return (
    <Panel title="Who advanced">
      <p className="text-sm text-muted">
        {lead} published this season. Their advancing delegates join this round
        {round.kind === 'global' ? ': the continental queens.' : '.'}
      </p>
      <ul className="mt-3 grid gap-1">
        {sources.map((r) => (
          <li key={r.id}>
            <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-ivory">
              <input
                type="checkbox"
                className="h-5 w-5 accent-primary-main"
                checked={chosen.has(r.id)}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.target.checked) next.add(r.id);
                  else next.delete(r.id);
                  setChosen(next);
                }}
              />
              <span>
                {r.continent} — {r.name}
                <span className="text-sm text-muted"> · {r.rules.advanceCount} advancing</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <Button className="mt-3" busy={bring.isPending} disabled={chosen.size === 0} onClick={() => bring.mutate()}>
        Bring them into this round
      </Button>
    </Panel>
  );
}
