import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Crown } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useCountryName } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { api } from '../../../lib/api-client';
import { type JudgeSheet, judgeKeys, refusalMessage } from '../api/judge-api';
import { judgingMessages as m } from '../messages';

/** The order to start from: her recorded ranking, else the round's order; anyone added since goes last. */
function startingOrder(sheet: JudgeSheet): string[] {
  const ids = sheet.delegates.map((d) => d.id);
  const recorded = (sheet.headRanking ?? []).filter((id) => ids.includes(id));
  return [...recorded, ...ids.filter((id) => !recorded.includes(id))];
}

/**
 * The head judge's own ranking of the delegates, best first. She records it
 * without seeing anyone's totals; it is read only when the tie-break segment
 * leaves a tie, and she may change it until the results are published.
 */
export function HeadRanking({ sheet }: { sheet: JudgeSheet }) {
  const countryName = useCountryName();
  const client = useQueryClient();
  const t = useT();
  const [order, setOrder] = useState(() => startingOrder(sheet));
  const names = new Map(sheet.delegates.map((d) => [d.id, d]));
  const { round } = sheet;
  const writable = round.status === 'open' || round.status === 'closed';
  const record = useMutation({
    mutationFn: () => api.put(`/judging/rounds/${encodeURIComponent(round.id)}/head-ranking`, { ranking: order }),
    onSuccess: async () => {
      toast.success(t(m.recorded));
      await client.invalidateQueries({ queryKey: judgeKeys.sheet(round.id) });
    },
    onError: (err) => toast.error(refusalMessage(err, t(m.recordFailed), t)),
  });
  const move = (from: number, to: number) =>
    setOrder((current) => {
      const next = [...current];
      const [id] = next.splice(from, 1);
      if (id) next.splice(to, 0, id);
      return next;
    });

  return (
    <section aria-labelledby="head-ranking-heading" className="mt-8">
      <h2 id="head-ranking-heading" className="flex items-center gap-2 font-serif text-2xl text-ink">
        <Crown className="h-6 w-6 text-secondary-main" aria-hidden /> {t(m.headTitle)}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        {t(m.headText)} {sheet.headRanking ? t(m.headRecordedNote) : ''}
      </p>
      <ol className="mt-4 space-y-2">
        {order.map((id, i) => {
          const d = names.get(id);
          if (!d) return null;
          return (
            <li key={id} className="flex items-center gap-3 rounded-2xl border border-hairline bg-white p-3">
              <span className="w-8 text-center font-serif text-xl text-primary-main">{i + 1}</span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink">{d.name}</span>
                <span className="block truncate text-sm text-muted">{countryName(d.country)}</span>
              </span>
              <button
                type="button"
                className="flex h-12 w-12 items-center justify-center rounded-full border border-hairline text-primary-main disabled:opacity-40"
                disabled={!writable || i === 0}
                aria-label={t(m.moveUp, { name: d.name })}
                onClick={() => move(i, i - 1)}
              >
                <ArrowUp className="h-5 w-5" aria-hidden />
              </button>
              <button
                type="button"
                className="flex h-12 w-12 items-center justify-center rounded-full border border-hairline text-primary-main disabled:opacity-40"
                disabled={!writable || i === order.length - 1}
                aria-label={t(m.moveDown, { name: d.name })}
                onClick={() => move(i, i + 1)}
              >
                <ArrowDown className="h-5 w-5" aria-hidden />
              </button>
            </li>
          );
        })}
      </ol>
      <Button
        className="mt-4 h-12 w-full sm:w-auto"
        busy={record.isPending}
        disabled={!writable}
        onClick={() => record.mutate()}
      >
        {t(m.record)}
      </Button>
    </section>
  );
}
