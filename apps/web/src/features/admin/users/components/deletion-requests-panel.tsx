import { type AdminDeletionRequest, registrationStatusLabel } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Panel } from '../../components/admin-page';
import { formatDateTime } from '../../components/format';
import { deletionRequestsQuery, useErase } from '../api/deletion-requests';

/**
 * People's requests to have their account erased: those waiting, with who asked, and those carried out (which
 * name no one any more). Erasing asks for a confirmation first.
 */
export function DeletionRequestsPanel({ canErase }: { canErase: boolean }) {
  const { data, isError } = useQuery(deletionRequestsQuery);
  const erase = useErase();
  const [confirming, setConfirming] = useState<AdminDeletionRequest | null>(null);
  const requests = data ?? [];
  return (
    <Panel title="Requests to delete an account">
      {isError ? <p className="text-sm text-status-rejected">The requests could not be loaded.</p> : null}
      <ul className="space-y-2">
        {!isError && requests.length === 0 ? <li className="text-sm text-muted">No requests.</li> : null}
        {requests.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-3 rounded-xl bg-ivory p-3 text-sm">
            <span className="min-w-0 flex-1 break-words">
              {r.state === 'pending' ? (
                <>
                  <span className="font-semibold text-ink">{r.name}</span> · {r.email}
                  {r.registrationStatus ? ` · ${registrationStatusLabel(r.registrationStatus)}` : ''}
                </>
              ) : (
                <span className="font-semibold text-ink">Erased account</span>
              )}
              <span className="block text-xs text-muted">
                Asked {formatDateTime(r.requestedAt)}
                {r.erasedAt ? ` · erased ${formatDateTime(r.erasedAt)}` : ''}
                {r.erasedBy ? ` by ${r.erasedBy}` : ''}
              </span>
            </span>
            {canErase && r.state === 'pending' ? (
              <Button
                variant="danger"
                className="px-3 py-1.5"
                disabled={erase.isPending}
                onClick={() => setConfirming(r)}
              >
                Erase
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        type="danger"
        title="Erase this account?"
        message={`The account of ${confirming?.name ?? 'this person'}, her registration, files, messages and everything that names her will be erased for good. Her payments stay, with their amount, date and reference only. This cannot be undone.`}
        confirmText="Erase for good"
        busy={erase.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) erase.mutate(confirming.id, { onSettled: () => setConfirming(null) });
        }}
      />
    </Panel>
  );
}
