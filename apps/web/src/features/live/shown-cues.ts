import type { LivePicture } from '@cq/shared';
import { SESSION_KEYS } from '../../lib/storage-keys';

/**
 * The pictures whose entrance animation this page has already played, by show and picture (its cue and what it
 * shows: `pictureKey`). A reconnection or a reload answers with the present picture again; it shows at once,
 * still, and only a picture not seen before animates in. A change within the same picture (the fans' count
 * moving) never replays it. Kept for the browser session (a reloaded display keeps its memory), the last 200.
 */
const LIMIT = 200;

function read(): string[] {
  try {
    const raw = sessionStorage.getItem(SESSION_KEYS.liveCuesShown);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** This page's decisions: a picture drawn twice (a re-render) keeps the answer it was first given. */
const decided = new Map<string, boolean>();

/**
 * Whether a picture animates in on this page: true when no page of this browser session showed it before, false
 * when one did (a reload, a reconnection to the same cue). `where` names the surface (the stage, an overlay's
 * layout, the fans' page), so each plays its own entrance once. The picture's element is keyed by the same key,
 * so the same picture arriving again never mounts it anew.
 */
export function firstShowing(showId: string, picture: string, where: string): boolean {
  const key = `${showId}:${where}:${picture}`;
  const known = decided.get(key);
  if (known !== undefined) return known;
  const stored = read();
  const fresh = !stored.includes(key);
  decided.set(key, fresh);
  if (!fresh) return false;
  try {
    sessionStorage.setItem(SESSION_KEYS.liveCuesShown, JSON.stringify([...stored, key].slice(-LIMIT)));
  } catch {
    // Nowhere to remember it: this page's memory still holds it.
  }
  return true;
}

/** Forgets what was shown (tests; a rehearsal reset starts its numbering again). */
export function forgetShownCues(): void {
  decided.clear();
  try {
    sessionStorage.removeItem(SESSION_KEYS.liveCuesShown);
  } catch {
    // Nothing stored.
  }
}

/** What makes a picture a new one: its cue (when the frame names it), its kind and who or what it shows. */
export function pictureKey(frame: { cue?: { id: string } | null; held: boolean; picture: LivePicture }): string {
  const p = frame.picture;
  const who =
    p.kind === 'on_stage'
      ? p.delegate.id
      : p.kind === 'reveal'
        ? `${p.placement.place}-${p.placement.delegate.id}`
        : p.kind === 'crowning'
          ? p.queen.id
          : '';
  const title = 'title' in p ? p.title : '';
  return [frame.cue?.id ?? '', frame.held ? 'held' : '', p.kind, title, who].join('|');
}
