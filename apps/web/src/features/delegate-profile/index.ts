// A delegate's public profile, her side: other areas import from here only.

export { PublicProfilePanel } from './components/public-profile-panel';
