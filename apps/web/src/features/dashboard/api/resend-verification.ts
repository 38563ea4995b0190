import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useT } from '../../../i18n/locale-context';
import { api, messageOf } from '../../../lib/api-client';
import { dashboardMessages as m } from '../messages';

/** POST /users/resend-verification: a new link for a signed-in user whose address is not verified. */
export function useResendVerification() {
  const t = useT();
  return useMutation({
    mutationFn: () => api.post<null>('/users/resend-verification'),
    onSuccess: (res) => {
      toast.success(res.message || t(m.resendSent));
    },
    onError: (err) => {
      toast.error(messageOf(err, t(m.resendFailed)));
    },
  });
}
