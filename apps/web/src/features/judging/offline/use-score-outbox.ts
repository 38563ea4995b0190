import { useEffect, useState, useSyncExternalStore } from 'react';
import { sendScores } from '../api/judge-api';
import { ScoreOutbox } from './score-outbox';

/** The outbox of one judge's scores on one round, alive while the scoring screens are mounted. */
export function useScoreOutbox(userId: string, roundId: string): ScoreOutbox {
  const [outbox] = useState(
    () =>
      new ScoreOutbox({ key: `judgingScores:${userId}:${roundId}`, send: (entries) => sendScores(roundId, entries) }),
  );
  useEffect(() => {
    outbox.start();
    return () => outbox.stop();
  }, [outbox]);
  return outbox;
}

export function useOutboxState(outbox: ScoreOutbox) {
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
}
