import type { AdminRoundDetail } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useT } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { judgingAdmin, judgingAdminKeys } from '../api/judging-admin-api';
import { judgingAdminMessages as m } from '../messages';
import { useRoundUpdate } from './use-round-update';

/** The director's next step for a round: open it, close it, publish its results, reveal its placements. */
export function StatusActions({ round }: { round: AdminRoundDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const update = useRoundUpdate(round.id);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: judgingAdminKeys.round(round.id) });
  const status = useMutation({
    mutationFn: (next: 'open' | 'closed') => judgingAdmin.status(round.id, next),
    onSuccess: (detail) => {
      update(detail);
      toast.success(detail.status === 'open' ? t(m.opened) : t(m.closed));
    },
    onError: (err) => toast.error(messageOf(err, t(m.changeFailed))),
  });
  const publish = useMutation({
    mutationFn: () => judgingAdmin.publish(round.id),
    onSuccess: async () => {
      setConfirmPublish(false);
      await refresh();
      toast.success(t(m.published));
    },
    onError: (err) => {
      setConfirmPublish(false);
      toast.error(messageOf(err, t(m.publishFailed)));
    },
  });
  const reveal = useMutation({
    mutationFn: (all: boolean) => judgingAdmin.reveal(round.id, all),
    onSuccess: ({ revealed, total }) => toast.success(t(m.revealed, { revealed, total })),
    onError: (err) => toast.error(messageOf(err, t(m.revealFailed))),
  });

  switch (round.status) {
    case 'draft':
      return (
        <Button busy={status.isPending} onClick={() => status.mutate('open')}>
          {t(m.open)}
        </Button>
      );
    case 'open':
      return (
        <Button variant="warning" busy={status.isPending} onClick={() => status.mutate('closed')}>
          {t(m.close)}
        </Button>
      );
    case 'closed':
      return (
        <>
          <Button variant="secondary" busy={status.isPending} onClick={() => status.mutate('open')}>
            {t(m.reopenScoring)}
          </Button>
          <Button onClick={() => setConfirmPublish(true)}>{t(m.publishResults)}</Button>
          <ConfirmDialog
            open={confirmPublish}
            type="warning"
            title={t(m.publishTitle)}
            message={t(m.publishMessage)}
            confirmText={t(m.publish)}
            busy={publish.isPending}
            onConfirm={() => publish.mutate()}
            onCancel={() => setConfirmPublish(false)}
          />
        </>
      );
    case 'published':
      return (
        <>
          <Button busy={reveal.isPending} onClick={() => reveal.mutate(false)}>
            {t(m.revealNext)}
          </Button>
          <Button variant="secondary" onClick={() => reveal.mutate(true)}>
            {t(m.revealAll)}
          </Button>
          <Link
            to={`/results/${round.slug}`}
            className="inline-flex items-center gap-1 px-2 text-sm font-semibold text-primary-main hover:underline"
          >
            {t(m.publicPage)} <ExternalLink className="h-4 w-4" aria-hidden />
          </Link>
        </>
      );
  }
}
