import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, messageOf } from '../../../lib/api-client';

export const RESEND_FAILED = 'We could not send a new link. Please try again in a few minutes.';
export const RESEND_SENT = 'A new verification link is on its way to your inbox.';

/** POST /users/resend-verification: a new link for a signed-in user whose address is not verified. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.post<null>('/users/resend-verification'),
    onSuccess: (res) => {
      toast.success(res.message || RESEND_SENT);
    },
    onError: (err) => {
      toast.error(messageOf(err, RESEND_FAILED));
    },
  });
}
