import type { JudgeSheet } from '../api/judge-api';
import type { ScoreState } from '../components/score-input';
import { cellKey, type OutboxState } from './score-outbox';

/**
 * The value on screen for a cell and where it stands: kept on the phone, refused, overtaken by a later entry from
 * another device (the server's value, once the sheet is fetched again), or held by the server.
 */
export function cellView(
  sheet: JudgeSheet,
  outbox: OutboxState,
  delegateId: string,
  segmentKey: string,
): { value: number | undefined; state: ScoreState; refusal?: string; refusalCode?: string } {
  const key = cellKey(delegateId, segmentKey);
  const pending = outbox.pending.find((e) => cellKey(e.delegateId, e.segmentKey) === key);
  if (pending) return { value: pending.value, state: 'waiting' };
  const refused = outbox.refused.find((e) => cellKey(e.delegateId, e.segmentKey) === key);
  if (refused) return { value: refused.value, state: 'refused', refusal: refused.message, refusalCode: refused.code };
  if (outbox.superseded.has(key)) {
    const held = sheet.scores.find((s) => s.delegateId === delegateId && s.segmentKey === segmentKey);
    return { value: held?.value, state: 'superseded' };
  }
  const confirmed = outbox.confirmed.get(key);
  if (confirmed !== undefined) return { value: confirmed, state: 'saved' };
  const held = sheet.scores.find((s) => s.delegateId === delegateId && s.segmentKey === segmentKey);
  return held ? { value: held.value, state: 'saved' } : { value: undefined, state: 'empty' };
}
