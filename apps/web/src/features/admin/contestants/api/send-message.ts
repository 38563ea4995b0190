import type { AdminContestantDetail, ContestantMessage, ContestantMessageBody } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useT } from '#web/i18n/locale-context';
import { api } from '#web/lib/api-client';
import { contestantsMessages as m } from '../messages';
import { contestantKeys, refusalMessage } from './keys';

/** POST /admin/contestants/:id/messages { subject, message }: the message goes to the top of the record's list. */
export function useSendMessage(id: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContestantMessageBody) => api.post<ContestantMessage>(`/admin/contestants/${id}/messages`, body),
    onSuccess: (res) => {
      toast.success(res.message ?? t(m.messageSent));
      client.setQueryData(contestantKeys.detail(id), (old: AdminContestantDetail | undefined) =>
        old ? { ...old, messages: [res.data, ...old.messages] } : old,
      );
    },
    onError: (err) => {
      toast.error(refusalMessage(err, t(m.messageFailed)));
    },
  });
}
