/**
 * How a judge's score entries are ordered and applied (docs/product/judging.md#scoring-on-a-phone).
 *
 * The server orders a judge's entries by its own clock. A phone's clock may be minutes or years off, so its times
 * are kept for information only: the one thing taken from the phone is how long an entry waited on it before it
 * was sent (its send time minus its entry time, both by the phone's own clock, so any constant error of that
 * clock cancels out). An entry's time is then the moment the server received it less that wait, never later than
 * its arrival. Without a send time the entry is taken as made when it arrived. An entry that waited longer than
 * MAX_ENTRY_WAIT_MS is refused (code `score_too_old`) while the rest of its batch is saved.
 *
 * Per judge, delegate and segment the entry made last (on the server's clock) is the one counted; an equal time
 * goes to the later arrival. An entry is answered either `applied` (it is now the stored score) or `superseded`
 * (a later one is already stored): the server never calls an entry saved that it did not apply.
 */

/** A phone clock further off the server's than this is shown to the judge. */
export const CLOCK_SKEW_WARNING_MS = 5_000;

/**
 * The longest an entry may wait on a phone before it is sent, by the phone's own clock. A judge at a venue whose
 * network is down for the whole evening still gets every score of the evening counted; an entry that waited
 * longer is not from this sitting (a phone kept offline since a rehearsal, or whose times cannot be trusted), so
 * it is refused, not stored, with a message, and the judge enters it again if it still stands. Measured on the
 * phone's clock alone, a constant error of that clock changes nothing.
 */
export const MAX_ENTRY_WAIT_MS = 12 * 60 * 60 * 1000;

/** What a phone says of one entry: when it was entered and when the batch carrying it was sent, by its clock. */
export interface DeviceTimes {
  enteredAt: number;
  sentAt?: number | null;
}

/** How long an entry waited on its phone (ms): 0 without a send time, or when the send time is the earlier. */
export function entryWaitMs(device: DeviceTimes): number {
  if (device.sentAt === undefined || device.sentAt === null) return 0;
  return Math.max(0, device.sentAt - device.enteredAt);
}

/** An entry that waited on its phone longer than MAX_ENTRY_WAIT_MS: refused, never stored. */
export function entryTooOld(device: DeviceTimes): boolean {
  return entryWaitMs(device) > MAX_ENTRY_WAIT_MS;
}

/** The refusal of an entry that waited too long on the phone (the phone words it by its code). */
export const ENTRY_TOO_OLD_MESSAGE =
  'This score waited on the phone for more than 12 hours and was not saved. Enter it again if it still stands.';

/** An entry's time on the server's clock (epoch ms), never earlier than MAX_ENTRY_WAIT_MS before its arrival. */
export function serverEntryTime(receivedAt: number, device: DeviceTimes): number {
  return receivedAt - Math.min(entryWaitMs(device), MAX_ENTRY_WAIT_MS);
}

/** How far the phone's clock is ahead of the server's (negative: behind); null without a send time. */
export function clockSkewMs(receivedAt: number, sentAt: number | null | undefined): number | null {
  return sentAt === undefined || sentAt === null ? null : sentAt - receivedAt;
}

export function clockSkewShown(skew: number | null): boolean {
  return skew !== null && Math.abs(skew) > CLOCK_SKEW_WARNING_MS;
}

export interface StoredEntry {
  clientId: string;
  /** Its time on the server's clock. */
  at: number;
}

export interface ArrivingEntry extends StoredEntry {
  /** The cell: one delegate in one segment (the judge is the same for the whole batch). */
  cell: string;
}

export interface EntryDecision {
  /** The entries now stored, one per cell, in arrival order. */
  applied: ArrivingEntry[];
  /** Client ids of the entries not applied: a later entry is stored for their cell. */
  superseded: string[];
  /** Client ids answered as they were the first time (a batch sent again). */
  known: { clientId: string; outcome: 'applied' | 'superseded' }[];
}

/**
 * Which entries of a batch are applied. `current` holds the stored entry of each cell the batch touches; `seen`
 * the outcome of every entry of this judge already received (a batch sent again is answered as before, and
 * changes nothing). The batch is taken in its order of arrival.
 */
export function decideEntries(
  current: ReadonlyMap<string, StoredEntry>,
  seen: ReadonlyMap<string, 'applied' | 'superseded'>,
  batch: readonly ArrivingEntry[],
): EntryDecision {
  const held = new Map(current);
  const winners = new Map<string, ArrivingEntry>();
  const superseded: string[] = [];
  const known: EntryDecision['known'] = [];
  const inBatch = new Set<string>();
  for (const entry of batch) {
    const before = seen.get(entry.clientId);
    if (before !== undefined) {
      if (!inBatch.has(entry.clientId)) known.push({ clientId: entry.clientId, outcome: before });
      inBatch.add(entry.clientId);
      continue;
    }
    if (inBatch.has(entry.clientId)) continue;
    inBatch.add(entry.clientId);
    const stored = held.get(entry.cell);
    if (stored && stored.at > entry.at) {
      superseded.push(entry.clientId);
      continue;
    }
    const displaced = winners.get(entry.cell);
    if (displaced) superseded.push(displaced.clientId);
    held.set(entry.cell, entry);
    winners.set(entry.cell, entry);
  }
  return { applied: [...winners.values()], superseded, known };
}
