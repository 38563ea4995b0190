/**
 * People's Choice (docs/product/fan-voting.md): fans vote for the delegates of a fan vote while it is open.
 * Each signed-in, verified fan has a free allowance per delegate per voting day; a voting day is a calendar day
 * in the vote's own time zone, so "come back tomorrow" means the same midnight for every fan of that vote.
 * These rules are read by the server (which decides) and by the browser (which explains).
 */

/** The free votes a fan has per delegate per voting day, unless staff set another number. */
export const DEFAULT_FREE_VOTES_PER_DAY = 1;
export const MAX_FREE_VOTES_PER_DAY = 20;
/** Votes one network address may cast in one vote on one voting day, unless staff set another number. */
export const DEFAULT_VOTES_PER_ADDRESS_PER_DAY = 50;
/** Different accounts one device may vote with in one vote on one voting day: a shared phone, not a farm. */
export const ACCOUNTS_PER_DEVICE_PER_DAY = 3;

/**
 * A surge: a delegate's votes in the last VELOCITY_WINDOW_MINUTES far above the vote's own running pace (isSurge).
 */
export const VELOCITY_WINDOW_MINUTES = 10;
export const VELOCITY_FACTOR = 5;
/**
 * A surge too (a farm): at least SURGE_MIN_ACCOUNTS of her accounts in the window voted from addresses each shared
 * by SURGE_ACCOUNTS_PER_ADDRESS or more of them (a household shares one address; a farm crowds many accounts).
 */
export const SURGE_MIN_ACCOUNTS = 10;
export const SURGE_ACCOUNTS_PER_ADDRESS = 4;
/** Below this many votes in the window nothing is flagged: a handful of fans is not an attack. */
export const VELOCITY_MIN_VOTES = 20;
/** An address is flagged when this many accounts or more voted from it on one voting day. */
export const SHARED_ADDRESS_ACCOUNTS = 5;

/** How long a server keeps a counted leaderboard before counting again (however many fans watch it). */
export const LEADERBOARD_CACHE_MS = 2_000;

export const LEADERBOARD_VISIBILITY = ['public', 'hidden'] as const;
export type LeaderboardVisibility = (typeof LEADERBOARD_VISIBILITY)[number];

export type FanVoteState = 'scheduled' | 'open' | 'closed';

/** Where a vote stands at `now`: it takes votes from its opening instant up to, not including, its closing one. */
export function fanVoteState(vote: { opensAt: Date; closesAt: Date }, now: Date): FanVoteState {
  if (now.getTime() < vote.opensAt.getTime()) return 'scheduled';
  if (now.getTime() >= vote.closesAt.getTime()) return 'closed';
  return 'open';
}

/** Whether the runtime knows this IANA time zone (e.g. "Africa/Lagos"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The voting day of an instant: its calendar date (YYYY-MM-DD) in the vote's time zone. */
export function votingDay(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** Seconds from `at` to the start of the next voting day in the zone (what a fan over her allowance waits). */
export function secondsToNextVotingDay(at: Date, timeZone: string): number {
  const today = votingDay(at, timeZone);
  // Days are 23 to 25 hours long: 26 hours ahead is always another day. The first millisecond of that day is
  // found by halving the interval (about 27 steps).
  let low = at.getTime();
  let high = low + 26 * 3600_000;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (votingDay(new Date(mid), timeZone) === today) low = mid;
    else high = mid;
  }
  return Math.max(1, Math.ceil((high - at.getTime()) / 1000));
}

/** One cast vote as counting sees it. */
export interface CountedBallot {
  delegate: string;
  voided: boolean;
}

/** The count the public sees: each delegate's votes that staff have not voided. */
export function countBallots(ballots: readonly CountedBallot[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const b of ballots) {
    if (!b.voided) counts.set(b.delegate, (counts.get(b.delegate) ?? 0) + 1);
  }
  return counts;
}

export interface TallyRow {
  delegate: string;
  name: string;
  votes: number;
}

/**
 * A leaderboard: most votes first; equal counts share a rank and are listed by name (standard competition
 * ranking: 1, 2, 2, 4). Delegates with no vote are listed too, last.
 */
