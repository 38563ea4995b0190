// The contestant record's data layer: other areas import from here only.

export { contestantMeQuery, fetchContestantMe, useCachedContestantMe, useContestantMe } from './api/contestant-me';
export { useContestantMedia } from './api/contestant-media';
export { contestantKeys } from './api/keys';
