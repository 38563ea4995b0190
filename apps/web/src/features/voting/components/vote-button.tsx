import {
  FAN_VOTE_MESSAGES,
  LEADERBOARD_CACHE_MS,
  type Leaderboard,
  type PublicFanVote,
  type VoteDelegate,
} from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Heart } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { componentMessages } from '../../../components/messages';
import { PersonCheckStatus } from '../../../components/person-check-status';
import { Spinner } from '../../../components/ui/button';
import { useT, useText } from '../../../i18n/locale-context';
import { ApiError } from '../../../lib/api-client';
import { PersonCheckFailed, type PersonCheckState, withPersonCheck } from '../../../lib/person-check';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { useSession } from '../../session';
import { castVote, votingKeys, votingRefusal, withHerVote } from '../api/voting-api';
import { votingMessages as m } from './messages';

interface VoteButtonProps {
  vote: PublicFanVote;
  delegate: VoteDelegate;
  /** Her votes for this delegate today (from her history). */
  usedToday: number;
  /** Her paid votes left in this vote: used once her free votes for the delegate today are. */
  credits?: number;
}

/**
 * The Vote button of one delegate in one vote. A press sends one vote with a key of its own; after a failure
 * that may have reached the server (no answer, a timeout, a gateway's 5xx) the next press sends the same key
 * again, so it can never count twice. Signed out, it leads to the login page and back here. When her last
 * free vote is used the button gives way to a note, and focus moves to the confirmation. When the vote asks for
 * the person check, the browser solves it and sends the vote again, saying so in a live region.
 */
export function VoteButton({ vote, delegate, usedToday, credits = 0 }: VoteButtonProps) {
  const t = useT();
  const text = useText();
  const { signedIn } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const pendingKey = useRef<string | null>(null);
  const [check, setCheck] = useState<PersonCheckState>('idle');
  const [said, setSaid] = useState<{ tone: 'ok' | 'error'; text: string; n: number } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const say = (tone: 'ok' | 'error', text: string) => setSaid((prev) => ({ tone, text, n: (prev?.n ?? 0) + 1 }));
  const firstName = delegate.name.split(' ')[0] ?? delegate.name;

  const send = useMutation({
    mutationFn: () => {
      pendingKey.current ??= crypto.randomUUID();
      const key = pendingKey.current;
      setCheck('idle');
      // A vote that asks for the person check is solved and sent again with the same key.
      return withPersonCheck((challenge) => castVote(vote.slug, delegate.slug, key, challenge), setCheck);
    },
    onSuccess: (answer) => {
      pendingKey.current = null;
      say('ok', FAN_VOTE_MESSAGES.counted);
      if (answer.remainingToday === 0) statusRef.current?.focus();
      const board = votingKeys.board(vote.slug);
      // A vote counted before (a resent request) is in the count already.
      if (!answer.repeated) queryClient.setQueryData<Leaderboard>(board, (b) => withHerVote(b, delegate.slug));
      void queryClient.invalidateQueries({ queryKey: votingKeys.mine });
      // The server's next count holds her vote: fetched once its cached count has expired.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: board }), LEADERBOARD_CACHE_MS + 500);
    },
    onError: (err) => {
      // The server's own refusal ends this request; anything that may have been counted keeps its key.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 408) {
        pendingKey.current = null;
      }
      say(
        'error',
        err instanceof PersonCheckFailed
          ? t(componentMessages.personCheckFailed)
          : votingRefusal(err, t(m.sendFailed), t),
      );
    },
  });

  if (vote.state !== 'open') return null;
  if (!signedIn) {
    return (
      <Link
        to="/auth/login"
        onClick={() => localStorage.setItem(STORAGE_KEYS.lastVisitedPath, location.pathname + location.hash)}
        className="btn-outline w-full justify-center"
        aria-label={t(m.signInToVoteFor, { name: delegate.name })}
      >
        <Heart className="h-4 w-4" aria-hidden /> {t(m.signInToVote)}
      </Link>
    );
  }
  const left = vote.freeVotesPerDay - usedToday;
  return (
    <div className="space-y-2">
      {left <= 0 && credits > 0 ? (
        <button
          type="button"
          className="btn-primary w-full justify-center"
          onClick={() => send.mutate()}
          disabled={send.isPending}
          aria-label={t(m.paidVoteFor, { name: delegate.name })}
        >
          {send.isPending ? <Spinner /> : <Heart className="h-4 w-4" aria-hidden />}
          {t(m.paidVoteFor, { name: firstName })}
        </button>
      ) : left > 0 ? (
        <button
          type="button"
          className="btn-primary w-full justify-center"
          onClick={() => send.mutate()}
          disabled={send.isPending}
          aria-label={t(m.voteFor, { name: delegate.name })}
        >
          {send.isPending ? <Spinner /> : <Heart className="h-4 w-4" aria-hidden />}
          {t(m.voteFor, { name: firstName })}
        </button>
      ) : (
        <p className="flex items-center justify-center gap-2 rounded-full bg-ivory px-4 py-3 text-sm font-semibold text-ink">
          <Check className="h-4 w-4 text-status-approved" aria-hidden /> {t(m.votedToday)}
        </p>
      )}
      {left <= 0 && credits > 0 ? (
        <p className="text-center text-xs text-muted">{t(m.paidLeft, { count: credits })}</p>
      ) : null}
      {left > 0 && vote.freeVotesPerDay > 1 ? (
        <p className="text-center text-xs text-muted">{t(m.freeLeft, { count: left })}</p>
      ) : null}
      <PersonCheckStatus state={check} />
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="text-center text-sm text-status-approved focus:outline-none"
      >
        {said?.tone === 'ok' ? <span key={said.n}>{text(said.text)}</span> : null}
      </p>
      <p role="alert" className="text-center text-sm text-status-rejected">
        {said?.tone === 'error' ? <span key={said.n}>{text(said.text)}</span> : null}
      </p>
    </div>
  );
}
