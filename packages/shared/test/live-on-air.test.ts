import { describe, expect, it } from 'vitest';
import { CUE_KINDS, isOnAir } from '../src';

/** The public menu's flag: a live show is on air from its first cue until its closing cue is shown. */
describe('isOnAir', () => {
  const frame = (kind: (typeof CUE_KINDS)[number] | null, rehearsal = false) => ({
    rehearsal,
    cue: kind === null ? null : { id: 'c', kind, title: 'Cue', position: 0 },
  });

  it('is off before any live frame and before the first cue', () => {
    expect(isOnAir(null)).toBe(false);
    expect(isOnAir(frame(null))).toBe(false);
  });

  it('is on at every cue of a live show but its closing', () => {
    for (const kind of CUE_KINDS) expect(isOnAir(frame(kind))).toBe(kind !== 'closing');
  });

  it('is never on for a rehearsal', () => {
    for (const kind of CUE_KINDS) expect(isOnAir(frame(kind, true))).toBe(false);
  });
});
