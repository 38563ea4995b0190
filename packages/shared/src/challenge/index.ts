import { z } from 'zod';

/**
 * The person check (docs/product/fan-voting.md#the-person-check): a proof-of-work puzzle the browser solves on
 * its own, with nothing to see and no third party, before a vote or a sign-up the server asks it for. Each
 * solution is accepted once.
 */

export const CHALLENGE_MESSAGES = {
  required: 'Please wait while your browser checks you are a person, then try again.',
  failed: 'The check that you are a person did not pass. Please try again.',
  threshold: 'Give a number of votes from 1 to 10,000.',
} as const;

/** When a vote asks for the check: on every vote, never, or once an address or account votes fast. */
export const VOTE_CHALLENGE_MODES = ['never', 'always', 'velocity'] as const;
export type VoteChallengeMode = (typeof VOTE_CHALLENGE_MODES)[number];

/** The window the velocity mode counts an address's or an account's votes in. */
export const CHALLENGE_VELOCITY_WINDOW_MINUTES = 10;
export const DEFAULT_CHALLENGE_VELOCITY = 20;

/** Sign-ups from one address within the sign-up rate window after which each further sign-up is checked. */
export const SIGNUP_CHALLENGE_AFTER = 3;

/** How long a puzzle may be solved and sent, and so how long its solution is remembered as used. */
export const CHALLENGE_TTL_SECONDS = 300;

export const voteChallengeSchema = z
  .object({
    mode: z.enum(VOTE_CHALLENGE_MODES),
    /** Votes by one address or one account in the window beyond which each vote is checked (velocity mode). */
    votesPerWindow: z
      .number(CHALLENGE_MESSAGES.threshold)
      .int(CHALLENGE_MESSAGES.threshold)
      .min(1, CHALLENGE_MESSAGES.threshold)
      .max(10_000, CHALLENGE_MESSAGES.threshold),
  })
  .default({ mode: 'never', votesPerWindow: DEFAULT_CHALLENGE_VELOCITY });
export type VoteChallenge = z.infer<typeof voteChallengeSchema>;

/** Whether a vote needs the check, given the votes this address or account cast in the window (the larger). */
export function voteNeedsChallenge(setting: VoteChallenge, recentVotes: number): boolean {
  if (setting.mode === 'always') return true;
  if (setting.mode === 'never') return false;
  return recentVotes >= setting.votesPerWindow;
}

/**
 * Whether a sign-up needs the check, given the sign-ups already tried from its address in the window; `scale`
 * is the same multiplier the sign-up rate limit is given, so the check always comes before that limit.
 */
export function signupNeedsChallenge(recentSignups: number, scale = 1): boolean {
  return recentSignups >= SIGNUP_CHALLENGE_AFTER * scale;
}

/** A solved puzzle as the browser sends it: base64 of the JSON `{ challenge, solution }`. */
export const challengeSolutionField = z.string().min(1).max(4_000);

/** The puzzle the server hands out (altcha v2 parameters, signed by the server). */
export const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type PersonChallenge = z.infer<typeof challengeSchema>;
