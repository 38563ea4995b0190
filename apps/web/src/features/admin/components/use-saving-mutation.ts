import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type Translate, useT } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';

/**
 * A change staff make in the back office: once done, the server's message (or `saved`, in the page's language) as a
 * toast, then `refresh` brings what the screens show up to date; a refusal goes to `refused`.
 */
export function useSavingMutation<T, R extends { message?: string }>({
  send,
  saved,
  refresh,
  refused,
}: {
  send: (vars: T) => Promise<R>;
  saved: MessageDescriptor;
  refresh: (res: R, client: QueryClient) => Promise<unknown>;
  refused: (err: Error, t: Translate) => void;
}) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (res) => {
      toast.success(res.message ?? t(saved));
      await refresh(res, client);
    },
    onError: (err) => refused(err, t),
  });
}
