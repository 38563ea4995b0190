import type { ConsoleState } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { toast } from 'sonner';
import { messageOf } from '../../../lib/api-client';
import { showKeys } from './api/show-api';

/** The show the console drives and where its last refusal is kept (shown beside the Go button). */
export const ConsoleContext = createContext<{ showId: string; refused: (message: string | null) => void }>({
  showId: '',
  refused: () => {},
});

/**
 * One press of the console (Go, a rename, a reorder…): its answer is the show's new state, drawn at once; a
 * refusal is the server's own message (in the page's language), in a toast and kept beside the buttons until
 * the next press succeeds; the console then looks again, as the show may have moved on under it.
 */
export function useConsoleAction<V>(run: (showId: string, vars: V) => Promise<ConsoleState>, fallback: string) {
  const { showId, refused } = useContext(ConsoleContext);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => run(showId, vars),
    onSuccess: (state) => {
      queryClient.setQueryData(showKeys.show(showId), state);
      void queryClient.invalidateQueries({ queryKey: showKeys.shows });
      refused(null);
    },
    onError: (err) => {
      const message = messageOf(err, fallback);
      toast.error(message);
      refused(message);
      void queryClient.invalidateQueries({ queryKey: showKeys.show(showId) });
    },
  });
}
