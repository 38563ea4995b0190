import { knownTranslations } from '@cq/shared';
import type { RoundRow } from '../../judging/repo';

/** How a round reads in the back office's answers (shapes in packages/shared/src/judging/api.ts). */

export function presentRoundSummary(r: RoundRow) {
  return {
    id: r.id,
    season: r.season,
    slug: r.slug,
    name: r.name,
    translations: knownTranslations(r.translations),
    continent: r.continent,
    kind: r.kind,
    status: r.status,
    rules: r.rules,
    startsAt: r.startsAt?.toISOString() ?? null,
    timeZone: r.timeZone,
  };
}
