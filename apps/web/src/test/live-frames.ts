import type { AudienceFrame, LiveDelegate, LiveFrame, LiveVote } from '@cq/shared';

/** Frames as the live show's server sends them, for the displays' and the fans' tests. */

export const AMARA: LiveDelegate = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'amara-okafor',
  name: 'Amara Okafor',
  country: 'Nigeria',
  headshot: { src: '/media/amara-480.webp', srcSet: '/media/amara-480.webp 480w', width: 480, height: 600 },
};
export const LERATO: LiveDelegate = {
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'lerato-dlamini',
  name: 'Lerato Dlamini',
  country: 'South Africa',
  headshot: null,
};

/** What the displays' and the fans' frames both say of the moment: the finale's welcome, no one on stage yet. */
function welcomeMoment(): Pick<
  AudienceFrame & LiveFrame,
  'roundName' | 'held' | 'picture' | 'delegate' | 'placements' | 'placementCount' | 'queen' | 'vote' | 'at'
> {
  return {
    roundName: 'Final of Africa',
    held: false,
    picture: { kind: 'title', title: 'Welcome to the finale', subtitle: null },
    delegate: null,
    placements: [],
    placementCount: 2,
    queen: null,
    vote: null,
    at: new Date().toISOString(),
  };
}

export function liveFrame(over: Partial<LiveFrame> = {}): LiveFrame {
  return {
    ...welcomeMoment(),
    seq: 1,
    showId: '33333333-3333-4333-8333-333333333333',
    rehearsal: false,
    cue: { id: 'cue-1', kind: 'opening', title: 'Welcome', position: 0 },
    ...over,
  };
}

export function audienceFrame(over: Partial<AudienceFrame> = {}): AudienceFrame {
  return { ...welcomeMoment(), seq: 1, onAir: true, ...over };
}

export function openVote(over: Partial<LiveVote> = {}): LiveVote {
  const now = Date.now();
  return {
    slug: 'peoples-choice-africa',
    name: 'People’s Choice Africa',
    state: 'open',
    opensAt: new Date(now - 60_000).toISOString(),
    closesAt: new Date(now + 240_000).toISOString(),
    leaderboard: [
      { delegate: AMARA, votes: 120, rank: 1 },
      { delegate: LERATO, votes: 80, rank: 2 },
    ],
    total: 200,
    ...over,
  };
}
