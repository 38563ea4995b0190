/** What the app's guards read of Account settings: whether two-step sign-in is on and required (no page code). */
export { useSecondFactorStatus } from './api/second-factor-status';
