import type { LiveFrame } from './api';

// Kept apart from the show's rules and messages: every public page reads the on-air answer, and this module
// brings nothing else into the home page's script.

/**
 * Whether a live show is on air, from the last frame of any live show (null before the first): from the first cue
 * a live show fires until its closing cue is shown. A rehearsal is never on air. The public menu links to /live
 * only while this holds.
 */
export function isOnAir(frame: Pick<LiveFrame, 'rehearsal' | 'cue'> | null): boolean {
  if (!frame || frame.rehearsal || !frame.cue) return false;
  return frame.cue.kind !== 'closing';
}

/** How long a browser or proxy may keep the on-air answer: the menu follows the show within this. */
export const ON_AIR_MAX_AGE_SECONDS = 15;
