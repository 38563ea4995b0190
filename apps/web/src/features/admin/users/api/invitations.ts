import type { InvitableRound, Invitation, InvitationBody } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useT } from '#web/i18n/locale-context';
import { api } from '#web/lib/api-client';
import { usersMessages as m } from '../messages';
import { refusalMessage } from './keys';

const invitationsKey = ['admin', 'invitations'] as const;

export const invitationsQuery = queryOptions({
  queryKey: invitationsKey,
  queryFn: async () => (await api.get<{ invitations: Invitation[] }>('/admin/invitations')).data.invitations,
});

/** Invite, send again or revoke: the server's message as a toast, then the list read again. */
export function useInvitationChange() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { invite: InvitationBody } | { resend: string } | { revoke: string }) =>
      'invite' in change
        ? api.post<Invitation>('/admin/invitations', change.invite)
        : 'resend' in change
          ? api.post<Invitation>(`/admin/invitations/${change.resend}/resend`)
          : api.post<Invitation>(`/admin/invitations/${change.revoke}/revoke`),
    onSuccess: async (res) => {
      toast.success(res.message ?? t(m.saved));
      await client.invalidateQueries({ queryKey: invitationsKey });
    },
    onError: (err) => toast.error(refusalMessage(err, t(m.invitationFailed))),
  });
}

/** The rounds a judge may be invited to (those that have not opened); asked only when a judge's preset is chosen. */
export const invitableRoundsQuery = queryOptions({
  queryKey: [...invitationsKey, 'rounds'] as const,
  queryFn: async () => (await api.get<{ rounds: InvitableRound[] }>('/admin/invitations/rounds')).data.rounds,
});
