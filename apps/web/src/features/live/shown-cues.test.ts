import { beforeEach, describe, expect, it } from 'vitest';
import { firstShowing, forgetShownCues, pictureKey } from './shown-cues';

describe('pictures already shown', () => {
  beforeEach(() => forgetShownCues());

  it('animates a cue the first time only, and gives a re-render the same answer', () => {
    expect(firstShowing('show-1', 'a', 'stage')).toBe(true);
    expect(firstShowing('show-1', 'a', 'stage')).toBe(true);
    expect(firstShowing('show-1', 'b', 'stage')).toBe(true);
    // Each surface plays its own entrance once.
    expect(firstShowing('show-1', 'a', 'overlay:reveal')).toBe(true);
  });

  it('never animates again after a reload of the page (the session remembers)', () => {
    expect(firstShowing('show-1', 'c', 'fans')).toBe(true);
    // A reload: the page's memory is gone, the session's stays.
    const stored = sessionStorage.getItem('liveCuesShown');
    forgetShownCues();
    sessionStorage.setItem('liveCuesShown', stored ?? '[]');
    expect(firstShowing('show-1', 'c', 'fans')).toBe(false);
    expect(firstShowing('show-1', 'd', 'fans')).toBe(true);
  });

  it('keys a picture by its cue and what it shows, not by the count moving under it', () => {
    const delegate = { id: 'd1', slug: 'amara', name: 'Amara', country: 'Nigeria', headshot: null };
    const onStage = { kind: 'on_stage' as const, title: 'Evening gown', delegate };
    const a = pictureKey({ cue: { id: 'c1' }, held: false, picture: onStage });
    expect(pictureKey({ cue: { id: 'c1' }, held: false, picture: { ...onStage } })).toBe(a);
    expect(pictureKey({ cue: { id: 'c1' }, held: true, picture: onStage })).not.toBe(a);
    expect(pictureKey({ cue: { id: 'c2' }, held: false, picture: onStage })).not.toBe(a);
    expect(pictureKey({ held: false, picture: { ...onStage, delegate: { ...delegate, id: 'd2' } } })).not.toBe(
      pictureKey({ held: false, picture: onStage }),
    );
  });
});
