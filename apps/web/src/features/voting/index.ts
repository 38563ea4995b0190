// The fan-voting area's public surface: other areas import from here only.
export { votesQuery } from './api/voting-api';
export { ContinentVotes, DelegateVotes } from './components/delegate-votes';
export { MyVoteHistory } from './components/my-vote-history';
export { PackReturn } from './components/pack-return';
export { VoteSection } from './components/vote-section';
export { VotedDelegates } from './components/voted-delegates';
