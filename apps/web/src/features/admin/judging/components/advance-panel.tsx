import { type AdminRoundDetail, feedsInto } from '@cq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { useContinentLabel } from '#web/i18n/common-messages';
import { useT } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { Panel } from '../../components/admin-page';
import { judgingAdmin, judgingAdminKeys, roundsQuery } from '../api/judging-admin-api';
import { judgingAdminMessages as m } from '../messages';

/**
 * For a round being set up: the published rounds that lead to it (a continent's
 * preliminary to its final; the continental finals to the global finale), and
 * bringing in who advanced from them, as their published sheets say.
 */
export function AdvancePanel({ round }: { round: AdminRoundDetail }) {
  const t = useT();
  const continentLabel = useContinentLabel();
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
      toast.success(t(m.delegatesInRound, { count: detail.delegates.length }));
    },
    onError: (err) => toast.error(messageOf(err, t(m.bringFailed))),
  });
  if (sources.length === 0) return null;
  return (
    <Panel title={t(m.whoAdvanced)}>
      <p className="text-sm text-muted">
        {round.kind === 'global' ? t(m.advanceFromFinals) : t(m.advanceFromPreliminaries)}
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
                {t(m.roundTitle, {
                  continent: r.continent ? continentLabel(r.continent) : t(m.globalFinale),
                  name: r.name,
                })}
                <span className="text-sm text-muted"> · {t(m.advancing, { count: r.rules.advanceCount })}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <Button className="mt-3" busy={bring.isPending} disabled={chosen.size === 0} onClick={() => bring.mutate()}>
        {t(m.bringIn)}
      </Button>
    </Panel>
  );
}
