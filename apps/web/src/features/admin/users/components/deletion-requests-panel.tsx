import type { AdminDeletionRequest } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useT } from '#web/i18n/locale-context';
import { Panel } from '../../components/admin-page';
import { useAdminFormat } from '../../components/format';
import { deletionRequestsQuery, useErase } from '../api/deletion-requests';
import { usersMessages as m } from '../messages';
import { useRegistrationStatus } from '../use-words';

/**
 * People's requests to have their account erased: those waiting, with who asked, and those carried out (which
 * name no one any more). Erasing asks for a confirmation first.
 */
export function DeletionRequestsPanel({ canErase }: { canErase: boolean }) {
  const t = useT();
  const dates = useAdminFormat();
  const statusLabel = useRegistrationStatus();
  const { data, isError } = useQuery(deletionRequestsQuery);
  const erase = useErase();
  const [confirming, setConfirming] = useState<AdminDeletionRequest | null>(null);
  const requests = data ?? [];
  return (
    <Panel title={t(m.deletionTitle)}>
      {isError ? <p className="text-sm text-status-rejected">{t(m.deletionFailed)}</p> : null}
      <ul className="space-y-2">
        {!isError && requests.length === 0 ? <li className="text-sm text-muted">{t(m.deletionNone)}</li> : null}
        {requests.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-3 rounded-xl bg-ivory p-3 text-sm">
            <span className="min-w-0 flex-1 break-words">
              {r.state === 'pending' ? (
                <>
                  <span className="font-semibold text-ink">{r.name}</span> · {r.email}
                  {r.registrationStatus ? ` · ${statusLabel(r.registrationStatus)}` : ''}
                </>
              ) : (
                <span className="font-semibold text-ink">{t(m.erasedAccount)}</span>
              )}
              <span className="block text-xs text-muted">
                {t(m.asked, { date: dates.dateTime(r.requestedAt) })}
                {r.erasedAt ? ` · ${t(m.erasedOn, { date: dates.dateTime(r.erasedAt) })}` : ''}
                {r.erasedBy ? ` ${t(m.erasedBy, { name: r.erasedBy })}` : ''}
              </span>
            </span>
            {canErase && r.state === 'pending' ? (
              <Button
                variant="danger"
                className="px-3 py-1.5"
                disabled={erase.isPending}
                onClick={() => setConfirming(r)}
              >
                {t(m.erase)}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        type="danger"
        title={t(m.eraseTitle)}
        message={t(m.eraseMessage, { name: confirming?.name ?? t(m.thisPerson) })}
        confirmText={t(m.eraseForGood)}
        busy={erase.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) erase.mutate(confirming.id, { onSettled: () => setConfirming(null) });
        }}
      />
    </Panel>
  );
}