export function rankTally<T extends Pick<TallyRow, 'name' | 'votes'>>(rows: readonly T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => b.votes - a.votes || a.name.localeCompare(b.name, 'en'));
  let rank = 0;
  return sorted.map((row, i) => {
    if (i === 0 || row.votes !== sorted[i - 1]?.votes) rank = i + 1;
    return { ...row, rank };
  });
}

/** The delegates a vote advances: the first `count` places, and anyone tied with the last of them. */
export function advancedByVote<T extends { rank: number; votes: number }>(ranked: readonly T[], count: number): T[] {
  const cut = ranked[count - 1];
  if (!cut) return ranked.filter((r) => r.votes > 0);
  return ranked.filter((r) => r.rank <= cut.rank && r.votes > 0);
}

/** One delegate's votes in the last window, who cast them, and the paces they are compared with. */
export interface DelegatePace {
  /** Her votes in the window, not voided. */
  recent: number;
  /** The distinct accounts and network addresses they came from. */
  accounts: number;
  addresses: number;
  /** Of those accounts, the ones on an address SURGE_ACCOUNTS_PER_ADDRESS or more of them share. */
  crowdedAccounts: number;
  /** Her own votes per window before it (over the day before, or since the vote opened): 0 in a new vote. */
  usualPerWindow: number;
  /** The vote's own running pace: the other delegates' votes in the same window, per delegate. */
  othersPerWindow: number;
}

/**
 * What her votes in the window are compared with: the larger of her own usual pace and the vote's running pace
 * (so an opening burst, where every delegate's votes rise together, is the vote's pace, not hers).
 */
export function surgeBaseline(p: Pick<DelegatePace, 'usualPerWindow' | 'othersPerWindow'>): number {
  return Math.max(p.usualPerWindow, p.othersPerWindow, 1);
}

/**
 * Whether a delegate's votes in the window are a surge staff should look at: at least VELOCITY_MIN_VOTES, and
 * either far above the baseline (VELOCITY_FACTOR times) or with many accounts crowded on few addresses (a farm:
 * SURGE_MIN_ACCOUNTS or more crowded accounts), even mixed into genuine votes. A crowd of fans on their own
 * connections or a household's, voting as the rest of the vote does, is not one.
 */
export function isSurge(p: DelegatePace): boolean {
  if (p.recent < VELOCITY_MIN_VOTES) return false;
  return p.crowdedAccounts >= SURGE_MIN_ACCOUNTS || p.recent >= VELOCITY_FACTOR * surgeBaseline(p);
}

/** The domain of an e-mail address, lower-cased. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the wall clock of the zone shows it, "YYYY-MM-DDTHH:mm" (what a datetime-local field holds). */
export function zonedWallTime(at: Date, timeZone: string): string {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** How far ahead of UTC the zone's clock is at an instant, in milliseconds (to the minute). */
function offsetAt(at: number, timeZone: string): number {
  return Date.parse(`${zonedWallTime(new Date(at), timeZone)}:00Z`) - Math.floor(at / 60_000) * 60_000;
}

/**
 * The instant at which the zone's wall clock shows `wall` ("YYYY-MM-DDTHH:mm"): staff type a vote's opening
 * and closing times as the pageant's clock shows them, wherever they are. A time shown twice (clocks going
 * back) is its first instant; a time skipped by clocks going forward lands as far after the change as it was
 * typed after the last time shown before it (02:30 on the night clocks go from 02:00 to 03:00 is 03:30).
 */
export function zonedInstant(wall: string, timeZone: string): Date {
  // Only a whole wall time is one: Date.parse reads a fragment such as ":00Z" as a date of its own choosing.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wall)) throw new RangeError(`Not a wall time: ${wall}`);
  const asUtc = Date.parse(`${wall}:00Z`);
  // The zone's offsets a day either side: a change of clocks is never closer than that to another one.
  const before = asUtc - offsetAt(asUtc - 24 * 3600_000, timeZone);
  const after = asUtc - offsetAt(asUtc + 24 * 3600_000, timeZone);
  const shows = (at: number) => zonedWallTime(new Date(at), timeZone) === wall;
  const exact = [before, after].filter(shows).sort((a, b) => a - b);
  return new Date(exact[0] ?? before);
}
