import type { Leaderboard } from '@cq/shared';
import { LEADERBOARD_CACHE_MS } from '@cq/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { sampleFanVote, voteCounted } from '../../../test/fan-votes';
import { type ApiCall, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { VoteSection } from './vote-section';

const VOTE = sampleFanVote();

function board(amara: number, lerato: number): Leaderboard {
  const rows = [
    { ...VOTE.delegates[0], votes: amara },
    { ...VOTE.delegates[1], votes: lerato },
  ]
    .sort((a, b) => b.votes - a.votes)
    .map((r, i, all) => ({ ...r, rank: i > 0 && all[i - 1]?.votes === r.votes ? 1 : i + 1 })) as Leaderboard['rows'];
  return { slug: VOTE.slug, hidden: false, total: amara + lerato, rows, countedAt: '2026-11-26T10:00:00.000Z' };
}

const signIn = () => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ _id: 'fan', email: 'fan@example.com', role: 'user', permissions: [] }),
  );
};

const show = (vote = VOTE) =>
  renderRoute(<VoteSection vote={vote} />, { at: '/peoples-choice', path: '/peoples-choice' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a vote on the public site', () => {
  it('shows its window on the pageant’s clock, its rules, and asks a signed-out visitor to sign in, coming back here', async () => {
    mockApi({ 'GET /votes/africa-peoples-choice/leaderboard': () => ({ body: { success: true, data: board(3, 1) } }) });
    show();
    expect(
      screen.getByText('20 November 2026 at 09:00 – 20 December 2026 at 21:00 (Africa/Lagos)'),
    ).toBeInTheDocument();
    expect(await screen.findByText('4 votes counted so far')).toBeInTheDocument();
    expect(screen.getByText(/You have 1 free vote for each delegate every day/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Delegates may vote for the other delegates, never for themselves, and may not buy vote packs in a vote they are in. Members of the organisers’ staff do not vote or buy vote packs.',
      ),
    ).toBeInTheDocument();
    const signInLink = screen.getByRole('link', { name: 'Sign in to vote for Amara Okafor' });
    expect(signInLink).toHaveAttribute('href', '/auth/login');
    await userEvent.setup().click(signInLink);
    expect(localStorage.getItem(STORAGE_KEYS.lastVisitedPath)).toBe('/peoples-choice');
  });

  it('counts her vote once: the count moves at once, the button says she voted, and the server’s next count is fetched', async () => {
    signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let counted = board(0, 0);
    let today: { voteSlug: string; delegate: string; used: number }[] = [];
    const server = mockApi({
      'GET /votes/africa-peoples-choice/leaderboard': () => ({ body: { success: true, data: counted } }),
      'GET /votes/mine': () => ({ body: { success: true, data: { ballots: [], today } } }),
      'POST /votes/africa-peoples-choice/ballots': () => {
        today = [{ voteSlug: VOTE.slug, delegate: 'lerato-dube-south-africa', used: 1 }];
        return voteCounted({ delegate: 'lerato-dube-south-africa' });
      },
    });
    show();
    expect(await screen.findByText('0 votes counted so far')).toBeInTheDocument();
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Vote for Lerato Dube' }));
    expect(await screen.findByText('Thank you! Your vote is counted.')).toBeInTheDocument();
    expect(screen.getByText('1 vote counted so far')).toBeInTheDocument();
    // Her last free vote for Lerato today: the button gives way to a note, and focus to the confirmation.
    const lerato = screen.getByRole('link', { name: 'Lerato Dube' }).closest('li') as HTMLElement;
    expect(await within(lerato).findByText('Voted today · back tomorrow')).toBeInTheDocument();
    expect(within(lerato).queryByRole('button', { name: /^Vote for/ })).toBeNull();
    expect(within(lerato).getByRole('status')).toHaveFocus();
    const [sent] = server.callsTo('POST /votes/africa-peoples-choice/ballots');
    expect(sent?.body).toEqual({ delegate: 'lerato-dube-south-africa', idempotencyKey: expect.any(String) });
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toMatch(/^[0-9a-f-]{36}$/);

    const boardReads = () => server.callsTo('GET /votes/africa-peoples-choice/leaderboard').length;
    const before = boardReads();
    counted = board(0, 1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LEADERBOARD_CACHE_MS + 500);
    });
    expect(boardReads()).toBe(before + 1);
  });

  it('sends the same key again after a network failure or a gateway error, so a retried vote cannot count twice; shows the server’s refusal', async () => {
    signIn();
    const keys: string[] = [];
    let answer = 0;
    mockApi({
      'GET /votes/africa-peoples-choice/leaderboard': () => ({ body: { success: true, data: board(0, 0) } }),
      'GET /votes/mine': () => ({ body: { success: true, data: { ballots: [], today: [] } } }),
      'POST /votes/africa-peoples-choice/ballots': (call: ApiCall) => {
        keys.push((call.body as { idempotencyKey: string }).idempotencyKey);
        answer += 1;
        if (answer === 1) throw new TypeError('Failed to fetch');
        if (answer === 2) return { status: 502, body: { success: false, message: 'Bad gateway' } };
        return {
          status: 429,
          body: {
            success: false,
            code: 'rate_limited',
            message: 'You have used today’s free votes for her. Come back tomorrow to vote again.',
          },
        };
      },
    });
    show();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Vote for Amara Okafor' });
    const amara = button.closest('li') as HTMLElement;
    await user.click(button);
    await waitFor(() => expect(within(amara).getByRole('alert')).toHaveTextContent(/./));
    await user.click(button);
    await waitFor(() => expect(keys).toHaveLength(2));
    await user.click(button);
    expect(
      await screen.findByText('You have used today’s free votes for her. Come back tomorrow to vote again.'),
    ).toBeInTheDocument();
    // No answer, then a gateway's 502: either may have reached the server, so the same key is sent each time.
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('answers the server’s request for the person check: solves a puzzle, says so to screen readers, and sends the same vote again with the solution', async () => {
    signIn();
    // A real puzzle, signed as the server signs it (a small one, so the test solves it at once).
    const secret = 'test-person-check-secret';
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 25,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: `${secret}-key`,
    });
    const sent: { idempotencyKey: string; challenge?: string }[] = [];
    const server = mockApi({
      'GET /votes/africa-peoples-choice/leaderboard': () => ({ body: { success: true, data: board(0, 0) } }),
      'GET /votes/mine': () => ({ body: { success: true, data: { ballots: [], today: [] } } }),
      'GET /challenge': () => ({ body: { success: true, data: challenge } }),
      'POST /votes/africa-peoples-choice/ballots': (call: ApiCall) => {
        const body = call.body as { idempotencyKey: string; challenge?: string };
        sent.push(body);
        if (!body.challenge) {
          return {
            status: 403,
            body: {
              success: false,
              code: 'challenge_required',
              message: 'Please wait while your browser checks you are a person, then try again.',
            },
          };
        }
        return voteCounted({ delegate: 'amara-okafor-nigeria', paid: false, creditsLeft: 0 });
      },
    });
    show();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Vote for Amara Okafor' });
    const amara = button.closest('li') as HTMLElement;
    await user.click(button);
    expect(await within(amara).findByText('Thank you! Your vote is counted.')).toBeInTheDocument();
    // The live region said the check was done; nothing to see or to click.
    expect(within(amara).getByText('Done: you are checked.')).toHaveAttribute('aria-live', 'polite');
    expect(server.callsTo('GET /challenge')).toHaveLength(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    // The solution is the one the server's own verification accepts.
    const payload = JSON.parse(atob(sent[1]?.challenge ?? ''));
    const verdict = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: `${secret}-key`,
    });
    expect(verdict.verified).toBe(true);
  });

  it('tells a fan who already voted today, and keeps the count private when staff chose so', async () => {
    signIn();
    mockApi({
      'GET /votes/africa-peoples-choice/leaderboard': () => ({
        body: {
          success: true,
          data: { slug: VOTE.slug, hidden: true, total: 0, rows: [], countedAt: '2026-11-26T10:00:00.000Z' },
        },
      }),
      'GET /votes/mine': () => ({
        body: {
          success: true,
          data: { ballots: [], today: [{ voteSlug: VOTE.slug, delegate: 'amara-okafor-nigeria', used: 1 }] },
        },
      }),
    });
    show({ ...VOTE, leaderboard: 'hidden' });
    const amara = (await screen.findByRole('link', { name: 'Amara Okafor' })).closest('li') as HTMLElement;
    expect(await within(amara).findByText('Voted today · back tomorrow')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote for Lerato Dube' })).toBeEnabled();
    expect(
      await screen.findByText('The count is kept private until the vote closes; the result is announced then.'),
    ).toBeInTheDocument();
  });

  it('has no Vote button before it opens or after it closes', () => {
    signIn();
    mockApi({
      'GET /votes/africa-peoples-choice/leaderboard': () => ({ body: { success: true, data: board(0, 0) } }),
      'GET /votes/mine': () => ({ body: { success: true, data: { ballots: [], today: [] } } }),
    });
    show({ ...VOTE, state: 'closed' });
    expect(screen.getByText('Voting has closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Vote for/ })).toBeNull();
  });
});
