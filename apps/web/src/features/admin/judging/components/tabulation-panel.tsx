import type { AdminRoundDetail } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '#web/components/ui/page-loading';
import { useT } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { Panel } from '../../components/admin-page';
import { LIVE_TABULATION_MS, tabulationQuery } from '../api/judging-admin-api';
import { judgingAdminMessages as m } from '../messages';
import { TabulationTable } from './tabulation-table';

/** The round's tabulation, read again every few seconds while judges are scoring. */
export function TabulationPanel({ round }: { round: AdminRoundDetail }) {
  const t = useT();
  const live = round.status === 'open';
  const tabulation = useQuery({
    ...tabulationQuery(round.id),
    refetchInterval: live ? LIVE_TABULATION_MS : false,
    refetchIntervalInBackground: false,
  });
  return (
    <Panel
      title={t(m.tabulation)}
      actions={
        live ? (
          <span className="flex items-center gap-2 text-xs font-semibold text-status-approved">
            <span
              className="h-2 w-2 animate-pulse rounded-full bg-status-approved motion-reduce:animate-none"
              aria-hidden
            />
            {t(m.live)}
          </span>
        ) : null
      }
    >
      {tabulation.isPending ? (
        <PageLoading />
      ) : tabulation.isError ? (
        <p className="p-5 text-status-rejected" role="alert">
          {messageOf(tabulation.error, t(m.tabulationLoadFailed))}
        </p>
      ) : (
        <TabulationTable data={tabulation.data} />
      )}
    </Panel>
  );
}
