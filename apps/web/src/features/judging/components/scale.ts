import { isOnScale, scaleDecimals, scaleMessage } from '@cq/shared';
import type { JudgeScale } from '../api/judge-api';

/** A value a judge may give: the shared rule the server applies (within the scale, on its step). */
export const onScale = (value: number, scale: JudgeScale) => isOnScale(value, scale);

export function formatScore(value: number, scale: JudgeScale): string {
  return value.toFixed(scaleDecimals(scale));
}

/** "Enter a score from 1.0 to 10.0 in steps of 0.1." — the server's own words. */
export const scaleHint = (scale: JudgeScale) => scaleMessage(scale);

/** What the judge typed, as a number (a decimal comma is read as a point), or null. */
export function parseScore(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** One step up or down from a value (from the minimum when there is none), kept within the scale. */
export function nudge(value: number | undefined, direction: 1 | -1, scale: JudgeScale): number {
  if (value === undefined) return scale.min;
  const factor = 10 ** scaleDecimals(scale);
  const next = (Math.round(value * factor) + direction * Math.round(scale.step * factor)) / factor;
  return Math.min(scale.max, Math.max(scale.min, next));
}
