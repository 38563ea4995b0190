import type { AdminRoundDetail } from '@cq/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { PageLoading } from '#web/components/ui/page-loading';
import { useContinentLabel } from '#web/i18n/common-messages';
import { useCountryName } from '#web/i18n/format';
import { useT } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { Panel } from '../../components/admin-page';
import { candidatesQuery, judgingAdmin } from '../api/judging-admin-api';
import { judgingAdminMessages as m } from '../messages';
import { useRoundUpdate } from './use-round-update';

/** Who competes in the round: chosen among the approved contestants while it is being set up, then listed. */
export function DelegatesPanel({ round, editable }: { round: AdminRoundDetail; editable: boolean }) {
  const t = useT();
  const countryName = useCountryName();
  const continentLabel = useContinentLabel();
  const candidates = useQuery({ ...candidatesQuery(round.continent), enabled: editable });
  const [chosen, setChosen] = useState<Set<string>>(new Set(round.delegates.map((d) => d.id)));
  useEffect(() => setChosen(new Set(round.delegates.map((d) => d.id))), [round.delegates]);
  const update = useRoundUpdate(round.id);
  const save = useMutation({
    mutationFn: () => judgingAdmin.delegates(round.id, [...chosen]),
    onSuccess: (detail) => {
      update(detail);
      toast.success(t(m.delegatesInRound, { count: detail.delegates.length }));
    },
  });
  return (
    <Panel title={t(m.delegates, { count: round.delegates.length })}>
      {editable ? (
        <div className="grid gap-3 p-5">
          <p className="text-sm text-muted">
            {round.continent
              ? t(m.approvedContestantsOf, { continent: continentLabel(round.continent) })
              : t(m.approvedContestants)}
          </p>
          {candidates.isPending ? (
            <PageLoading />
          ) : candidates.isError ? (
            <p className="text-sm text-status-rejected">{messageOf(candidates.error, t(m.contestantsLoadFailed))}</p>
          ) : candidates.data.length === 0 ? (
            <p className="text-sm text-muted">{t(m.noApproved)}</p>
          ) : (
            <ul className="grid max-h-80 gap-1 overflow-y-auto">
              {candidates.data.map((c) => (
                <li key={c._id}>
                  <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-ivory">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-primary-main"
                      checked={chosen.has(c._id)}
                      onChange={(e) => {
                        const next = new Set(chosen);
                        if (e.target.checked) next.add(c._id);
                        else next.delete(c._id);
                        setChosen(next);
                      }}
                    />
                    <span>
                      {c.firstName} {c.lastName}
                      <span className="text-sm text-muted"> · {c.continent ? continentLabel(c.continent) : ''}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {save.isError ? (
            <p className="text-sm text-status-rejected" role="alert">
              {messageOf(save.error, t(m.delegatesSaveFailed))}
            </p>
          ) : null}
          <div>
            <Button busy={save.isPending} onClick={() => save.mutate()}>
              {t(m.saveDelegates)}
            </Button>
          </div>
        </div>
      ) : round.delegates.length === 0 ? (
        <p className="p-5 text-muted">{t(m.noDelegates)}</p>
      ) : (
        <ul className="divide-y divide-hairline">
          {round.delegates.map((d) => (
            <li key={d.id} className="px-5 py-2">
              {d.name} <span className="text-sm text-muted">· {countryName(d.country)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
