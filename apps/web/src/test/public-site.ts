import type { PublicDelegate, PublishedRound } from '@cq/shared';

/**
 * Africa's final as the results page gives it once published: the queen, Amara Okafor of Nigeria, and two
 * places in all; a test adds the places it is about.
 */
export function samplePublishedRound(over: Partial<PublishedRound> = {}): PublishedRound {
  return {
    slug: 'africa-2026-final',
    name: 'Final',
    continent: 'Africa',
    publishedAt: '2026-11-20T20:00:00.000Z',
    sheetHash: 'a'.repeat(64),
    previousHash: null,
    auditHead: null,
    placements: [
      { place: 1, title: 'Queen of Africa', delegate: { id: 'a', name: 'Amara Okafor', country: 'Nigeria' } },
    ],
    placementCount: 2,
    ...over,
  };
}

/** Ama Mensah of Ghana's public profile: her cause, platform and talent, with no photos and no links. */
export function sampleDelegateProfile(over: Partial<PublicDelegate> = {}): PublicDelegate {
  return {
    slug: 'ama-mensah-ghana',
    name: 'Ama Mensah',
    country: 'Ghana',
    continent: 'Africa',
    cause: 'Maternal health',
    biography: 'Nurse and dancer.',
    platform: { cause: 'Maternal health', description: '' },
    talent: { category: 'Dance', description: '' },
    languages: ['English', 'Twi'],
    social: [],
    headshot: null,
    fullBody: null,
    card: null,
    ...over,
  };
}
