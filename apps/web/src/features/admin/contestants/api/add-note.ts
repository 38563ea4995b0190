import type { AdminContestantDetail, ContestantNote, NoteBody } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useT } from '#web/i18n/locale-context';
import { api } from '#web/lib/api-client';
import { contestantsMessages as m } from '../messages';
import { contestantKeys, refusalMessage } from './keys';

/** POST /admin/contestants/:id/notes { body }: the new note goes to the top of the record's list at once. */
export function useAddNote(id: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteBody) => api.post<ContestantNote>(`/admin/contestants/${id}/notes`, body),
    onSuccess: (res) => {
      toast.success(res.message ?? t(m.noteAdded));
      client.setQueryData(contestantKeys.detail(id), (old: AdminContestantDetail | undefined) =>
        old ? { ...old, notes: [res.data, ...old.notes] } : old,
      );
    },
    onError: (err) => {
      toast.error(refusalMessage(err, t(m.noteFailed)));
    },
  });
}
