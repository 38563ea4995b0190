import { z } from 'zod';
import type { AdminRound } from './api';

/**
 * Who goes on (docs/product/judging.md#advancement): a published round's advancing
 * delegates join a later round of the same season that is still being set up.
 * A continent's preliminary feeds its final; every continent's final feeds the
 * global finale, which so takes the continental queens (a final's advancing
 * delegate is its queen when one advances).
 */
export function feedsInto(
  source: Pick<AdminRound, 'id' | 'season' | 'continent' | 'kind' | 'status'>,
  target: Pick<AdminRound, 'id' | 'season' | 'continent' | 'kind'>,
): boolean {
  if (source.id === target.id || source.status !== 'published' || source.season !== target.season) return false;
  if (target.kind === 'global') return source.kind === 'final' && source.continent !== null;
  return target.kind === 'final' && source.kind === 'preliminary' && source.continent === target.continent;
}

export const advanceFromSchema = z.object({
  fromRoundIds: z
    .array(z.uuid())
    .min(1)
    .max(24)
    .refine((ids) => new Set(ids).size === ids.length, 'Name each round once.'),
});
export type AdvanceFrom = z.infer<typeof advanceFromSchema>;
